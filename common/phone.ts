/** Phone numbers are stored in E.164 form; without zod, so a page can show the rule without the schema. */

export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

export const PHONE_MESSAGE = "Please enter phone number in E.164 format (e.g., +1234567890)";
