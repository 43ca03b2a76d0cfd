import type { MailMessage } from "../integrations/email/mailer";

/** Landlord verification emails: queued in the decision's transaction, so none is lost or sent twice. */

const SIGN_OFF = ["", "— The Affordable team", ""];

type DecisionAction = "approve" | "reject" | "revoke";

const DECISION_TEXTS: Record<
  DecisionAction,
  { subject: string; lead: string; next: string; nextPath: string }
> = {
  approve: {
    subject: "You are a verified landlord on Affordable",
    lead: 'We reviewed your documents and approved your verification. Your listings now show the "Verified landlord" badge, and renters who search for verified landlords only will find them.',
    next: "Your dashboard:",
    nextPath: "/landlord-dashboard",
  },
  reject: {
    subject: "Your Affordable verification request was not approved",
    lead: "We reviewed your verification request and could not approve it.",
    next: "You can send new documents at any time:",
    nextPath: "/landlord-dashboard/verification",
  },
  revoke: {
    subject: "Your Affordable verified landlord badge was removed",
    lead: 'An Affordable admin removed the "Verified landlord" badge from your account.',
    next: "You can ask to be verified again with new documents:",
    nextPath: "/landlord-dashboard/verification",
  },
};

/** The email a landlord gets for an admin's decision on their verification, with its reason if any. */
export function verificationDecisionEmail(
  action: DecisionAction,
  input: { to: string; name: string; reason?: string | null; publicUrl: string },
): MailMessage {
  const texts = DECISION_TEXTS[action];
  return {
    to: input.to,
    subject: texts.subject,
    text: [
      `Hello ${input.name},`,
      "",
      texts.lead,
      "",
      ...(input.reason ? [`Reason: ${input.reason}`, ""] : []),
      `${texts.next} ${input.publicUrl}${texts.nextPath}`,
      ...SIGN_OFF,
    ].join("\n"),
  };
}
