/** Message limits and texts, without zod: pages show them without loading the schema (common/schemas/message.ts). */

export const LISTING_MESSAGE_MAX = 5000;

export const MESSAGE_REQUIRED = "Please enter a message before sending.";

export const CONTACT_REQUIRED = "Please choose a contact.";

export const REPORT_REASON_MAX = 1000;
