import { createAuth } from "./auth/auth";
import type { AppDeps } from "./context";
import type { DatabaseHandle } from "./db/client";
import { createReadCache } from "./db/read-cache";
import type { Env } from "./env";
import { createMailer, type Mailer } from "./integrations/email/mailer";
import { createGeocoder } from "./integrations/geo/geocoder";
import { createMarketData, type MarketDataProvider } from "./integrations/market-data/market-data";
import { createPaymentProvider } from "./integrations/payments/create-provider";
import { createStorage } from "./integrations/storage/create-storage";
import type { FileStorage } from "./integrations/storage/storage";
import { handleEmailJobs } from "./jobs/email";
import { createJobQueue } from "./jobs/queue";
import type { Logger } from "./logger";
import { createMessageEvents } from "./messages/events";
import { handleMessageNotices } from "./messages/notices";
import { createRateLimiter, rateLimitRules } from "./rate-limits/limiter";
import { reconcilePayments } from "./rent-parties/reconcile-payments";
import { handleDigests } from "./saved-searches/digest";
import { handleListingMatches } from "./saved-searches/match-listing";
import { deriveSecret, resolveAuthSecret } from "./secret";

/**
 * Builds the request dependencies from settings and an open database (start-up and tests). The job
 * queue is ready to take jobs; workers run only once the caller starts them (`startJobWorkers`).
 */
export async function createDeps(
  env: Env,
  database: DatabaseHandle,
  logger: Logger,
  overrides: { mailTransport?: Mailer; marketData?: MarketDataProvider; storage?: FileStorage } = {},
): Promise<AppDeps> {
  const mailTransport =
    overrides.mailTransport ??
    createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, logger });
  const jobs = await createJobQueue({ database, logger, maintenance: env.NODE_ENV !== "test" });
  handleEmailJobs(jobs, mailTransport, database.db);
  const publicUrl = env.PUBLIC_URL;
  const secret = resolveAuthSecret(env.BETTER_AUTH_SECRET, env.DATA_DIR);
  const auth = createAuth({ db: database.db, publicUrl, secret, jobs });
  const rateLimiter = createRateLimiter(database.db, rateLimitRules(env.AUTH_RATE_LIMIT_PER_MINUTE));
  jobs.handle("rate-limits-sweep", async () => {
    await rateLimiter.sweep();
  });
  handleMessageNotices({ db: database.db, jobs, publicUrl });
  const messageEvents = await createMessageEvents(database, logger);
  const payments = createPaymentProvider({ env, db: database.db, logger, authSecret: secret });
  jobs.handle("payments-reconcile", async () => {
    await reconcilePayments({ db: database.db, payments, jobs, logger, publicUrl });
  });
  const cookieSecret = deriveSecret(secret, "app-cookies");
  const alertDeps = { db: database.db, jobs, publicUrl, supportEmail: env.SUPPORT_EMAIL, cookieSecret };
  handleListingMatches(alertDeps);
  handleDigests(alertDeps);
  return {
    env,
    publicUrl,
    supportEmail: env.SUPPORT_EMAIL,
    db: database.db,
    dbKind: database.kind,
    auth,
    cookieSecret,
    mailDestination: mailTransport.destination,
    jobs,
    logger,
    rateLimiter,
    marketData:
      overrides.marketData ??
      createMarketData({ url: env.MARKET_DATA_URL, apiKey: env.MARKET_DATA_KEY, db: database.db, logger }),
    geocoder: createGeocoder({ provider: env.GEOCODER, url: env.GEOCODER_URL, logger }),
    payments,
    messageEvents,
    storage: overrides.storage ?? createStorage(env),
    readCache: createReadCache(database.db, logger),
  };
}

/** Cron schedules of the recurring jobs (pg-boss runs each once across all instances). */
export const JOB_SCHEDULES = {
  "payments-reconcile": "*/2 * * * *",
  "rate-limits-sweep": "*/10 * * * *",
  // A listing that went live is matched against the saved searches within about a minute.
  "saved-search-match": "* * * * *",
  // Each renter's digest goes out in their local morning: the run checks every quarter hour who is due.
  "saved-search-digest": "*/15 * * * *",
} as const;
