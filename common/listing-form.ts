/** The listing form: values the page needs without loading the schema (common/schemas/listing-form.ts). */

/** The country choices of the list-property form, United States first and default. */
export const LISTING_COUNTRIES = ["United States", "Canada", "United Kingdom", "Australia"] as const;

export const DEFAULT_COUNTRY = LISTING_COUNTRIES[0];

/** The monthly utilities a tenant pays, as the landlord estimates them: whole dollars in this range. */
export const TENANT_UTILITIES_MAX = 2000;
export const TENANT_UTILITIES_MESSAGE = "Enter whole dollars from 0 to 2,000";

/**
 * Where and when (issue 28): the listing's facts. Each list's values are stored as they are here
 * (server/db/schema/listings.ts checks them); the labels are the catalog's `listingFacts.<field>.<value>`.
 */
export const LEASE_LENGTHS = ["month_to_month", "6_months", "12_months", "other"] as const;
export type LeaseLength = (typeof LEASE_LENGTHS)[number];

/** The utilities the rent may include (a set). */
export const UTILITIES = ["water", "heat", "electricity", "gas", "internet", "trash"] as const;
export type Utility = (typeof UTILITIES)[number];

/** Pets: cats and dogs, cats only, dogs only, none, or "ask the landlord" (the default of older listings). */
export const PET_POLICIES = ["cats_dogs", "cats", "dogs", "none", "ask"] as const;
export type PetPolicy = (typeof PET_POLICIES)[number];
export const DEFAULT_PET_POLICY: PetPolicy = "ask";

export const PARKING_OPTIONS = ["none", "street", "driveway", "garage"] as const;
export type Parking = (typeof PARKING_OPTIONS)[number];

export const LAUNDRY_OPTIONS = ["in_unit", "in_building", "none"] as const;
export type Laundry = (typeof LAUNDRY_OPTIONS)[number];

/** Accessibility features (a set), first-class filters on /rentals. */
export const ACCESSIBILITY_FEATURES = [
  "step_free",
  "elevator",
  "wheelchair_unit",
  "grab_bars",
  "roll_in_shower",
  "ground_floor",
  "visual_hearing",
] as const;
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];

export const ADDRESS_LINE_MAX = 200;
export const UNIT_MAX = 50;
/** An available-from date further ahead than this is refused (a typo, not a plan). */
export const AVAILABLE_FROM_MAX_DAYS = 730;

export const ADDRESS_REQUIRED_MESSAGE = "Street address is required for U.S. listings";
export const AVAILABLE_FROM_MESSAGE = "Please enter a valid date (YYYY-MM-DD)";
export const AVAILABLE_FROM_TOO_FAR_MESSAGE = "The available date must be within 2 years";
export const LEASE_LENGTH_MESSAGE = "Please choose a lease length from the list";
export const UTILITIES_MESSAGE = "Please choose utilities from the list";
export const PETS_MESSAGE = "Please choose a pet policy from the list";
export const PARKING_MESSAGE = "Please choose parking from the list";
export const LAUNDRY_MESSAGE = "Please choose laundry from the list";
export const ACCESSIBILITY_MESSAGE = "Please choose accessibility features from the list";
