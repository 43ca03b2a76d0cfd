import type { AppDeps } from "../context";
import type { Database } from "../db/client";
import type { PaymentProvider } from "../integrations/payments/provider";
import type { JobQueue } from "../jobs/queue";
import type { Logger } from "../logger";
import type { RateLimiter } from "../rate-limits/limiter";

/** What the donation and ledger services use; each takes the part it needs. */
export interface DonationDeps {
  db: Database;
  payments: PaymentProvider;
  jobs: JobQueue;
  logger: Logger;
  publicUrl: string;
  rateLimiter: RateLimiter;
}

/** The donation path's dependencies, from the app's. */
export function donationDeps(deps: AppDeps, logger: Logger = deps.logger): DonationDeps {
  return {
    db: deps.db,
    payments: deps.payments,
    jobs: deps.jobs,
    logger,
    publicUrl: deps.env.PUBLIC_URL,
    rateLimiter: deps.rateLimiter,
  };
}
