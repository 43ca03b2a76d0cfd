import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { holdsUnstorableText } from "../common/schemas/text";

/**
 * Bad input is refused at the door with a clear 400 or 415, before any route sees it: a route never
 * answers 500 to a malformed request, and nothing is changed.
 */

/** A C0 control character or DEL in a URL, raw or percent-encoded (%00-%1F, %7F). */
const CONTROL_IN_URL = /%[01][0-9a-f]|%7f|\p{Cc}/iu;

export const URL_CONTROL_MESSAGE = "The address contains characters that are not allowed.";
export const UNSUPPORTED_FORM_MESSAGE =
  "This page accepts only web form submissions (application/x-www-form-urlencoded or multipart/form-data).";
export const UNREADABLE_FORM_MESSAGE = "The form could not be read. Please send it again from its page.";
export const FORM_NUL_MESSAGE = "The form contains characters that are not allowed.";
export const JSON_UNSTORABLE_MESSAGE = "The request contains characters that are not allowed.";

const FORM_MEDIA_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
/** Methods that never run a page action. */
const NO_ACTION_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every route, the API included: a path or query holding a NUL or another control character (say
 * `/rentals?city=%00`, which PostgreSQL would refuse mid-query) is a 400.
 */
export const refuseControlCharactersInUrl = createMiddleware(async (c, next) => {
  const url = c.req.url;
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start !== -1 && CONTROL_IN_URL.test(url.slice(start))) return refuse(c, 400, URL_CONTROL_MESSAGE);
  await next();
});

/**
 * Page form actions (every React Router `action`, including the browser's single-fetch `POST /route.data`,
 * which sends the form's own encoding): only a form body that parses, without NUL in any name or value,
 * reaches a route. Another content type is a 415; a body that does not parse (a broken multipart) or that
 * holds a NUL is a 400. Field rules are the route's schema's business.
 */
export const pageRequestGuard = createMiddleware(async (c, next) => {
  if (NO_ACTION_METHODS.has(c.req.method) || isApiPath(c.req.path)) return next();
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_MEDIA_TYPES.has(mediaType)) return refuse(c, 415, UNSUPPORTED_FORM_MESSAGE);
  let form: FormData;
  try {
    form = await c.req.raw.clone().formData();
  } catch {
    return refuse(c, 400, UNREADABLE_FORM_MESSAGE);
  }
  for (const [name, value] of form) {
    if (name.includes("\0") || (typeof value === "string" ? value : value.name).includes("\0")) {
      return refuse(c, 400, FORM_NUL_MESSAGE);
    }
  }
  await next();
});

/**
 * Better Auth's endpoints (mounted on /api/auth/*): it reads their JSON bodies itself, with no schema of
 * ours first, and answered 500 to a string holding a NUL (a reset token PostgreSQL refused mid-query) or
 * an unpaired surrogate (a redirect URL that cannot be encoded). Such a body is a 400 before it gets there.
 */
export const refuseUnstorableJson = createMiddleware(async (c, next) => {
  if (c.req.method !== "POST") return next();
  let body: unknown;
  try {
    body = JSON.parse(await c.req.raw.clone().text());
  } catch {
    return next();
  }
  if (holdsUnstorableText(body)) return refuse(c, 400, JSON_UNSTORABLE_MESSAGE);
  await next();
});

function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/** The API's JSON error shape under /api; a short page elsewhere (only hand-made requests end here). */
function refuse(c: Context, status: 400 | 415, message: string) {
  if (isApiPath(c.req.path)) {
    const code = status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : "BAD_REQUEST";
    return c.json({ error: { code, message } }, status);
  }
  const title = status === 415 ? "Unsupported form" : "Bad request";
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Affordable</title></head>` +
      `<body><h1>${title}</h1><p>${message}</p><p><a href="/">Go to the home page</a></p></body></html>`,
    status,
  );
}
