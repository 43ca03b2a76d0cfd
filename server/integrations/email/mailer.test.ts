import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../logger";
import { createMailer } from "./mailer";

const logger = createLogger("silent");

describe("mailer over SMTP", () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk) => {
          raw += chunk.toString();
        });
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers a message to the SMTP server", async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Affordable <no-reply@affordable.example>",
      dataDir: os.tmpdir(),
      logger,
    });
    expect(mailer.destination).toBe("smtp");
    await mailer.send({ to: "dana@example.com", subject: "Hello there", text: "Your receipt is attached." });
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe("no-reply@affordable.example");
    expect(received[0].to).toEqual(["dana@example.com"]);
    expect(received[0].raw).toContain("Subject: Hello there");
    expect(received[0].raw).toContain("Your receipt is attached.");
  });
});

describe("mailer without SMTP", () => {
  it("writes each message as an .eml file in the data folder's mail folder", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-test-"));
    const mailer = createMailer({ from: "Affordable <no-reply@affordable.example>", dataDir, logger });
    await mailer.send({ to: "a@example.com", subject: "First", text: "one" });
    await mailer.send({ to: "b@example.com", subject: "Second", text: "two" });
    const files = fs.readdirSync(path.join(dataDir, "mail"));
    expect(files).toHaveLength(2);
    const contents = files.map((f) => fs.readFileSync(path.join(dataDir, "mail", f), "utf8")).join("\n");
    expect(contents).toContain("Subject: First");
    expect(contents).toContain("To: b@example.com");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
