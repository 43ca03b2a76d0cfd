import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Donation, paymentEvents, sandboxInvoices } from "../db/schema/rent-parties";
import { NOWPAYMENTS_SIGNATURE_HEADER, signNowPayments } from "../integrations/payments/nowpayments";
import { SANDBOX_SIGNATURE_HEADER, signSandbox } from "../integrations/payments/sandbox";
import type { TestApp } from "../test/app";
import type { FakeNowPayments } from "../test/fake-nowpayments";
import {
  countedSum,
  createNowPaymentsTestApp,
  createPartyTestApp,
  donationRow,
  NOWPAYMENTS_IPN_SECRET,
  postDonation,
  raisedCents,
  SANDBOX_SECRET,
  verifiedParty,
} from "../test/rent-parties";

type Payload = Record<string, unknown>;
type FinalStatus = "finished" | "expired";

/**
 * What the ledger scenarios need from a payment provider: its own record of a payment (as the
 * provider's API will report it on re-check) and its notifications, signed its way. The scenarios
 * below run once per provider, so both keep the same guarantees.
 */
interface ProviderHarness {
  name: string;
  start(): Promise<TestApp>;
  /** The provider records this status for the donation's payment and returns the notification it sends. */
  providerSays(t: TestApp, donation: Donation, status: FinalStatus): Promise<Payload>;
  /** A notification about a payment the provider has no record of. */
  unknownPayment(donation: Donation): Payload;
  webhookPath: string;
  signatureHeader: string;
  sign(rawBody: string, secret: string): string;
  secret: string;
}

let nextPaymentNumber = 9000;

const sandbox: ProviderHarness = {
  name: "sandbox",
  start: () => createPartyTestApp(),
  async providerSays(t, donation, status) {
    const paymentId = `sbx_pay_${String(nextPaymentNumber++).padStart(24, "0")}`;
    const [invoice] = await t.deps.db
      .update(sandboxInvoices)
      .set({ status, paymentId, updatedAt: new Date() })
      .where(eq(sandboxInvoices.id, donation.providerInvoiceId!))
      .returning();
    return {
      payment_id: invoice.paymentId,
      invoice_id: invoice.id,
      order_id: invoice.orderId,
      payment_status: status,
      price_amount: invoice.priceAmountCents / 100,
      price_currency: "usd",
    };
  },
  unknownPayment: (donation) => ({
    payment_id: "sbx_pay_never_paid",
    invoice_id: donation.providerInvoiceId,
    order_id: donation.id,
    payment_status: "finished",
    price_amount: donation.amountCents / 100,
  }),
  webhookPath: "/api/payments/webhook/sandbox",
  signatureHeader: SANDBOX_SIGNATURE_HEADER,
  sign: signSandbox,
  secret: SANDBOX_SECRET,
};

let fake: FakeNowPayments;
const nowPayments: ProviderHarness = {
  name: "NOWPayments",
  async start() {
    const started = await createNowPaymentsTestApp();
    fake = started.fake;
    return started.t;
  },
  async providerSays(_t, donation, status) {
    const paymentId = nextPaymentNumber++;
    const payment = {
      payment_status: status,
      payment_id: paymentId,
      invoice_id: Number(donation.providerInvoiceId),
      order_id: donation.id,
      price_amount: donation.amountCents / 100,
      price_currency: "usd",
      pay_amount: 25.01,
      actually_paid: status === "finished" ? 25.01 : 0,
      pay_currency: "usdttrc20",
    };
    fake.payments.set(String(paymentId), payment);
    return payment;
  },
  unknownPayment: (donation) => ({
    payment_status: "finished",
    payment_id: 1,
    invoice_id: Number(donation.providerInvoiceId),
    order_id: donation.id,
    price_amount: donation.amountCents / 100,
    price_currency: "usd",
  }),
  webhookPath: "/api/payments/webhook/nowpayments",
  signatureHeader: NOWPAYMENTS_SIGNATURE_HEADER,
  // NOWPayments signs the key-sorted JSON, not the raw body.
  sign: (rawBody, secret) => signNowPayments(JSON.parse(rawBody) as Payload, secret),
  secret: NOWPAYMENTS_IPN_SECRET,
};

describe.each([sandbox, nowPayments])("the ledger on the $name provider", (provider) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await provider.start();
  });
  afterAll(() => t.close());

  // signature: undefined signs properly, null sends none, a string is sent as is.
  function notify(payload: Payload, signature?: string | null) {
    const body = JSON.stringify(payload);
    return t.request(provider.webhookPath, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(signature === undefined
          ? { [provider.signatureHeader]: provider.sign(body, provider.secret) }
          : signature === null
            ? {}
            : { [provider.signatureHeader]: signature }),
      },
      body,
    });
  }

  async function waitingDonation(donorEmail?: string) {
    const party = await verifiedParty(t);
    const { status, json } = await postDonation(t, party.id, {
      amount: 25,
      ...(donorEmail ? { donor_email: donorEmail } : {}),
    });
    expect(status).toBe(201);
    return { party, donation: await donationRow(t, json.donation_id as string) };
  }

  const eventCount = async (donationId: string) =>
    (await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.donationId, donationId))).length;

  it("100 copies of the first 'finished' notification arriving at once count once and send one receipt", async () => {
    const { party, donation } = await waitingDonation("many@example.com");
    const payload = await provider.providerSays(t, donation, "finished");
    await t.drainJobs();
    const mailBefore = t.mailer.sent.length;

    const answers = await Promise.all(Array.from({ length: 100 }, () => notify(payload)));
    expect(answers.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const outcomes = await Promise.all(answers.map((r) => r.json() as Promise<{ outcome: string }>));
    expect(outcomes.filter((o) => o.outcome === "applied")).toHaveLength(1);
    // Later replays are recognised as such.
    const replay = await notify(payload);
    expect(await replay.json()).toMatchObject({ outcome: "duplicate" });

    expect(await donationRow(t, donation.id)).toMatchObject({
      status: "finished",
      providerPaymentId: String(payload.payment_id),
    });
    expect(await raisedCents(t, party.id)).toBe(2500);
    await t.drainJobs();
    expect(t.mailer.sent.slice(mailBefore).map((m) => m.to)).toEqual(["many@example.com"]);
  });

  it("late and reordered notifications never undo a finished payment", async () => {
    const { party, donation } = await waitingDonation();
    const finished = await provider.providerSays(t, donation, "finished");
    expect((await notify(finished)).status).toBe(200);
    for (const status of ["waiting", "confirming", "expired", "failed", "partially_paid"]) {
      const res = await notify({ ...finished, payment_status: status });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { outcome: string }).outcome).not.toBe("applied");
    }
    expect((await donationRow(t, donation.id)).status).toBe("finished");
    expect(await raisedCents(t, party.id)).toBe(2500);
  });

  it("an expired invoice is recorded as expired and counts nothing", async () => {
    const { party, donation } = await waitingDonation("eve@example.com");
    await t.drainJobs();
    const mailBefore = t.mailer.sent.length;
    expect((await notify(await provider.providerSays(t, donation, "expired"))).status).toBe(200);
    expect(await donationRow(t, donation.id)).toMatchObject({
      status: "expired",
      countedAt: null,
      receiptNumber: null,
    });
    expect(await raisedCents(t, party.id)).toBe(0);
    await t.drainJobs();
    expect(t.mailer.sent.length).toBe(mailBefore);
  });

  it("refuses forged notifications (wrong secret, no signature, junk signature, tampered body) and changes nothing", async () => {
    const { party, donation } = await waitingDonation();
    const payload = await provider.providerSays(t, donation, "finished");
    const body = JSON.stringify(payload);
    const forgeries = [
      notify(payload, provider.sign(body, "not-the-secret-0123456789abcdefgh")),
      notify(payload, null),
      notify(payload, ""),
      notify(payload, "zz-not-hex"),
      // Signed for one amount, sent with another.
      notify({ ...payload, price_amount: 2500 }, provider.sign(body, provider.secret)),
    ];
    for (const res of await Promise.all(forgeries)) expect(res.status).toBe(401);
    expect((await donationRow(t, donation.id)).status).toBe("waiting");
    expect(await eventCount(donation.id)).toBe(0);
    expect(await raisedCents(t, party.id)).toBe(0);
  });

  it("answers an error to a validly signed claim the provider has no record of, so it is retried; nothing changes", async () => {
    const { party, donation } = await waitingDonation();
    const res = await notify(provider.unknownPayment(donation));
    expect(res.status).toBe(502);
    expect(await donationRow(t, donation.id)).toMatchObject({ status: "waiting", providerPaymentId: null });
    expect(await eventCount(donation.id)).toBe(0);
    expect(await raisedCents(t, party.id)).toBe(0);
  });

  it("answers 404 to a notification for an invoice we never made", async () => {
    const { donation } = await waitingDonation();
    const payload = await provider.providerSays(t, donation, "finished");
    const res = await notify({ ...payload, invoice_id: 1, order_id: "6b1f0a4e-8f39-4c8e-9d5e-2f0c7d2f1a11" });
    expect(res.status).toBe(404);
    expect((await donationRow(t, donation.id)).status).toBe("waiting");
  });

  it("keeps every campaign's amount_raised equal to the sum of its counted donations", async () => {
    const parties = await t.deps.db.query.rentParties.findMany();
    expect(parties.length).toBeGreaterThan(0);
    for (const p of parties) expect(await raisedCents(t, p.id)).toBe(await countedSum(t, p.id));
  });
});
