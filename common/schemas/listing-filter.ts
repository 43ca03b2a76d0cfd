import { z } from "zod";
import { AFFORDABLE_MAX_RENT_DOLLARS } from "../constants";
import { dollarsToCents, parseDollars } from "../money";
import { usStateCode } from "../us-states";
import { LISTING_PLACE_MAX, LISTING_ZIP_MAX } from "./listing-form";

/** The rentals search filter (spec section 3 "Listing filter" and section 7 "Browse"), read from the URL. */

export const SEARCH_PAGE_SIZE = 24;
/** Deeper pages than this are not offered: narrow the filters instead. */
export const SEARCH_MAX_PAGE = 200;
/** Longer figures are ignored (the filter has always read up to nine digits of dollars). */
const MAX_RENT_FILTER_DOLLARS = 999_999_999;

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
  page: 1,
};

const TRUE_VALUES = new Set(["true", "1", "on", "yes"]);

const place = (max: number) => z.string().trim().max(max);

/**
 * What the filter sidebar's typed fields accept: the inputs get their `maxLength`/`min`/`max` from it
 * (`formConstraint`), and `parseListingFilter` reads the URL with it.
 */
export const listingFilterFieldsSchema = z.object({
  country: place(LISTING_PLACE_MAX).optional(),
  state: place(LISTING_PLACE_MAX).optional(),
  city: place(LISTING_PLACE_MAX).optional(),
  zipCode: place(LISTING_ZIP_MAX).optional(),
  /** Whole dollars a month. */
  maxRent: z.number().min(0).max(MAX_RENT_FILTER_DOLLARS).optional(),
});

const fields = listingFilterFieldsSchema.shape;

function placeParam(value: string | null, field: typeof fields.city): string {
  // Longer than any stored value: it could match nothing useful, so it is ignored.
  const parsed = field.safeParse(value ?? "");
  return parsed.success ? (parsed.data ?? "") : "";
}

/**
 * Reads the filter from a URL query. Never throws: anything it cannot use (maxRent=abc, bedrooms=99,
 * an over-long city) is ignored, and text is kept verbatim so `%` and `_` are matched literally.
 */
export function parseListingFilter(params: URLSearchParams): ListingFilter {
  // Not a plain number (NaN), negative or too long: no limit; 0 is none either.
  const maxRent = fields.maxRent.safeParse(parseDollars(params.get("maxRent") ?? ""));
  const bedroomsRaw = (params.get("bedrooms") ?? "").trim().toLowerCase();
  const bedrooms = bedroomsRaw === "0" ? "studio" : bedroomsRaw;
  const bathrooms = (params.get("bathrooms") ?? "").trim();
  const pageNumber = Number((params.get("page") ?? "").trim());
  const country = placeParam(params.get("country"), fields.country);
  const state = placeParam(params.get("state"), fields.state);
  return {
    country,
    // Listings store a U.S. state by its code: "Illinois", "illinois" and "IL" all search for IL.
    state: isUnitedStates(country) ? usStateCode(state) : state,
    city: placeParam(params.get("city"), fields.city),
    zipCode: placeParam(params.get("zipCode"), fields.zipCode),
    maxRent: maxRent.success && maxRent.data ? Math.floor(maxRent.data) : null,
    bedrooms: BEDROOM_OPTIONS.some((o) => o.value === bedrooms) ? (bedrooms as BedroomsFilter) : "",
    bathrooms: BATHROOM_OPTIONS.some((o) => o.value === bathrooms) ? (bathrooms as BathroomsFilter) : "",
    section8: TRUE_VALUES.has((params.get("section8") ?? "").toLowerCase()),
    affordableOnly: TRUE_VALUES.has((params.get("affordableOnly") ?? "").toLowerCase()),
    verifiedOnly: TRUE_VALUES.has((params.get("verifiedOnly") ?? "").toLowerCase()),
    page:
      Number.isInteger(pageNumber) && pageNumber >= 1
        ? Math.min(pageNumber, SEARCH_MAX_PAGE)
        : EMPTY_FILTER.page,
  };
}

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

/** A country filter that is empty or names the United States. */
function isUnitedStates(country: string): boolean {
  const c = country.trim().toLowerCase();
  return c === "" || c === "united states" || c === "us" || c === "usa";
}

/** Spec section 7: estimates are asked only with city and state set and the country empty or United States. */
export function wantsRentEstimates(filter: ListingFilter): boolean {
  return filter.city.trim() !== "" && filter.state.trim() !== "" && isUnitedStates(filter.country);
}
