import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  FULL_NAME_MAX_LENGTH,
} from "@common/constants";
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE_MESSAGE } from "@common/text-messages";

/**
 * Texts of the pages area (see docs/i18n.md): the contact page so far. The `error.<English message>` keys
 * are the errors the contact form can show (common/schemas/contact.ts; field.tsx looks them up).
 */
export default {
  "contact.meta.title": "Contact Us | Affordable",
  "contact.meta.description":
    "Questions about a listing, a Rent Party or your account? Write to us: we reply within 24-48 hours.",
  "contact.title": "We're Here to Help",
  "contact.intro":
    "Questions about a listing, a Rent Party or your account? Send us a message and we'll reply within 24-48 hours.",
  "contact.emailUs": "Email us directly",
  "contact.followUs": "Follow us",
  "contact.fullName": "Full Name",
  "contact.email": "Email Address",
  "contact.message": "Message",
  "contact.sending": "Sending...",
  "contact.send": "Send Message",
  "contact.received": "We've received your message and will respond within 24-48 hours.",
  "error.Full name is required": "Full name is required",
  [`error.Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`]: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  "error.Please enter a valid email address": "Please enter a valid email address",
  "error.Email is too long": "Email is too long",
  [`error.Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`]: `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
  [`error.Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`]: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
  [`error.${SINGLE_LINE_MESSAGE}`]: SINGLE_LINE_MESSAGE,
  [`error.${CONTROL_CHARACTERS_MESSAGE}`]: CONTROL_CHARACTERS_MESSAGE,
} as const;
