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
 */
type FlashStorage = SessionStorage<Record<string, never>, { toast: Toast }>;

const FLASH_COOKIE = "flash";

const storages = new WeakMap<AppDeps, FlashStorage>();

/** One storage per app (the secret and PUBLIC_URL are settings), made on first use. */
function flashStorage(deps: AppDeps): FlashStorage {
  let storage = storages.get(deps);
  if (!storage) {
    storage = createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
      cookie: {
        name: FLASH_COOKIE,
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        // Read on the very next request; a minute covers a slow redirect.
        maxAge: 60,
        secrets: [deps.cookieSecret],
        secure: deps.env.PUBLIC_URL.startsWith("https://"),
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
  session.flash("toast", { ...toast, id: toast.id ?? crypto.randomUUID() });
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
  return redirect(to, { headers: out });
}

/**
 * For the root loader: the toast left by the previous response, if any, and the headers that clear it.
 * Requests without a flash cookie cost nothing and set no cookie.
 */
export async function readFlashToast(
  request: Request,
  context: RequestContext,
): Promise<{ toast: Toast | null; headers?: Headers }> {
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader?.includes(`${FLASH_COOKIE}=`)) return { toast: null };
  const storage = flashStorage(context.deps);
  const session = await storage.getSession(cookieHeader);
  // A bad signature gives an empty session: no toast, and the cookie is cleared all the same.
  const toast = session.get("toast") ?? null;
  return { toast, headers: new Headers({ "Set-Cookie": await storage.destroySession(session) }) };
}
