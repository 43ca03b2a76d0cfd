import crypto from "node:crypto";
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

export const NOWPAYMENTS_SIGNATURE_HEADER = "x-nowpayments-sig";

/** NOWPayments' payment states onto ours; "confirmed" and "sending" are still on their way. */
const STATUS_MAP: Record<string, PaymentStatus> = {
  waiting: "waiting",
  confirming: "confirming",
  confirmed: "confirming",
  sending: "confirming",
  partially_paid: "partially_paid",
  finished: "finished",
  failed: "failed",
  expired: "expired",
  refunded: "refunded",
};

/** JSON with every object's keys sorted, recursively: what NOWPayments signs. */
export function sortedJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === "object") {
      return Object.fromEntries(
        Object.keys(v as Record<string, unknown>)
          .sort()
          .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return JSON.stringify(sort(value));
}

export function signNowPayments(payload: unknown, ipnSecret: string): string {
  return crypto.createHmac("sha512", ipnSecret).update(sortedJson(payload)).digest("hex");
}

function toPaymentInfo(body: Record<string, unknown>): PaymentInfo | null {
  const status = STATUS_MAP[String(body.payment_status ?? "")];
  const paymentId = body.payment_id;
  if (!status || (typeof paymentId !== "number" && typeof paymentId !== "string") || paymentId === "") {
    return null;
  }
  const invoiceId = body.invoice_id;
  return {
    paymentId: String(paymentId),
    invoiceId: invoiceId === null || invoiceId === undefined ? null : String(invoiceId),
    orderId: typeof body.order_id === "string" ? body.order_id : null,
    status,
    priceAmountCents: providerAmountToCents(body.price_amount),
  };
}

/**
 * NOWPayments: invoices over its HTTP API (POST /v1/invoice), payment look-ups (GET /v1/payment/{id}),
 * and IPN notifications signed with HMAC-SHA512 over the key-sorted JSON body with the IPN secret.
 */
export function createNowPaymentsProvider(options: {
  apiUrl: string;
  apiKey: string;
  ipnSecret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): PaymentProvider {
  const apiUrl = options.apiUrl.replace(/\/$/, "");
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await doFetch(`${apiUrl}${path}`, {
        ...init,
        headers: { "x-api-key": options.apiKey, "content-type": "application/json", ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`NOWPayments ${path}: request failed`, { cause: error });
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !body || typeof body !== "object") {
      throw new PaymentProviderError(
        `NOWPayments ${path}: HTTP ${response.status} ${String(body?.message ?? "").slice(0, 200)}`,
      );
    }
    return body;
  }

  return {
    name: "nowpayments",
    livemode: true,
    invoiceOrigin: "https://nowpayments.io",
    async createInvoice(input: CreateInvoiceInput): Promise<Invoice> {
      const body = await call("/v1/invoice", {
        method: "POST",
        body: JSON.stringify({
          price_amount: input.amountCents / 100,
          price_currency: "usd",
          order_id: input.orderId,
          order_description: input.description,
          ipn_callback_url: input.ipnCallbackUrl,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        }),
      });
      const invoiceUrl = body.invoice_url;
      if ((typeof body.id !== "string" && typeof body.id !== "number") || typeof invoiceUrl !== "string") {
        throw new PaymentProviderError("NOWPayments /v1/invoice: answer without id or invoice_url");
      }
      let url: URL;
      try {
        url = new URL(invoiceUrl);
      } catch {
        throw new PaymentProviderError("NOWPayments /v1/invoice: invoice_url is not a URL");
      }
      if (url.protocol !== "https:" && url.protocol !== "http:") {
        throw new PaymentProviderError("NOWPayments /v1/invoice: invoice_url is not http(s)");
      }
      return { invoiceId: String(body.id), invoiceUrl: url.toString() };
    },
    verifyNotification(rawBody: string, headers: Headers): VerifiedNotification {
      const signature = headers.get(NOWPAYMENTS_SIGNATURE_HEADER);
      if (!signature) return { ok: false, reason: "missing signature" };
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: "body is not JSON" };
      }
      if (!payload || typeof payload !== "object" || Array.isArray(payload)) {
        return { ok: false, reason: "body is not a JSON object" };
      }
      // NOWPayments signs the key-sorted JSON, so the body is parsed first, but nothing in it is used
      // until the signature has been checked.
      if (!signaturesMatch(signNowPayments(payload, options.ipnSecret), signature)) {
        return { ok: false, reason: "bad signature" };
      }
      const payment = toPaymentInfo(payload as Record<string, unknown>);
      if (!payment) return { ok: false, reason: "unreadable notification" };
      return { ok: true, payment, payload: payload as Record<string, unknown> };
    },
    async getPayment(paymentId: string): Promise<PaymentInfo | null> {
      if (!/^[\w-]{1,64}$/.test(paymentId)) return null;
      const body = await call(`/v1/payment/${encodeURIComponent(paymentId)}`);
      return toPaymentInfo(body);
    },
    // Listing an invoice's payments needs a logged-in (JWT) NOWPayments account, which we do not hold:
    // an IPN we never answered 200 to is retried by NOWPayments, and every payment we have heard of is
    // re-checked by id.
    async paymentsForInvoice() {
      return null;
    },
  };
}
