/**
 * The product's languages. English pages live at their plain paths (/rentals), Spanish ones under /es
 * (/es/rentals): the path says the language, so a page can be shared and found in either. The `lang`
 * cookie remembers a visitor's choice (the header and footer switch, or their browser's language on a
 * first visit), and an account keeps it for the emails it is sent.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The BCP 47 tag of each language as we write it: U.S. English and U.S. Spanish (for `Intl` and `lang`). */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** Each language's name in itself: the switch's label. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

/** The cookie that remembers the chosen language. */
export const LOCALE_COOKIE = "lang";

/** The path prefix of a language's pages ("" for English). */
export const LOCALE_PREFIX: Record<Locale, string> = { en: "", es: "/es" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** `value` when it is one of our languages, else the default (English). */
export function localeOr(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The language a path is in: /es and /es/... are Spanish, every other path English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/** The path without its language prefix: /es/rentals -> /rentals, /es -> /. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

/**
 * `path` (a same-site path, with query and hash) in `locale`: /rentals?city=x in Spanish is
 * /es/rentals?city=x, and / is /es. A path already in a language is moved to the other.
 */
export function localizedPath(path: string, locale: Locale): string {
  const [pathname, rest] = splitPath(path);
  const bare = pathWithoutLocale(pathname);
  const prefix = LOCALE_PREFIX[locale];
  return `${prefix && bare === "/" ? prefix : `${prefix}${bare}`}${rest}`;
}

function splitPath(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at)];
}
