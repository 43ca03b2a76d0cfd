import {
  type LocationOverride,
  locationOverrideSchema,
  type VisitorLocation,
} from "../../common/schemas/location";
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

function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(/;\s*/)) {
    if (part.startsWith(`${name}=`)) return part.slice(name.length + 1);
  }
  return null;
}

/** The override remembered in the cookie, or null. A malformed or tampered cookie is ignored. */
export function readLocationOverride(cookieHeader: string | null | undefined): LocationOverride | null {
  const raw = cookieValue(cookieHeader, LOCATION_COOKIE);
  if (!raw || raw.length > 2000) return null;
  try {
    const parsed = locationOverrideSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie value that remembers an override (already validated by locationOverrideSchema). */
export function locationOverrideCookie(location: LocationOverride, options: { secure: boolean }): string {
  const value = encodeURIComponent(
    JSON.stringify({ city: location.city, state: location.state, country: location.country }),
  );
  return [
    `${LOCATION_COOKIE}=${value}`,
    "Path=/",
    `Max-Age=${LOCATION_COOKIE_MAX_AGE}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
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
  const override = readLocationOverride(input.cookieHeader);
  if (override) return { location: override, source: "override" };
  try {
    const detected = await lookupIpLocation(input.clientIp);
    if (detected) {
      return {
        location: { city: detected.city, state: detected.state, country: detected.country },
        source: "detected",
      };
    }
  } catch (error) {
    input.logger?.error({ err: error }, "IP location lookup failed");
  }
  return { location: null, source: null };
}
