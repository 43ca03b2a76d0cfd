import { z } from "zod";
import { APPLICATION_MESSAGE_MAX } from "../application";
import { singleLineText } from "./text";
import { blankToUndefined, optionalText } from "./text-fields";

/** A renter's application to a listing, from the listing page: move-in date and an optional message. */

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
