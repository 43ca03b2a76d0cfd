/**
 * Landlord verification: document kinds and labels, without zod, so a page shows them without loading the
 * schema (common/schemas/verification.ts checks them).
 */

export const VERIFICATION_DOCUMENT_OPTIONS = [
  { value: "deed", label: "Deed" },
  { value: "property_tax_bill", label: "Property-tax bill" },
  { value: "mortgage_statement", label: "Mortgage statement" },
  { value: "management_agreement", label: "Management agreement" },
  { value: "utility_bill", label: "Utility bill in your name" },
] as const;

export const VERIFICATION_IDENTITY_OPTIONS = [
  { value: "government_id", label: "Government ID" },
  { value: "business_registration", label: "Business registration" },
] as const;

export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_OPTIONS)[number]["value"];

export type VerificationIdentityKind = (typeof VERIFICATION_IDENTITY_OPTIONS)[number]["value"];

export const VERIFICATION_FILE_ACCEPT = "application/pdf,image/jpeg,image/png,image/webp";
