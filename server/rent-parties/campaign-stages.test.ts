import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rentParties } from "../db/schema/rent-parties";
import { createUser } from "../db/seed/factories";
import type { SandboxProvider } from "../integrations/payments/sandbox";
import { TEST_ORIGIN, type TestApp } from "../test/app";
import {
  createSandboxTestApp,
  paidSandboxDonation,
  postDonation,
  signedIn,
  verifiedParty,
} from "../test/rent-parties";
import { CLOSED_MESSAGE } from "./campaign-messages";
import { closeRentParty } from "./close-rent-party";
import { createRentParty } from "./create-rent-party";
import { listPublicRentParties } from "./list-public-rent-parties";
import { getActiveRentParty } from "./read-rent-party";

let t: TestApp;
let sandbox: SandboxProvider;
let admin: { id: string; email: string; fullName: string; phone: null; role: "admin" };
beforeAll(async () => {
  ({ t, sandbox } = await createSandboxTestApp());
  const a = await signedIn(t, "admin");
  admin = { id: a.user.id, email: a.user.email, fullName: "Admin", phone: null, role: "admin" };
});
afterAll(() => t.close());

const closeDeps = () => ({ db: t.deps.db, jobs: t.deps.jobs, publicUrl: TEST_ORIGIN });

const donateAndPay = (partyId: string, dollars: number) => paidSandboxDonation(t, sandbox, partyId, dollars);

async function stageMailsTo(email: string, stage: string) {
  await t.drainJobs();
  return t.mailer.sent.filter((m) => m.to === email && m.subject === `Your Rent Party: ${stage}`);
}

describe("the renter is emailed at each stage", () => {
  it("when the campaign is submitted: waiting for the landlord, with the dashboard's link", async () => {
    const renter = await signedIn(t, "renter");
    await createRentParty(closeDeps(), renter.user, {
      title: "Help with December rent",
      story: "My hours were cut in November and I am short for December.",
      goalAmount: "700",
      landlordName: "Pat Owner",
      landlordEmail: "stage-landlord@example.com",
      city: "Chicago",
      state: "IL",
    });
    const [mail] = await stageMailsTo(renter.user.email, "Waiting for landlord");
    expect(mail.text).toContain("Your landlord has a private link to confirm");
    expect(mail.text).toContain(`${TEST_ORIGIN}/renter-dashboard`);
  });
});

describe("the renter is emailed when the campaign is funded", () => {
  it("once, by the payment that reaches the ceiling, not before and not again", async () => {
    const renter = await createUser(t.deps.db, { role: "renter" });
    const party = await verifiedParty(t, { renterId: renter.id, goalAmountCents: 10_000 });
    await donateAndPay(party.id, 60);
    expect(await stageMailsTo(renter.email, "Funded")).toHaveLength(0);
    await donateAndPay(party.id, 40);
    const funded = await stageMailsTo(renter.email, "Funded");
    expect(funded).toHaveLength(1);
    expect(funded[0].text).toContain("Your goal is reached.");
    expect(funded[0].text).toContain(`${TEST_ORIGIN}/party/${party.id}`);
  });
});

describe("an admin closes a campaign", () => {
  it("refuses everyone but an admin and changes nothing", async () => {
    const party = await verifiedParty(t);
    const renter = await signedIn(t, "renter");
    const landlord = await signedIn(t, "landlord");
    await expect(closeRentParty(closeDeps(), null, party.id)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    for (const user of [renter.user, landlord.user]) {
      await expect(closeRentParty(closeDeps(), user, party.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    const [row] = await t.deps.db.select().from(rentParties).where(eq(rentParties.id, party.id));
    expect(row.closedAt).toBeNull();
  });

  it("stops donations, leaves the public lists, keeps the page, emails the renter once", async () => {
    const renter = await createUser(t.deps.db, { role: "renter" });
    const party = await verifiedParty(t, { renterId: renter.id, goalAmountCents: 50_000 });
    expect((await listPublicRentParties(t.deps.db)).map((p) => p.id)).toContain(party.id);

    expect(await closeRentParty(closeDeps(), admin, party.id)).toEqual({
      id: party.id,
      alreadyClosed: false,
    });
    expect(await closeRentParty(closeDeps(), admin, party.id)).toEqual({ id: party.id, alreadyClosed: true });

    const closed = await stageMailsTo(renter.email, "Closed");
    expect(closed).toHaveLength(1);
    expect(closed[0].text).toContain("no longer takes donations");
    expect((await listPublicRentParties(t.deps.db)).map((p) => p.id)).not.toContain(party.id);
    const { status, json } = await postDonation(t, party.id, { amount: 25 });
    expect(status).toBe(409);
    expect(json).toMatchObject({ error: { message: CLOSED_MESSAGE } });
    // Its page stays, marked closed.
    expect((await getActiveRentParty(t.deps.db, party.id))?.closedAt).toBeInstanceOf(Date);
  });

  it("answers a missing or malformed campaign with not found", async () => {
    await expect(closeRentParty(closeDeps(), admin, "not-a-uuid")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(
      closeRentParty(closeDeps(), admin, "00000000-0000-4000-8000-000000000000"),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
