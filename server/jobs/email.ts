import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailDeliveries, emailSuppressions } from "../db/schema/email";
import { savedSearches } from "../db/schema/saved-searches";
import { isPermanentMailFailure, type Mailer, type MailMessage } from "../integrations/email/mailer";
import type { JobQueue } from "./queue";

/**
 * The job that sends one email. Every email goes through it: services enqueue it with
 * `jobs.send(EMAIL_JOB, message, { tx })` inside the transaction that causes it, so the email exists
 * exactly when what it tells about does.
 */
export const EMAIL_JOB = "email-send" as const;

/** The email job's payload: the message, and how it must be delivered. */
export interface EmailJob extends MailMessage {
  /**
   * At most once, ever: a stable key (`alert:<search>:<listing>`, `digest:<search>:<day>`) claimed in
   * email_deliveries before the SMTP send and marked sent after it. A retry of a job whose send went out
   * (or was cut off by a crash after the claim) finds the key claimed and sends nothing.
   */
  once?: string;
  /** Sent only while this saved search still exists, is not paused and has alerts on. */
  savedSearchId?: string;
  /** A notice the reader asked for (alerts, digests): never sent to an address that bounced for good. */
  bulk?: boolean;
}

/**
 * The email job's worker, the only caller of the transport (SMTP or the mail folder): it retries with
 * back-off until the message goes through, so a failed receipt, landlord notice or contact email is
 * retried instead of lost. An SMTP permanent failure (5xx) is not retried: the address goes into
 * email_suppressions, and alerts and digests skip it from then on.
 */
export function handleEmailJobs(jobs: JobQueue, transport: Mailer, db?: Database): void {
  jobs.handle(EMAIL_JOB, async (job) => {
    const { once, savedSearchId, bulk, ...message } = job;
    if (db && !(await stillWanted(db, job))) return;
    if (db && once) {
      const claimed = await db
        .insert(emailDeliveries)
        .values({ key: once })
        .onConflictDoNothing()
        .returning({ key: emailDeliveries.key });
      if (claimed.length === 0) return;
    }
    try {
      await transport.send(message);
    } catch (err) {
      if (db && isPermanentMailFailure(err)) {
        await db
          .insert(emailSuppressions)
          .values({ email: message.to.toLowerCase(), reason: String((err as Error).message).slice(0, 500) })
          .onConflictDoNothing();
        if (once) {
          await db.update(emailDeliveries).set({ failure: "permanent" }).where(eq(emailDeliveries.key, once));
        }
        return;
      }
      // Not sent (the server refused for now, or was unreachable): the claim is released for the retry.
      if (db && once) await db.delete(emailDeliveries).where(eq(emailDeliveries.key, once));
      throw err;
    }
    if (db && once) {
      await db.update(emailDeliveries).set({ sentAt: new Date() }).where(eq(emailDeliveries.key, once));
    }
  });
}

async function stillWanted(db: Database, job: EmailJob): Promise<boolean> {
  if (job.bulk) {
    const [suppressed] = await db
      .select({ email: emailSuppressions.email })
      .from(emailSuppressions)
      .where(eq(emailSuppressions.email, job.to.toLowerCase()));
    if (suppressed) return false;
  }
  if (job.savedSearchId) {
    const [search] = await db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(
        sql`${savedSearches.id} = ${job.savedSearchId} and not ${savedSearches.paused} and ${savedSearches.alerts} <> 'off'`,
      );
    if (!search) return false;
  }
  return true;
}
