import {
  type DefaultValue,
  getInputProps,
  type Submission,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { useEffect, useState } from "react";
import type { z } from "zod";
import type { FieldLimits } from "./form-limits";
import { showToast, type Toast } from "./toast";

/**
 * Forms, one pattern (see docs/forms.md, with worked examples):
 *
 *   import contactLimits from "@common/schemas/contact?limits";
 *   const contactForm = formSchema(() => import("@common/schemas/contact"), "contactMessageSchema", contactLimits);
 *
 *   const [form, fields] = useSchemaForm(contactForm, { lastResult: actionData });
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
 *
 * The page holds only the schema's limits (`?limits`, JSON in the browser build); the schema and zod (about
 * 27 KB gzip) load when someone first points at, focuses or types into the form. Until then a submit goes to
 * the server, which checks the same schema and answers with the same messages.
 */

/** What every form action answers: Conform's submission result, plus an optional toast to show. */
export type ActionResult = SubmissionResult<string[]> & { toast?: Toast };

type ObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
type Validate<S extends ObjectSchema> = (formData: FormData) => Submission<z.input<S>, string[], z.output<S>>;

/** A form's schema as its page holds it: the HTML limits at once, the schema itself on first use. */
export interface FormSchema<S extends ObjectSchema> {
  readonly limits: FieldLimits;
  /** Loads the schema and zod (once; again after a failed download) and gives the browser's check. */
  load(): Promise<Validate<S>>;
  /** The browser's check, once loaded: later forms of the same schema start with it. */
  readonly validate: Validate<S> | undefined;
}

/**
 * `name`, an object schema exported by the module `load` imports, as a form's schema; `limits` is that
 * module's `?limits` import. A name that has no limits throws when the page's module loads.
 */
export function formSchema<M extends Record<K, ObjectSchema>, K extends string>(
  load: () => Promise<M>,
  name: K,
  limits: Record<string, FieldLimits>,
): FormSchema<M[K]> {
  const fieldLimits = limits[name];
  if (!fieldLimits) throw new Error(`No limits for "${name}": not an object schema of the module's ?limits`);
  let validate: Validate<M[K]> | undefined;
  let pending: Promise<Validate<M[K]>> | undefined;
  return {
    limits: fieldLimits,
    get validate() {
      return validate;
    },
    load() {
      pending ??= Promise.all([load(), import("@conform-to/zod/v4")]).then(
        ([module, { parseWithZod }]) => {
          const schema = module[name];
          validate = (formData) => parseWithZod(formData, { schema }) as ReturnType<Validate<M[K]>>;
          return validate;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** The field Conform adds to its own validation requests (`INTENT` in @conform-to/dom). */
const CONFORM_INTENT = "__intent__";

/** What starts the schema's download: the first sign that someone is about to use the form. */
const FIRST_USE_EVENTS = ["pointerenter", "touchstart", "focusin", "input"] as const;

/**
 * Conform's `useForm` set up from one form schema: client checks with `parseWithZod` (on submit, then as you
 * type), HTML constraints from the schema's limits, and the server's `lastResult`, whose toast is shown once.
 * Not on blur: an error appearing when a field loses focus moves the submit button between the pointer's
 * press and release, and the click is lost.
 * `onInvalidSubmit` runs when a submit is stopped in the browser by the schema (e.g. to show the toast the
 * server would have sent).
 * Until the schema has loaded (see the top of this file) nothing is checked in the browser and `onSubmit`
 * does not run: the form posts as it would without JavaScript, and the server answers.
 */
export function useSchemaForm<S extends ObjectSchema>(
  schema: FormSchema<S>,
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
  const { lastResult, onInvalidSubmit, onSubmit, ...rest } = options;
  const [validate, setValidate] = useState(() => schema.validate);
  const result = useForm<z.input<S>, z.output<S>>({
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    ...rest,
    // Without the schema, checking as you type would send Conform's validation requests to the server.
    ...(validate ? {} : { shouldValidate: "onSubmit" as const, shouldRevalidate: "onSubmit" as const }),
    lastResult,
    constraint: schema.limits,
    onValidate: validate
      ? ({ formData }) => {
          const submission = validate(formData);
          // Validation on blur or input carries Conform's intent field; a real submit does not.
          if (submission.status === "error" && submission.error && !formData.has(CONFORM_INTENT))
            onInvalidSubmit?.(submission.error);
          return submission;
        }
      : undefined,
    onSubmit: validate ? onSubmit : undefined,
  });
  const formId = result[0].id;
  useEffect(() => {
    if (validate) return;
    const element = document.getElementById(formId);
    if (!element) return;
    let live = true;
    const start = () => {
      schema.load().then(
        (loaded) => live && setValidate(() => loaded),
        // Offline or a failed download: the server still checks; the next use tries again.
        () => undefined,
      );
    };
    for (const type of FIRST_USE_EVENTS) element.addEventListener(type, start, { passive: true });
    return () => {
      live = false;
      for (const type of FIRST_USE_EVENTS) element.removeEventListener(type, start);
    };
  }, [formId, schema, validate]);
  useResultToast(lastResult);
  return result;
}

const toastsShown = new WeakSet<object>();

/**
 * Shows the toast an action result carries, once per result however many components pass it. A form that
 * its own success replaces (Apply, which becomes "You applied") can miss its result: React Router may
 * commit the fetcher's data together with the revalidated page. The component around it, which stays,
 * reads the same fetcher (by key) and calls this too.
 */
export function useResultToast(result: { toast?: Toast } | null | undefined) {
  useEffect(() => {
    if (!result?.toast || toastsShown.has(result)) return;
    toastsShown.add(result);
    showToast(result.toast);
  }, [result]);
}

/**
 * A page with several forms posts a hidden `intent` in each; this gives a form only the result meant for it
 * (the result echoes the submitted values, `intent` included).
 */
export function resultFor<R extends ActionResult>(result: R | undefined, intent: string): R | undefined {
  return result?.initialValue?.intent === intent ? result : undefined;
}

/** `getInputProps` for a field with a hint under it: the control is described by the hint (and by its error). */
export function hintedInputProps(
  meta: Parameters<typeof getInputProps>[0],
  type: Exclude<Parameters<typeof getInputProps>[1]["type"], "checkbox" | "radio">,
) {
  return getInputProps(meta, { type, ariaDescribedBy: meta.descriptionId });
}
