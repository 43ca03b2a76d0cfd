import crypto from "node:crypto";

/** The donation states of our ledger; providers' own states are mapped onto these. */
export const PAYMENT_STATUSES = [
  "waiting",
  "confirming",
  "finished",
  "partially_paid",
  "failed",
  "expired",
  "refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface CreateInvoiceInput {
  /** Our donation id: the provider hands it back in every notification. */
  orderId: string;
  amountCents: number;
  description: string;
  ipnCallbackUrl: string;
  successUrl: string;
  cancelUrl: string;
}

export interface Invoice {
  invoiceId: string;
  invoiceUrl: string;
}

/** What a verified notification or a payment look-up says about a payment. */
export interface PaymentInfo {
  paymentId: string;
  invoiceId: string | null;
  orderId: string | null;
  status: PaymentStatus;
  /** The invoiced amount in USD cents, when the provider says. */
  priceAmountCents: number | null;
}

export type VerifiedNotification =
  | { ok: true; payment: PaymentInfo; payload: Record<string, unknown> }
  | { ok: false; reason: string };

/**
 * A payment provider (the sandbox or a real one, by settings): it creates invoices, verifies its signed
 * notifications and answers what a payment's state is now, so a notification is never trusted on its own.
 */
export interface PaymentProvider {
  readonly name: "sandbox" | "nowpayments";
  /** False for the sandbox: its donations are test money, kept apart from real money. */
  readonly livemode: boolean;
  /** Origin of the provider's hosted invoice pages (for the CSP and redirects). */
  readonly invoiceOrigin: string;
  createInvoice(input: CreateInvoiceInput): Promise<Invoice>;
  /** Checks the signature over the raw body before anything else reads it. */
  verifyNotification(rawBody: string, headers: Headers): VerifiedNotification;
  /** Asks the provider for the payment's current state. */
  getPayment(paymentId: string): Promise<PaymentInfo | null>;
  /**
   * The payments made on one invoice, for reconciling a donation we never heard about. Null when the
   * provider cannot list them (then only its notifications, which it retries, tell us).
   */
  paymentsForInvoice(invoiceId: string): Promise<PaymentInfo[] | null>;
}

/** A provider call that failed (network, HTTP status or an answer we cannot read). */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}

/** Constant-time comparison of two hex signatures. */
export function signaturesMatch(expectedHex: string, givenHex: string | null | undefined): boolean {
  if (!givenHex || !/^[0-9a-f]+$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, "hex");
  const given = Buffer.from(givenHex.toLowerCase(), "hex");
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** Dollars as a provider sends them (25, "25.00") to integer cents; null when unreadable. */
export function providerAmountToCents(value: unknown): number | null {
  const n = typeof value === "string" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n) || n < 0) return null;
  return Math.round(n * 100);
}
