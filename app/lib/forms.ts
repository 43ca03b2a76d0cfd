import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import type { z } from "zod";
import { showToast, type Toast } from "./toast";

/**
 * Forms, one pattern (see docs/architecture.md, "How a form works"):
 *
 *   const [form, fields] = useSchemaForm(contactMessageSchema, { lastResult: actionData });
 *   <Form method="post" {...getFormProps(form)}>
 *     <Field meta={fields.email} label="Email Address">
 *       <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
 *     </Field>
 *
 * The zod schema from common/schemas gives the browser its checks (on submit, then as you type), the
 * `required`/`maxLength`/... attributes and the error messages; the route action parses the same schema with
 * `parseWithZod` and answers with `reply`/`replyError` (~/lib/action-result.server), whose result comes back
 * here as `lastResult`: errors under each field, `aria-invalid`/`aria-describedby`, values kept, and its toast
 * shown once. Without JavaScript the form posts normally and the server-rendered page shows the same errors.
 */

/** What every form action answers: Conform's submission result, plus an optional toast to show. */
export type ActionResult = SubmissionResult<string[]> & { toast?: Toast };

type Constraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
};

/** Each field's HTML constraints (`formConstraint`), e.g. sent with a page's data to a form without Conform. */
export type FieldLimits = Record<string, Constraint>;

// The zod internals we read: every schema has `_zod.def`, checks have `_zod.def.check`.
type Def = {
  type: string;
  shape?: Record<string, Schema>;
  in?: Schema;
  out?: Schema;
  innerType?: Schema;
  checks?: { _zod: { def: CheckDef } }[];
};
type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};
type Schema = { _zod: { def: Def } };

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

/** Fills `into` with what a field's checks say, following wrappers and both sides of pipes (preprocess, .pipe). */
function collectChecks(schema: Schema | undefined, into: Constraint) {
  if (!schema) return;
  const def = schema._zod.def;
  if (WRAPPERS.has(def.type)) return collectChecks(def.innerType, into);
  if (def.type === "pipe") {
    collectChecks(def.in, into);
    collectChecks(def.out, into);
    return;
  }
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === "min_length") into.minLength ??= c.minimum;
    else if (c.check === "max_length") into.maxLength ??= c.maximum;
    else if (c.check === "length_equals") {
      into.minLength ??= c.length;
      into.maxLength ??= c.length;
    } else if (c.check === "greater_than" && c.inclusive && typeof c.value === "number") into.min ??= c.value;
    else if (c.check === "less_than" && c.inclusive && typeof c.value === "number") into.max ??= c.value;
    else if (c.check === "multiple_of" && typeof c.value === "number") into.step ??= c.value;
    else if (c.check === "string_format" && c.format === "regex" && c.pattern && !c.pattern.flags)
      into.pattern ??= htmlPattern(c.pattern.source);
  }
}

/** Browsers compile `pattern` with the `v` flag, which refuses some plain regexes (`[a -]`): those are left out. */
function htmlPattern(source: string): string | undefined {
  try {
    new RegExp(source, "v");
    return source;
  } catch {
    return undefined;
  }
}

function unwrapRoot(schema: Schema): Schema {
  const def = schema._zod.def;
  // object.transform(...) / object.refine-with-transform: the fields are those of the input object.
  if (def.type === "pipe" && def.in) return unwrapRoot(def.in);
  return schema;
}

function fieldSchemas(schema: Schema, prefix = "", out: Record<string, Schema> = {}) {
  for (const [key, field] of Object.entries(schema._zod.def.shape ?? {})) {
    const name = prefix ? `${prefix}.${key}` : key;
    out[name] = field;
    let inner = field;
    while (WRAPPERS.has(inner._zod.def.type) && inner._zod.def.innerType) inner = inner._zod.def.innerType;
    if (inner._zod.def.type === "object") fieldSchemas(inner, name, out);
  }
  return out;
}

/** The field Conform adds to its own validation requests (`INTENT` in @conform-to/dom). */
const CONFORM_INTENT = "__intent__";

const constraints = new WeakMap<object, Record<string, Constraint>>();

/**
 * HTML constraints (`required`, `minLength`, `maxLength`, `min`, `max`, `step`, `pattern`) for each field of
 * an object schema, for `useForm({ constraint })`. Conform's `getZodConstraint` gives `required`, enums and
 * structure, but with zod 4.6 it no longer sees lengths and bounds (zod stopped filling `_zod.bag`) and it
 * throws on a root `.transform()`; the lengths and bounds are read here from the schema's checks.
 */
export function formConstraint(schema: z.ZodType): FieldLimits {
  const cached = constraints.get(schema);
  if (cached) return cached;
  const root = unwrapRoot(schema as unknown as Schema);
  const fromConform = getZodConstraint(root as unknown as z.ZodType);
  const result: Record<string, Constraint> = {};
  for (const [name, field] of Object.entries(fieldSchemas(root))) {
    const constraint: Constraint = { ...fromConform[name] };
    collectChecks(field, constraint);
    result[name] = Object.fromEntries(Object.entries(constraint).filter(([, v]) => v !== undefined));
  }
  constraints.set(schema, result);
  return result;
}

/**
 * Conform's `useForm` set up from one zod schema: client checks with `parseWithZod` (on submit, then as you
 * type), HTML constraints from `formConstraint`, and the server's `lastResult`, whose toast is shown once.
 * Not on blur: an error appearing when a field loses focus moves the submit button between the pointer's
 * press and release, and the click is lost.
 * `onInvalidSubmit` runs when a submit is stopped in the browser by the schema (e.g. to show the toast the
 * server would have sent).
 */
export function useSchemaForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  options: {
    /** The form's id; fields get `${id}-${name}`. */
    id?: string;
    lastResult?: ActionResult | null;
    defaultValue?: DefaultValue<z.input<S>>;
    shouldValidate?: "onSubmit" | "onBlur" | "onInput";
    onInvalidSubmit?: (error: Record<string, string[] | null>) => void;
    /** Runs on a submit the schema accepted; call `event.preventDefault()` to submit some other way. */
    onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  } = {},
) {
  const { lastResult, onInvalidSubmit, ...rest } = options;
  const result = useForm<z.input<S>, z.output<S>>({
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    ...rest,
    lastResult,
    constraint: formConstraint(schema),
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema });
      // Validation on blur or input carries Conform's intent field; a real submit does not.
      if (submission.status === "error" && submission.error && !formData.has(CONFORM_INTENT))
        onInvalidSubmit?.(submission.error);
      return submission;
    },
  });
  useResultToast(lastResult);
  return result;
}

/** Shows the toast an action result carries, once per result. */
function useResultToast(result: { toast?: Toast } | null | undefined) {
  const toast = result?.toast;
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
}

/**
 * A page with several forms posts a hidden `intent` in each; this gives a form only the result meant for it
 * (the result echoes the submitted values, `intent` included).
 */
export function resultFor<R extends ActionResult>(result: R | undefined, intent: string): R | undefined {
  return result?.initialValue?.intent === intent ? result : undefined;
}
