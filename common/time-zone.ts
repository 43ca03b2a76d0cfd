/**
 * The reader's time zone: every time the product shows is in it, never the server's. The browser's own
 * zone is remembered in the `tz` cookie (set by the page once it runs) so the server renders the same
 * times; without the cookie (a first visit, no JavaScript) the zone of the visitor's U.S. state, else
 * `DEFAULT_TIME_ZONE`.
 */

/** The cookie holding the browser's IANA time zone, read by the server for its rendering. */
export const TIME_ZONE_COOKIE = "tz";
/** Remembered for a year. */
export const TIME_ZONE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** When nothing tells the reader's zone: the most populous U.S. zone (our market is the United States). */
export const DEFAULT_TIME_ZONE = "America/New_York";

/** IANA names only ("America/Chicago", "UTC", "Etc/GMT+5"): letters, digits, `_ + - /`, at most 64. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

const known = new Map<string, boolean>();

/** Whether `value` is a time zone this runtime's Intl knows (the canonical names and their aliases). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || !ZONE_NAME.test(value)) return false;
  let ok = known.get(value);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: value });
      ok = true;
    } catch {
      ok = false;
    }
    // Only a few distinct zones ever reach one process; the cap keeps junk from growing the map.
    if (known.size < 1000) known.set(value, ok);
  }
  return ok;
}

/** The zone most of a U.S. state's people live in, by state code (states split by a zone line included). */
const STATE_TIME_ZONES: Record<string, string> = {
  AL: "America/Chicago",
  AK: "America/Anchorage",
  AZ: "America/Phoenix",
  AR: "America/Chicago",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  CT: "America/New_York",
  DE: "America/New_York",
  DC: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  HI: "Pacific/Honolulu",
  ID: "America/Boise",
  IL: "America/Chicago",
  IN: "America/Indiana/Indianapolis",
  IA: "America/Chicago",
  KS: "America/Chicago",
  KY: "America/New_York",
  LA: "America/Chicago",
  ME: "America/New_York",
  MD: "America/New_York",
  MA: "America/New_York",
  MI: "America/Detroit",
  MN: "America/Chicago",
  MS: "America/Chicago",
  MO: "America/Chicago",
  MT: "America/Denver",
  NE: "America/Chicago",
  NV: "America/Los_Angeles",
  NH: "America/New_York",
  NJ: "America/New_York",
  NM: "America/Denver",
  NY: "America/New_York",
  NC: "America/New_York",
  ND: "America/Chicago",
  OH: "America/New_York",
  OK: "America/Chicago",
  OR: "America/Los_Angeles",
  PA: "America/New_York",
  PR: "America/Puerto_Rico",
  RI: "America/New_York",
  SC: "America/New_York",
  SD: "America/Chicago",
  TN: "America/Chicago",
  TX: "America/Chicago",
  UT: "America/Denver",
  VT: "America/New_York",
  VA: "America/New_York",
  WA: "America/Los_Angeles",
  WV: "America/New_York",
  WI: "America/Chicago",
  WY: "America/Denver",
};

/** A U.S. state's zone by its two-letter code, or null for anything else. */
export function stateTimeZone(stateCode: string | null | undefined): string | null {
  return (stateCode && STATE_TIME_ZONES[stateCode.toUpperCase()]) || null;
}

/** The browser's own zone, when it names one Intl knows (null on the server or in an odd browser). */
export function browserTimeZone(): string | null {
  if (typeof window === "undefined") return null;
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/** The `tz` cookie's value from a Cookie header, when it is a zone Intl knows; else null. */
export function timeZoneFromCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== TIME_ZONE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    return isTimeZone(value) ? value : null;
  }
  return null;
}
