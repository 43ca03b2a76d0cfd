import { and, asc, eq, isNull } from "drizzle-orm";
import { isUuid } from "../../common/schemas/id";
import type { Database } from "../db/client";
import { type Donation, donations } from "../db/schema/rent-parties";
import type { PaymentInfo, PaymentProvider } from "../integrations/payments/provider";

/**
 * Why the provider's answer about a payment cannot be believed for this donation, or null when it can:
 * the payment must belong to the donation's invoice (or order), and a finished payment must be for
 * the donation's amount.
 */
export function recheckProblem(
  donation: Pick<Donation, "id" | "providerInvoiceId" | "amountCents">,
  current: PaymentInfo | null,
): string | null {
  if (!current) return "the provider does not know this payment";
  // Invoice ids are the provider's and unique; a payment made without an invoice names our order id.
  const sameInvoice = donation.providerInvoiceId !== null && current.invoiceId === donation.providerInvoiceId;
  const sameOrder = current.invoiceId === null && current.orderId === donation.id;
  if (!sameInvoice && !sameOrder) return "the payment belongs to another invoice";
  if (
    current.status === "finished" &&
    current.priceAmountCents !== null &&
    current.priceAmountCents !== donation.amountCents
  ) {
    return `the payment is for ${current.priceAmountCents} cents, not ${donation.amountCents}`;
  }
  return null;
}

/**
 * The donation a provider payment is counted on: the one that already carries this payment id; else
 * the invoice's donation that has no payment yet (the first payment claims it); else, for a further
 * payment on an invoice whose donation is taken, a new donation for the same campaign and donor, so
 * every real payment is counted once. Nothing is written until `attachPayment`, after the re-check.
 */
export type PaymentTarget =
  | { kind: "attached" | "claim"; donation: Donation }
  | { kind: "further"; donation: Donation };

export async function paymentTarget(
  db: Database,
  payments: PaymentProvider,
  claim: PaymentInfo,
): Promise<PaymentTarget | null> {
  const [byPayment] = await db
    .select()
    .from(donations)
    .where(and(eq(donations.provider, payments.name), eq(donations.providerPaymentId, claim.paymentId)));
  if (byPayment) return { kind: "attached", donation: byPayment };
  const rows = await findInvoiceDonations(db, payments.name, claim);
  const original = rows.at(0);
  if (!original) return null;
  return original.providerPaymentId === null
    ? { kind: "claim", donation: original }
    : { kind: "further", donation: original };
}

/** Ties the payment to its donation (see `paymentTarget`); safe against concurrent notifications. */
export async function attachPayment(
  db: Database,
  target: PaymentTarget,
  paymentId: string,
): Promise<Donation> {
  const original = target.donation;
  if (target.kind === "attached") return original;
  if (target.kind === "claim") {
    const [claimed] = await db
      .update(donations)
      .set({ providerPaymentId: paymentId, updatedAt: new Date() })
      .where(and(eq(donations.id, original.id), isNull(donations.providerPaymentId)))
      .returning();
    if (claimed) return claimed;
  }
  const [further] = await db
    .insert(donations)
    .values({
      rentPartyId: original.rentPartyId,
      amountCents: original.amountCents,
      currency: original.currency,
      provider: original.provider,
      livemode: original.livemode,
      providerInvoiceId: original.providerInvoiceId,
      providerPaymentId: paymentId,
      status: "waiting",
      donorName: original.donorName,
      donorEmail: original.donorEmail,
    })
    .onConflictDoNothing()
    .returning();
  if (further) return further;
  // Another notification recorded this payment at the same moment: use its row.
  const [raced] = await db
    .select()
    .from(donations)
    .where(and(eq(donations.provider, original.provider), eq(donations.providerPaymentId, paymentId)));
  return raced;
}

/** The donations of the claim's invoice, the original (oldest) first. */
async function findInvoiceDonations(db: Database, provider: string, claim: PaymentInfo) {
  if (claim.invoiceId) {
    const rows = await db
      .select()
      .from(donations)
      .where(and(eq(donations.provider, provider), eq(donations.providerInvoiceId, claim.invoiceId)))
      .orderBy(asc(donations.createdAt));
    const original = rows.at(0);
    if (original && (claim.orderId === null || claim.orderId === original.id)) return rows;
    if (original) return [];
  }
  if (isUuid(claim.orderId)) {
    const [byOrder] = await db
      .select()
      .from(donations)
      .where(and(eq(donations.provider, provider), eq(donations.id, claim.orderId)));
    if (byOrder && (!claim.invoiceId || !byOrder.providerInvoiceId)) return [byOrder];
  }
  return [];
}
