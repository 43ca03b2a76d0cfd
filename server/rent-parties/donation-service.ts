import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { campaignTitle } from "../../common/format";
import { parseWith } from "../../common/schemas/form-data";
import { donationCreateSchema } from "../../common/schemas/rent-party";
import type { Database } from "../db/client";
import { donations, paymentEvents, rentParties } from "../db/schema/rent-parties";
import { AppError } from "../errors";
import type { Mailer } from "../integrations/email/mailer";
import type { PaymentInfo, PaymentProvider, PaymentStatus } from "../integrations/payments/provider";
import type { Logger } from "../logger";
import { donationReceiptEmail } from "./emails";
import { isUuid, NOT_FOUND_MESSAGE, PENDING_MESSAGE } from "./rent-party-service";

export const PAYMENT_FAILED_MESSAGE = "Unable to create crypto payment. Please try again later.";

export interface DonationDeps {
  db: Database;
  payments: PaymentProvider;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

/**
 * A donor asks to give: the campaign must be verified and active whatever the browser says. The
 * donation is recorded as waiting, then the provider makes an invoice for it and we hand back its URL.
 */
export async function createDonation(
  deps: Pick<DonationDeps, "db" | "payments" | "logger" | "publicUrl">,
  input: unknown,
): Promise<{ donationId: string; invoiceUrl: string }> {
  const parsed = parseWith(donationCreateSchema, input);
  if (!parsed.ok) {
    if (parsed.fieldErrors.rent_party_id) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
    throw new AppError("BAD_REQUEST", Object.values(parsed.fieldErrors)[0], parsed.fieldErrors);
  }
  const data = parsed.data;
  const [party] = await deps.db
    .select({
      id: rentParties.id,
      title: rentParties.title,
      verified: rentParties.verified,
      isActive: rentParties.isActive,
    })
    .from(rentParties)
    .where(eq(rentParties.id, data.rent_party_id));
  if (!party?.isActive) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
  if (!party.verified) throw new AppError("FORBIDDEN", PENDING_MESSAGE);

  const [donation] = await deps.db
    .insert(donations)
    .values({
      rentPartyId: party.id,
      amountCents: data.amount,
      currency: "USD",
      provider: deps.payments.name,
      status: "waiting",
      donorName: data.donor_name,
      donorEmail: data.donor_email,
    })
    .returning({ id: donations.id });

  try {
    const invoice = await deps.payments.createInvoice({
      orderId: donation.id,
      amountCents: data.amount,
      description: `Donation to ${campaignTitle(party.title)} (Rent Party)`,
      ipnCallbackUrl: `${deps.publicUrl}/api/payments/webhook/${deps.payments.name}`,
      successUrl: `${deps.publicUrl}/party/${party.id}/thank-you?donation=${donation.id}`,
      cancelUrl: `${deps.publicUrl}/party/${party.id}`,
    });
    await deps.db
      .update(donations)
      .set({ providerInvoiceId: invoice.invoiceId, updatedAt: new Date() })
      .where(eq(donations.id, donation.id));
    return { donationId: donation.id, invoiceUrl: invoice.invoiceUrl };
  } catch (error) {
    deps.logger.error({ err: error, donationId: donation.id }, "payment invoice creation failed");
    await deps.db
      .update(donations)
      .set({ status: "failed", updatedAt: new Date() })
      .where(eq(donations.id, donation.id));
    throw new AppError("UPSTREAM_FAILED", PAYMENT_FAILED_MESSAGE);
  }
}

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

/** Claims that move money are re-checked with the provider before they are believed. */
const RECHECKED: ReadonlySet<PaymentStatus> = new Set(["finished", "refunded", "partially_paid"]);

export type NotificationOutcome =
  | { outcome: "applied"; donationId: string; from: PaymentStatus; to: PaymentStatus }
  | { outcome: "duplicate"; donationId: string }
  | { outcome: "ignored"; donationId: string; reason: string };

function receiptNumber(now: Date) {
  const day = now.toISOString().slice(0, 10).replace(/-/g, "");
  return `RP-${day}-${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
}

/**
 * A provider's notification, raw. The signature is checked first; then the donation is found by the
 * provider's invoice id; money-moving claims are re-checked with the provider; and the state change,
 * the event record and amount_raised change together in one transaction. The unique key on
 * (provider, payment id, status) makes every replay a no-op.
 */
export async function handlePaymentNotification(
  deps: DonationDeps,
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
  const claim = verified.payment;

  const donation = await findDonation(deps.db, payments.name, claim);
  if (!donation) {
    logger.warn({ provider: providerName, invoiceId: claim.invoiceId }, "notification for unknown invoice");
    throw new AppError("NOT_FOUND", "Unknown invoice");
  }

  const [seen] = await deps.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, payments.name),
        eq(paymentEvents.providerPaymentId, claim.paymentId),
        eq(paymentEvents.status, claim.status),
      ),
    );
  if (seen) return { outcome: "duplicate", donationId: donation.id };

  let status = claim.status;
  if (RECHECKED.has(claim.status)) {
    let current: PaymentInfo | null;
    try {
      current = await payments.getPayment(claim.paymentId);
    } catch (error) {
      logger.error({ err: error, paymentId: claim.paymentId }, "payment re-check failed");
      throw new AppError("UPSTREAM_FAILED", "Could not confirm the payment with the provider");
    }
    const belongs =
      current &&
      (current.invoiceId === donation.providerInvoiceId || current.orderId === donation.id) &&
      (current.orderId === null || current.orderId === donation.id);
    if (!current || !belongs) {
      logger.warn({ paymentId: claim.paymentId, donationId: donation.id }, "payment re-check disagrees");
      throw new AppError("CONFLICT", "The provider does not confirm this payment");
    }
    if (
      current.status === "finished" &&
      current.priceAmountCents !== null &&
      current.priceAmountCents !== donation.amountCents
    ) {
      logger.error(
        { paymentId: claim.paymentId, donationId: donation.id, amount: current.priceAmountCents },
        "payment amount does not match the donation",
      );
      throw new AppError("CONFLICT", "The payment amount does not match the donation");
    }
    status = current.status;
  }

  const result = await deps.db.transaction(async (tx) => {
    const [event] = await tx
      .insert(paymentEvents)
      .values({
        provider: payments.name,
        providerPaymentId: claim.paymentId,
        status,
        donationId: donation.id,
        payload: verified.payload,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!event) return { outcome: "duplicate" as const, donationId: donation.id };

    const [row] = await tx.select().from(donations).where(eq(donations.id, donation.id)).for("update");
    if (row.providerPaymentId && row.providerPaymentId !== claim.paymentId) {
      return { outcome: "ignored" as const, donationId: row.id, reason: "another payment for this invoice" };
    }
    if (!canMove(row.status, status)) {
      return { outcome: "ignored" as const, donationId: row.id, reason: `${row.status} -> ${status}` };
    }
    const now = new Date();
    const nowCounted = status === "finished";
    const wasCounted = row.status === "finished";
    await tx
      .update(donations)
      .set({
        status,
        providerPaymentId: claim.paymentId,
        updatedAt: now,
        ...(nowCounted
          ? { countedAt: row.countedAt ?? now, receiptNumber: row.receiptNumber ?? receiptNumber(now) }
          : {}),
      })
      .where(eq(donations.id, row.id));
    const delta = (nowCounted ? row.amountCents : 0) - (wasCounted ? row.amountCents : 0);
    if (delta !== 0) {
      await tx
        .update(rentParties)
        .set({ amountRaisedCents: sql`${rentParties.amountRaisedCents} + ${delta}` })
        .where(eq(rentParties.id, row.rentPartyId));
    }
    return { outcome: "applied" as const, donationId: row.id, from: row.status, to: status };
  });

  if (result.outcome === "applied" && result.to === "finished") {
    await sendReceipt(deps, result.donationId);
  }
  return result;
}

async function findDonation(db: Database, provider: string, claim: PaymentInfo) {
  if (claim.invoiceId) {
    const [byInvoice] = await db
      .select()
      .from(donations)
      .where(and(eq(donations.provider, provider), eq(donations.providerInvoiceId, claim.invoiceId)));
    if (byInvoice && (claim.orderId === null || claim.orderId === byInvoice.id)) return byInvoice;
    if (byInvoice) return null;
  }
  if (isUuid(claim.orderId)) {
    const [byOrder] = await db
      .select()
      .from(donations)
      .where(and(eq(donations.provider, provider), eq(donations.id, claim.orderId)));
    if (byOrder && (!claim.invoiceId || !byOrder.providerInvoiceId)) return byOrder;
  }
  return null;
}

/** Emails the receipt once, after the payment is counted; a mail failure is logged, never lost money. */
async function sendReceipt(deps: DonationDeps, donationId: string) {
  const [row] = await deps.db
    .select({ donation: donations, party: rentParties })
    .from(donations)
    .innerJoin(rentParties, eq(rentParties.id, donations.rentPartyId))
    .where(eq(donations.id, donationId));
  if (!row?.donation.donorEmail || row.donation.receiptSentAt) return;
  try {
    await deps.mailer.send(
      donationReceiptEmail({
        donation: row.donation,
        party: row.party,
        to: row.donation.donorEmail,
        publicUrl: deps.publicUrl,
      }),
    );
    await deps.db.update(donations).set({ receiptSentAt: new Date() }).where(eq(donations.id, donationId));
  } catch (error) {
    deps.logger.error({ err: error, donationId }, "receipt email failed");
  }
}

/** The thank-you page: the donation's state, only for the campaign it belongs to. */
export async function getDonationForThanks(db: Database, rentPartyId: string, donationId: string) {
  if (!isUuid(rentPartyId) || !isUuid(donationId)) return null;
  const [row] = await db
    .select({
      id: donations.id,
      amountCents: donations.amountCents,
      status: donations.status,
      receiptNumber: donations.receiptNumber,
      donorName: donations.donorName,
      receiptEmailed: sql<boolean>`${donations.receiptSentAt} is not null`,
    })
    .from(donations)
    .where(and(eq(donations.id, donationId), eq(donations.rentPartyId, rentPartyId)));
  return row ?? null;
}
