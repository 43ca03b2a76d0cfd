/** The listing form: values the page needs without loading the schema (common/schemas/listing-form.ts). */

/** The country choices of the list-property form, United States first and default. */
export const LISTING_COUNTRIES = ["United States", "Canada", "United Kingdom", "Australia"] as const;

export const DEFAULT_COUNTRY = LISTING_COUNTRIES[0];
