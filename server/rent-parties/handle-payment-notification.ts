import { and, eq } from "drizzle-orm";
import { holdsUnstorableText } from "../../common/schemas/text";
import type { AppDeps } from "../context";
import { paymentEvents } from "../db/schema/rent-parties";
import { AppError } from "../errors";
import type { PaymentInfo, PaymentStatus } from "../integrations/payments/provider";
import { applyPaymentStatus, type NotificationOutcome } from "./apply-payment-status";
import { attachPayment, paymentTarget, recheckProblem } from "./attach-payment";

/** Claims that move money are re-checked with the provider before they are believed. */
const RECHECKED: ReadonlySet<PaymentStatus> = new Set(["finished", "refunded", "partially_paid"]);

/**
 * A provider's notification, raw. The signature is checked first; the payment is then tied to its
 * donation (each payment on an invoice gets a donation of its own, so a second real payment is counted
 * too); money-moving claims are re-checked with the provider; and the state change, the event record,
 * amount_raised and the receipt job commit together. The unique key on (provider, payment id, status)
 * makes every replay a no-op.
 *
 * A claim the provider cannot be asked about, or does not know yet, is answered with an error status so
 * the provider sends it again; the payment is tied to the donation only once the provider confirms it
 * belongs to this invoice. A payment confirmed but not finished yet (confirming) is recorded with its id,
 * and `reconcilePayments` re-checks it until it settles.
 */
export async function handlePaymentNotification(
  deps: Pick<AppDeps, "db" | "payments" | "jobs" | "publicUrl" | "logger">,
  providerName: string,
  rawBody: string,
  headers: Headers,
): Promise<NotificationOutcome> {
  const { payments, logger } = deps;
  if (providerName !== payments.name) throw new AppError("NOT_FOUND", "Unknown payment provider");
  const verified = payments.verifyNotification(rawBody, headers);
  if (!verified.ok) {
    logger.warn({ provider: providerName, reason: verified.reason }, "payment notification refused");
    throw new AppError("UNAUTHENTICATED", "Invalid notification signature");
  }
  // Signed, but not something PostgreSQL can store or look up (NUL, unpaired surrogates): refused, not a 500.
  if (holdsUnstorableText(verified.payload)) {
    logger.warn({ provider: providerName }, "payment notification refused: unstorable text");
    throw new AppError("BAD_REQUEST", "Unreadable notification");
  }
  const claim = verified.payment;

  const [seen] = await deps.db
    .select({ donationId: paymentEvents.donationId })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, payments.name),
        eq(paymentEvents.providerPaymentId, claim.paymentId),
        eq(paymentEvents.status, claim.status),
      ),
    );
  if (seen?.donationId) return { outcome: "duplicate", donationId: seen.donationId };

  const target = await paymentTarget(deps.db, payments, claim);
  if (!target) {
    logger.warn({ provider: providerName, invoiceId: claim.invoiceId }, "notification for unknown invoice");
    throw new AppError("NOT_FOUND", "Unknown invoice");
  }

  let status = claim.status;
  if (RECHECKED.has(claim.status)) {
    let current: PaymentInfo | null;
    try {
      current = await payments.getPayment(claim.paymentId);
    } catch (error) {
      logger.error({ err: error, paymentId: claim.paymentId }, "payment re-check failed");
      throw new AppError("UPSTREAM_FAILED", "Could not confirm the payment with the provider");
    }
    const problem = recheckProblem(target.donation, current);
    if (problem || !current) {
      logger.warn(
        { paymentId: claim.paymentId, donationId: target.donation.id, problem },
        "payment re-check disagrees",
      );
      throw new AppError("UPSTREAM_FAILED", "The provider does not confirm this payment yet");
    }
    status = current.status;
  }
  try {
    const donation = await attachPayment(deps.db, target, claim.paymentId);
    return await applyPaymentStatus(deps, donation.id, claim.paymentId, status, verified.payload);
  } catch (error) {
    const code = lockConflictCode(error);
    if (!code) throw error;
    logger.warn(
      { err: error, code, paymentId: claim.paymentId, donationId: target.donation.id },
      "payment notification lost a race for its donation; the provider will send it again",
    );
    throw new LedgerBusyError(error);
  }
}

/**
 * A notification whose ledger write lost a race with another transaction (PostgreSQL gave up on it):
 * nothing was written, and the answer (503 with Retry-After) makes the provider send it again.
 */
export class LedgerBusyError extends AppError {
  readonly retryAfterSeconds = 10;
  constructor(cause: unknown) {
    super("UNAVAILABLE", "Another notification for this payment is being recorded; please send it again");
    this.cause = cause;
  }
}

/** PostgreSQL's codes for a transaction given up in a race for locks: run again, it goes through. */
const LOCK_CONFLICT_CODES = new Set([
  "40P01", // deadlock_detected
  "40001", // serialization_failure
  "55P03", // lock_not_available
]);

/** The lock-conflict code of a database error (Drizzle wraps the driver's error as its cause), or null. */
function lockConflictCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && LOCK_CONFLICT_CODES.has(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
