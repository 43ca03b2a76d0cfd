import { CONTACT_REQUIRED, LISTING_MESSAGE_MAX, MESSAGE_REQUIRED } from "@common/message-rules";
import { SCAM_WARNING_TEXT, SCAM_WARNING_TITLE } from "@common/scam-warning";
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE_MESSAGE } from "@common/text-messages";

/**
 * Texts of the messages area (see docs/i18n.md): the inbox (/messages), its thread, New Message, search,
 * Block and Report. The `error.<English message>` keys are the errors its forms can show (field.tsx).
 */
export default {
  "messages.meta.title": "Messages | Affordable",
  "messages.title": "Messages",
  "messages.new": "New Message",
  "messages.missing": "This conversation doesn't exist.",
  "messages.select": "Select a conversation to read it.",
  "messages.search.label": "Search messages",
  "messages.search.submit": "Search",
  "messages.back": "All conversations",
  "messages.noneFound": "No messages found",
  "messages.noneYet": "No messages yet",
  "messages.conversations": "Conversations",
  "messages.youPreview": "You: {preview}",
  "messages.you": "You",
  "messages.unread": "unread",
  "messages.yesterday": "Yesterday",
  "messages.viewListing": "View listing",
  "messages.block": "Block",
  "messages.report": "Report",
  "messages.scam.title": SCAM_WARNING_TITLE,
  "messages.scam.text": SCAM_WARNING_TEXT,
  "messages.emptyThread": "No messages yet. Start the conversation!",
  "messages.blockedMe": "This person isn't accepting messages from you.",
  "messages.blockedByMe": "You blocked this person.",
  "messages.message": "Message",
  "messages.placeholder": "Type a message...",
  "messages.sending": "Sending...",
  "messages.send": "Send",
  "messages.noContacts":
    "You can message people you have a listing, an application or a conversation with. Message a landlord from a listing to start.",
  "messages.contact": "Contact",
  "messages.chooseContact": "Choose a contact",
  "messages.cancel": "Cancel",
  [`error.${MESSAGE_REQUIRED}`]: MESSAGE_REQUIRED,
  [`error.${CONTACT_REQUIRED}`]: CONTACT_REQUIRED,
  [`error.Must be at most ${LISTING_MESSAGE_MAX} characters`]: `Must be at most ${LISTING_MESSAGE_MAX} characters`,
  "error.This conversation doesn't exist.": "This conversation doesn't exist.",
  [`error.${SINGLE_LINE_MESSAGE}`]: SINGLE_LINE_MESSAGE,
  [`error.${CONTROL_CHARACTERS_MESSAGE}`]: CONTROL_CHARACTERS_MESSAGE,
} as const;
