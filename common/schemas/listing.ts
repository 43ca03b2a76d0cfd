import { z } from "zod";
import { AFFORDABLE_MAX_RENT_DOLLARS } from "../constants";
import { blankToUndefined, multiLineText, singleLineText } from "./text";

/** The country choices of the list-property form (spec section 5), United States first and default. */
export const LISTING_COUNTRIES = ["United States", "Canada", "United Kingdom", "Australia"] as const;
export const DEFAULT_COUNTRY = LISTING_COUNTRIES[0];

export const LISTING_TITLE_MAX = 200;
export const LISTING_DESCRIPTION_MAX = 5000;
export const LISTING_PLACE_MAX = 100;
export const LISTING_ZIP_MAX = 12;
export const LISTING_IMAGE_URL_MAX = 2000;
export const LISTING_MAX_BEDROOMS = 50;
export const LISTING_MAX_BATHROOMS = 50;
/** Above any plausible monthly rent, deposit or fee; keeps cents inside a 32-bit integer. */
export const LISTING_MAX_DOLLARS = 1_000_000;
export const APPLICATION_MESSAGE_MAX = 2000;
export const LISTING_MESSAGE_MAX = 5000;
/** Renter application messages are cut to this on the landlord dashboard (spec section 9). */
export const APPLICATION_PREVIEW_LENGTH = 100;
export const SEARCH_PAGE_SIZE = 24;
/** Deeper pages than this are not offered: narrow the filters instead. */
export const SEARCH_MAX_PAGE = 200;
export const RENT_ESTIMATE_LIMIT = 8;

const MUST_BE_NONNEGATIVE = "Must be 0 or more";

const requiredText = (message: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    singleLineText({ error: message }).min(1, message).max(max, `Must be at most ${max} characters`),
  );

/** A multi-line text that may be left blank (descriptions, messages). */
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, multiLineText().max(max, `Must be at most ${max} characters`).optional());

const number = (requiredMessage: string) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === "string" ? Number(b) : b;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : "Please enter a number") })
      .refine(Number.isFinite, "Please enter a number"),
  );

/** Dollars as typed (up to cents) to integer cents. */
const dollars = (requiredMessage: string) =>
  number(requiredMessage)
    .refine((v) => v >= 0, MUST_BE_NONNEGATIVE)
    .refine((v) => v <= LISTING_MAX_DOLLARS, `Must be at most ${LISTING_MAX_DOLLARS.toLocaleString("en-US")}`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "Use at most 2 decimal places")
    .transform((v) => Math.round(v * 100));

const optionalDollars = z.preprocess(blankToUndefined, dollars("Please enter a number").optional());

const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

export const IMAGE_URL_MESSAGE = "Please enter a valid http:// or https:// image URL";

/** The list-property form (create and edit), shared by the form and the server. Money comes out in cents. */
export const listingFormSchema = z.object({
  title: requiredText("Title is required", LISTING_TITLE_MAX),
  description: optionalText(LISTING_DESCRIPTION_MAX),
  country: z.preprocess(
    (v) => blankToUndefined(v) ?? DEFAULT_COUNTRY,
    z.enum(LISTING_COUNTRIES, { error: "Please choose a country from the list" }),
  ),
  state: requiredText("State/Province is required", LISTING_PLACE_MAX),
  city: requiredText("City is required", LISTING_PLACE_MAX),
  zipCode: z.preprocess(
    blankToUndefined,
    singleLineText()
      .max(LISTING_ZIP_MAX, `Must be at most ${LISTING_ZIP_MAX} characters`)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, "Please enter a valid ZIP or postal code")
      .optional(),
  ),
  priceCents: dollars("Monthly rent is required"),
  securityDepositCents: dollars("Security deposit is required"),
  petFeesCents: optionalDollars,
  bedrooms: number("Bedrooms is required")
    .refine((v) => v >= 0, MUST_BE_NONNEGATIVE)
    .refine(Number.isInteger, "Bedrooms must be a whole number")
    .refine((v) => v <= LISTING_MAX_BEDROOMS, `Must be at most ${LISTING_MAX_BEDROOMS}`),
  bathrooms: number("Bathrooms is required")
    .refine((v) => v >= 0, MUST_BE_NONNEGATIVE)
    .refine((v) => Number.isInteger(v * 2), "Bathrooms must be in steps of 0.5")
    .refine((v) => v <= LISTING_MAX_BATHROOMS, `Must be at most ${LISTING_MAX_BATHROOMS}`),
  acceptsSection8: checkbox,
  imageUrl: z.preprocess(
    blankToUndefined,
    singleLineText()
      .max(LISTING_IMAGE_URL_MAX, IMAGE_URL_MESSAGE)
      .refine((v) => {
        try {
          const url = new URL(v);
          return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
        } catch {
          return false;
        }
      }, IMAGE_URL_MESSAGE)
      .optional(),
  ),
});

export type ListingFormInput = z.infer<typeof listingFormSchema>;

/** The form's starting values (spec section 5 defaults), as strings for the inputs. */
export const LISTING_FORM_DEFAULTS = {
  title: "",
  description: "",
  country: DEFAULT_COUNTRY,
  state: "",
  city: "",
  zipCode: "",
  price: "",
  securityDeposit: "",
  petFees: "",
  bedrooms: "1",
  bathrooms: "1",
  acceptsSection8: false,
  imageUrl: "",
};

/** The form uses dollar field names; the schema speaks cents. */
export function listingFormValuesToInput(values: Record<string, unknown>) {
  return {
    ...values,
    priceCents: values.price,
    securityDepositCents: values.securityDeposit,
    petFeesCents: values.petFees,
  };
}

/** Maps schema field names back to the form's input names, for showing errors under the fields. */
export function listingFieldErrorsToForm(errors: Record<string, string>): Record<string, string> {
  const names: Record<string, string> = {
    priceCents: "price",
    securityDepositCents: "securityDeposit",
    petFeesCents: "petFees",
  };
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [names[k] ?? k, v]));
}

// ---------------------------------------------------------------------------------------------------
// Rentals search filter (spec section 3 "Listing filter" and section 7 "Browse"), read from the URL.

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
  page: 1,
};

const TRUE_VALUES = new Set(["true", "1", "on", "yes"]);

function placeParam(value: string | null, max: number): string {
  const v = (value ?? "").trim();
  // Longer than any stored value: it could match nothing useful, so it is ignored.
  return v.length <= max ? v : "";
}

/**
 * Reads the filter from a URL query. Never throws: anything it cannot use (maxRent=abc, bedrooms=99,
 * an over-long city) is ignored, and text is kept verbatim so `%` and `_` are matched literally.
 */
export function parseListingFilter(params: URLSearchParams): ListingFilter {
  const maxRentRaw = (params.get("maxRent") ?? "").trim().replace(/^\$/, "").replace(/,/g, "");
  const maxRentNumber = /^\d{1,9}(\.\d{0,2})?$/.test(maxRentRaw) ? Number(maxRentRaw) : Number.NaN;
  const bedroomsRaw = (params.get("bedrooms") ?? "").trim().toLowerCase();
  const bedrooms = bedroomsRaw === "0" ? "studio" : bedroomsRaw;
  const bathrooms = (params.get("bathrooms") ?? "").trim();
  const pageNumber = Number((params.get("page") ?? "").trim());
  return {
    country: placeParam(params.get("country"), LISTING_PLACE_MAX),
    state: placeParam(params.get("state"), LISTING_PLACE_MAX),
    city: placeParam(params.get("city"), LISTING_PLACE_MAX),
    zipCode: placeParam(params.get("zipCode"), LISTING_ZIP_MAX),
    maxRent: Number.isFinite(maxRentNumber) && maxRentNumber > 0 ? Math.floor(maxRentNumber) : null,
    bedrooms: BEDROOM_OPTIONS.some((o) => o.value === bedrooms) ? (bedrooms as BedroomsFilter) : "",
    bathrooms: BATHROOM_OPTIONS.some((o) => o.value === bathrooms) ? (bathrooms as BathroomsFilter) : "",
    section8: TRUE_VALUES.has((params.get("section8") ?? "").toLowerCase()),
    affordableOnly: TRUE_VALUES.has((params.get("affordableOnly") ?? "").toLowerCase()),
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
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  return params;
}

/** The rent ceiling in cents that the filter implies (max rent and/or affordable-only), or null. */
export function effectiveMaxRentCents(filter: ListingFilter): number | null {
  const limits: number[] = [];
  if (filter.maxRent) limits.push(filter.maxRent * 100);
  if (filter.affordableOnly) limits.push(AFFORDABLE_MAX_RENT_DOLLARS * 100);
  return limits.length ? Math.min(...limits) : null;
}

/** Spec section 7: estimates are asked only with city and state set and the country empty or United States. */
export function wantsRentEstimates(filter: ListingFilter): boolean {
  const country = filter.country.trim().toLowerCase();
  return (
    filter.city.trim() !== "" &&
    filter.state.trim() !== "" &&
    (country === "" || country === "united states" || country === "us" || country === "usa")
  );
}

// ---------------------------------------------------------------------------------------------------
// Messages and applications started from a listing.

export const MESSAGE_REQUIRED = "Please enter a message before sending.";

export const listingMessageSchema = z.object({
  messageText: z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    multiLineText()
      .min(1, MESSAGE_REQUIRED)
      .max(LISTING_MESSAGE_MAX, `Must be at most ${LISTING_MESSAGE_MAX} characters`),
  ),
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const applicationSchema = z.object({
  moveInDate: z.preprocess(
    blankToUndefined,
    singleLineText({ error: "Move-in date is required" })
      .regex(ISO_DATE, "Please enter a valid date")
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Please enter a valid date")
      .refine((v) => {
        // A day of slack either side of UTC so "today" is accepted in every time zone.
        const yesterday = new Date(Date.now() - 864e5).toISOString().slice(0, 10);
        return v >= yesterday;
      }, "Move-in date can't be in the past")
      .refine((v) => {
        const limit = new Date(Date.now() + 2 * 365 * 864e5).toISOString().slice(0, 10);
        return v <= limit;
      }, "Move-in date must be within 2 years"),
  ),
  message: optionalText(APPLICATION_MESSAGE_MAX),
});

export type ApplicationInput = z.infer<typeof applicationSchema>;
