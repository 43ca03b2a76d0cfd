import { z } from "zod";
import {
  LISTING_REPORT_DETAILS_MAX,
  LISTING_REPORT_MESSAGES,
  LISTING_REPORT_REASON_OPTIONS,
  type ListingReportReason,
} from "../listing-report";
import { multiLineText } from "./text";
import { blankToUndefined } from "./text-fields";

/** "Report this listing" and the admin's decisions on a report. */

const reasons = LISTING_REPORT_REASON_OPTIONS.map((o) => o.value) as [
  ListingReportReason,
  ...ListingReportReason[],
];

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
