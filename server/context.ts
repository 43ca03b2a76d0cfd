import type { Locale } from "../common/i18n";
import type { Auth } from "./auth/auth";
import type { SessionUser } from "./auth/session";
import type { Database } from "./db/client";
import type { ReadCache } from "./db/read-cache";
import type { Env } from "./env";
import type { Geocoder } from "./integrations/geo/geocoder";
import type { MarketDataProvider } from "./integrations/market-data/market-data";
import type { PaymentProvider } from "./integrations/payments/provider";
import type { FileStorage } from "./integrations/storage/storage";
import type { JobQueue } from "./jobs/queue";
import type { Logger } from "./logger";
import type { MessageEvents } from "./messages/events";
import type { RateLimiter } from "./rate-limits/limiter";

/**
 * Everything a request handler may use, built once at start-up by createDeps (server/deps.ts, or a test)
 * and handed to the Hono routes and, through the load context, to React Router loaders and actions.
 * A service takes the part it uses, `Pick<AppDeps, "db" | "jobs" | ...>`, and callers hand it the
 * whole `deps`; a value derived from the settings is a field here, computed once, not mapped per caller.
 */
export interface AppDeps {
  env: Env;
  /** PUBLIC_URL: the origin links in emails and pages point to. */
  publicUrl: string;
  /** SUPPORT_EMAIL: where contact messages go and what emails name for questions. */
  supportEmail: string;
  db: Database;
  dbKind: "pglite" | "postgres";
  auth: Auth;
  /** Signs the app's own cookies (the flash-toast session); derived from the auth secret, never equal to it. */
  cookieSecret: string;
  /**
   * Where the email job's worker sends mail (SMTP or the mail folder), for the start-up log. The
   * transport itself is not here: every email is an EMAIL_JOB on `jobs`, and only its worker sends.
   */
  mailDestination: string;
  /** The durable job queue (pg-boss): emails (EMAIL_JOB), payment reconciliation, clean-ups. */
  jobs: JobQueue;
  logger: Logger;
  /** Limits whose counts every app instance shares (in PostgreSQL). */
  rateLimiter: RateLimiter;
  /** Rent estimates: the configured HTTP provider or the built-in one from our own listings. */
  marketData: MarketDataProvider;
  /** Places listings on the map (server/integrations/geo/geocoder.ts). */
  geocoder: Geocoder;
  /** Takes crypto donations (sandbox or NOWPayments, by settings). */
  payments: PaymentProvider;
  /** Realtime message events: this instance's open streams, fed by PostgreSQL LISTEN/NOTIFY. */
  messageEvents: MessageEvents;
  /** Uploaded files: local disk under DATA_DIR/files or an S3-compatible store, public and private areas. */
  storage: FileStorage;
  /** Public list results (home page, search) kept until what they read changes on any instance. */
  readCache: ReadCache;
}

/** What React Router loaders and actions receive as `context`. */
export type RequestContext = {
  deps: AppDeps;
  user: SessionUser | null;
  cspNonce: string;
  requestId: string;
  clientIp: string;
  logger: Logger;
  /** The reader's IANA time zone (resolveTimeZone): every time a page shows is formatted in it. */
  timeZone: string;
  /** The page's language: its path's (/es/... is Spanish). */
  locale: Locale;
};

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
