import type { z } from "zod";
import { AppError } from "./errors";

/** The first message for each field the schema refused; issues without a path are filed under "form". */
function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

/**
 * How a service validates its unknown input (a form's raw payload or an API body) with the schema from
 * common/schemas the form also uses: the parsed value, or an `AppError("BAD_REQUEST")` carrying the first
 * message per field, which `replyError` shows under each field and the API returns as `fieldErrors`.
 * `message` is the error's own message: a fixed text, or one picked from the field errors.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  message: string | ((fieldErrors: Record<string, string>) => string) = "Please check the form",
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  throw new AppError(
    "BAD_REQUEST",
    typeof message === "function" ? message(fieldErrors) : message,
    fieldErrors,
  );
}

/** For `parseInput`'s `message`: the first field's message ("Donation amount must be at least $1"). */
export const firstFieldError = (fieldErrors: Record<string, string>) => Object.values(fieldErrors)[0];
