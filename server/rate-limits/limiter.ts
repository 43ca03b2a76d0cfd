import { lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema/rate-limits";

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a minute and try again.";

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** Every limit the app enforces, in one place; `auth` comes from the AUTH_RATE_LIMIT_PER_MINUTE setting. */
export function rateLimitRules(authPerMinute: number) {
  return {
    /** Sign-in, sign-up and password reset, through the API or the page forms, per client address. */
    auth: { limit: authPerMinute, windowSeconds: 60 },
    /** Donation attempts (each creates a provider invoice), API and no-JavaScript form, per address. */
    donation: { limit: 20, windowSeconds: 60 },
    /** Contact-form messages, API and page form, per address. */
    contact: { limit: 5, windowSeconds: 10 * 60 },
    /** Messages (every way in), per sender. */
    message: { limit: 8, windowSeconds: 60 },
    /** A new account's conversations with people it never wrote to before, per sender and day. */
    messageNewContact: { limit: 5, windowSeconds: 24 * 60 * 60 },
    /** "Report this listing", per client address. */
    listingReport: { limit: 5, windowSeconds: 10 * 60 },
    /** Reports of one listing, from everyone together (a burst from many addresses). */
    listingReportPerListing: { limit: 20, windowSeconds: 60 * 60 },
    /** App installs reported by the install banner, per address (a real device reports one). */
    pwaInstall: { limit: 5, windowSeconds: 60 * 60 },
    /**
     * Images a landlord sends to be decoded (listing photos, verification documents), per landlord and
     * hour, each file counted: ten listings' worth of 12 photos. Decoding is the costly part.
     */
    imageUpload: { limit: 120, windowSeconds: 60 * 60 },
  } satisfies Record<string, RateLimitRule>;
}

export type RateLimitRuleName = keyof ReturnType<typeof rateLimitRules>;

export interface RateLimiter {
  /**
   * Counts `cost` attempts (one unless said: an upload of 12 photos counts 12); false when `key` is then
   * over the rule's limit in the current window.
   */
  consume(rule: RateLimitRuleName, key: string, cost?: number): Promise<boolean>;
  /** Deletes ended windows; returns how many. */
  sweep(): Promise<number>;
}

/**
 * A fixed-window limiter whose counts live in PostgreSQL: one upsert per attempt, atomic under
 * concurrency, shared by every app instance on the database.
 */
export function createRateLimiter(
  db: Database,
  rules: Record<RateLimitRuleName, RateLimitRule>,
  now: () => number = Date.now,
): RateLimiter {
  return {
    async consume(ruleName, key, cost = 1) {
      const rule = rules[ruleName];
      const at = new Date(now());
      const resetAt = new Date(at.getTime() + rule.windowSeconds * 1000);
      const [row] = await db
        .insert(rateLimits)
        .values({ key: `${ruleName}:${key}`, hits: cost, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.resetAt} <= ${at} then excluded.hits else ${rateLimits.hits} + excluded.hits end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${at} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits });
      return row.hits <= rule.limit;
    },
    async sweep() {
      const deleted = await db
        .delete(rateLimits)
        .where(lte(rateLimits.resetAt, new Date(now())))
        .returning({ key: rateLimits.key });
      return deleted.length;
    },
  };
}
