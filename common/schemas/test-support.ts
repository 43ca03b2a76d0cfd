import type { z } from "zod";

/**
 * For tests: a schema's verdict on an input, as the forms and the services report it: the parsed value, or
 * the first message per field (issues without a path under "form", as `parseInput` in server/validation.ts
 * files them).
 */
export function verdict<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; fieldErrors: Record<string, string> } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
