import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * HTML constraints read from a zod schema. A form's page gets them without zod: `import limits from
 * "@common/schemas/x?limits"` (vite-plugins/form-limits.ts) is, in the browser build, the JSON this module
 * computes at build time for every object schema the module exports; on the server and in development it
 * runs here.
 */

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

/** Each field's HTML constraints (`formConstraint`), by field name. */
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

/** An exported object schema: what a form validates with (anything else a schema module exports is skipped). */
function isObjectSchema(value: unknown): value is z.ZodType {
  const def = (value as Partial<Schema> | null)?._zod?.def;
  return def !== undefined && unwrapRoot(value as Schema)._zod.def.type === "object";
}

/** `formConstraint` of every object schema a module exports, by export name: what `?limits` imports give. */
export function moduleFormLimits(module: Record<string, unknown>): Record<string, FieldLimits> {
  const result: Record<string, FieldLimits> = {};
  for (const [name, value] of Object.entries(module)) {
    if (isObjectSchema(value)) result[name] = formConstraint(value);
  }
  return result;
}
