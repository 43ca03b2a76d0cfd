import { type Locale, localizedPath } from "../../common/i18n";
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

/** In the account's language (`locale`); Better Auth's link then opens our reset page in that language. */
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
    text: [text.hello(name), "", text.asked, text.open, "", inLocale(url, locale), "", text.notYou].join(
      "\n",
    ),
  };
}

/** The link with its page (`callbackURL`, one of our paths) moved to `locale`; English links unchanged. */
function inLocale(url: string, locale: Locale): string {
  if (locale === "en" || !URL.canParse(url)) return url;
  const link = new URL(url);
  const page = link.searchParams.get("callbackURL");
  if (!page?.startsWith("/") || page.startsWith("//")) return url;
  link.searchParams.set("callbackURL", localizedPath(page, locale));
  return link.toString();
}
