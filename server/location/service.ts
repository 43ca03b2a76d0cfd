import { createCookie } from "react-router";
import { UNITED_STATES, type VisitorLocation } from "../../common/location";
import { type LocationOverride, locationOverrideSchema } from "../../common/schemas/location";
import { DEFAULT_TIME_ZONE, stateTimeZone, timeZoneFromCookie } from "../../common/time-zone";
import { usStateCode } from "../../common/us-states";
import { lookupIpLocation } from "../integrations/geo/ip-location";
import type { Logger } from "../logger";

/** The cookie that remembers the visitor's chosen location (the override wins over detection). */
export const LOCATION_COOKIE = "location";
/** Remembered for a year. */
export const LOCATION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export type LocationSource = "override" | "detected";

export interface ResolvedLocation {
  location: VisitorLocation | null;
  source: LocationSource | null;
}

/**
 * The override cookie (React Router's `createCookie`: JSON, base64-encoded). It is not signed: it only holds
 * the visitor's own choice, and every read validates it with `locationOverrideSchema`, ignoring anything else.
 */
export const locationCookie = createCookie(LOCATION_COOKIE, {
  path: "/",
  maxAge: LOCATION_COOKIE_MAX_AGE,
  sameSite: "lax",
  httpOnly: true,
});

/** The override remembered in the cookie, or null. A malformed or tampered cookie is ignored. */
export async function readLocationOverride(
  cookieHeader: string | null | undefined,
): Promise<LocationOverride | null> {
  try {
    const parsed = locationOverrideSchema.safeParse(await locationCookie.parse(cookieHeader ?? null));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie value that remembers an override (already validated by locationOverrideSchema). */
export function locationOverrideCookie(
  location: LocationOverride,
  options: { secure: boolean },
): Promise<string> {
  return locationCookie.serialize(
    { city: location.city, state: location.state, country: location.country },
    { secure: options.secure },
  );
}

/**
 * The visitor's location: the remembered override when there is one, else the city detected from the
 * client address with the embedded IP database, else none (loopback, private or unknown addresses).
 * Detection failures are logged and give no location; they never fail the page.
 */
export async function resolveVisitorLocation(input: {
  cookieHeader: string | null | undefined;
  clientIp: string | null | undefined;
  logger?: Logger;
}): Promise<ResolvedLocation> {
  const override = await readLocationOverride(input.cookieHeader);
  if (override) return { location: override, source: "override" };
  try {
    const detected = await lookupIpLocation(input.clientIp);
    if (detected) {
      return {
        location: {
          city: detected.city,
          // DB-IP names the region; a U.S. state is kept by its code like everywhere else.
          state: detected.countryCode === "US" ? usStateCode(detected.state) : detected.state,
          country: detected.country,
        },
        source: "detected",
      };
    }
  } catch (error) {
    input.logger?.error({ err: error }, "IP location lookup failed");
  }
  return { location: null, source: null };
}

/**
 * The reader's time zone for this request: the browser's, remembered in the `tz` cookie (checked against
 * Intl's zones); else the zone of the visitor's U.S. state (chosen or detected); else the default. Never
 * the server's own zone.
 */
export async function resolveTimeZone(input: {
  cookieHeader: string | null | undefined;
  clientIp: string | null | undefined;
  logger?: Logger;
  /** The request's own resolveVisitorLocation, when the caller needs the location too (asked once). */
  locate?: () => Promise<ResolvedLocation>;
}): Promise<string> {
  const remembered = timeZoneFromCookie(input.cookieHeader);
  if (remembered) return remembered;
  const { location } = await (input.locate ? input.locate() : resolveVisitorLocation(input));
  const inState = location?.country === UNITED_STATES ? stateTimeZone(location.state) : null;
  return inState ?? DEFAULT_TIME_ZONE;
}
