import { z } from "zod";
import {
  VERIFICATION_DOCUMENT_OPTIONS,
  VERIFICATION_IDENTITY_OPTIONS,
  type VerificationDocumentKind,
  type VerificationIdentityKind,
} from "../verification";
import { multiLineText } from "./text";

/** Landlord verification: the landlord's request form and the admin's decisions. */

const documentKinds = VERIFICATION_DOCUMENT_OPTIONS.map((o) => o.value) as [
  VerificationDocumentKind,
  ...VerificationDocumentKind[],
];
const identityKinds = VERIFICATION_IDENTITY_OPTIONS.map((o) => o.value) as [
  VerificationIdentityKind,
  ...VerificationIdentityKind[],
];

/** Each document may be a PDF, JPEG, PNG or WebP (checked from its bytes on the server), up to 10 MB. */
export const MAX_VERIFICATION_FILE_BYTES = 10 * 1024 * 1024;
/** A request covers at most this many listings. */
export const MAX_VERIFICATION_LISTINGS = 50;

export const VERIFICATION_MESSAGES = {
  documentKind: "Please choose what your proof of ownership or management is",
  document: "Please choose the proof of ownership or management file",
  identityKind: "Please choose your kind of identity document",
  identity: "Please choose your ID or business registration file",
  listings: "Please choose at least one of your listings",
  notYourListing: "You can only verify your own listings",
  empty: "The file is empty. Please choose another file.",
  tooLarge: "Each file must be 10 MB or smaller.",
  wrongType: "Only PDF, JPEG, PNG or WebP files can be uploaded.",
  /** A PDF whose first bytes say PDF but whose structure does not (the photo form's wording for a file). */
  unreadable: "This file could not be read. Please try another file.",
  pending: "You already have a verification request under review.",
  reason: "Please give a reason (it is emailed to the landlord)",
  notFound: "Verification request not found",
  notPending: "This request has already been decided.",
  notVerified: "This landlord is not verified.",
} as const;

/** A single checkbox posts one value, several post a list: both are a list here. */
const listingIds = z.preprocess(
  (value) =>
    value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value],
  z
    .array(z.string({ error: VERIFICATION_MESSAGES.listings }))
    .min(1, VERIFICATION_MESSAGES.listings)
    .max(MAX_VERIFICATION_LISTINGS, `Choose at most ${MAX_VERIFICATION_LISTINGS} listings`),
);

/** A file input left empty posts a nameless, empty file: that is "no file chosen". */
const chosenFile = (message: string) =>
  z.instanceof(File, { error: message }).refine((file) => file.name !== "" || file.size > 0, message);

/** The landlord's "Get verified" form (multipart): proof + identity, each a kind and a file, and listings. */
export const verificationRequestSchema = z.object({
  documentKind: z.enum(documentKinds, { error: VERIFICATION_MESSAGES.documentKind }),
  document: chosenFile(VERIFICATION_MESSAGES.document),
  identityKind: z.enum(identityKinds, { error: VERIFICATION_MESSAGES.identityKind }),
  identity: chosenFile(VERIFICATION_MESSAGES.identity),
  listingIds,
});

const reason = multiLineText({ error: VERIFICATION_MESSAGES.reason })
  .min(1, VERIFICATION_MESSAGES.reason)
  .max(1000, "Please keep the reason under 1,000 characters");

/** Approve a pending request. */
export const verificationApproveSchema = z.object({
  requestId: z.string({ error: VERIFICATION_MESSAGES.notFound }),
});

/** Reject a pending request, with the reason emailed to the landlord. */
export const verificationRejectSchema = z.object({
  requestId: z.string({ error: VERIFICATION_MESSAGES.notFound }),
  reason,
});

/** Revoke a landlord's badge, with the reason emailed to the landlord. */
export const verificationRevokeSchema = z.object({
  landlordId: z.string({ error: VERIFICATION_MESSAGES.notVerified }),
  reason,
});
