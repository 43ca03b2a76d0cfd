/** The listing form: values the page needs without loading the schema (common/schemas/listing-form.ts). */

/** The country choices of the list-property form, United States first and default. */
export const LISTING_COUNTRIES = ["United States", "Canada", "United Kingdom", "Australia"] as const;

export const DEFAULT_COUNTRY = LISTING_COUNTRIES[0];

/** The monthly utilities a tenant pays, as the landlord estimates them: whole dollars in this range. */
export const TENANT_UTILITIES_MAX = 2000;
export const TENANT_UTILITIES_MESSAGE = "Enter whole dollars from 0 to 2,000";
