import { z } from "zod";
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MIN_LENGTH, FULL_NAME_MAX_LENGTH } from "../constants";
import { emailSchema } from "./auth";
import { multiLineText, singleLineText } from "./text";

/** The contact form's failure text (spec: the "Error" toast), on the page and from the API. */
export const CONTACT_FAILED_MESSAGE = "Failed to send message. Please try again or email us directly.";

export const contactMessageSchema = z.object({
  fullName: singleLineText({ error: "Full name is required" })
    .min(1, "Full name is required")
    .max(FULL_NAME_MAX_LENGTH, `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`),
  email: emailSchema,
  message: multiLineText({ error: `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters` })
    .min(CONTACT_MESSAGE_MIN_LENGTH, `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`)
    .max(CONTACT_MESSAGE_MAX_LENGTH, `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
