import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EXCESS_POLICY, excessCents, GOAL_REACHED_MESSAGE, goalReached } from "../../common/rent-party-rules";
import { donations, rentParties } from "../db/schema/rent-parties";
import type { SandboxProvider } from "../integrations/payments/sandbox";
import { appPerFile, type TestApp } from "../test/app";
import {
  createSandboxTestApp,
  donationRow,
  paidSandboxDonation,
  postDonation,
  raisedCents,
  verifiedParty,
} from "../test/rent-parties";

let t: TestApp;
let sandbox: SandboxProvider;
appPerFile(createSandboxTestApp, (made) => {
  ({ t, sandbox } = made);
});

const donate = (partyId: string, body: Record<string, unknown>) => postDonation(t, partyId, body);
const donateAndPay = (partyId: string, dollars: number) => paidSandboxDonation(t, sandbox, partyId, dollars);

describe("donations are capped at what is still needed", () => {
  it("refuses more than the confirmed amount owed, offering the rest, and changes nothing", async () => {
    const party = await verifiedParty(t, {
      goalAmountCents: 120_000,
      amountOwedCents: 90_000,
      landlordStatus: "confirmed",
    });
    const { status, json } = await donate(party.id, { amount: 1000 });
    expect(status).toBe(400);
    expect(json.success).toBe(false);
    expect(json.error?.fieldErrors?.amount).toBe("This campaign needs only $900 more. Give $900 instead.");
    expect(json.remaining_cents).toBe(90_000);
    const rows = await t.deps.db.select().from(donations).where(eq(donations.rentPartyId, party.id));
    expect(rows).toHaveLength(0);
  });

  it("takes the offered amount through the Give instead button, which wins over the typed amount", async () => {
    const party = await verifiedParty(t, { goalAmountCents: 120_000, amountOwedCents: 90_000 });
    const { status, json } = await donate(party.id, { amount: 1000, give_instead: "900" });
    expect(status).toBe(201);
    expect((await donationRow(t, json.donation_id as string)).amountCents).toBe(90_000);
  });

  it("counts open invoices against the ceiling, then frees them once failed", async () => {
    const party = await verifiedParty(t, { goalAmountCents: 10_000 });
    const first = await donate(party.id, { amount: 60 });
    expect(first.status).toBe(201);
    const second = await donate(party.id, { amount: 60 });
    expect(second.status).toBe(400);
    expect(second.json.remaining_cents).toBe(4_000);
    // An invoice older than the hold (60 minutes) no longer holds its dollars.
    await t.deps.db
      .update(donations)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(donations.id, first.json.donation_id as string));
    expect((await donate(party.id, { amount: 60 })).status).toBe(201);
  });

  it("two donations fill the goal, then the campaign stops taking donations", async () => {
    const party = await verifiedParty(t, { goalAmountCents: 120_000, amountOwedCents: 90_000 });
    await donateAndPay(party.id, 500);
    await donateAndPay(party.id, 400);
    expect(await raisedCents(t, party.id)).toBe(90_000);
    const after = await donate(party.id, { amount: 1 });
    expect(after.status).toBe(409);
    expect(after.json.error?.message).toBe(
      `${GOAL_REACHED_MESSAGE} This campaign is no longer taking donations.`,
    );
  });

  it("honours an invoice already open when the goal is reached: raised stays true, the excess is recorded", async () => {
    const party = await verifiedParty(t, { goalAmountCents: 10_000 });
    const open = await donate(party.id, { amount: 40 });
    expect(open.status).toBe(201);
    await donateAndPay(party.id, 60);
    // The landlord then confirms less is owed ($80): the open invoice is still paid and counted.
    await t.deps.db.update(rentParties).set({ amountOwedCents: 8_000 }).where(eq(rentParties.id, party.id));
    const row = await donationRow(t, open.json.donation_id as string);
    await sandbox.pay(row.providerInvoiceId as string);
    expect(await raisedCents(t, party.id)).toBe(10_000);
    expect((await donationRow(t, row.id)).status).toBe("finished");
    const [now] = await t.deps.db.select().from(rentParties).where(eq(rentParties.id, party.id));
    expect(excessCents(now)).toBe(2_000);
    expect(goalReached(now)).toBe(true);
  });

  it("races: two donors for the last dollars, one wins", async () => {
    const party = await verifiedParty(t, { goalAmountCents: 10_000, amountRaisedCents: 5_000 });
    const results = await Promise.all([donate(party.id, { amount: 40 }), donate(party.id, { amount: 40 })]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 400]);
    const refused = results.find((r) => r.status === 400);
    expect(refused?.json.remaining_cents).toBe(1_000);
    const rows = await t.deps.db.select().from(donations).where(eq(donations.rentPartyId, party.id));
    expect(rows.map((r) => r.amountCents)).toEqual([4_000]);
  });

  it("states the excess policy in the receipt", async () => {
    const party = await verifiedParty(t, { goalAmountCents: 10_000 });
    const { json } = await donate(party.id, { amount: 10, donor_email: "donor@example.com" });
    const row = await donationRow(t, json.donation_id as string);
    await sandbox.pay(row.providerInvoiceId as string);
    await t.drainJobs();
    const receipt = t.mailer.sent.find((m) => m.to === "donor@example.com");
    expect(receipt?.text).toContain(EXCESS_POLICY);
  });
});
