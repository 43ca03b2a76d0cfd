import { AFFORDABLE_MAX_RENT_DOLLARS } from "./constants";
import type { AccessibilityFeature, Utility } from "./listing-form";
import { dollarsToCents } from "./money";

/**
 * The rentals search filter (`/rentals`, the URL is its state): its values and what
 * pages do with them. Reading it from the URL (zod) is `parseListingFilter` in schemas/listing-filter, so
 * the search page's browser code does without zod.
 */

export const SEARCH_PAGE_SIZE = 24;
/** Deeper pages than this are not offered: narrow the filters instead. */
export const SEARCH_MAX_PAGE = 200;
/** Longer figures are ignored (the filter has always read up to nine digits of dollars). */
export const MAX_RENT_FILTER_DOLLARS = 999_999_999;

export const BEDROOM_OPTIONS = [
  { value: "studio", label: "Studio" },
  { value: "1", label: "1" },
  { value: "2", label: "2" },
  { value: "3+", label: "3+" },
] as const;
export const BATHROOM_OPTIONS = [
  { value: "1", label: "1" },
  { value: "2", label: "2" },
  { value: "3+", label: "3+" },
] as const;

/**
 * The results' order. "" is the default: at most FEATURED_PINNED premium (featured) listings first, then
 * every other match cheapest first; "price_asc" is strictly cheapest first (featured ones still marked);
 * "newest" is the most recently listed first.
 */
export const SORT_OPTIONS = [
  { value: "", label: "Recommended" },
  { value: "price_asc", label: "Lowest price" },
  { value: "newest", label: "Newest" },
  { value: "available", label: "Available soonest" },
  { value: "distance", label: "Distance" },
] as const;
export type ListingSort = (typeof SORT_OPTIONS)[number]["value"];
/** Premium listings placed above the default order: a few, so they never hide the cheaper homes. */
export const FEATURED_PINNED = 2;

/**
 * "Within N miles" of a place (a ZIP code or "City, ST") or of the visitor's location (lat/lng, rounded to
 * 2 decimals, about half a mile, in the URL). The search runs in the database (server/listings/distance-sql.ts).
 */
export const RADIUS_OPTIONS = [1, 3, 5, 10, 25] as const;
export type RadiusMiles = (typeof RADIUS_OPTIONS)[number];
/** The radius of a place given without one. */
export const DEFAULT_RADIUS_MILES: RadiusMiles = 10;
/** The longest "near" text kept ("Rancho Santa Margarita, CA"); longer ones are ignored. */
export const NEAR_MAX = 80;

/** "Pets allowed": homes that take cats (or cats and dogs), or dogs (or cats and dogs). */
export const PET_FILTER_OPTIONS = ["cats", "dogs"] as const;
export type PetFilter = (typeof PET_FILTER_OPTIONS)[number];

export type BedroomsFilter = (typeof BEDROOM_OPTIONS)[number]["value"];
export type BathroomsFilter = (typeof BATHROOM_OPTIONS)[number]["value"];

export interface ListingFilter {
  country: string;
  state: string;
  city: string;
  zipCode: string;
  /** Whole dollars, or null when unset. */
  maxRent: number | null;
  bedrooms: BedroomsFilter | "";
  bathrooms: BathroomsFilter | "";
  section8: boolean;
  affordableOnly: boolean;
  /** "Verified landlords only": listings whose landlord holds the verified badge. */
  verifiedOnly: boolean;
  /** "Fits my voucher": by the renter's saved voucher, else by the size in `voucher`. */
  fitsVoucher: boolean;
  /** A voucher size (0-8 bedrooms) chosen in the filter: homes that fit a voucher of that size. */
  voucher: number | null;
  /** "Available by" a day (YYYY-MM-DD): homes available now or from that day at the latest; "" none. */
  availableBy: string;
  /** Homes with every one of these accessibility features. */
  accessibility: AccessibilityFeature[];
  /** "Pets allowed": cats or dogs; "" any. */
  pets: PetFilter | "";
  /** Homes whose rent includes every one of these utilities. */
  utilities: Utility[];
  /** "Within": a ZIP code or "City, ST"; lat/lng (the visitor's location) take its place when set. */
  near: string;
  lat: number | null;
  lng: number | null;
  /** Miles around near or lat/lng; null when neither is set. */
  radius: RadiusMiles | null;
  sort: ListingSort;
  page: number;
}

export const EMPTY_FILTER: ListingFilter = {
  country: "",
  state: "",
  city: "",
  zipCode: "",
  maxRent: null,
  bedrooms: "",
  bathrooms: "",
  section8: false,
  affordableOnly: false,
  verifiedOnly: false,
  fitsVoucher: false,
  voucher: null,
  availableBy: "",
  accessibility: [],
  pets: "",
  utilities: [],
  near: "",
  lat: null,
  lng: null,
  radius: null,
  sort: "",
  page: 1,
};

/** The filter as a URL query (only what is set), the inverse of parseListingFilter. */
export function listingFilterToParams(filter: Partial<ListingFilter>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["country", "state", "city", "zipCode"] as const) {
    if (filter[key]) params.set(key, filter[key] as string);
  }
  if (filter.maxRent) params.set("maxRent", String(filter.maxRent));
  if (filter.bedrooms) params.set("bedrooms", filter.bedrooms);
  if (filter.bathrooms) params.set("bathrooms", filter.bathrooms);
  if (filter.section8) params.set("section8", "true");
  if (filter.affordableOnly) params.set("affordableOnly", "true");
  if (filter.verifiedOnly) params.set("verifiedOnly", "true");
  if (filter.fitsVoucher) params.set("fitsVoucher", "true");
  if (filter.voucher != null) params.set("voucher", String(filter.voucher));
  if (filter.availableBy) params.set("availableBy", filter.availableBy);
  for (const feature of filter.accessibility ?? []) params.append("accessibility", feature);
  if (filter.pets) params.set("pets", filter.pets);
  for (const utility of filter.utilities ?? []) params.append("utilities", utility);
  if (filter.lat != null && filter.lng != null) {
    params.set("lat", String(filter.lat));
    params.set("lng", String(filter.lng));
  } else if (filter.near) params.set("near", filter.near);
  if (filter.radius) params.set("radius", String(filter.radius));
  if (filter.sort) params.set("sort", filter.sort);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  return params;
}

/** The rent ceiling in cents that the filter implies (max rent and/or affordable-only), or null. */
export function effectiveMaxRentCents(filter: ListingFilter): number | null {
  const limits: number[] = [];
  if (filter.maxRent) limits.push(dollarsToCents(filter.maxRent));
  if (filter.affordableOnly) limits.push(dollarsToCents(AFFORDABLE_MAX_RENT_DOLLARS));
  return limits.length ? Math.min(...limits) : null;
}

/**
 * Whether a listing's facts pass the filter's "where and when" part (available by, accessibility, pets,
 * utilities), the rule the search's SQL applies (server/listings/search-service.ts). `today` is YYYY-MM-DD.
 */
export function listingFactsMatch(
  listing: {
    availableFrom: string | null;
    accessibility: readonly string[];
    pets: string;
    utilities: readonly string[];
  },
  filter: Pick<ListingFilter, "availableBy" | "accessibility" | "pets" | "utilities">,
): boolean {
  if (filter.availableBy && listing.availableFrom !== null && listing.availableFrom > filter.availableBy) {
    return false;
  }
  if (!filter.accessibility.every((f) => listing.accessibility.includes(f))) return false;
  if (!filter.utilities.every((u) => listing.utilities.includes(u))) return false;
  if (filter.pets && listing.pets !== filter.pets && listing.pets !== "cats_dogs") return false;
  return true;
}

/** The filter's sets and pets as the URL gives them: known values only, in the list's order, once each. */
export function knownValues<T extends string>(values: readonly T[], raw: readonly string[]): T[] {
  const given = new Set(raw.flatMap((v) => v.split(",")).map((v) => v.trim().toLowerCase()));
  return values.filter((v) => given.has(v));
}

/** A country filter that is empty or names the United States. */
export function isUnitedStates(country: string): boolean {
  const c = country.trim().toLowerCase();
  return c === "" || c === "united states" || c === "us" || c === "usa";
}

/** Estimates are asked only with city and state set and the country empty or United States. */
export function wantsRentEstimates(filter: ListingFilter): boolean {
  return filter.city.trim() !== "" && filter.state.trim() !== "" && isUnitedStates(filter.country);
}

/** A "within N miles" search: a place or a location, and its radius. */
export function hasDistanceSearch(filter: ListingFilter): boolean {
  return filter.radius !== null && (filter.near !== "" || (filter.lat !== null && filter.lng !== null));
}

/** The filter without its distance search (a place that cannot be located), sorted as if it had none. */
export function withoutDistance(filter: ListingFilter): ListingFilter {
  return {
    ...filter,
    near: "",
    lat: null,
    lng: null,
    radius: null,
    sort: filter.sort === "distance" ? "" : filter.sort,
  };
}
