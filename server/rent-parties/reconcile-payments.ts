import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { AppDeps } from "../context";
import { donations } from "../db/schema/rent-parties";
import { isSandboxProvider } from "../integrations/payments/sandbox";
import { applyPaymentStatus, type NotificationOutcome } from "./apply-payment-status";
import { attachPayment, paymentTarget, recheckProblem } from "./attach-payment";

/** A donation left waiting or confirming this long is re-checked with the provider. */
export const RECONCILE_AFTER_MINUTES = 5;
/** A donation no payment ever arrived for is closed as expired after this long. */
export const ABANDONED_AFTER_DAYS = 7;
/**
 * A run takes no further donation after this long; the rest wait for the next run (every 2 minutes),
 * which starts with the donations checked longest ago. With one provider call of at most 10 s on top,
 * a run ends well inside the job's expiry (`SCHEDULED_JOB_EXPIRE_SECONDS`, server/jobs/queue.ts), so a
 * live run is never taken for a crashed one.
 */
export const RECONCILE_BUDGET_SECONDS = 45;
const BATCH = 200;
const UNSETTLED = ["waiting", "confirming", "partially_paid"] as const;

export interface ReconcileReport {
  /** Sandbox notifications that had not got through and now did. */
  resent: number;
  checked: number;
  /** Donations left for the next run: this one used up its time. */
  deferred: number;
  applied: number;
  expired: number;
  errors: number;
}

/**
 * The safety net under the webhook (runs as the `payments-reconcile` job, every few minutes, once
 * across all instances): every donation still waiting, confirming or partly paid after a few minutes
 * is re-checked with the provider, and whatever the provider confirms is applied through the same
 * ledger path as a notification. So a crash between being paid and being counted, a notification
 * that never arrived, or one the provider could not confirm yet, all end up counted exactly once.
 */
export async function reconcilePayments(
  deps: Pick<AppDeps, "db" | "payments" | "jobs" | "publicUrl" | "logger">,
  now = new Date(),
  budgetMs = RECONCILE_BUDGET_SECONDS * 1000,
): Promise<ReconcileReport> {
  const { db, payments, logger } = deps;
  const stopAt = Date.now() + budgetMs;
  const report: ReconcileReport = { resent: 0, checked: 0, deferred: 0, applied: 0, expired: 0, errors: 0 };
  const cutoff = new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000);

  if (isSandboxProvider(payments)) report.resent = await payments.resendUnsentNotifications(cutoff);

  const unsettled = await db
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.provider, payments.name),
        lt(donations.updatedAt, cutoff),
        or(
          inArray(donations.status, UNSETTLED),
          // An expired or failed payment can still turn out paid (a late payment the provider confirms).
          and(
            inArray(donations.status, ["expired", "failed"]),
            isNotNull(donations.providerPaymentId),
            gt(donations.createdAt, new Date(now.getTime() - ABANDONED_AFTER_DAYS * 86_400_000)),
          ),
        ),
      ),
    )
    .orderBy(asc(donations.updatedAt))
    .limit(BATCH);

  const count = (outcome: NotificationOutcome) => {
    if (outcome.outcome === "applied") report.applied++;
  };

  for (const donation of unsettled) {
    // Out of time: the rest wait for the next run (each run checks at least one donation).
    if (report.checked > 0 && Date.now() >= stopAt) {
      report.deferred = unsettled.length - report.checked;
      break;
    }
    report.checked++;
    try {
      if (donation.providerPaymentId) {
        const current = await payments.getPayment(donation.providerPaymentId);
        const problem = recheckProblem(donation, current);
        if (current && !problem && current.status !== donation.status) {
          count(
            await applyPaymentStatus(
              deps,
              donation.id,
              current.paymentId,
              current.status,
              reconciled(current),
            ),
          );
        } else if (problem) {
          logger.warn(
            { donationId: donation.id, problem },
            "reconcile: provider does not confirm the payment",
          );
        }
      } else if (donation.providerInvoiceId) {
        const found = (await payments.paymentsForInvoice(donation.providerInvoiceId)) ?? [];
        for (const payment of found) {
          const target = await paymentTarget(db, payments, payment);
          if (!target || recheckProblem(target.donation, payment)) continue;
          const owner = await attachPayment(db, target, payment.paymentId);
          count(
            await applyPaymentStatus(deps, owner.id, payment.paymentId, payment.status, reconciled(payment)),
          );
        }
        if (
          found.length === 0 &&
          donation.createdAt.getTime() < now.getTime() - ABANDONED_AFTER_DAYS * 86_400_000
        ) {
          await db
            .update(donations)
            .set({ status: "expired", updatedAt: now })
            .where(and(eq(donations.id, donation.id), isNull(donations.providerPaymentId)));
          report.expired++;
        }
      }
    } catch (err) {
      report.errors++;
      logger.error({ err, donationId: donation.id }, "reconcile: donation check failed");
    }
    // Checked now: the next run starts with the donations checked longest ago.
    await db
      .update(donations)
      .set({ updatedAt: sql`greatest(${donations.updatedAt}, ${now})` })
      .where(and(eq(donations.id, donation.id), ne(donations.status, "finished")));
  }
  if (report.applied || report.resent || report.expired || report.errors || report.deferred) {
    logger.info(report, "payments reconciled");
  }
  return report;
}

function reconciled(payment: { paymentId: string; status: string }) {
  return { source: "reconcile", payment_id: payment.paymentId, payment_status: payment.status };
}
