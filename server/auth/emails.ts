import type { Locale } from "../../common/i18n";
import type { MailMessage } from "../integrations/email/mailer";

const TEXT = {
  en: {
    subject: "Reset your Affordable password",
    hello: (name: string) => `Hi ${name},`,
    asked: "Someone asked to reset the password for your Affordable account.",
    open: "Open this link within one hour to choose a new password:",
    notYou: "If it wasn't you, ignore this email: your password stays as it is.",
  },
  es: {
    subject: "Restablece tu contraseña de Affordable",
    hello: (name: string) => `Hola, ${name}:`,
    asked: "Alguien pidió restablecer la contraseña de tu cuenta de Affordable.",
    open: "Abre este enlace antes de una hora para elegir una contraseña nueva:",
    notYou: "Si no fuiste tú, ignora este correo: tu contraseña sigue igual.",
  },
} satisfies Record<Locale, unknown>;

/** In the account's language (`locale`); the link is Better Auth's, whose callback keeps the page's language. */
export function passwordResetEmail({
  to,
  name,
  url,
  locale,
}: {
  to: string;
  name: string;
  url: string;
  locale: Locale;
}): MailMessage {
  const text = TEXT[locale];
  return {
    to,
    subject: text.subject,
    text: [text.hello(name), "", text.asked, text.open, "", url, "", text.notYou].join("\n"),
  };
}
