/**
 * "Report this listing": the reasons and texts, without zod, so a page can show them without
 * loading the schema (common/schemas/listing-report.ts checks them).
 */

export const LISTING_REPORT_REASON_OPTIONS = [
  { value: "scam", label: "Scam" },
  { value: "already_rented", label: "Already rented" },
  { value: "wrong_price", label: "Wrong price" },
  { value: "discriminatory", label: 'Discriminatory (e.g. "no Section 8")' },
  { value: "other", label: "Other" },
] as const;

export type ListingReportReason = (typeof LISTING_REPORT_REASON_OPTIONS)[number]["value"];

export function reportReasonLabel(reason: string): string {
  return LISTING_REPORT_REASON_OPTIONS.find((o) => o.value === reason)?.label ?? reason;
}

export const LISTING_REPORT_DETAILS_MAX = 1000;

export const LISTING_REPORT_MESSAGES = {
  reason: "Please choose a reason",
  detailsTooLong: `Please keep the details under ${LISTING_REPORT_DETAILS_MAX.toLocaleString("en-US")} characters`,
  thanks: "Thanks — our team will review this listing.",
  listingNotFound: "This listing doesn't exist or is no longer available.",
  reportNotFound: "This report doesn't exist or was already handled.",
} as const;
