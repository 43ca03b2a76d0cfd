import { describe, expect, it } from "vitest";
import { signNowPayments } from "../integrations/payments/nowpayments";
import { appPerFile, TEST_ORIGIN, type TestApp } from "../test/app";
import type { FakeNowPayments } from "../test/fake-nowpayments";
import {
  countedSum,
  createNowPaymentsTestApp,
  donationRow,
  NOWPAYMENTS_API_KEY,
  NOWPAYMENTS_IPN_SECRET,
  nowPaymentsIpn,
  nowPaymentsPayment,
  postDonation,
  raisedCents,
  verifiedParty,
} from "../test/rent-parties";
import { PAYMENT_FAILED_MESSAGE } from "./create-donation";

const API_KEY = NOWPAYMENTS_API_KEY;
const _IPN_SECRET = NOWPAYMENTS_IPN_SECRET;

let fake: FakeNowPayments;
let t: TestApp;

appPerFile(createNowPaymentsTestApp, (made) => {
  ({ t, fake } = made);
});

const donate = (partyId: string, extra: Record<string, unknown> = {}) =>
  postDonation(t, partyId, { amount: 25, ...extra });

const ipn = (payload: Record<string, unknown>, signature?: string) => nowPaymentsIpn(t, payload, signature);

/** The provider's state of a payment, and the notification it sends about it. */
function providerSays(paymentId: number, invoiceId: string, orderId: string, status: string, price = 25) {
  const payment = nowPaymentsPayment(paymentId, invoiceId, orderId, status, price);
  fake.payments.set(String(paymentId), payment);
  return payment;
}

describe("NOWPayments provider", () => {
  it("creates an invoice over the API with our order and callback URLs", async () => {
    const party = await verifiedParty(t, { title: "Devon's back on his feet" });
    const { status, json } = await donate(party.id, { donor_email: "don@example.com" });
    expect(status).toBe(201);
    expect(json.success).toBe(true);
    expect(json.invoice_url).toMatch(/^https:\/\/nowpayments\.io\/payment\/\?iid=\d+$/);
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: "POST", url: "/v1/invoice", apiKey: API_KEY });
    expect(request.body).toEqual({
      price_amount: 25,
      price_currency: "usd",
      order_id: json.donation_id,
      order_description: "Donation to Devon's back on his feet (Rent Party)",
      ipn_callback_url: `${TEST_ORIGIN}/api/payments/webhook/nowpayments`,
      success_url: `${TEST_ORIGIN}/party/${party.id}/thank-you?donation=${json.donation_id}`,
      cancel_url: `${TEST_ORIGIN}/party/${party.id}`,
    });
    const row = await donationRow(t, json.donation_id as string);
    expect(row).toMatchObject({ provider: "nowpayments", status: "waiting" });
    expect(fake.invoices.has(row.providerInvoiceId!)).toBe(true);
  });

  it("walks every state change of the ledger; only finished counts, a refund uncounts", async () => {
    const party = await verifiedParty(t);
    const { json } = await donate(party.id, { donor_email: "don@example.com" });
    const donation = await donationRow(t, json.donation_id as string);
    const invoiceId = donation.providerInvoiceId!;
    const paymentId = 7001;
    const step = async (status: string) => {
      const res = await ipn(providerSays(paymentId, invoiceId, donation.id, status));
      expect(res.status).toBe(200);
      return {
        outcome: ((await res.json()) as { outcome: string }).outcome,
        row: await donationRow(t, donation.id),
        raised: await raisedCents(t, party.id),
      };
    };

    let s = await step("waiting");
    expect(s.outcome).toBe("ignored"); // already waiting: recorded, nothing to change
    s = await step("confirming");
    expect([s.outcome, s.row.status, s.raised]).toEqual(["applied", "confirming", 0]);
    s = await step("confirmed"); // NOWPayments' "confirmed" is still confirming for us
    expect([s.row.status, s.raised]).toEqual(["confirming", 0]);
    s = await step("partially_paid");
    expect([s.outcome, s.row.status, s.raised]).toEqual(["applied", "partially_paid", 0]);
    const mailBefore = t.mailer.sent.length;
    s = await step("finished");
    expect([s.outcome, s.row.status, s.raised]).toEqual(["applied", "finished", 2500]);
    expect(s.row.providerPaymentId).toBe(String(paymentId));
    expect(s.row.receiptNumber).toMatch(/^RP-\d{8}-[0-9A-F]{8}$/);
    await t.drainJobs();
    expect(t.mailer.sent.slice(mailBefore).map((m) => m.to)).toEqual(["don@example.com"]);
    s = await step("refunded");
    expect([s.outcome, s.row.status, s.raised]).toEqual(["applied", "refunded", 0]);
    s = await step("finished"); // a stale "finished" after the refund
    expect([s.row.status, s.raised]).toEqual(["refunded", 0]);
    expect(await raisedCents(t, party.id)).toBe(await countedSum(t, party.id));
  });

  it("failed and expired count nothing; a late payment the provider confirms is counted", async () => {
    const party = await verifiedParty(t);
    const a = await donationRow(t, (await donate(party.id)).json.donation_id as string);
    await ipn(providerSays(7101, a.providerInvoiceId!, a.id, "failed"));
    expect((await donationRow(t, a.id)).status).toBe("failed");
    const b = await donationRow(t, (await donate(party.id)).json.donation_id as string);
    await ipn(providerSays(7102, b.providerInvoiceId!, b.id, "expired"));
    expect((await donationRow(t, b.id)).status).toBe("expired");
    expect(await raisedCents(t, party.id)).toBe(0);
    const late = await ipn(providerSays(7102, b.providerInvoiceId!, b.id, "finished"));
    expect(await late.json()).toMatchObject({ outcome: "applied", from: "expired", to: "finished" });
    expect(await raisedCents(t, party.id)).toBe(2500);
  });

  it("believes the provider, not the notification: a premature 'finished' is not counted", async () => {
    const party = await verifiedParty(t);
    const d = await donationRow(t, (await donate(party.id)).json.donation_id as string);
    const real = providerSays(7201, d.providerInvoiceId!, d.id, "confirming");
    await ipn(real);
    const claim = { ...real, payment_status: "finished" }; // provider still says confirming
    const res = await ipn(claim);
    expect(res.status).toBe(200);
    expect((await donationRow(t, d.id)).status).toBe("confirming");
    expect(await raisedCents(t, party.id)).toBe(0);
    // When the payment really finishes, its notification is not mistaken for a replay.
    await ipn(providerSays(7201, d.providerInvoiceId!, d.id, "finished"));
    expect(await raisedCents(t, party.id)).toBe(2500);
  });

  it("refuses a finished payment whose amount differs from the donation, or that belongs elsewhere", async () => {
    const party = await verifiedParty(t);
    const d = await donationRow(t, (await donate(party.id)).json.donation_id as string);
    const cheap = await ipn(providerSays(7301, d.providerInvoiceId!, d.id, "finished", 1));
    expect(cheap.status).toBe(502);
    const other = await donationRow(t, (await donate(party.id)).json.donation_id as string);
    // A real payment for another invoice, replayed against this one.
    providerSays(7302, other.providerInvoiceId!, other.id, "finished");
    const swapped = await ipn({
      ...fake.payments.get("7302")!,
      invoice_id: Number(d.providerInvoiceId),
      order_id: d.id,
    });
    expect(swapped.status).toBe(502);
    expect((await donationRow(t, d.id)).status).toBe("waiting");
    expect(await raisedCents(t, party.id)).toBe(0);
  });

  it("answers the spec's failure message when the invoice API fails or answers nonsense", async () => {
    const party = await verifiedParty(t);
    for (const mode of ["http", "bad-url"] as const) {
      fake.failInvoices = mode;
      const { status, json } = await donate(party.id);
      expect(status).toBe(502);
      expect(json).toMatchObject({ success: false, error: { message: PAYMENT_FAILED_MESSAGE } });
    }
    fake.failInvoices = false;
  });

  it("lets a no-JavaScript donation form be redirected to the provider's invoice page (CSP form-action)", async () => {
    const res = await t.request("/api/health");
    expect(res.headers.get("content-security-policy")).toContain("form-action 'self' https://nowpayments.io");
  });

  it("signs key-sorted JSON: the same payload in another key order has the same signature", () => {
    const a = { b: 1, a: { d: 2, c: [{ f: 1, e: 2 }] } };
    const b = { a: { c: [{ e: 2, f: 1 }], d: 2 }, b: 1 };
    expect(signNowPayments(a, "k")).toBe(signNowPayments(b, "k"));
    expect(signNowPayments(a, "k")).toMatch(/^[0-9a-f]{128}$/);
  });
});
