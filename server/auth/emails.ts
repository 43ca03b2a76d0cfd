import type { MailMessage } from "../integrations/email/mailer";

export function passwordResetEmail({
  to,
  name,
  url,
}: {
  to: string;
  name: string;
  url: string;
}): MailMessage {
  return {
    to,
    subject: "Reset your Affordable password",
    text: [
      `Hi ${name},`,
      "",
      "Someone asked to reset the password for your Affordable account.",
      "Open this link within one hour to choose a new password:",
      "",
      url,
      "",
      "If it wasn't you, ignore this email: your password stays as it is.",
    ].join("\n"),
  };
}
