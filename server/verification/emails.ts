import { type Locale, localizedPath } from "../../common/i18n";
import type { MailMessage } from "../integrations/email/mailer";

/**
 * Landlord verification emails: queued in the decision's transaction, so none is lost or sent twice;
 * written in the landlord's language (`locale`, their account's).
 */

type DecisionAction = "approve" | "reject" | "revoke";

interface DecisionTexts {
  subject: string;
  lead: string;
  next: string;
  nextPath: string;
}

const TEXT = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    reason: (reason: string) => `Reason: ${reason}`,
    signOff: "— The Affordable team",
    decisions: {
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
    },
  },
  es: {
    hello: (name: string) => `Hola, ${name}:`,
    reason: (reason: string) => `Motivo: ${reason}`,
    signOff: "— El equipo de Affordable",
    decisions: {
      approve: {
        subject: "Ya eres un dueño verificado en Affordable",
        lead: 'Revisamos tus documentos y aprobamos tu verificación. Tus anuncios ahora muestran la insignia "Dueño verificado", y los inquilinos que buscan solo dueños verificados los encontrarán.',
        next: "Tu panel:",
        nextPath: "/landlord-dashboard",
      },
      reject: {
        subject: "No aprobamos tu solicitud de verificación en Affordable",
        lead: "Revisamos tu solicitud de verificación y no pudimos aprobarla.",
        next: "Puedes enviar documentos nuevos cuando quieras:",
        nextPath: "/landlord-dashboard/verification",
      },
      revoke: {
        subject: "Quitamos tu insignia de dueño verificado en Affordable",
        lead: 'Un administrador de Affordable quitó la insignia "Dueño verificado" de tu cuenta.',
        next: "Puedes pedir que te verifiquen otra vez con documentos nuevos:",
        nextPath: "/landlord-dashboard/verification",
      },
    },
  },
} satisfies Record<Locale, { decisions: Record<DecisionAction, DecisionTexts> } & Record<string, unknown>>;

/** The email a landlord gets for an admin's decision on their verification, with its reason if any. */
export function verificationDecisionEmail(
  action: DecisionAction,
  input: { to: string; name: string; reason?: string | null; publicUrl: string; locale: Locale },
): MailMessage {
  const text = TEXT[input.locale];
  const decision = text.decisions[action];
  return {
    to: input.to,
    subject: decision.subject,
    text: [
      text.hello(input.name),
      "",
      decision.lead,
      "",
      ...(input.reason ? [text.reason(input.reason), ""] : []),
      `${decision.next} ${input.publicUrl}${localizedPath(decision.nextPath, input.locale)}`,
      "",
      text.signOff,
      "",
    ].join("\n"),
  };
}
