import type { MailMessage } from "../integrations/email/mailer";

/** Landlord verification emails (issue 10): sent through the job queue with the decision. */

const SIGN_OFF = ["", "— The Affordable team", ""];

export function verificationApprovedEmail(input: {
  to: string;
  name: string;
  publicUrl: string;
}): MailMessage {
  return {
    to: input.to,
    subject: "You are a verified landlord on Affordable",
    text: [
      `Hello ${input.name},`,
      "",
      'We reviewed your documents and approved your verification. Your listings now show the "Verified landlord" badge, and renters who search for verified landlords only will find them.',
      "",
      `Your dashboard: ${input.publicUrl}/landlord-dashboard`,
      ...SIGN_OFF,
    ].join("\n"),
  };
}

export function verificationRejectedEmail(input: {
  to: string;
  name: string;
  reason: string;
  publicUrl: string;
}): MailMessage {
  return {
    to: input.to,
    subject: "Your Affordable verification request was not approved",
    text: [
      `Hello ${input.name},`,
      "",
      "We reviewed your verification request and could not approve it.",
      "",
      `Reason: ${input.reason}`,
      "",
      `You can send new documents at any time: ${input.publicUrl}/landlord-dashboard/verification`,
      ...SIGN_OFF,
    ].join("\n"),
  };
}

export function verificationRevokedEmail(input: {
  to: string;
  name: string;
  reason: string;
  publicUrl: string;
}): MailMessage {
  return {
    to: input.to,
    subject: "Your Affordable verified landlord badge was removed",
    text: [
      `Hello ${input.name},`,
      "",
      'An Affordable admin removed the "Verified landlord" badge from your account.',
      "",
      `Reason: ${input.reason}`,
      "",
      `You can ask to be verified again with new documents: ${input.publicUrl}/landlord-dashboard/verification`,
      ...SIGN_OFF,
    ].join("\n"),
  };
}
