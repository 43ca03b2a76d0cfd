import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { deploymentState, donations, rentParties } from "../db/schema/rent-parties";
import type { Logger } from "../logger";

const PAYMENTS_MODE_KEY = "payments_livemode";

/**
 * Keeps amounts raised true to the payment mode (test money is never passed off as real): while the sandbox
 * runs, test money counts; on a real provider, only real money does. Run at start-up; when the mode differs
 * from the one that last ran, every campaign's amount is recomputed from its finished donations. The
 * donations table is locked for the recomputation, so no notification can slip between the sum and the write.
 */
export async function alignAmountsWithPaymentMode(db: Database, livemode: boolean, logger: Logger) {
  const value = livemode ? "live" : "test";
  await db.transaction(async (tx) => {
    const [state] = await tx
      .select({ value: deploymentState.value })
      .from(deploymentState)
      .where(eq(deploymentState.key, PAYMENTS_MODE_KEY))
      .for("update");
    if (state?.value === value) return;
    // Fresh databases start in test mode with nothing real to lose; only a switch needs the sum.
    if (state || livemode) {
      await tx.execute(sql`lock table ${donations} in share mode`);
      await tx.update(rentParties).set({
        amountRaisedCents: sql`coalesce((
          select sum(d.amount_cents) from donations d
          where d.rent_party_id = ${rentParties.id} and d.status = 'finished' and (d.livemode or ${!livemode})
        ), 0)`,
      });
      logger.warn({ mode: value }, "payment mode changed: amounts raised recomputed for this mode");
    }
    await tx
      .insert(deploymentState)
      .values({ key: PAYMENTS_MODE_KEY, value })
      .onConflictDoUpdate({ target: deploymentState.key, set: { value, updatedAt: new Date() } });
  });
}
