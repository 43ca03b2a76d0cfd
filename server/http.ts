import type { Context } from "hono";
import { AppError, isAppError } from "./errors";

/** Parses a JSON request body; anything that is not a JSON object is a 400, never a 500. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new AppError("BAD_REQUEST", "The request body must be JSON");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new AppError("BAD_REQUEST", "The request body must be a JSON object");
  }
  return body as Record<string, unknown>;
}

/** The one place errors become HTTP answers: a code and a message, never a stack trace. */
export function errorResponse(c: Context, error: unknown) {
  if (isAppError(error)) {
    return c.json(
      { error: { code: error.code, message: error.message, fieldErrors: error.fieldErrors } },
      error.status as 400,
    );
  }
  return c.json({ error: { code: "INTERNAL", message: "Something went wrong. Please try again." } }, 500);
}
