import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { detectFromHeader } from "hono/language";
import { isbot } from "isbot";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_PREFIX,
  LOCALES,
  type Locale,
  localeOfPath,
  localeOr,
  localizedPath,
} from "../../common/i18n";
import { sameSitePath } from "../../common/redirect-to";

/**
 * Which language a page is served in, and how a visitor gets the one they read:
 * - the path says it (/es/... is Spanish, every other page English; see common/i18n.ts);
 * - a first visit (no `lang` cookie) to an English page from a browser that prefers Spanish
 *   (Accept-Language) goes to the Spanish page, and the cookie remembers it; a browser that prefers
 *   English gets no cookie and no redirect;
 * - a visitor who chose Spanish (the cookie) and follows an English link goes to its Spanish page;
 * - the header and footer switch (`/language?to=en&next=/rentals?city=x`) sets the cookie and goes to
 *   the same page, filters included, in the other language: who picks English stays in English.
 * Search engines are never redirected: they read each language at its own address (hreflang).
 */

/** A year: the choice outlives the session. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const DETECTOR = {
  order: ["header"],
  lookupQueryString: "lang",
  lookupCookie: LOCALE_COOKIE,
  lookupFromPathIndex: 0,
  lookupFromHeaderKey: "accept-language",
  caches: false,
  ignoreCase: true,
  fallbackLanguage: DEFAULT_LOCALE,
  supportedLanguages: [...LOCALES],
  // es-US, es-MX, es-419... are all our Spanish.
  convertDetectedLanguage: (lang: string) => lang.split("-")[0],
} as const satisfies Parameters<typeof detectFromHeader>[1];

function rememberLocale(c: Context, locale: Locale, secure: boolean) {
  setCookie(c, LOCALE_COOKIE, locale, { path: "/", maxAge: COOKIE_MAX_AGE, sameSite: "Lax", secure });
}

/** A browser asking for a page (not its data, a script or the API). */
function isPageRequest(c: Context): boolean {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return false;
  const path = c.req.path;
  if (path.startsWith("/api/") || path.endsWith(".data") || path.includes("/__manifest")) return false;
  const dest = c.req.header("sec-fetch-dest");
  if (dest) return dest === "document";
  return c.req.header("accept")?.includes("text/html") ?? false;
}

/** Keeps the choice on the signed-in visitor's account (its emails' language); nothing for a visitor. */
export type SaveAccountLocale = (headers: Headers, locale: Locale) => Promise<void>;

/**
 * The `/language` switch: remembers `to` (the cookie, and the account when signed in) and goes to
 * `next` (a same-site path) in that language.
 */
export function languageSwitch(secure: boolean, saveAccountLocale: SaveAccountLocale) {
  return async (c: Context) => {
    const to = c.req.query("to");
    const locale = localeOr(to);
    rememberLocale(c, locale, secure);
    // Kept on the account only when the switch was pressed on one of our pages (Fetch Metadata): a link
    // on another site must not change the language a signed-in person's emails are written in.
    if (c.req.header("sec-fetch-site") === "same-origin") await saveAccountLocale(c.req.raw.headers, locale);
    const next = sameSitePath(c.req.query("next")) ?? "/";
    return c.redirect(localizedPath(next, locale), 303);
  };
}

/** Sends a page request to the visitor's language where the rules above say so. */
export function localeRedirect(secure: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!isPageRequest(c)) return next();
    const pathLocale = localeOfPath(c.req.path);
    const chosen = getCookie(c, LOCALE_COOKIE);
    if (pathLocale === "es") {
      await next();
      // Arrived by a Spanish link: remembered, so that a step through an English address comes back.
      // (Set on the page's own response, after it is made: a header set before would not reach it.)
      if (!isLocale(chosen)) rememberLocale(c, "es", secure);
      return;
    }
    if (isbot(c.req.header("user-agent"))) return next();
    let wanted: Locale = DEFAULT_LOCALE;
    if (isLocale(chosen)) wanted = chosen;
    else if (detectFromHeader(c, DETECTOR) === "es") {
      wanted = "es";
      rememberLocale(c, "es", secure);
    }
    if (wanted === "en") return next();
    const url = new URL(c.req.url);
    c.header("Vary", "Cookie, Accept-Language");
    return c.redirect(localizedPath(`${url.pathname}${url.search}`, wanted), 302);
  };
}

/**
 * A Spanish page's redirect to an English address of ours (a loader's `redirect("/")`) goes to that
 * address's Spanish page. API and media addresses have no language.
 *
 * React Router puts its basename (/es) before a loader's or action's redirect on a page request: an
 * address the code already wrote in Spanish (`authHrefFor`, `redirectWithToast`) arrives as /es/es/...,
 * a page that does not exist; it loses the doubled prefix here.
 */
export function localizeRedirect(response: Response, locale: Locale): Response {
  if (locale === DEFAULT_LOCALE || response.status < 300 || response.status > 399) return response;
  let location = response.headers.get("Location");
  if (!location?.startsWith("/") || location.startsWith("//")) return response;
  const prefix = LOCALE_PREFIX[locale];
  const rest = location.slice(prefix.length);
  const doubled = location.startsWith(`${prefix}${prefix}`) && localeOfPath(rest.split(/[?#]/)[0]) === locale;
  if (doubled) location = rest;
  else if (/^\/(api|media|assets)\//.test(location) || localeOfPath(location) === locale) return response;
  const headers = new Headers(response.headers);
  headers.set("Location", localizedPath(location, locale));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
