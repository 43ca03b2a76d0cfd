import { z } from "zod";
import { multiLineText } from "./text";

/** A message to a landlord about a listing, or a landlord's reply to an application. */

export const LISTING_MESSAGE_MAX = 5000;
export const MESSAGE_REQUIRED = "Please enter a message before sending.";

export const listingMessageSchema = z.object({
  messageText: z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    multiLineText()
      .min(1, MESSAGE_REQUIRED)
      .max(LISTING_MESSAGE_MAX, `Must be at most ${LISTING_MESSAGE_MAX} characters`),
  ),
});
