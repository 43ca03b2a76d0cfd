import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations, payouts, rentParties } from "../db/schema/rent-parties";
import { loadEnv } from "../env";
import { createSandboxProvider, isSandboxProvider } from "../integrations/payments/sandbox";
import { createLogger } from "../logger";
import { TEST_ORIGIN, type TestApp } from "../test/app";
import { donationDeps } from "./donation-service";
import type { FakeNowPayments } from "./fake-nowpayments";
import { recordPayout } from "./payout-service";
import { alignAmountsWithPaymentMode, RECONCILE_AFTER_MINUTES, reconcilePayments } from "./reconcile";
import {
  countedSum,
  createNowPaymentsTestApp,
  createPartyTestApp,
  donationRow,
  nowPaymentsIpn,
  postJson,
  raisedCents,
  SANDBOX_SECRET,
  signedIn,
  verifiedParty,
} from "./test-helpers";

const payoutDeps = (t: TestApp, livemode: boolean) => ({
  db: t.deps.db,
  jobs: t.deps.jobs,
  publicUrl: TEST_ORIGIN,
  livemode,
});
const later = () => new Date(Date.now() + (RECONCILE_AFTER_MINUTES + 1) * 60_000);
const silent = createLogger("silent");

/** The sandbox as a provider whose notifications never reach us (our server down, a crash). */
function unreachableSandbox(t: TestApp) {
  return createSandboxProvider({
    db: t.deps.db,
    publicUrl: TEST_ORIGIN,
    secret: SANDBOX_SECRET,
    logger: silent,
    fetch: () => Promise.reject(new Error("connection refused")),
  });
}

async function donate(t: TestApp, partyId: string, extra: Record<string, unknown> = {}) {
  const res = await postJson(t, "/api/create-crypto-payment", {
    rent_party_id: partyId,
    amount: 25,
    ...extra,
  });
  const json = (await res.json()) as { donation_id: string };
  return donationRow(t, json.donation_id);
}

describe("sandbox: only on this machine, clearly marked, kept apart from real money", () => {
  it("refuses to start on a public address unless the operator allows it", () => {
    expect(() => loadEnv({ PUBLIC_URL: "https://affordable.example" })).toThrow(/PAYMENTS_PROVIDER/);
    expect(() => loadEnv({ PUBLIC_URL: "http://10.0.0.5:3000" })).toThrow(/PAYMENTS_SANDBOX_ALLOWED/);
    for (const local of [
      "http://localhost:3000",
      "http://127.0.0.1:8080",
      "http://[::1]:3000",
      "http://app.localhost",
    ]) {
      expect(loadEnv({ PUBLIC_URL: local }).PAYMENTS_PROVIDER).toBe("sandbox");
    }
    expect(
      loadEnv({ PUBLIC_URL: "https://staging.affordable.example", PAYMENTS_SANDBOX_ALLOWED: "true" })
        .PAYMENTS_PROVIDER,
    ).toBe("sandbox");
  });

  describe("with the sandbox running", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createPartyTestApp();
    });
    afterAll(() => t.close());

    it("marks sandbox donations and payouts as test money, and the receipt says so", async () => {
      const party = await verifiedParty(t, { goalAmountCents: 50_000 });
      const d = await donate(t, party.id, { donor_email: "tester@example.com" });
      expect(d.livemode).toBe(false);
      if (!isSandboxProvider(t.deps.payments)) throw new Error("expected the sandbox");
      await t.deps.payments.pay(d.providerInvoiceId!);
      expect(await raisedCents(t, party.id)).toBe(2500);
      await t.drainJobs();
      const receipt = t.mailer.sent.find((m) => m.to === "tester@example.com");
      expect(receipt?.text).toContain("TEST MODE: no real money moved.");
      const { user: admin } = await signedIn(t, "admin");
      const { payout } = await recordPayout(payoutDeps(t, false), admin, party.id, {
        amount: "25",
        reference: "TX-1",
      });
      expect(payout.livemode).toBe(false);
    });

    it("a crash between being paid and notifying is healed by reconciliation, counted once", async () => {
      const party = await verifiedParty(t);
      const d = await donate(t, party.id, { donor_email: "crash@example.com" });
      // The provider marks the invoice paid, then its notification never arrives (our server was down).
      const down = unreachableSandbox(t);
      await down.pay(d.providerInvoiceId!);
      expect((await donationRow(t, d.id)).status).toBe("waiting");
      expect(await raisedCents(t, party.id)).toBe(0);

      // Too early: a payment may still be on its way.
      expect((await reconcilePayments(donationDeps(t.deps))).applied).toBe(0);
      const report = await reconcilePayments(donationDeps(t.deps), later());
      expect(report.resent).toBe(1);
      expect((await donationRow(t, d.id)).status).toBe("finished");
      expect(await raisedCents(t, party.id)).toBe(2500);
      expect(await countedSum(t, party.id)).toBe(2500);
      // Again: nothing more to do, nothing counted twice, one receipt.
      const again = await reconcilePayments(donationDeps(t.deps), later());
      expect(again).toMatchObject({ resent: 0, applied: 0 });
      expect(await raisedCents(t, party.id)).toBe(2500);
      await t.drainJobs();
      expect(t.mailer.sent.filter((m) => m.to === "crash@example.com")).toHaveLength(1);
    });

    it("reconciles from the provider's own record even when its notifications keep failing", async () => {
      const party = await verifiedParty(t);
      const d = await donate(t, party.id);
      const down = unreachableSandbox(t);
      await down.pay(d.providerInvoiceId!);
      const deps = { ...donationDeps(t.deps), payments: down };
      const report = await reconcilePayments(deps, later());
      expect(report.resent).toBe(0);
      expect(report.applied).toBeGreaterThanOrEqual(1);
      expect((await donationRow(t, d.id)).status).toBe("finished");
      expect(await raisedCents(t, party.id)).toBe(2500);
    });
  });
});

describe("switching from the sandbox to a real provider", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPartyTestApp();
  });
  afterAll(() => t.close());

  it("drops test money from amounts raised and payouts, and brings it back in test mode", async () => {
    const party = await verifiedParty(t, { goalAmountCents: 100_000 });
    await alignAmountsWithPaymentMode(t.deps.db, false, silent);
    const test = await donate(t, party.id);
    if (!isSandboxProvider(t.deps.payments)) throw new Error("expected the sandbox");
    await t.deps.payments.pay(test.providerInvoiceId!);
    // A real donation from an earlier live period.
    await t.deps.db.insert(donations).values({
      rentPartyId: party.id,
      amountCents: 4000,
      provider: "nowpayments",
      livemode: true,
      status: "finished",
      providerInvoiceId: "np-1",
      providerPaymentId: "np-pay-1",
    });
    await t.deps.db.update(rentParties).set({ amountRaisedCents: 6500 }).where(eq(rentParties.id, party.id));
    const { user: admin } = await signedIn(t, "admin");
    await recordPayout(payoutDeps(t, false), admin, party.id, { amount: "25", reference: "TX-1" });

    await alignAmountsWithPaymentMode(t.deps.db, true, silent);
    expect(await raisedCents(t, party.id)).toBe(4000);
    // The test payout does not use up real money, and test money cannot be paid out.
    const real = await recordPayout(payoutDeps(t, true), admin, party.id, {
      amount: "40",
      reference: "TX-1",
    });
    expect(real).toMatchObject({ raisedCents: 4000, paidOutCents: 4000 });
    await expect(
      recordPayout(payoutDeps(t, true), admin, party.id, { amount: "1", reference: "TX-1" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const rows = await t.deps.db.select().from(payouts).where(eq(payouts.rentPartyId, party.id));
    expect(rows.map((r) => r.livemode).sort()).toEqual([false, true]);

    // Same mode again: nothing recomputed; back to test mode: everything counts.
    await alignAmountsWithPaymentMode(t.deps.db, true, silent);
    expect(await raisedCents(t, party.id)).toBe(4000);
    await alignAmountsWithPaymentMode(t.deps.db, false, silent);
    expect(await raisedCents(t, party.id)).toBe(6500);
  });
});

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
    const report = await reconcilePayments(donationDeps(t.deps), later());
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
    const first = await reconcilePayments(donationDeps(t.deps), later(), 0);
    expect(first).toMatchObject({ checked: 1, applied: 1 });
    expect(first.deferred).toBeGreaterThanOrEqual(2);
    expect(await finished()).toBe(1);
    const second = await reconcilePayments(donationDeps(t.deps), later());
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
    await reconcilePayments(donationDeps(t.deps), later());
    expect((await donationRow(t, d.id)).status).toBe("finished");
    expect(await raisedCents(t, party.id)).toBe(2500);
  });
});
