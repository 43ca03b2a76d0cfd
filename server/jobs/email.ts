import type { Mailer } from "../integrations/email/mailer";
import type { JobQueue } from "./queue";

/**
 * The job that sends one email. Every email goes through it: services enqueue it with
 * `jobs.send(EMAIL_JOB, message, { tx })` inside the transaction that causes it, so the email exists
 * exactly when what it tells about does.
 */
export const EMAIL_JOB = "email-send" as const;

/**
 * The email job's worker, the only caller of the transport (SMTP or the mail folder): it retries with
 * back-off until the message goes through, so a failed receipt, landlord notice or contact email is
 * retried instead of lost.
 */
export function handleEmailJobs(jobs: JobQueue, transport: Mailer): void {
  jobs.handle(EMAIL_JOB, (message) => transport.send(message));
}
