import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations, payouts, rentParties } from "../db/schema/rent-parties";
import { loadEnv } from "../env";
import { createSandboxProvider, isSandboxProvider } from "../integrations/payments/sandbox";
import { createLogger } from "../logger";
import { TEST_ORIGIN, type TestApp } from "../test/app";
import {
  countedSum,
  createPartyTestApp,
  donate,
  donationRow,
  raisedCents,
  SANDBOX_SECRET,
  signedIn,
  verifiedParty,
} from "../test/rent-parties";
import { alignAmountsWithPaymentMode } from "./align-amounts-with-payment-mode";
import { RECONCILE_AFTER_MINUTES, reconcilePayments } from "./reconcile-payments";
import { recordPayout } from "./record-payout";

/** The app's deps, with the payment provider counted as live (a real provider) or not. */
const payoutDeps = (t: TestApp, livemode: boolean) => ({
  ...t.deps,
  payments: { ...t.deps.payments, livemode },
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
      expect((await reconcilePayments(t.deps)).applied).toBe(0);
      const report = await reconcilePayments(t.deps, later());
      expect(report.resent).toBe(1);
      expect((await donationRow(t, d.id)).status).toBe("finished");
      expect(await raisedCents(t, party.id)).toBe(2500);
      expect(await countedSum(t, party.id)).toBe(2500);
      // Again: nothing more to do, nothing counted twice, one receipt.
      const again = await reconcilePayments(t.deps, later());
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
      const deps = { ...t.deps, payments: down };
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
