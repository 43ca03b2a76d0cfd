import type { Mailer } from "../integrations/email/mailer";
import type { JobQueue } from "./queue";

/** The job that sends one email; services enqueue it with `jobs.send(EMAIL_JOB, message, { tx })`. */
export const EMAIL_JOB = "email-send" as const;

/**
 * The mailer services use: `send` puts the message in the durable queue and returns. A worker hands
 * it to the transport (SMTP or the mail folder), retrying with back-off until it goes through, so a
 * failed receipt, landlord notice or contact email is retried instead of lost.
 */
export function createQueuedMailer(jobs: JobQueue, transport: Mailer): Mailer {
  jobs.handle(EMAIL_JOB, (message) => transport.send(message));
  return {
    destination: `queue -> ${transport.destination}`,
    async send(message) {
      await jobs.send(EMAIL_JOB, message);
    },
  };
}
