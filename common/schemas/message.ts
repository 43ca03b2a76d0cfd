import { z } from "zod";

/** A message to a landlord about a listing, or a landlord's reply to an application. */

export const LISTING_MESSAGE_MAX = 5000;
export const MESSAGE_REQUIRED = "Please enter a message before sending.";

export const listingMessageSchema = z.object({
  messageText: z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    z
      .string()
      .trim()
      .min(1, MESSAGE_REQUIRED)
      .max(LISTING_MESSAGE_MAX, `Must be at most ${LISTING_MESSAGE_MAX} characters`),
  ),
});
