import { dateTimeFormat } from "./date-format";
import { type GeoPoint, isWithinMiles } from "./distance";
import {
  EMPTY_FILTER,
  effectiveMaxRentCents,
  hasDistanceSearch,
  type ListingFilter,
  listingFactsMatch,
  listingFilterToParams,
} from "./listing-filter";

/**
 * Saved searches and their alerts (issue 29): the rules both sides share. The search page's query and the
 * alert matcher's query are both tested against `listingMatchesFilter`, so the two cannot drift apart.
 */

export const SAVED_SEARCH_NAME_MAX = 80;
/** Saved searches per account (checked in the saving transaction). */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_QUERY_MAX = 2000;
export const ALERT_CHOICES = ["instant", "daily", "off"] as const;
export type AlertChoice = (typeof ALERT_CHOICES)[number];
/** Where a saved search's filter, shown or matched, comes from: the `/rentals` URL query. */
export const SAVED_SEARCHES_PATH = "/renter-dashboard/saved-searches";
/** The daily digest goes out in this hour of the renter's local day. */
export const DIGEST_LOCAL_HOUR = 8;
/** The digest's zone when the search names no U.S. state with a known zone. */
export const DIGEST_DEFAULT_TIME_ZONE = "America/Chicago";

/** A listing as the matching rule reads it. */
export interface MatchableListing {
  status: string;
  priceCents: number;
  country: string;
  state: string;
  city: string;
  zipCode: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  acceptsSection8: boolean;
  /** The landlord holds the verified badge. */
  landlordVerified: boolean;
  /** Where and when (issue 28): what listingFactsMatch reads. */
  availableFrom: string | null;
  accessibility: readonly string[];
  pets: string;
  utilities: readonly string[];
  /** Where it is (null when it has no point): what a "within N miles" search reads. */
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * The filter keys `listingMatchesFilter` decides, and those that never narrow the matches. A filter key
 * outside both (one added to the search later) that is set makes the rule answer false: an alert is never
 * sent for a home the search page would not list (its test names every key of EMPTY_FILTER).
 */
export const MATCHED_FILTER_KEYS = [
  "country",
  "state",
  "city",
  "zipCode",
  "maxRent",
  "affordableOnly",
  "bedrooms",
  "bathrooms",
  "section8",
  "verifiedOnly",
  "availableBy",
  "accessibility",
  "pets",
  "utilities",
  "near",
  "lat",
  "lng",
  "radius",
] as const;
/** Decided by the voucher rule on the server (voucherFitCondition), passed in as `voucherFits`. */
export const VOUCHER_FILTER_KEYS = ["fitsVoucher", "voucher"] as const;
export const ORDER_FILTER_KEYS = ["sort", "page"] as const;

const contains = (value: string | null, term: string) =>
  term === "" || (value ?? "").toLowerCase().includes(term.toLowerCase());

function rangeMatches(value: number | null, choice: string): boolean {
  if (choice === "") return true;
  if (value === null) return false;
  if (choice === "studio") return value === 0;
  if (choice === "3+") return value >= 3;
  return value === Number(choice);
}

/**
 * Whether the rentals search with `filter` lists `listing` (the reference rule: searchConditions in
 * server/listings/search-service.ts and the matcher's SQL must agree with it). Place terms are
 * case-insensitive "contains"; the voucher filters are decided by the caller (`voucherFits`), and so is
 * where a "within N miles" search's place is (`origin`, distanceOrigin on the server): null when it cannot
 * be located, and the search then runs without the distance, as /rentals does; not given, such a search
 * lists nothing.
 */
export function listingMatchesFilter(
  listing: MatchableListing,
  filter: ListingFilter,
  voucherFits = true,
  origin?: GeoPoint | null,
): boolean {
  if (listing.status !== "active" || listing.priceCents <= 0) return false;
  const known = new Set<string>([...MATCHED_FILTER_KEYS, ...VOUCHER_FILTER_KEYS, ...ORDER_FILTER_KEYS]);
  for (const [key, value] of Object.entries(filter)) {
    if (known.has(key)) continue;
    const empty = (EMPTY_FILTER as unknown as Record<string, unknown>)[key];
    if (JSON.stringify(value) !== JSON.stringify(empty)) return false;
  }
  if (!listingFactsMatch(listing, filter)) return false;
  if (!contains(listing.country, filter.country)) return false;
  if (!contains(listing.state, filter.state)) return false;
  if (!contains(listing.city, filter.city)) return false;
  if (filter.zipCode && !contains(listing.zipCode, filter.zipCode)) return false;
  const max = effectiveMaxRentCents(filter);
  if (max !== null && listing.priceCents > max) return false;
  if (!rangeMatches(listing.bedrooms, filter.bedrooms)) return false;
  if (!rangeMatches(listing.bathrooms, filter.bathrooms)) return false;
  if (filter.section8 && !listing.acceptsSection8) return false;
  if (filter.verifiedOnly && !listing.landlordVerified) return false;
  if ((filter.fitsVoucher || filter.voucher !== null) && !voucherFits) return false;
  if (hasDistanceSearch(filter) && origin !== null) {
    if (origin === undefined || filter.radius === null) return false;
    if (listing.latitude == null || listing.longitude == null) return false;
    const point = { latitude: listing.latitude, longitude: listing.longitude };
    if (!isWithinMiles(point, origin, filter.radius)) return false;
  }
  return true;
}

/** A bedroom or bathroom choice as a range (studio 0-0, "2" 2-2, "3+" 3-none), or none. */
function choiceRange(choice: string): { min: number | null; max: number | null } {
  if (choice === "") return { min: null, max: null };
  if (choice === "studio") return { min: 0, max: 0 };
  if (choice === "3+") return { min: 3, max: null };
  return { min: Number(choice), max: Number(choice) };
}

/** The saved search's matching columns (saved_searches), from its parsed filter. */
export function savedSearchColumns(filter: ListingFilter) {
  const beds = choiceRange(filter.bedrooms);
  const baths = choiceRange(filter.bathrooms);
  return {
    city: filter.city.toLowerCase(),
    state: filter.state.toLowerCase(),
    country: filter.country.toLowerCase(),
    zipCode: filter.zipCode.toLowerCase(),
    maxRentCents: effectiveMaxRentCents(filter),
    bedroomsMin: beds.min,
    bedroomsMax: beds.max,
    bathroomsMin: baths.min,
    bathroomsMax: baths.max,
    section8: filter.section8,
    verifiedOnly: filter.verifiedOnly,
    fitsVoucher: filter.fitsVoucher,
    voucherSize: filter.voucher,
  };
}

/** A saved search's query as stored: the filter's own URL form, without the page or the order. */
export function savedSearchQuery(filter: ListingFilter): string {
  return listingFilterToParams({ ...filter, page: 1, sort: "" }).toString();
}

/**
 * The query parameters of a stored query that its parsed filter no longer carries (a value the search
 * no longer understands, e.g. `bedrooms=99` or a filter that was removed): shown as "partly not understood".
 */
export function droppedParams(query: string, filter: ListingFilter): string[] {
  const kept = listingFilterToParams(filter);
  const dropped: string[] = [];
  for (const [key, value] of new URLSearchParams(query)) {
    if (key === "page" || key === "sort") continue;
    if (!kept.has(key) && value.trim() !== "") {
      dropped.push(key);
    }
  }
  return dropped;
}

/** The substrings of a listing's city, lower-cased, and '' (a search with no city term): the matcher's keys. */
export function citySearchKeys(city: string): string[] {
  const text = city.toLowerCase();
  const keys = new Set<string>([""]);
  for (let start = 0; start < text.length; start++) {
    for (let end = start + 1; end <= text.length; end++) keys.add(text.slice(start, end));
  }
  return [...keys];
}

/**
 * The hour a daily digest is due: true when `now` is in the renter's DIGEST_LOCAL_HOUR and the last digest
 * was taken before today's local day began (or never).
 */
export function digestDue(now: Date, timeZone: string, lastDigestAt: Date | null): boolean {
  const local = localParts(now, timeZone);
  if (local.hour < DIGEST_LOCAL_HOUR) return false;
  if (!lastDigestAt) return true;
  const last = localParts(lastDigestAt, timeZone);
  return last.day !== local.day;
}

function localParts(date: Date, timeZone: string): { day: string; hour: number } {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${get("year")}-${get("month")}-${get("day")}`, hour: Number(get("hour")) };
}
