/**
 * Phone numbers: people type them as they like ("312-555-0100", "(312) 555-0100", "+1 312 555 0100") and
 * they are stored in E.164 form ("+13125550100"); a number without a country code is a U.S. number. The
 * reading itself (libphonenumber-js) is in the schema, common/schemas/phone.ts, which forms load lazily;
 * this module has no zod and no phone library, so a page can show the hint and the message without them.
 */

export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

/** Where a number typed without a country code is. */
export const PHONE_DEFAULT_REGION = "US";

export const PHONE_MESSAGE = "Please enter phone number in E.164 format (e.g., +1234567890)";

/** The hint under every phone field. */
export const PHONE_HINT = "For example 312-555-0100, or +44 20 7946 0958 outside the U.S.";
