import crypto from "node:crypto";
import { and, asc, eq, isNull, lt, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type SandboxInvoice, sandboxInvoices } from "../../db/schema/rent-parties";
import type { Logger } from "../../logger";
import {
  type CreateInvoiceInput,
  type Invoice,
  type PaymentInfo,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStatus,
  providerAmountToCents,
  signaturesMatch,
  type VerifiedNotification,
} from "./provider";

export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-sig";
/** Where the sandbox's hosted invoice page lives on our own site. */
export const SANDBOX_INVOICE_PATH = "/sandbox/invoice";

export function signSandbox(rawBody: string, secret: string): string {
  return crypto.createHmac("sha512", secret).update(rawBody).digest("hex");
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: "sandbox";
  getInvoice(invoiceId: string): Promise<SandboxInvoice | null>;
  /** The donor pays: the invoice is finished and the webhook hears "confirming" then "finished". */
  pay(invoiceId: string): Promise<{ redirectTo: string } | null>;
  /** The donor lets it expire: the webhook hears "expired". */
  expire(invoiceId: string): Promise<{ redirectTo: string } | null>;
  /**
   * Sends again the final notification of every invoice settled before `settledBefore` whose
   * notification never got through (a crash, our server down). Returns how many got through now.
   */
  resendUnsentNotifications(settledBefore: Date): Promise<number>;
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === "sandbox";
}

const INVOICE_ID = /^sbx_inv_[0-9a-f]{24}$/;

/**
 * The built-in provider (the default): invoices live in our database and are paid on our own hosted
 * page; paying sends an HMAC-SHA512-signed notification (over the raw body) to the webhook over HTTP,
 * the same way a real provider does, so the whole ledger path runs without any outside service.
 */
export function createSandboxProvider(options: {
  db: Database;
  publicUrl: string;
  secret: string;
  logger: Logger;
  fetch?: typeof fetch;
}): SandboxProvider {
  const { db, secret, logger } = options;
  const doFetch = options.fetch ?? fetch;
  const origin = new URL(options.publicUrl).origin;

  function info(row: SandboxInvoice): PaymentInfo | null {
    if (!row.paymentId) return null;
    return {
      paymentId: row.paymentId,
      invoiceId: row.id,
      orderId: row.orderId,
      status: row.status,
      priceAmountCents: row.priceAmountCents,
    };
  }

  /** POSTs one signed notification; true when our webhook accepted it. */
  async function notify(row: SandboxInvoice, status: PaymentStatus): Promise<boolean> {
    const body = JSON.stringify({
      payment_id: row.paymentId,
      invoice_id: row.id,
      order_id: row.orderId,
      order_description: row.orderDescription,
      payment_status: status,
      price_amount: row.priceAmountCents / 100,
      price_currency: "usd",
      pay_currency: "usdc",
      actually_paid: status === "finished" || status === "confirming" ? row.priceAmountCents / 100 : 0,
      updated_at: new Date().toISOString(),
    });
    try {
      const response = await doFetch(row.ipnCallbackUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [SANDBOX_SIGNATURE_HEADER]: signSandbox(body, secret),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        logger.warn({ status: response.status, invoiceId: row.id }, "sandbox notification refused");
      }
      return response.ok;
    } catch (error) {
      logger.error({ err: error, invoiceId: row.id }, "sandbox notification failed");
      return false;
    }
  }

  /** The final notification; once our webhook has it, the invoice is done with. */
  async function notifySettled(row: SandboxInvoice): Promise<boolean> {
    const delivered = await notify(row, row.status);
    if (delivered) {
      await db.update(sandboxInvoices).set({ notifiedAt: new Date() }).where(eq(sandboxInvoices.id, row.id));
    }
    return delivered;
  }

  async function settle(invoiceId: string, to: "finished" | "expired") {
    if (!INVOICE_ID.test(invoiceId)) return null;
    const paymentId = `sbx_pay_${crypto.randomBytes(12).toString("hex")}`;
    const [updated] = await db
      .update(sandboxInvoices)
      .set({ status: to, paymentId, updatedAt: new Date() })
      .where(and(eq(sandboxInvoices.id, invoiceId), eq(sandboxInvoices.status, "waiting")))
      .returning();
    if (!updated) {
      const [current] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId));
      if (!current) return null;
      return { redirectTo: current.status === "finished" ? current.successUrl : current.cancelUrl };
    }
    if (to === "finished") {
      await notify(updated, "confirming");
      await notifySettled(updated);
      return { redirectTo: updated.successUrl };
    }
    await notifySettled(updated);
    return { redirectTo: updated.cancelUrl };
  }

  return {
    name: "sandbox",
    livemode: false,
    invoiceOrigin: origin,
    async createInvoice(input: CreateInvoiceInput): Promise<Invoice> {
      const id = `sbx_inv_${crypto.randomBytes(12).toString("hex")}`;
      try {
        await db.insert(sandboxInvoices).values({
          id,
          orderId: input.orderId,
          orderDescription: input.description,
          priceAmountCents: input.amountCents,
          ipnCallbackUrl: input.ipnCallbackUrl,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
        });
      } catch (error) {
        throw new PaymentProviderError("sandbox: could not create the invoice", { cause: error });
      }
      return { invoiceId: id, invoiceUrl: `${origin}${SANDBOX_INVOICE_PATH}/${id}` };
    },
    verifyNotification(rawBody: string, headers: Headers): VerifiedNotification {
      // The signature covers the raw bytes: checked before the body is parsed.
      if (!signaturesMatch(signSandbox(rawBody, secret), headers.get(SANDBOX_SIGNATURE_HEADER))) {
        return { ok: false, reason: "bad signature" };
      }
      let payload: Record<string, unknown>;
      try {
        payload = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: "body is not JSON" };
      }
      const status = String(payload?.payment_status ?? "");
      const known = ["waiting", "confirming", "finished", "partially_paid", "failed", "expired", "refunded"];
      if (typeof payload?.payment_id !== "string" || !known.includes(status)) {
        return { ok: false, reason: "unreadable notification" };
      }
      return {
        ok: true,
        payload,
        payment: {
          paymentId: payload.payment_id,
          invoiceId: typeof payload.invoice_id === "string" ? payload.invoice_id : null,
          orderId: typeof payload.order_id === "string" ? payload.order_id : null,
          status: status as PaymentStatus,
          priceAmountCents: providerAmountToCents(payload.price_amount),
        },
      };
    },
    async getPayment(paymentId: string): Promise<PaymentInfo | null> {
      const [row] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.paymentId, paymentId));
      return row ? info(row) : null;
    },
    async paymentsForInvoice(invoiceId: string): Promise<PaymentInfo[]> {
      if (!INVOICE_ID.test(invoiceId)) return [];
      const [row] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId));
      const payment = row ? info(row) : null;
      return payment ? [payment] : [];
    },
    async resendUnsentNotifications(settledBefore: Date) {
      const rows = await db
        .select()
        .from(sandboxInvoices)
        .where(
          and(
            ne(sandboxInvoices.status, "waiting"),
            isNull(sandboxInvoices.notifiedAt),
            lt(sandboxInvoices.updatedAt, settledBefore),
          ),
        )
        .orderBy(asc(sandboxInvoices.updatedAt))
        .limit(100);
      let delivered = 0;
      for (const row of rows) if (await notifySettled(row)) delivered++;
      return delivered;
    },
    async getInvoice(invoiceId: string) {
      if (!INVOICE_ID.test(invoiceId)) return null;
      const [row] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, invoiceId));
      return row ?? null;
    },
    pay: (invoiceId) => settle(invoiceId, "finished"),
    expire: (invoiceId) => settle(invoiceId, "expired"),
  };
}
