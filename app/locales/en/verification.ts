/**
 * Texts of the verification area (see docs/i18n.md): a landlord's Get verified page and dashboard panel, and
 * the errors its form can show (the schema's and the service's, which stay English: `error.<English>`).
 */
export default {
  "verification.meta.title": "Get Verified | Affordable",
  "verification.back": "Back to your dashboard",
  "verification.title": "Get verified",
  "verification.status.label": "Status:",
  "verification.status.since": "since {date}",
  "verification.status.reason": "Reason: {reason}",
  "verification.status.not_verified.badge": "Not verified",
  "verification.status.not_verified.text":
    'Send a proof that you own or manage your property and your ID: once an admin approves it, your listings show the "Verified landlord" badge.',
  "verification.status.pending.badge": "Pending review",
  "verification.status.pending.text":
    "Your documents are waiting for an admin's review. We will email you the decision.",
  "verification.status.approved.badge": "Verified landlord",
  "verification.status.approved.text": 'Your listings show the "Verified landlord" badge.',
  "verification.status.rejected.badge": "Not approved",
  "verification.status.rejected.text": "Your last request was not approved. You can send new documents.",
  "verification.status.revoked.badge": "Badge removed",
  "verification.status.revoked.text":
    "An admin removed your badge. You can ask to be verified again with new documents.",
  "verification.panel.title": "Get verified",
  "verification.panel.more": "Verify more listings",
  "verification.panel.get": "Get verified",
  "verification.panel.newDocuments": "Send new documents",
  "verification.panel.view": "View your request",
  "verification.form.noListings": "List a property first: verification covers your listings.",
  "verification.form.listProperty": "List a New Property",
  "verification.form.proof": "Proof of ownership or management",
  "verification.form.documentKind": "Kind of document",
  "verification.form.choose": "Choose...",
  "verification.form.documentFile": "Document file",
  "verification.form.fileHint": "PDF, JPEG, PNG or WebP, up to 10 MB.",
  "verification.form.identity": "Your identity",
  "verification.form.identityKind": "Kind of identity document",
  "verification.form.identityFile": "Identity file",
  "verification.form.listings": "Listings this document covers",
  "verification.form.privacy":
    "Only Affordable's admins see your documents. They are never shown on your listings.",
  "verification.form.submit": "Send for review",
  "verification.document.deed": "Deed",
  "verification.document.property_tax_bill": "Property-tax bill",
  "verification.document.mortgage_statement": "Mortgage statement",
  "verification.document.management_agreement": "Management agreement",
  "verification.document.utility_bill": "Utility bill in your name",
  "verification.identity.government_id": "Government ID",
  "verification.identity.business_registration": "Business registration",

  // The form's errors (common/schemas/verification.ts, the service), English where written.
  "error.Please choose what your proof of ownership or management is":
    "Please choose what your proof of ownership or management is",
  "error.Please choose the proof of ownership or management file":
    "Please choose the proof of ownership or management file",
  "error.Please choose your kind of identity document": "Please choose your kind of identity document",
  "error.Please choose your ID or business registration file":
    "Please choose your ID or business registration file",
  "error.Please choose at least one of your listings": "Please choose at least one of your listings",
  "error.You can only verify your own listings": "You can only verify your own listings",
  "error.The file is empty. Please choose another file.": "The file is empty. Please choose another file.",
  "error.Each file must be 10 MB or smaller.": "Each file must be 10 MB or smaller.",
  "error.Only PDF, JPEG, PNG or WebP files can be uploaded.":
    "Only PDF, JPEG, PNG or WebP files can be uploaded.",
  "error.This file could not be read. Please try another file.":
    "This file could not be read. Please try another file.",
  "error.You already have a verification request under review.":
    "You already have a verification request under review.",
  "error.Your documents could not be saved. Please try again.":
    "Your documents could not be saved. Please try again.",
} as const;
