import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One fixed window per (rule, key): every app instance counts in this table, so a limit holds across
 * instances behind a load balancer. Ended windows are deleted by the `rate-limits-sweep` job.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);
