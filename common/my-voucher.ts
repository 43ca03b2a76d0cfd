/**
 * "My voucher": the limits and messages of the renter's voucher form, without zod (the schema is
 * common/schemas/voucher.ts; pages that show a verdict or the filter import this module only).
 */

/** A Housing Choice Voucher is issued for 0 (studio) to 8 bedrooms here. */
export const VOUCHER_BEDROOMS_MIN = 0;
export const VOUCHER_BEDROOMS_MAX = 8;
export const VOUCHER_BEDROOM_SIZES = Array.from(
  { length: VOUCHER_BEDROOMS_MAX - VOUCHER_BEDROOMS_MIN + 1 },
  (_, i) => VOUCHER_BEDROOMS_MIN + i,
);
/** Monthly income, gross or adjusted, in whole dollars. */
export const VOUCHER_INCOME_MAX = 100_000;
/** The payment standard on an agency's letter, in dollars a month. */
export const PAYMENT_STANDARD_MIN = 1;
export const PAYMENT_STANDARD_MAX = 20_000;
/** A HUD PHA code: two letters and three digits ("IL002"). */
export const AGENCY_CODE_PATTERN = /^[A-Z]{2}[0-9A-Z]{3}$/;
export const AGENCY_SEARCH_MAX = 100;
/** Agencies offered by the search box at once. */
export const AGENCY_SEARCH_LIMIT = 8;

export const VOUCHER_MESSAGES = {
  bedrooms: "Choose your voucher's bedroom size (0 to 8)",
  agency: "Choose your housing agency from the list",
  paymentStandard: "Payment standard must be between $1 and $20,000 a month",
  income: "Monthly income must be between $0 and $100,000",
  adjustedAboveGross: "Adjusted income cannot be more than gross income",
} as const;

/**
 * A renter's voucher as the app keeps it (on the account, or in the visitor's signed cookie): money in
 * integer cents. Private: only its owner's pages read it, and never a landlord's.
 */
export interface RenterVoucher {
  bedrooms: number;
  agencyCode: string | null;
  paymentStandardCents: number | null;
  grossMonthlyIncomeCents: number | null;
  adjustedMonthlyIncomeCents: number | null;
}
