import { z } from "zod";
import { CONTACT_REQUIRED, LISTING_MESSAGE_MAX, MESSAGE_REQUIRED, REPORT_REASON_MAX } from "../message-rules";
import { multiLineText, singleLineText } from "./text";

/** Messages: to a landlord about a listing, a landlord's reply to an application, a reply in a thread. */

const messageText = z.preprocess(
  (v) => (typeof v === "string" ? v : ""),
  multiLineText()
    .min(1, MESSAGE_REQUIRED)
    .max(LISTING_MESSAGE_MAX, `Must be at most ${LISTING_MESSAGE_MAX} characters`),
);

export const listingMessageSchema = z.object({ messageText });

const conversationId = z.preprocess(
  (v) => (typeof v === "string" ? v : ""),
  z.string().min(1, "This conversation doesn't exist."),
);

/** A reply in an open thread. */
export const threadMessageSchema = z.object({ conversationId, messageText });

/**
 * New Message: a contact (a person, optionally with the listing you share: "personId" or
 * "personId:listingId", from the contacts list) and the text; both required.
 */
export const newMessageSchema = z.object({
  contact: z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    singleLineText().min(1, CONTACT_REQUIRED).max(200, CONTACT_REQUIRED),
  ),
  messageText,
});

/** Mark the other person's messages in an open thread read (a message arrived while it is open). */
export const markReadSchema = z.object({ conversationId });

/** Block the other person of a conversation. */
export const blockSchema = z.object({ conversationId });

/** Report a conversation to the admins (it blocks the other person too). */
export const reportSchema = z.object({
  conversationId,
  reason: z.preprocess(
    (v) => (typeof v === "string" && v.trim() ? v : "Suspicious message"),
    multiLineText().max(REPORT_REASON_MAX, `Must be at most ${REPORT_REASON_MAX} characters`),
  ),
});

/** An admin's decision on a report. */
export const reportDecisionSchema = z.object({
  reportId: z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    z.string().min(1, "This report doesn't exist."),
  ),
  decision: z.enum(["dismiss", "warn", "suspend"], "Please choose a decision."),
});

/** The inbox search box (read leniently from the URL). */
export const MESSAGE_SEARCH_MAX = 100;
