import crypto from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { publicCampaignTitle } from "../../common/format";
import {
  ceilingCents,
  DONATION_HOLD_MINUTES,
  FULLY_PLEDGED_MESSAGE,
  GOAL_REACHED_MESSAGE,
  goalReached,
  tooMuchMessage,
} from "../../common/rent-party-rules";
import { type DonationCreateInput, donationCreateSchema } from "../../common/schemas/rent-party";
import { holdsUnstorableText } from "../../common/schemas/text";
import type { AppDeps } from "../context";
import type { Database, Executor } from "../db/client";
import { type Donation, donations, paymentEvents, rentParties } from "../db/schema/rent-parties";
import { AppError } from "../errors";
import type { PaymentInfo, PaymentProvider, PaymentStatus } from "../integrations/payments/provider";
import type { JobQueue } from "../jobs/queue";
import type { Logger } from "../logger";
import { RATE_LIMIT_MESSAGE, type RateLimiter } from "../rate-limits/limiter";
import { firstFieldError, parseInput } from "../validation";
import { donationReceiptEmail, stageEmail } from "./emails";
import { isUuid, NOT_FOUND_MESSAGE, PENDING_MESSAGE, renterEmailOf } from "./rent-party-service";

export const CLOSED_MESSAGE = "This campaign is closed and no longer takes donations.";
export const PAYMENT_FAILED_MESSAGE = "Unable to create crypto payment. Please try again later.";

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

/**
 * A donor asks to give: the campaign must be verified, active and still short of its ceiling whatever the
 * browser says, and the amount at most what it still needs (`reserveDonation`). The donation is recorded
 * as waiting, then the provider makes an invoice for it and we hand back its URL.
 * Attempts are limited per client address (each one creates a provider invoice), whichever way in.
 */
export async function createDonation(
  deps: Pick<DonationDeps, "db" | "payments" | "logger" | "publicUrl" | "rateLimiter">,
  input: unknown,
  client: { ip: string },
): Promise<{ donationId: string; invoiceUrl: string }> {
  if (!(await deps.rateLimiter.consume("donation", client.ip))) {
    throw new AppError("RATE_LIMITED", RATE_LIMIT_MESSAGE);
  }
  // A campaign id that is not a UUID names no campaign: "not found", before any other check of the input.
  const rentPartyId =
    input && typeof input === "object" ? (input as { rent_party_id?: unknown }).rent_party_id : null;
  if (!isUuid(rentPartyId)) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
  const data = parseInput(donationCreateSchema, input, firstFieldError);
  const { party, donation } = await reserveDonation(deps, data);

  try {
    const invoice = await deps.payments.createInvoice({
      orderId: donation.id,
      amountCents: data.amount,
      description: `Donation to ${publicCampaignTitle(party)} (Rent Party)`,
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

/** A donation above what the campaign still needs: refused, with the amount it can take instead. */
export class DonationTooLargeError extends AppError {
  readonly remainingCents: number;
  constructor(remainingCents: number) {
    const message = tooMuchMessage(remainingCents);
    super("BAD_REQUEST", message, { amount: message });
    this.remainingCents = remainingCents;
  }
}

/**
 * What a campaign can still take: its ceiling (the goal, or the confirmed amount owed if lower) less what
 * was raised and less the dollars held by invoices opened in the last hour and not settled yet. Read
 * with the campaign row locked (`reserveDonation`) so two donors never get the same last dollars.
 */
export async function remainingCents(
  db: Executor,
  party: { id: string; goalAmountCents: number; amountOwedCents: number | null; amountRaisedCents: number },
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - DONATION_HOLD_MINUTES * 60_000);
  const [{ held }] = await db
    .select({ held: sql<number>`coalesce(sum(${donations.amountCents}), 0)::int` })
    .from(donations)
    .where(
      and(
        eq(donations.rentPartyId, party.id),
        gt(donations.createdAt, since),
        inArray(donations.status, ["waiting", "confirming"]),
      ),
    );
  return Math.max(0, ceilingCents(party) - party.amountRaisedCents - Number(held));
}

/**
 * Locks the campaign (SELECT ... FOR UPDATE), checks it can take this amount, and records the donation
 * as waiting in the same transaction: its dollars are held from that moment.
 */
async function reserveDonation(deps: Pick<DonationDeps, "db" | "payments">, data: DonationCreateInput) {
  return deps.db.transaction(async (tx) => {
    const [party] = await tx
      .select({
        id: rentParties.id,
        title: rentParties.title,
        headlineName: rentParties.headlineName,
        verified: rentParties.verified,
        isActive: rentParties.isActive,
        closedAt: rentParties.closedAt,
        goalAmountCents: rentParties.goalAmountCents,
        amountOwedCents: rentParties.amountOwedCents,
        amountRaisedCents: rentParties.amountRaisedCents,
      })
      .from(rentParties)
      .where(eq(rentParties.id, data.rent_party_id))
      .for("update");
    if (!party?.isActive) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
    if (!party.verified) throw new AppError("FORBIDDEN", PENDING_MESSAGE);
    if (party.closedAt) {
      throw new AppError("CONFLICT", CLOSED_MESSAGE, { amount: CLOSED_MESSAGE });
    }
    if (goalReached(party)) {
      const message = `${GOAL_REACHED_MESSAGE} This campaign is no longer taking donations.`;
      throw new AppError("CONFLICT", message, { amount: message });
    }
    const remaining = await remainingCents(tx, party);
    if (remaining <= 0)
      throw new AppError("CONFLICT", FULLY_PLEDGED_MESSAGE, { amount: FULLY_PLEDGED_MESSAGE });
    if (data.amount > remaining) throw new DonationTooLargeError(remaining);
    const [donation] = await tx
      .insert(donations)
      .values({
        rentPartyId: party.id,
        amountCents: data.amount,
        currency: "USD",
        provider: deps.payments.name,
        livemode: deps.payments.livemode,
        status: "waiting",
        donorName: data.donor_name,
        donorEmail: data.donor_email,
      })
      .returning({ id: donations.id });
    return { party, donation };
  });
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

/**
 * Moves one donation to the provider-confirmed status, in one transaction: the event (once per
 * payment and status), the donation, amount_raised, and the donor's receipt job. Test money counts
 * only while the sandbox runs (decisions.md 20).
 */
export async function applyPaymentStatus(
  deps: Pick<DonationDeps, "db" | "payments" | "jobs" | "publicUrl">,
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
      const renterEmail = await renterEmailOf(tx, party.renterId);
      if (renterEmail) {
        await deps.jobs.send(
          "email-send",
          stageEmail({ party, to: renterEmail, publicUrl: deps.publicUrl, stage: "funded" }),
          { tx },
        );
      }
    }
    if (sendReceipt && updated.donorEmail) {
      // The receipt job commits with the payment: no counted donation without its receipt.
      await deps.jobs.send(
        "email-send",
        donationReceiptEmail({ donation: updated, party, to: updated.donorEmail, publicUrl: deps.publicUrl }),
        { tx },
      );
    }
    return { outcome: "applied" as const, donationId: row.id, from: row.status, to: status };
  });
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
