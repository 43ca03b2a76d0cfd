import { z } from "zod";
import { multiLineText } from "./text";
import { blankToUndefined } from "./text-fields";

/** "Report this listing" (issue 10) and the admin's decisions on a report. */

export const LISTING_REPORT_REASON_OPTIONS = [
  { value: "scam", label: "Scam" },
  { value: "already_rented", label: "Already rented" },
  { value: "wrong_price", label: "Wrong price" },
  { value: "discriminatory", label: 'Discriminatory (e.g. "no Section 8")' },
  { value: "other", label: "Other" },
] as const;

export type ListingReportReason = (typeof LISTING_REPORT_REASON_OPTIONS)[number]["value"];

const reasons = LISTING_REPORT_REASON_OPTIONS.map((o) => o.value) as [
  ListingReportReason,
  ...ListingReportReason[],
];

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

/** The report form on a listing page: a reason and optional details. */
export const listingReportSchema = z.object({
  reason: z.enum(reasons, { error: LISTING_REPORT_MESSAGES.reason }),
  details: z.preprocess(
    blankToUndefined,
    multiLineText().max(LISTING_REPORT_DETAILS_MAX, LISTING_REPORT_MESSAGES.detailsTooLong).optional(),
  ),
});

export type ListingReportInput = z.infer<typeof listingReportSchema>;

/** An admin's Dismiss or Pause listing and notify landlord, on one report. */
export const listingReportDecisionSchema = z.object({
  reportId: z.string({ error: LISTING_REPORT_MESSAGES.reportNotFound }),
});
