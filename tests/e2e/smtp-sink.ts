import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for the e2e app server (its SMTP_URL), started by playwright.config.ts: every email the
 * app sends goes over SMTP, as in production, and each message received is written as an .eml file into
 * MAIL_DIR, the folder the specs read (readMail in fixtures.ts), with the same unix newlines the mailer's
 * folder transport wrote, so the specs read SMTP mail as they read the folder's, and a Received line on
 * top naming this sink and the envelope's recipients, as every mail server adds.
 * A message is written under a temporary name beside MAIL_DIR and then renamed into it: a spec never reads
 * half a message. Names sort in the order the messages arrived.
 */
const port = Number(process.env.PORT ?? 3217);
const mailDir = process.env.MAIL_DIR;
if (!mailDir) throw new Error("MAIL_DIR is required: the folder the e2e specs read emails from");
const incoming = path.join(path.dirname(mailDir), `.${path.basename(mailDir)}-incoming`);
fs.mkdirSync(mailDir, { recursive: true });
fs.mkdirSync(incoming, { recursive: true });

let count = 0;

const server = new SMTPServer({
  authOptional: true,
  // Plain SMTP on the loopback address: no certificate to trust.
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("error", callback);
    stream.on("end", () => {
      if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
        callback(Object.assign(new Error("5.3.4 Message too big"), { responseCode: 552 }));
        return;
      }
      count++;
      const name =
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(count).padStart(6, "0")}-` +
        `${crypto.randomBytes(4).toString("hex")}.eml`;
      // The trace line every mail server adds on top: how a spec tells a message came over SMTP.
      const received =
        `Received: from ${session.hostNameAppearsAs} (${session.remoteAddress}) by e2e-smtp-sink with ESMTP ` +
        `for <${session.envelope.rcptTo.map((r) => r.address).join(">, <")}>; ${new Date().toUTCString()}\n`;
      const text = received + Buffer.concat(chunks).toString("utf8").replace(/\r\n/g, "\n");
      try {
        fs.writeFileSync(path.join(incoming, name), text);
        fs.renameSync(path.join(incoming, name), path.join(mailDir, name));
        callback();
      } catch (err) {
        // A transient failure (4xx): the app's email job retries.
        callback(Object.assign(err as Error, { responseCode: 451 }));
      }
    });
  },
});

server.listen(port, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
