import type { Context } from "hono";
import { AppError, isAppError } from "./errors";

/** application/json, or a JSON-based type such as application/merge-patch+json. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/;

/**
 * Parses a JSON request body: another content type is a 415, anything that is not a JSON object a 400,
 * never a 500. Field values are checked by the endpoint's schema.
 */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "The request body must be JSON (Content-Type: application/json)",
    );
  }
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
