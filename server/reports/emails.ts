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
