/**
 * The renter's application profile and private documents: limits, option lists and messages a page shows
 * without loading the schema (common/schemas/application-profile.ts checks them). Nothing here asks about
 * race, colour, religion, national origin, sex, disability or familial status: the household is two counts.
 */

export const PROFILE_MAX_ADULTS = 20;
export const PROFILE_MAX_CHILDREN = 20;
export const PROFILE_MAX_MONTHLY_INCOME = 100_000;
export const PROFILE_MAX_VOUCHER_BEDROOMS = 8;
export const PROFILE_AGENCY_MAX = 120;
export const PROFILE_ADDRESS_MAX = 200;
export const PROFILE_DURATION_MAX = 60;
export const PROFILE_NAME_MAX = 100;
export const PROFILE_CONTACT_MAX = 200;
export const PROFILE_PETS_MAX = 300;
export const PROFILE_ABOUT_MAX = 1000;

export const INCOME_SOURCES = ["job", "benefits", "voucher", "other"] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

export const DOCUMENT_KINDS = ["pay_stub", "voucher", "id", "other"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Each document is a PDF, JPEG or PNG (checked from its bytes), at most 10 MB; at most 10 per renter. */
export const MAX_RENTER_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_RENTER_DOCUMENTS = 10;
export const RENTER_DOCUMENT_ACCEPT = "application/pdf,image/jpeg,image/png";

/** Where the renter's page lives, and a document's authorized address. */
export const APPLICATION_PROFILE_PATH = "/renter-dashboard/application-profile";
export const applicationDocumentPath = (id: string) => `/application-documents/${id}`;

export const APPLICATION_PROFILE_MESSAGES = {
  adultsRequired: "Number of adults is required",
  wholeNumber: "Please enter a whole number",
  number: "Please enter a number",
  atLeastOneAdult: "At least 1 adult is required",
  nonNegative: "Must be 0 or more",
  date: "Please enter a valid date",
  incomeSource: "Please choose income sources from the list",
  documentKind: "Please choose what this document is",
  file: "Please choose a file",
  empty: "The file is empty. Please choose another file.",
  tooLarge: "Each file must be 10 MB or smaller.",
  wrongType: "Only PDF, JPEG or PNG files can be uploaded.",
  unreadable: "This file could not be read. Please try another file.",
  tooMany: "You can keep at most 10 documents. Delete one to add another.",
  documentNotFound: "Document not found",
  noProfile: "Save your application profile first.",
  renterOnly: "Only renters have an application profile.",
  confirmDelete: "Please tick the box to confirm that you want to delete your profile",
} as const;
