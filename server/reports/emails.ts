import { reportReasonLabel } from "../../common/listing-report";
import type { MailMessage } from "../integrations/email/mailer";

/** The landlord's email when an admin pauses a reported listing (sent through the job queue). */
export function listingPausedEmail(input: {
  to: string;
  name: string;
  listingTitle: string;
  reasons: string[];
  publicUrl: string;
}): MailMessage {
  const reasons = [...new Set(input.reasons)].map((r) => `- ${reportReasonLabel(r)}`);
  return {
    to: input.to,
    subject: "Your Affordable listing was paused after a report",
    text: [
      `Hello ${input.name},`,
      "",
      `An Affordable admin reviewed reports about your listing "${input.listingTitle}" and paused it. It no longer appears in search or on the site.`,
      "",
      "Reported as:",
      ...reasons,
      "",
      "Refusing Section 8 voucher holders is illegal in many states and cities; listings must not say so.",
      "Please correct the listing, then reply to this email or contact us before resuming it.",
      "",
      `Your listings: ${input.publicUrl}/landlord-dashboard`,
      "",
      "— The Affordable team",
      "",
    ].join("\n"),
  };
}

export const WARNING_EMAIL_SUBJECT = "A warning about your messages on Affordable";

/** The reported account's email when an admin warns it about a reported conversation (job queue). */
export function messagingWarningEmail(input: { to: string; name: string }): MailMessage {
  return {
    to: input.to,
    subject: WARNING_EMAIL_SUBJECT,
    text:
      `Hello ${input.name},\n\nA conversation of yours on Affordable was reported. Asking for ` +
      "money outside the platform before a viewing (wire transfers, gift cards, crypto, payment " +
      "apps) is not allowed. Another report may suspend your account's messaging.\n\nAffordable",
  };
}
