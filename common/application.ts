/** Rental applications: limits the pages show without loading the schema (common/schemas/application.ts). */

export const APPLICATION_MESSAGE_MAX = 2000;

/** Renter application messages are cut to this on the landlord dashboard (the product's limit). */
export const APPLICATION_PREVIEW_LENGTH = 100;
