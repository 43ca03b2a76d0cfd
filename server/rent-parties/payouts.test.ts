import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYOUT_DISPUTED_MESSAGE } from "../../common/rent-party-rules";
import { payouts } from "../db/schema/rent-parties";
import { createUser } from "../db/seed/factories";
import type { TestApp } from "../test/app";
import { createPartyTestApp, signedIn, verifiedParty } from "../test/rent-parties";
import { listPublicPayouts } from "./list-public-payouts";
import { recordPayout } from "./record-payout";

let t: TestApp;
let admin: { id: string; email: string; fullName: string; phone: null; role: "admin" };
beforeAll(async () => {
  t = await createPartyTestApp();
  const a = await signedIn(t, "admin");
  admin = { id: a.user.id, email: a.user.email, fullName: "Admin", phone: null, role: "admin" };
});
afterAll(() => t.close());

const deps = () => t.deps;

describe("payouts are public facts", () => {
  it("records a payout with its reference, emails the landlord and the renter, and lists it publicly", async () => {
    const renter = await createUser(t.deps.db, { role: "renter" });
    const party = await verifiedParty(t, {
      renterId: renter.id,
      landlordEmail: "paid-landlord@example.com",
      amountRaisedCents: 120_000,
    });
    const sent = t.mailer.sent.length;
    await recordPayout(deps(), admin, party.id, { amount: "1200", reference: "CHK-1001" });
    const list = await listPublicPayouts(t.deps.db, party.id, false);
    expect(list.map((p) => [p.amountCents, p.reference])).toEqual([[120_000, "CHK-1001"]]);
    await t.drainJobs();
    const mails = t.mailer.sent.slice(sent).filter((m) => m.subject.startsWith("Payout recorded"));
    expect(mails.map((m) => m.to).sort()).toEqual([renter.email, "paid-landlord@example.com"].sort());
    expect(mails[0].text).toMatch(/\$1,200 sent to the landlord on \w+ \d+/);
    expect(mails[0].text).toContain(`/party/${party.id}#payouts`);
  });

  it("requires a reference; refuses more than raised; corrections are new negative entries", async () => {
    const party = await verifiedParty(t, { amountRaisedCents: 10_000 });
    await expect(recordPayout(deps(), admin, party.id, { amount: "10", reference: "" })).rejects.toThrow(
      "Reference (transaction id or check number) is required",
    );
    await expect(recordPayout(deps(), admin, party.id, { amount: "100.01", reference: "X" })).rejects.toThrow(
      "A payout can be at most $100, the amount not yet paid out",
    );
    await recordPayout(deps(), admin, party.id, { amount: "100", reference: "TX-1" });
    await expect(
      recordPayout(deps(), admin, party.id, { amount: "101", reference: "TX-2", correction: "on" }),
    ).rejects.toThrow("A correction can take off at most $100, what was paid out");
    const fixed = await recordPayout(deps(), admin, party.id, {
      amount: "30",
      reference: "TX-1 fix",
      correction: "on",
    });
    expect(fixed.paidOutCents).toBe(7_000);
    const rows = await t.deps.db.select().from(payouts).where(eq(payouts.rentPartyId, party.id));
    expect(rows.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([-3_000, 10_000]);
  });

  it("refuses payouts to a campaign the landlord disputed", async () => {
    const party = await verifiedParty(t, { amountRaisedCents: 10_000, landlordStatus: "disputed" });
    await expect(recordPayout(deps(), admin, party.id, { amount: "10", reference: "TX" })).rejects.toThrow(
      PAYOUT_DISPUTED_MESSAGE,
    );
    expect(await t.deps.db.select().from(payouts).where(eq(payouts.rentPartyId, party.id))).toHaveLength(0);
  });
});
