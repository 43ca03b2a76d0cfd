import { localizedPath } from "@common/i18n";
import type { AppDeps, RequestContext } from "@server/context";
import { createCookieSessionStorage, redirect, type SessionStorage } from "react-router";
import type { Toast } from "./toast";

/**
 * Toasts that survive a redirect ("Welcome back!", "Access Denied", ...) ride in a flash session: a signed,
 * HttpOnly cookie (React Router's cookie session storage) that the root loader reads and clears on the next
 * request, handing the toast to the page, which shows it once (`FlashToast` in features/shell).
 *
 *   return redirectWithToast(context, "/", { type: "success", title: "Welcome back!" });
 *   throw await redirectWithToast(context, "/", { type: "error", title: "Access Denied" }); // in a loader
 *
 * The cookie is signed with `deps.cookieSecret` (derived from the auth secret) and marked `Secure` when
 * PUBLIC_URL is https. Browser JavaScript never reads it.
 *
 * A page's data request can be thrown away after the server answered it: React Router aborts and restarts
 * a navigation's loads when something revalidates meanwhile (a new message arriving, say). Had that answer
 * cleared the cookie, the toast would be lost (seen in CI as a missing "Campaign Verified"). So a data
 * request does not clear it: the first one starts a short window (REDELIVER_MS) in which the same toast,
 * with the same id, is given again, and the page shows each id once (`FlashToast`). A page load (no
 * JavaScript, or a reload) clears it at once, as it is never superseded that way.
 */
interface FlashData {
  toast: Toast;
  /** When the re-delivery window of the first data request that read it ends (epoch ms). */
  until: number;
}
type FlashStorage = SessionStorage<Partial<FlashData>>;

const REDELIVER_MS = 10_000;

const FLASH_COOKIE = "flash";

const storages = new WeakMap<AppDeps, FlashStorage>();

/** One storage per app (the secret and PUBLIC_URL are settings), made on first use. */
function flashStorage(deps: AppDeps): FlashStorage {
  let storage = storages.get(deps);
  if (!storage) {
    storage = createCookieSessionStorage<Partial<FlashData>>({
      cookie: {
        name: FLASH_COOKIE,
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        // Read on the very next request; a minute covers a slow redirect.
        maxAge: 60,
        secrets: [deps.cookieSecret],
        secure: deps.publicUrl.startsWith("https://"),
      },
    });
    storages.set(deps, storage);
  }
  return storage;
}

/** The Set-Cookie value that shows `toast` on the next page. */
async function toastCookie(context: RequestContext, toast: Toast): Promise<string> {
  const storage = flashStorage(context.deps);
  const session = await storage.getSession();
  session.set("toast", { ...toast, id: toast.id ?? crypto.randomUUID() });
  return storage.commitSession(session);
}

/**
 * Redirects and shows `toast` on the next page. `headers` are kept (e.g. Better Auth's session cookies).
 * It is async: in a loader, `throw await redirectWithToast(...)`.
 */
export async function redirectWithToast(
  context: RequestContext,
  to: string,
  toast: Toast,
  headers?: HeadersInit,
): Promise<Response> {
  const out = new Headers(headers);
  out.append("Set-Cookie", await toastCookie(context, toast));
  // On a Spanish page, to the Spanish page: React Router strips the /es it adds to the data request's answer.
  return redirect(to.startsWith("/") && !to.startsWith("//") ? localizedPath(to, context.locale) : to, {
    headers: out,
  });
}

/**
 * For the root loader: the toast left by the previous response, if any, and the headers that clear it
 * (a page load) or start its re-delivery window (a data request; see above).
 * Requests without a flash cookie cost nothing and set no cookie.
 */
export async function readFlashToast(
  request: Request,
  context: RequestContext,
  now = Date.now(),
): Promise<{ toast: Toast | null; headers?: Headers }> {
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader?.includes(`${FLASH_COOKIE}=`)) return { toast: null };
  const storage = flashStorage(context.deps);
  const session = await storage.getSession(cookieHeader);
  // A bad signature gives an empty session: no toast, and the cookie is cleared all the same.
  const toast = session.get("toast") ?? null;
  const until = session.get("until");
  const clear = async (shown: Toast | null) => ({
    toast: shown,
    headers: new Headers({ "Set-Cookie": await storage.destroySession(session) }),
  });
  if (!toast) return clear(null);
  if (until !== undefined) return until > now ? { toast } : clear(null);
  if (!isDataRequest(request)) return clear(toast);
  session.set("until", now + REDELIVER_MS);
  const cookie = await storage.commitSession(session, { maxAge: REDELIVER_MS / 1000 });
  return { toast, headers: new Headers({ "Set-Cookie": cookie }) };
}

/**
 * A page's data request (fetch) rather than a page load. React Router hands loaders the page's URL, without
 * `.data`, so the browser's Fetch Metadata tells them apart; without it, the request counts as a page load.
 */
function isDataRequest(request: Request): boolean {
  const dest = request.headers.get("sec-fetch-dest");
  return dest !== null && dest !== "document";
}
