import type { Mailer } from "../integrations/email/mailer";
import type { JobQueue } from "./queue";

/**
 * The mailer services use: `send` puts the message in the durable queue and returns. A worker hands
 * it to the transport (SMTP or the mail folder), retrying with back-off until it goes through, so a
 * failed receipt, landlord notice or contact email is retried instead of lost.
 */
export function createQueuedMailer(jobs: JobQueue, transport: Mailer): Mailer {
  jobs.handle("email-send", (message) => transport.send(message));
  return {
    destination: `queue -> ${transport.destination}`,
    async send(message) {
      await jobs.send("email-send", message);
    },
  };
}
