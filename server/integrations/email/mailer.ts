import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../../logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post: RFC 8058 one-click unsubscribe). */
  headers?: Record<string, string>;
  /** A stable Message-ID ("<key@host>"), so a message sent again is recognised as the same one. */
  messageId?: string;
}

/** An SMTP permanent failure (5xx): the address will not take mail; retrying cannot help. */
export function isPermanentMailFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages go: "smtp" or the mail folder's path. */
  readonly destination: string;
}

/**
 * Sends through SMTP when a URL is configured; otherwise writes each message as an .eml file into
 * `<dataDir>/mail` and logs one line, so nothing is lost in local use.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      destination: "smtp",
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, "mail sent");
      },
    };
  }
  const folder = path.join(options.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    destination: folder,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`;
      const file = path.join(folder, name);
      await fs.writeFile(file, info.message as Buffer);
      logger.info(
        { to: message.to, subject: message.subject, file },
        "mail written to folder (no SMTP_URL set)",
      );
    },
  };
}
