import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Addresses that bounced for good (an SMTP 5xx answer): alerts and digests are never sent to them again.
 * Stored lower-cased.
 */
export const emailSuppressions = pgTable("email_suppressions", {
  email: text("email").primaryKey(),
  reason: text("reason").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Emails that must go out at most once (an alert about one search and listing, one search's digest of a
 * day): the email job's stable key, claimed before the SMTP send and marked sent after it
 * (server/jobs/email.ts). A key claimed and never marked sent is a send that was cut off (a crash): it is
 * not sent again, so a reader never gets the same alert twice.
 */
export const emailDeliveries = pgTable("email_deliveries", {
  key: text("key").primaryKey(),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  failure: text("failure"),
});
