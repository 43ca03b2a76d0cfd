import { type Locale, localizedPath } from "../../common/i18n";
import { type ListingReportReason, reportReasonLabel } from "../../common/listing-report";
import type { MailMessage } from "../integrations/email/mailer";

// Each email is written in its recipient's language (`locale`, their account's).

const LISTING_PAUSED = {
  en: {
    subject: "Your Affordable listing was paused after a report",
    hello: (name: string) => `Hello ${name},`,
    paused: (title: string) =>
      `An Affordable admin reviewed reports about your listing "${title}" and paused it. It no longer appears in search or on the site.`,
    reportedAs: "Reported as:",
    reason: reportReasonLabel,
    rules: [
      "Refusing Section 8 voucher holders is illegal in many states and cities; listings must not say so.",
      "Please correct the listing, then reply to this email or contact us before resuming it.",
    ],
    yourListings: "Your listings:",
    signOff: "— The Affordable team",
  },
  es: {
    subject: "Pausamos tu anuncio de Affordable después de una denuncia",
    hello: (name: string) => `Hola, ${name}:`,
    paused: (title: string) =>
      `Un administrador de Affordable revisó las denuncias sobre tu anuncio "${title}" y lo pausó. Ya no aparece en las búsquedas ni en el sitio.`,
    reportedAs: "Lo denunciaron por:",
    reason: (reason: string) => SPANISH_REASONS[reason as ListingReportReason] ?? reason,
    rules: [
      "Rechazar a quienes tienen un vale de la Sección 8 (Housing Choice Voucher) es ilegal en muchos estados y ciudades; los anuncios no deben decirlo.",
      "Corrige el anuncio y luego responde a este correo o contáctanos antes de reanudarlo.",
    ],
    yourListings: "Tus anuncios:",
    signOff: "— El equipo de Affordable",
  },
} satisfies Record<Locale, unknown>;

/** The report reasons' names on the Spanish pages (app/locales/es/listings.ts). */
const SPANISH_REASONS: Record<ListingReportReason, string> = {
  scam: "Estafa",
  already_rented: "Ya está alquilado",
  wrong_price: "Precio incorrecto",
  discriminatory: "Discriminatorio (p. ej. «no Sección 8»)",
  other: "Otro",
};

/** The landlord's email when an admin pauses a reported listing (sent through the job queue). */
export function listingPausedEmail(input: {
  to: string;
  name: string;
  listingTitle: string;
  reasons: string[];
  publicUrl: string;
  locale: Locale;
}): MailMessage {
  const text = LISTING_PAUSED[input.locale];
  const reasons = [...new Set(input.reasons)].map((r) => `- ${text.reason(r)}`);
  return {
    to: input.to,
    subject: text.subject,
    text: [
      text.hello(input.name),
      "",
      text.paused(input.listingTitle),
      "",
      text.reportedAs,
      ...reasons,
      "",
      ...text.rules,
      "",
      `${text.yourListings} ${input.publicUrl}${localizedPath("/landlord-dashboard", input.locale)}`,
      "",
      text.signOff,
      "",
    ].join("\n"),
  };
}

export const WARNING_EMAIL_SUBJECT = "A warning about your messages on Affordable";

const MESSAGING_WARNING = {
  en: {
    subject: WARNING_EMAIL_SUBJECT,
    text: (name: string) =>
      `Hello ${name},\n\nA conversation of yours on Affordable was reported. Asking for ` +
      "money outside the platform before a viewing (wire transfers, gift cards, crypto, payment " +
      "apps) is not allowed. Another report may suspend your account's messaging.\n\nAffordable",
  },
  es: {
    subject: "Una advertencia sobre tus mensajes en Affordable",
    text: (name: string) =>
      `Hola, ${name}:\n\nDenunciaron una de tus conversaciones en Affordable. No está permitido ` +
      "pedir dinero fuera de la plataforma antes de una visita (transferencias, tarjetas de regalo, " +
      "criptomonedas, apps de pago). Otra denuncia puede suspender los mensajes de tu cuenta.\n\nAffordable",
  },
} satisfies Record<Locale, unknown>;

/** The reported account's email when an admin warns it about a reported conversation (job queue). */
export function messagingWarningEmail(input: { to: string; name: string; locale: Locale }): MailMessage {
  const text = MESSAGING_WARNING[input.locale];
  return { to: input.to, subject: text.subject, text: text.text(input.name) };
}
