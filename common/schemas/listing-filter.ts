import { z } from "zod";
import {
  BATHROOM_OPTIONS,
  type BathroomsFilter,
  BEDROOM_OPTIONS,
  type BedroomsFilter,
  DEFAULT_RADIUS_MILES,
  EMPTY_FILTER,
  isUnitedStates,
  knownValues,
  type ListingFilter,
  type ListingSort,
  MAX_RENT_FILTER_DOLLARS,
  NEAR_MAX,
  PET_FILTER_OPTIONS,
  type PetFilter,
  RADIUS_OPTIONS,
  type RadiusMiles,
  SEARCH_MAX_PAGE,
  SORT_OPTIONS,
} from "../listing-filter";
import { ACCESSIBILITY_FEATURES, UTILITIES } from "../listing-form";
import { parseDollars } from "../money";
import { VOUCHER_BEDROOMS_MAX, VOUCHER_BEDROOMS_MIN } from "../my-voucher";
import { usStateCode } from "../us-states";
import { LISTING_PLACE_MAX, LISTING_ZIP_MAX } from "./listing-form";

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
  /** "Within N miles of": a ZIP code or "City, ST". */
  near: place(NEAR_MAX).optional(),
});

const fields = listingFilterFieldsSchema.shape;

function placeParam(value: string | null, field: typeof fields.city): string {
  // Longer than any stored value: it could match nothing useful, so it is ignored.
  const parsed = field.safeParse(value ?? "");
  return parsed.success ? (parsed.data ?? "") : "";
}

/** A voucher size of 0-8 bedrooms ("2"), else none. */
function voucherSizeParam(value: string | null): number | null {
  const text = (value ?? "").trim();
  if (!/^[0-9]$/.test(text)) return null;
  const size = Number(text);
  return size >= VOUCHER_BEDROOMS_MIN && size <= VOUCHER_BEDROOMS_MAX ? size : null;
}

/** A latitude or longitude within its range, rounded to 2 decimals (about half a mile), else null. */
function coordinateParam(value: string | null, limit: number): number | null {
  const text = (value ?? "").trim();
  if (!/^-?\d{1,3}(\.\d+)?$/.test(text)) return null;
  const number = Number(text);
  return Math.abs(number) <= limit ? Math.round(number * 100) / 100 : null;
}

/**
 * "Within N miles": the place (or the visitor's location, which wins), and the radius: one of the offered
 * ones, the default when a place comes without it, none without a place.
 */
function distanceParams(params: URLSearchParams) {
  const lat = coordinateParam(params.get("lat"), 90);
  const lng = coordinateParam(params.get("lng"), 180);
  const located = lat !== null && lng !== null;
  const near = located ? "" : placeParam(params.get("near"), fields.near);
  const radiusNumber = Number((params.get("radius") ?? "").trim());
  const radius = RADIUS_OPTIONS.find((r) => r === radiusNumber) ?? DEFAULT_RADIUS_MILES;
  const anywhere = !located && near === "";
  return {
    near,
    lat: located ? lat : null,
    lng: located ? lng : null,
    radius: anywhere ? null : (radius as RadiusMiles),
  };
}

/** A real day "YYYY-MM-DD" (from 2000 to 2100), else "". */
function dayParam(value: string | null): string {
  const text = (value ?? "").trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text < "2000-01-01" || text > "2100-12-31") return "";
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text ? text : "";
}

/** Available by, accessibility features, pets allowed and utilities included (issue 28). */
function factsParams(params: URLSearchParams) {
  const pets = (params.get("pets") ?? "").trim().toLowerCase();
  return {
    availableBy: dayParam(params.get("availableBy")),
    accessibility: knownValues(ACCESSIBILITY_FEATURES, params.getAll("accessibility")),
    pets: PET_FILTER_OPTIONS.some((p) => p === pets) ? (pets as PetFilter) : ("" as const),
    utilities: knownValues(UTILITIES, params.getAll("utilities")),
  };
}

/**
 * Reads the filter from a URL query. Never throws: anything it cannot use (maxRent=abc, bedrooms=99,
 * sort=cheapest, an over-long city) is ignored, and text is kept verbatim so `%` and `_` are matched literally.
 */
export function parseListingFilter(params: URLSearchParams): ListingFilter {
  // Not a plain number (NaN), negative or too long: no limit; 0 is none either.
  const maxRent = fields.maxRent.safeParse(parseDollars(params.get("maxRent") ?? ""));
  const bedroomsRaw = (params.get("bedrooms") ?? "").trim().toLowerCase();
  const bedrooms = bedroomsRaw === "0" ? "studio" : bedroomsRaw;
  const bathrooms = (params.get("bathrooms") ?? "").trim();
  const sort = (params.get("sort") ?? "").trim().toLowerCase();
  const pageNumber = Number((params.get("page") ?? "").trim());
  const country = placeParam(params.get("country"), fields.country);
  const state = placeParam(params.get("state"), fields.state);
  const distance = distanceParams(params);
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
    fitsVoucher: TRUE_VALUES.has((params.get("fitsVoucher") ?? "").toLowerCase()),
    voucher: voucherSizeParam(params.get("voucher")),
    ...factsParams(params),
    ...distance,
    // An order we do not offer is ignored: the default order. Distance needs a place to measure from.
    sort:
      SORT_OPTIONS.some((o) => o.value === sort) && (sort !== "distance" || distance.radius !== null)
        ? (sort as ListingSort)
        : "",
    page:
      Number.isInteger(pageNumber) && pageNumber >= 1
        ? Math.min(pageNumber, SEARCH_MAX_PAGE)
        : EMPTY_FILTER.page,
  };
}
