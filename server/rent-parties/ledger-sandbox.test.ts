import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { donations, paymentEvents } from "../db/schema/rent-parties";
import { createRentParty } from "../db/seed/factories";
import type { SandboxProvider } from "../integrations/payments/sandbox";
import { appPerFile, TEST_ORIGIN, type TestApp } from "../test/app";
import {
  createSandboxTestApp,
  donationRow,
  postDonation,
  postJson,
  raisedCents,
  sandboxNotification,
  signedIn,
  verifiedParty,
} from "../test/rent-parties";
import { canMove } from "./apply-payment-status";
import { PENDING_MESSAGE } from "./campaign-messages";
import { PAYMENT_FAILED_MESSAGE } from "./create-donation";

let t: TestApp;
let sandbox: SandboxProvider;
appPerFile(createSandboxTestApp, (made) => {
  ({ t, sandbox } = made);
});

/** $25 by default; the campaign title a client sends is not the donation's (the server reads the party's). */
const donate = (partyId: string, body: Record<string, unknown> = {}) =>
  postDonation(t, partyId, { amount: 25, campaign_title: "ignored", ...body });

async function eventsFor(donationId: string) {
  return t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.donationId, donationId));
}

describe("creating a donation", () => {
  it("answers success and a sandbox invoice_url, and records a waiting donation", async () => {
    const party = await verifiedParty(t);
    const { status, json } = await donate(party.id, { donor_name: "Ann", donor_email: "ann@example.com" });
    expect(status).toBe(201);
    expect(json.success).toBe(true);
    expect(json.invoice_url).toMatch(new RegExp(`^${TEST_ORIGIN}/sandbox/invoice/sbx_inv_[0-9a-f]{24}$`));
    const row = await donationRow(t, json.donation_id!);
    expect(row).toMatchObject({
      rentPartyId: party.id,
      amountCents: 2500,
      currency: "USD",
      provider: "sandbox",
      status: "waiting",
      donorName: "Ann",
      donorEmail: "ann@example.com",
      countedAt: null,
    });
    const invoice = await sandbox.getInvoice(row.providerInvoiceId!);
    expect(invoice).toMatchObject({ orderId: row.id, priceAmountCents: 2500, status: "waiting" });
    expect(invoice?.successUrl).toBe(`${TEST_ORIGIN}/party/${party.id}/thank-you?donation=${row.id}`);
  });

  it.each([
    [{ amount: 0 }, 400],
    [{ amount: -5 }, 400],
    [{ amount: "abc" }, 400],
    [{ amount: 25.001 }, 400],
    [{ donor_email: "not-an-email" }, 400],
  ])("refuses %j and records nothing", async (patch, code) => {
    const party = await verifiedParty(t);
    const before = await t.deps.db.$count(donations);
    const { status, json } = await donate(party.id, patch);
    expect(status).toBe(code);
    expect(json.success).toBe(false);
    expect(await t.deps.db.$count(donations)).toBe(before);
  });

  it("refuses a pending, inactive, missing or malformed campaign whatever the browser sends", async () => {
    const before = await t.deps.db.$count(donations);
    const pending = await createRentParty(t.deps.db, { verified: false });
    const p = await donate(pending.id);
    expect(p.status).toBe(403);
    expect(p.json).toMatchObject({ success: false, error: { message: PENDING_MESSAGE } });
    const inactive = await createRentParty(t.deps.db, { verified: true, isActive: false });
    expect((await donate(inactive.id)).status).toBe(404);
    expect((await donate("6b1f0a4e-8f39-4c8e-9d5e-2f0c7d2f1a11")).status).toBe(404);
    expect((await donate("1 or 1=1")).status).toBe(404);
    expect(await t.deps.db.$count(donations)).toBe(before);
  });

  it("answers the spec's failure message when the provider cannot make an invoice", async () => {
    const party = await verifiedParty(t);
    const original = sandbox.createInvoice;
    sandbox.createInvoice = async () => {
      throw new Error("provider down");
    };
    try {
      const { status, json } = await donate(party.id);
      expect(status).toBe(502);
      expect(json).toMatchObject({ success: false, error: { message: PAYMENT_FAILED_MESSAGE } });
    } finally {
      sandbox.createInvoice = original;
    }
    const rows = await t.deps.db.select().from(donations).where(eq(donations.rentPartyId, party.id));
    expect(rows.map((r) => r.status)).toEqual(["failed"]);
    expect(await raisedCents(t, party.id)).toBe(0);
  });
});

describe("the sandbox provider and the ledger", () => {
  it("paying sends signed notifications to the webhook: counted once, receipt emailed", async () => {
    const party = await verifiedParty(t, { title: "Maria needs help", goalAmountCents: 10_000 });
    const { json } = await donate(party.id, { donor_name: "Ann", donor_email: "ann@example.com" });
    const row = await donationRow(t, json.donation_id!);
    const mailBefore = t.mailer.sent.length;

    const result = await sandbox.pay(row.providerInvoiceId!);
    expect(result?.redirectTo).toBe(`${TEST_ORIGIN}/party/${party.id}/thank-you?donation=${row.id}`);

    const paid = await donationRow(t, row.id);
    expect(paid.status).toBe("finished");
    expect(paid.countedAt).toBeInstanceOf(Date);
    expect(paid.receiptNumber).toMatch(/^RP-\d{8}-[0-9A-F]{8}$/);
    expect(paid.receiptSentAt).toBeInstanceOf(Date);
    expect(await raisedCents(t, party.id)).toBe(2500);
    expect((await eventsFor(row.id)).map((e) => e.status).sort()).toEqual(["confirming", "finished"]);

    await t.drainJobs();

    const receipts = t.mailer.sent.slice(mailBefore);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].to).toBe("ann@example.com");
    expect(receipts[0].text).toContain(`Receipt number: ${paid.receiptNumber}`);
    expect(receipts[0].text).toContain("Amount: $25 (USD)");
    expect(receipts[0].text).toContain("Campaign: Maria's Campaign");
    expect(receipts[0].text).toContain("paid to the renter's landlord, Pat Landlord, directly");
    expect(receipts[0].text).toContain("not tax-deductible");

    // Paying again (a second click, a back button) changes nothing.
    await sandbox.pay(row.providerInvoiceId!);
    expect(await raisedCents(t, party.id)).toBe(2500);
  });

  it("letting the invoice expire records expired and counts nothing", async () => {
    const party = await verifiedParty(t);
    const { json } = await donate(party.id, { donor_email: "eve@example.com" });
    const row = await donationRow(t, json.donation_id!);
    const mailBefore = t.mailer.sent.length;
    const result = await sandbox.expire(row.providerInvoiceId!);
    expect(result?.redirectTo).toBe(`${TEST_ORIGIN}/party/${party.id}`);
    const expired = await donationRow(t, row.id);
    expect(expired).toMatchObject({ status: "expired", countedAt: null, receiptNumber: null });
    expect(await raisedCents(t, party.id)).toBe(0);
    await t.drainJobs();
    expect(t.mailer.sent.length).toBe(mailBefore);
    // The invoice cannot be paid after it expired.
    await sandbox.pay(row.providerInvoiceId!);
    expect((await donationRow(t, row.id)).status).toBe("expired");
  });

  it("refuses a notification for an unknown invoice, an unknown provider, or junk", async () => {
    const unknown = await sandboxNotification(t, {
      payment_id: "sbx_pay_x",
      invoice_id: "sbx_inv_000000000000000000000000",
      order_id: "6b1f0a4e-8f39-4c8e-9d5e-2f0c7d2f1a11",
      payment_status: "finished",
      price_amount: 25,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: "Unknown invoice" } });
    const other = await t.request("/api/payments/webhook/nowpayments", { method: "POST", body: "{}" });
    expect(other.status).toBe(404);
    const junk = await t.request("/api/payments/webhook/sandbox", { method: "POST", body: "\u0000\u0001" });
    expect(junk.status).toBe(401);
  });

  it("refuses with 400 a signed notification PostgreSQL cannot store (it was a 500) and changes nothing", async () => {
    const party = await verifiedParty(t);
    const { json } = await donate(party.id);
    const row = await donationRow(t, json.donation_id!);
    for (const odd of [
      { payment_id: "sbx_pay_\u0000" },
      { payment_id: "sbx_pay_\udc00" },
      { payment_id: "sbx_pay_ok", note: "nul \u0000 in a field we only keep" },
    ]) {
      const res = await sandboxNotification(t, {
        invoice_id: row.providerInvoiceId,
        order_id: row.id,
        payment_status: "confirming",
        price_amount: 25,
        ...odd,
      });
      expect(res.status).toBe(400);
    }
    expect(await donationRow(t, row.id)).toMatchObject({ status: "waiting", providerPaymentId: null });
    expect(await eventsFor(row.id)).toHaveLength(0);
  });
});

describe("state rules", () => {
  it("only moves forward; finished only to refunded; expired or failed only to finished", () => {
    expect(canMove("waiting", "confirming")).toBe(true);
    expect(canMove("confirming", "finished")).toBe(true);
    expect(canMove("partially_paid", "finished")).toBe(true);
    expect(canMove("finished", "refunded")).toBe(true);
    expect(canMove("expired", "finished")).toBe(true);
    expect(canMove("finished", "confirming")).toBe(false);
    expect(canMove("finished", "expired")).toBe(false);
    expect(canMove("confirming", "waiting")).toBe(false);
    expect(canMove("waiting", "refunded")).toBe(false);
    expect(canMove("refunded", "finished")).toBe(false);
    expect(canMove("expired", "confirming")).toBe(false);
  });
});

describe("payouts to the landlord", () => {
  it("an admin marks money as paid out, never more than was raised; others are refused", async () => {
    const party = await verifiedParty(t);
    const { json } = await donate(party.id);
    const row = await donationRow(t, json.donation_id!);
    await sandbox.pay(row.providerInvoiceId!);

    const url = `/api/admin/rent-parties/${party.id}/payouts`;
    expect((await postJson(t, url, { amount: "10" })).status).toBe(401);
    const renter = await signedIn(t, "renter");
    expect((await postJson(t, url, { amount: "10" }, renter.cookie)).status).toBe(403);

    const { cookie } = await signedIn(t, "admin");
    const tooMuch = await postJson(t, url, { amount: "26", reference: "ZL-0" }, cookie);
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toMatchObject({
      error: { fieldErrors: { amount: "A payout can be at most $25, the amount not yet paid out" } },
    });
    expect((await postJson(t, url, { amount: "0", reference: "ZL-0" }, cookie)).status).toBe(400);
    // A payout without its reference (transaction id or check number) is refused.
    expect((await postJson(t, url, { amount: "20" }, cookie)).status).toBe(400);
    const first = await postJson(
      t,
      url,
      { amount: "20", reference: "ZL-1", note: "Zelle to landlord" },
      cookie,
    );
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ raisedCents: 2500, paidOutCents: 2000 });
    const rest = await postJson(t, url, { amount: "5", reference: "ZL-2" }, cookie);
    expect(await rest.json()).toMatchObject({ paidOutCents: 2500 });
    const none = await postJson(t, url, { amount: "1", reference: "ZL-3" }, cookie);
    expect(await none.json()).toMatchObject({
      error: { message: "Everything raised has already been paid out" },
    });

    const list = await t.request("/api/admin/rent-parties", { headers: { cookie } });
    const { rentParties } = (await list.json()) as { rentParties: Array<Record<string, unknown>> };
    expect(rentParties.find((p) => p.id === party.id)).toMatchObject({
      amountRaisedCents: 2500,
      paidOutCents: 2500,
    });
  });
});
