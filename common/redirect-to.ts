import { localeOfPath, localizedPath, pathWithoutLocale } from "./i18n";

/**
 * "Come back after sign-in": `/auth?redirectTo=/rentals/...` carries the page a visitor was sent from, and
 * sign-in and sign-up return there. Only a same-site relative path is followed: it starts with one `/`,
 * holds no backslash, control character or scheme, and stays on our origin once resolved. Anything else
 * (`//evil.example`, `/\evil.example`, `https://...`, `javascript:...`) is refused and the visitor goes home.
 */
const REDIRECT_MAX = 2000;
const PROBE_ORIGIN = "http://affordable.invalid";

/** The safe path (pathname, query, hash) of `value`, or null when it is not a same-site relative path. */
export function safeRedirectPath(value: unknown): string | null {
  const path = sameSitePath(value);
  if (path === null) return null;
  // Never back to the sign-in page itself.
  const pathname = pathWithoutLocale(new URL(path, PROBE_ORIGIN).pathname);
  if (pathname === "/auth" || pathname.startsWith("/auth/")) return null;
  return path;
}

/** `value` when it is a same-site relative path (see above), the sign-in page included; else null. */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || value === "" || value.length > REDIRECT_MAX) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // Browsers read "\" as "/" (so "/\evil.example" is protocol-relative); control characters get stripped.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in or up: the safe `redirectTo`, else home. */
export function redirectAfterAuth(value: unknown): string {
  return safeRedirectPath(value) ?? "/";
}

/** The sign-in page, set to come back to `path` (when it is safe); extra query (role=landlord) kept. */
export function authHref(path: string | null | undefined, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  const safe = safeRedirectPath(path);
  if (safe && safe !== "/") params.set("redirectTo", safe);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}

/** The sign-in page for a request's own page (a loader sending a signed-out visitor away). */
export function authHrefFor(request: Request, extra: Record<string, string> = {}): string {
  const url = new URL(request.url);
  return localizedPath(authHref(`${url.pathname}${url.search}`, extra), localeOfPath(url.pathname));
}

/**
 * Where the landlord comes back to after Edit or Pause/Resume of a listing: the dashboard with every
 * listing shown, at that listing's row (`#listing-{id}`), so a fourth listing is not out of sight.
 */
export function landlordListingAnchor(listingId: string): string {
  return `/landlord-dashboard?listings=all#listing-${encodeURIComponent(listingId)}`;
}

/** Where a signed-in renter confirms adding the landlord tools to their account. */
export const ADD_LANDLORD_TOOLS_PATH = "/verified-landlord/add-landlord-tools";

/**
 * Where "Get Started" and "Become a Verified Landlord Today" lead: signed out, sign up as a landlord; a
 * renter, the confirmation that adds the landlord tools; a landlord (or an admin), the landlord dashboard.
 */
export function landlordStartHref(role: string | null | undefined): string {
  if (!role) return "/auth?role=landlord";
  return role === "renter" ? ADD_LANDLORD_TOOLS_PATH : "/landlord-dashboard";
}
