import { createAuth } from "./auth/auth";
import { RateLimiter } from "./auth/rate-limit";
import type { AppDeps } from "./context";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import { createMailer, type Mailer } from "./integrations/email/mailer";
import { createMarketData, type MarketDataProvider } from "./integrations/market-data/market-data";
import { createPaymentProvider } from "./integrations/payments/create-provider";
import type { Logger } from "./logger";
import { resolveAuthSecret } from "./secret";

/** Builds the request dependencies from settings and an open database (start-up and tests). */
export function createDeps(
  env: Env,
  database: DatabaseHandle,
  logger: Logger,
  overrides: { mailer?: Mailer; marketData?: MarketDataProvider } = {},
): AppDeps {
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, logger });
  const secret = resolveAuthSecret(env.BETTER_AUTH_SECRET, env.DATA_DIR);
  const auth = createAuth({ db: database.db, publicUrl: env.PUBLIC_URL, secret, mailer });
  return {
    env,
    db: database.db,
    dbKind: database.kind,
    auth,
    mailer,
    logger,
    authRateLimiter: new RateLimiter(env.AUTH_RATE_LIMIT_PER_MINUTE),
    marketData:
      overrides.marketData ??
      createMarketData({ url: env.MARKET_DATA_URL, apiKey: env.MARKET_DATA_KEY, db: database.db, logger }),
    payments: createPaymentProvider({ env, db: database.db, logger, authSecret: secret }),
  };
}
