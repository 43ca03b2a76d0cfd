import crypto from "node:crypto";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { Logger } from "../../logger";
import { createNowPaymentsProvider } from "./nowpayments";
import type { PaymentProvider } from "./provider";
import { createSandboxProvider } from "./sandbox";

/** The configured payment provider (PAYMENTS_PROVIDER): the sandbox unless NOWPayments is set up. */
export function createPaymentProvider(options: {
  env: Env;
  db: Database;
  logger: Logger;
  /** The auth secret, from which the sandbox's signing secret is derived when none is configured. */
  authSecret: string;
}): PaymentProvider {
  const { env, db, logger } = options;
  if (env.PAYMENTS_PROVIDER === "nowpayments") {
    return createNowPaymentsProvider({
      apiUrl: env.NOWPAYMENTS_API_URL,
      apiKey: env.NOWPAYMENTS_API_KEY ?? "",
      ipnSecret: env.NOWPAYMENTS_IPN_SECRET ?? "",
    });
  }
  const secret =
    env.SANDBOX_PAYMENTS_SECRET ??
    crypto.createHmac("sha256", options.authSecret).update("sandbox-payments").digest("hex");
  if (env.NODE_ENV === "production") {
    logger.warn(
      "PAYMENTS_PROVIDER=sandbox: donations are paid on the built-in test page and move no real money",
    );
  }
  return createSandboxProvider({ db, publicUrl: env.PUBLIC_URL, secret, logger });
}
