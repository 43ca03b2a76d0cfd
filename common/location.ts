import { stateDisplayName } from "./us-states";

/** The default country, as the country list names it. */
export const UNITED_STATES = "United States";

/** A visitor location: city, state (or region), country (default United States). */
export interface VisitorLocation {
  city: string;
  state: string;
  country: string;
}

/**
 * The Change Location dialog's rule: Apply only once city and state are non-empty after trimming. (Here,
 * not in the schema module, so the home page checks it without loading zod.)
 */
export function canApplyLocation(city: string, state: string): boolean {
  return city.trim() !== "" && state.trim() !== "";
}

const HEADLINES = [
  "Affordable Rentals Now Available in",
  "Low Rent Opportunities Now Live in",
  "Verified Housing Options in",
  "Section 8 Friendly Rentals in",
] as const;

export const HEADLINE_FALLBACK = "Affordable Rentals Available in Your Area";

/**
 * The home banner's headline: one of four phrases, picked by the state name's length modulo 4 (a U.S. state
 * is stored by its code and shown, and counted, by its name).
 */
export function locationHeadline(location: { city?: string; state?: string } | null): string {
  if (!location?.state || !location.city) return HEADLINE_FALLBACK;
  const state = stateDisplayName(location.state);
  return `${HEADLINES[state.length % 4]} ${location.city}, ${state}`;
}

export function locationHeading(location: { city?: string; state?: string } | null): string {
  if (!location?.city || !location.state) return "Explore Affordable rentals across the U.S.";
  return `Affordable rentals in ${location.city}, ${stateDisplayName(location.state)}`;
}

/** "Nearby" areas on the home page are at most this far from the visitor's city (between city centres). */
export const NEARBY_AREAS_MAX_MILES = 60;
