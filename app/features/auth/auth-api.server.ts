import { CLIENT_IP_HEADER } from "@server/auth/endpoints";
import type { RequestContext } from "@server/context";
import { AppError } from "@server/errors";
import { RATE_LIMIT_MESSAGE } from "@server/rate-limits/limiter";

/** Better Auth answers with a set of headers; we pass its cookies on with our redirect. */
export function cookiesOf(headers: Headers): Headers {
  const out = new Headers();
  for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
  return out;
}

/** Better Auth's error message, if it gave one. */
export function authErrorMessage(error: unknown): string | undefined {
  const e = error as { body?: { message?: string }; message?: string };
  return e?.body?.message || undefined;
}

/** Sign-in, sign-up and password reset share one per-address limit, through the API or the forms. */
export async function consumeAuthAttempt(context: RequestContext) {
  if (!(await context.deps.rateLimiter.consume("auth", context.clientIp))) {
    throw new AppError("RATE_LIMITED", RATE_LIMIT_MESSAGE);
  }
}

/** Only the cookie goes to Better Auth from a page action: the page request's other headers are ours. */
export function authHeaders(request: Request, context: RequestContext): Headers {
  const headers = new Headers();
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  headers.set(CLIENT_IP_HEADER, context.clientIp);
  const ua = request.headers.get("user-agent");
  if (ua) headers.set("user-agent", ua);
  return headers;
}
