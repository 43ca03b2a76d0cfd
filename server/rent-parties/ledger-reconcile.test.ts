import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations } from "../db/schema/rent-parties";
import type { TestApp } from "../test/app";
import type { FakeNowPayments } from "../test/fake-nowpayments";
import {
  countedSum,
  createNowPaymentsTestApp,
  donate,
  donationRow,
  nowPaymentsIpn,
  raisedCents,
  verifiedParty,
} from "../test/rent-parties";
import { RECONCILE_AFTER_MINUTES, reconcilePayments } from "./reconcile-payments";

const later = () => new Date(Date.now() + (RECONCILE_AFTER_MINUTES + 1) * 60_000);

describe("NOWPayments: every real payment counted once, nothing left unconfirmed", () => {
  let fake: FakeNowPayments;
  let t: TestApp;

  beforeAll(async () => {
    ({ t, fake } = await createNowPaymentsTestApp());
  });
  afterAll(() => t.close());

  function providerSays(paymentId: number, invoiceId: string, orderId: string, status: string) {
    const payment = {
      payment_id: paymentId,
      invoice_id: Number(invoiceId),
      order_id: orderId,
      payment_status: status,
      price_amount: 25,
      price_currency: "usd",
      pay_currency: "usdttrc20",
    };
    fake.payments.set(String(paymentId), payment);
    return payment;
  }

  const ipn = (payload: Record<string, unknown>) => nowPaymentsIpn(t, payload);

  it("a second real payment on one invoice is counted and receipted too, each once", async () => {
    const party = await verifiedParty(t, { goalAmountCents: 100_000 });
    const d = await donate(t, party.id, { donor_name: "Twice", donor_email: "twice@example.com" });
    const first = await ipn(providerSays(8001, d.providerInvoiceId!, d.id, "finished"));
    expect(first.status).toBe(200);
    const second = await ipn(providerSays(8002, d.providerInvoiceId!, d.id, "finished"));
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ outcome: "applied", to: "finished" });
    // Replays of either change nothing.
    await ipn(providerSays(8001, d.providerInvoiceId!, d.id, "finished"));
    await ipn(providerSays(8002, d.providerInvoiceId!, d.id, "finished"));

    const rows = await t.deps.db.select().from(donations).where(eq(donations.rentPartyId, party.id));
    expect(rows.map((r) => [r.providerPaymentId, r.status, r.donorEmail]).sort()).toEqual([
      ["8001", "finished", "twice@example.com"],
      ["8002", "finished", "twice@example.com"],
    ]);
    expect(await raisedCents(t, party.id)).toBe(5000);
    expect(await countedSum(t, party.id)).toBe(5000);
    await t.drainJobs();
    const receipts = t.mailer.sent.filter((m) => m.to === "twice@example.com");
    expect(receipts).toHaveLength(2);
    expect(new Set(receipts.map((r) => r.subject)).size).toBe(2);
  });

  it("a 'finished' the provider's API does not confirm yet is counted later by reconciliation", async () => {
    const party = await verifiedParty(t);
    const d = await donate(t, party.id);
    // The IPN says finished, the API still says confirming: recorded as confirming, not counted.
    const claim = {
      ...providerSays(8101, d.providerInvoiceId!, d.id, "confirming"),
      payment_status: "finished",
    };
    const res = await ipn(claim);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: "applied", to: "confirming" });
    expect(await raisedCents(t, party.id)).toBe(0);

    // The provider never sends it again; reconciliation asks and counts it.
    providerSays(8101, d.providerInvoiceId!, d.id, "finished");
    const report = await reconcilePayments(t.deps, later());
    expect(report.applied).toBe(1);
    expect((await donationRow(t, d.id)).status).toBe("finished");
    expect(await raisedCents(t, party.id)).toBe(2500);
    // The provider's late 'finished' IPN is now a duplicate.
    const late = await ipn(providerSays(8101, d.providerInvoiceId!, d.id, "finished"));
    expect(await late.json()).toMatchObject({ outcome: "duplicate" });
    expect(await raisedCents(t, party.id)).toBe(2500);
  });

  it("answers an error, so the provider retries, when the payment cannot be re-checked; the retry counts", async () => {
    const party = await verifiedParty(t);
    const d = await donate(t, party.id);
    const payload = providerSays(8201, d.providerInvoiceId!, d.id, "finished");
    fake.failLookups = true;
    try {
      const refused = await ipn(payload);
      expect(refused.status).toBe(502);
    } finally {
      fake.failLookups = false;
    }
    expect((await donationRow(t, d.id)).status).toBe("waiting");
    expect(await raisedCents(t, party.id)).toBe(0);
    const retried = await ipn(payload);
    expect(retried.status).toBe(200);
    expect(await raisedCents(t, party.id)).toBe(2500);
  });

  it("a run out of time leaves the rest for the next run, which starts with them", async () => {
    const party = await verifiedParty(t, { goalAmountCents: 100_000 });
    const ids: string[] = [];
    for (const paymentId of [8401, 8402, 8403]) {
      const d = await donate(t, party.id);
      await ipn(providerSays(paymentId, d.providerInvoiceId!, d.id, "confirming"));
      providerSays(paymentId, d.providerInvoiceId!, d.id, "finished");
      ids.push(d.id);
    }
    const finished = async () =>
      (await Promise.all(ids.map((id) => donationRow(t, id)))).filter((d) => d.status === "finished").length;

    // No time at all: one donation is still checked, the others wait.
    const first = await reconcilePayments(t.deps, later(), 0);
    expect(first).toMatchObject({ checked: 1, applied: 1 });
    expect(first.deferred).toBeGreaterThanOrEqual(2);
    expect(await finished()).toBe(1);
    const second = await reconcilePayments(t.deps, later());
    expect(second.deferred).toBe(0);
    expect(await finished()).toBe(3);
    expect(await raisedCents(t, party.id)).toBe(7500);
  });

  it("a failed or expired donation the provider later reports finished is counted by reconciliation", async () => {
    const party = await verifiedParty(t);
    const d = await donate(t, party.id);
    await ipn(providerSays(8301, d.providerInvoiceId!, d.id, "expired"));
    expect((await donationRow(t, d.id)).status).toBe("expired");
    providerSays(8301, d.providerInvoiceId!, d.id, "finished");
    await reconcilePayments(t.deps, later());
    expect((await donationRow(t, d.id)).status).toBe("finished");
    expect(await raisedCents(t, party.id)).toBe(2500);
  });
});
