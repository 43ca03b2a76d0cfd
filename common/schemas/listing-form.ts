import { z } from "zod";
import {
  ACCESSIBILITY_FEATURES,
  ACCESSIBILITY_MESSAGE,
  ADDRESS_LINE_MAX,
  ADDRESS_REQUIRED_MESSAGE,
  AVAILABLE_FROM_MAX_DAYS,
  AVAILABLE_FROM_MESSAGE,
  AVAILABLE_FROM_TOO_FAR_MESSAGE,
  DEFAULT_COUNTRY,
  DEFAULT_PET_POLICY,
  LAUNDRY_MESSAGE,
  LAUNDRY_OPTIONS,
  LEASE_LENGTH_MESSAGE,
  LEASE_LENGTHS,
  LISTING_COUNTRIES,
  PARKING_MESSAGE,
  PARKING_OPTIONS,
  PET_POLICIES,
  PETS_MESSAGE,
  TENANT_UTILITIES_MAX,
  TENANT_UTILITIES_MESSAGE,
  UNIT_MAX,
  UTILITIES,
  UTILITIES_MESSAGE,
} from "../listing-form";
import { refusesSection8, SECTION_8_REFUSAL_MESSAGE } from "../section8";
import { findUsState } from "../us-states";
import { optionalPhotoFiles } from "./listing-photos";
import { centsSchema } from "./money";
import { singleLineText } from "./text";
import { blankToUndefined, optionalText, requiredText } from "./text-fields";

/** The list-property form (create and edit), shared by the form and the server (docs/forms.md). */

export const LISTING_TITLE_MAX = 200;
export const LISTING_DESCRIPTION_MAX = 5000;
export const LISTING_PLACE_MAX = 100;
export const LISTING_ZIP_MAX = 12;
export const LISTING_IMAGE_URL_MAX = 2000;
export const LISTING_MAX_BEDROOMS = 50;
export const LISTING_MAX_BATHROOMS = 50;
/** Above any plausible monthly rent, deposit or fee; keeps cents inside a 32-bit integer. */
export const LISTING_MAX_DOLLARS = 1_000_000;

const MUST_BE_NONNEGATIVE = "Must be 0 or more";

/** A count typed into a number input: blank is "required"; then at least 0, in `step`s, at most `max`. */
const count = (requiredMessage: string, max: number, step: number, stepMessage: string) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === "string" ? Number(b) : b;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : "Please enter a number") })
      .min(0, MUST_BE_NONNEGATIVE)
      .multipleOf(step, stepMessage)
      .max(max, `Must be at most ${max}`),
  );

/** Dollars as typed (up to cents) to integer cents. */
const dollars = (requiredMessage: string) =>
  centsSchema(
    { min: 0, max: LISTING_MAX_DOLLARS },
    {
      required: requiredMessage,
      notANumber: "Please enter a number",
      tooSmall: MUST_BE_NONNEGATIVE,
      tooLarge: `Must be at most ${LISTING_MAX_DOLLARS.toLocaleString("en-US")}`,
      tooPrecise: "Use at most 2 decimal places",
    },
  );

const requiredDollars = (message: string) => z.preprocess(blankToUndefined, dollars(message));
const optionalDollars = z.preprocess(blankToUndefined, dollars("Please enter a number").optional());

/** A checkbox: ticked ("on") or not (absent, so never "required" in the form). */
const checkbox = z.preprocess(
  (v) => v === true || v === "on" || v === "true" || v === "1",
  z.boolean().default(false),
);

/** A choice from a select: blank is not stated (undefined); anything not in the list is refused. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

/** A set of checkboxes with one name: none ticked (absent), one (a string) or several (an array). */
const choiceSet = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.enum(values, { error: message }), { error: message })
      .max(values.length, message)
      .transform((list) => values.filter((value) => list.includes(value)) as T[number][]),
  );

/** "YYYY-MM-DD", a real day, at most AVAILABLE_FROM_MAX_DAYS ahead; blank: available now. */
const availableFrom = z.preprocess(
  blankToUndefined,
  z
    .string({ error: AVAILABLE_FROM_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, AVAILABLE_FROM_MESSAGE)
    .refine((v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v && v >= "2000-01-01";
    }, AVAILABLE_FROM_MESSAGE)
    .refine(
      (v) => new Date(`${v}T00:00:00Z`).getTime() <= Date.now() + AVAILABLE_FROM_MAX_DAYS * 86_400_000,
      AVAILABLE_FROM_TOO_FAR_MESSAGE,
    )
    .optional(),
);

export const IMAGE_URL_MESSAGE = "Please enter a valid http:// or https:// image URL";

export const US_STATE_MESSAGE = "Please choose a state from the list";

/**
 * Field names are the form's; money is typed in dollars and comes out in integer cents. In the United
 * States the state is one of the 50 (a select; by code or name): the service stores its code.
 */
export const listingFormSchema = z
  .object({
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
        .regex(/^[A-Za-z0-9](?:[A-Za-z0-9 ]|-)*$/, "Please enter a valid ZIP or postal code")
        .optional(),
    ),
    // The street address (shown only if showExactAddress; else the area) and the unit, if any.
    addressLine: z.preprocess(
      blankToUndefined,
      singleLineText().max(ADDRESS_LINE_MAX, `Must be at most ${ADDRESS_LINE_MAX} characters`).optional(),
    ),
    unit: z.preprocess(
      blankToUndefined,
      singleLineText().max(UNIT_MAX, `Must be at most ${UNIT_MAX} characters`).optional(),
    ),
    showExactAddress: checkbox,
    availableFrom,
    leaseLength: optionalChoice(LEASE_LENGTHS, LEASE_LENGTH_MESSAGE),
    utilities: choiceSet(UTILITIES, UTILITIES_MESSAGE),
    pets: z.preprocess(
      (v) => blankToUndefined(v) ?? DEFAULT_PET_POLICY,
      z.enum(PET_POLICIES, { error: PETS_MESSAGE }),
    ),
    parking: optionalChoice(PARKING_OPTIONS, PARKING_MESSAGE),
    laundry: optionalChoice(LAUNDRY_OPTIONS, LAUNDRY_MESSAGE),
    accessibility: choiceSet(ACCESSIBILITY_FEATURES, ACCESSIBILITY_MESSAGE),
    price: requiredDollars("Monthly rent is required"),
    securityDeposit: requiredDollars("Security deposit is required"),
    petFees: optionalDollars,
    bedrooms: count("Bedrooms is required", LISTING_MAX_BEDROOMS, 1, "Bedrooms must be a whole number"),
    bathrooms: count(
      "Bathrooms is required",
      LISTING_MAX_BATHROOMS,
      0.5,
      "Bathrooms must be in steps of 0.5",
    ),
    acceptsSection8: checkbox,
    utilitiesIncluded: checkbox,
    // Whole dollars a month; empty: not known (a voucher's gross rent then counts the rent alone).
    tenantUtilities: z.preprocess((v) => {
      const b = blankToUndefined(v);
      return typeof b === "string" ? Number(b) : b;
    }, z
      .number({ error: TENANT_UTILITIES_MESSAGE })
      .int(TENANT_UTILITIES_MESSAGE)
      .min(0, TENANT_UTILITIES_MESSAGE)
      .max(TENANT_UTILITIES_MAX, TENANT_UTILITIES_MESSAGE)
      .optional()),
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
    // New listings only: the photos chosen with the form (edits manage photos on the photo page).
    photos: optionalPhotoFiles,
  })
  .superRefine((value, ctx) => {
    if (value.country === "United States" && !findUsState(value.state)) {
      ctx.addIssue({ code: "custom", path: ["state"], message: US_STATE_MESSAGE });
    }
    if (value.country === "United States" && !value.addressLine) {
      ctx.addIssue({ code: "custom", path: ["addressLine"], message: ADDRESS_REQUIRED_MESSAGE });
    }
    // A listing that accepts Section 8 may not say in its text that it refuses vouchers (common/section8.ts).
    if (value.acceptsSection8) {
      for (const field of ["title", "description"] as const) {
        if (refusesSection8(value[field])) {
          ctx.addIssue({ code: "custom", path: [field], message: SECTION_8_REFUSAL_MESSAGE });
        }
      }
    }
  });

export type ListingFormInput = z.infer<typeof listingFormSchema>;

/** The form's starting values (the spec's defaults), as the inputs hold them ("on": a ticked checkbox). */
export const LISTING_FORM_DEFAULTS = {
  title: "",
  description: "",
  country: DEFAULT_COUNTRY,
  state: "",
  city: "",
  zipCode: "",
  addressLine: "",
  unit: "",
  showExactAddress: "",
  availableFrom: "",
  leaseLength: "",
  utilities: [] as string[],
  pets: DEFAULT_PET_POLICY as string,
  parking: "",
  laundry: "",
  accessibility: [] as string[],
  price: "",
  securityDeposit: "",
  petFees: "",
  bedrooms: "1",
  bathrooms: "1",
  acceptsSection8: "",
  utilitiesIncluded: "",
  tenantUtilities: "",
  imageUrl: "",
};

export const UNKNOWN_LISTING_STATUS = "Unknown listing status";

/** The landlord dashboard's Pause / Resume button: the status to set (paused leaves every public list). */
export const listingStatusSchema = z.object({
  status: z.enum(["active", "paused"], { error: UNKNOWN_LISTING_STATUS }),
});
