import { z } from "zod";
import {
  CHOOSE_DECLINE_REASON,
  DECLINE_NOTE_MAX,
  SOURCE_OF_INCOME_NOTE,
  VIEWING_PLACE_MAX,
} from "../application-answers";
import { DECLINE_REASONS } from "../application-rules";
import { refusesSection8 } from "../section8";
import { singleLineText } from "./text";
import { blankToUndefined, optionalText, requiredText } from "./text-fields";

/** A landlord's answers to an application on its review page. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Propose a viewing: a day and time at the home (its time zone) and where to meet. */
export const viewingProposalSchema = z.object({
  viewingDate: z.preprocess(
    blankToUndefined,
    singleLineText({ error: "Viewing date is required" })
      .regex(ISO_DATE, "Please enter a valid date")
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Please enter a valid date")
      .refine((v) => {
        const limit = new Date(Date.now() + 365 * 864e5).toISOString().slice(0, 10);
        return v <= limit;
      }, "The viewing must be within a year"),
  ),
  viewingTime: z.preprocess(
    blankToUndefined,
    singleLineText({ error: "Viewing time is required" }).regex(TIME, "Please enter a valid time"),
  ),
  viewingPlace: requiredText("Where to meet is required", VIEWING_PLACE_MAX),
});

/** Decline: a reason from the list (none about vouchers or income) and an optional note. */
export const declineSchema = z.object({
  declineReason: z.preprocess(blankToUndefined, z.enum(DECLINE_REASONS, { error: CHOOSE_DECLINE_REASON })),
  declineNote: optionalText(DECLINE_NOTE_MAX).refine((v) => !refusesSection8(v), SOURCE_OF_INCOME_NOTE),
});

export type ViewingProposalInput = z.infer<typeof viewingProposalSchema>;
export type DeclineInput = z.infer<typeof declineSchema>;
