import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { ceilingCents } from "../../common/rent-party-rules";
import type { AppDeps } from "../context";
import { donations, paymentEvents, rentParties } from "../db/schema/rent-parties";
import type { PaymentStatus } from "../integrations/payments/provider";
import { EMAIL_JOB } from "../jobs/email";
import { donationReceiptEmail, stageEmail } from "./emails";
import { renterOf } from "./read-renter";

/**
 * Which state changes a notification may make. Only `finished` counts. Nothing goes back to waiting,
 * a finished payment can only be refunded, and an expired or failed one can only turn out finished
 * (a late payment the provider confirms). Anything else (a replay, a late or reordered notification)
 * leaves the ledger as it is.
 */
export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === to || to === "waiting") return false;
  switch (from) {
    case "waiting":
    case "confirming":
    case "partially_paid":
      return to !== "refunded";
    case "finished":
      return to === "refunded";
    case "failed":
    case "expired":
      return to === "finished";
    case "refunded":
      return false;
  }
}

export type NotificationOutcome =
  | { outcome: "applied"; donationId: string; from: PaymentStatus; to: PaymentStatus }
  | { outcome: "duplicate"; donationId: string }
  | { outcome: "ignored"; donationId: string; reason: string };

function receiptNumber(now: Date) {
  const day = now.toISOString().slice(0, 10).replace(/-/g, "");
  return `RP-${day}-${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
}

/**
 * Moves one donation to the provider-confirmed status, in one transaction: the event (once per
 * payment and status), the donation, amount_raised, and the donor's receipt job. Test money counts
 * only while the sandbox runs, never under a real provider.
 */
export async function applyPaymentStatus(
  deps: Pick<AppDeps, "db" | "payments" | "jobs" | "publicUrl">,
  donationId: string,
  paymentId: string,
  status: PaymentStatus,
  payload: Record<string, unknown>,
): Promise<NotificationOutcome> {
  return deps.db.transaction(async (tx) => {
    // The donation is locked before the event is written: the event's foreign key takes a shared lock
    // on the donation, and two notifications each holding that lock while asking for the row
    // exclusively deadlock. Locked first, notifications for one payment simply take turns.
    const [row] = await tx.select().from(donations).where(eq(donations.id, donationId)).for("update");
    const [event] = await tx
      .insert(paymentEvents)
      .values({ provider: deps.payments.name, providerPaymentId: paymentId, status, donationId, payload })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!event) return { outcome: "duplicate" as const, donationId };

    if (row.providerPaymentId !== paymentId) {
      return { outcome: "ignored" as const, donationId, reason: "the payment belongs to another donation" };
    }
    if (!canMove(row.status, status)) {
      return { outcome: "ignored" as const, donationId, reason: `${row.status} -> ${status}` };
    }
    const now = new Date();
    const nowCounted = status === "finished";
    const wasCounted = row.status === "finished";
    const firstCount = nowCounted && !row.countedAt;
    const sendReceipt = nowCounted && row.donorEmail !== null && row.receiptSentAt === null;
    const [updated] = await tx
      .update(donations)
      .set({
        status,
        updatedAt: now,
        ...(firstCount ? { countedAt: now } : {}),
        ...(nowCounted && !row.receiptNumber ? { receiptNumber: receiptNumber(now) } : {}),
        ...(sendReceipt ? { receiptSentAt: now } : {}),
      })
      .where(eq(donations.id, row.id))
      .returning();
    const countsHere = row.livemode || !deps.payments.livemode;
    const delta = countsHere ? (nowCounted ? row.amountCents : 0) - (wasCounted ? row.amountCents : 0) : 0;
    const [party] = await tx
      .update(rentParties)
      .set({ amountRaisedCents: sql`${rentParties.amountRaisedCents} + ${delta}` })
      .where(eq(rentParties.id, row.rentPartyId))
      .returning();
    // The payment that fills the campaign tells the renter it is funded (once: only when it crosses).
    const ceiling = ceilingCents(party);
    if (delta > 0 && party.amountRaisedCents >= ceiling && party.amountRaisedCents - delta < ceiling) {
      const renter = await renterOf(tx, party.renterId);
      if (renter) {
        await deps.jobs.send(
          EMAIL_JOB,
          stageEmail({
            party,
            to: renter.email,
            publicUrl: deps.publicUrl,
            stage: "funded",
            locale: renter.locale,
          }),
          { tx },
        );
      }
    }
    if (sendReceipt && updated.donorEmail) {
      // The receipt job commits with the payment: no counted donation without its receipt. A donor has
      // no account here: the receipt is in the language of the page they gave on.
      await deps.jobs.send(
        EMAIL_JOB,
        donationReceiptEmail({
          donation: updated,
          party,
          to: updated.donorEmail,
          publicUrl: deps.publicUrl,
          locale: updated.locale,
        }),
        { tx },
      );
    }
    return { outcome: "applied" as const, donationId: row.id, from: row.status, to: status };
  });
}
