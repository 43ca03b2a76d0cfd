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

describe("Rent Party emails in the renter's language", () => {
  const start = async (locale: "en" | "es", landlordEmail: string) => {
    const renter = await createUser(t.deps.db, { role: "renter", fullName: "Rosa Díaz", locale });
    await createRentParty(closeDeps(), renter, {
      title: "Help with December rent",
      story: "My hours were cut in November and I am short for December.",
      goalAmount: "700",
      landlordName: "Pat Owner",
      landlordEmail,
      city: "Chicago",
      state: "IL",
    });
    await t.drainJobs();
    const last = (to: string) => t.mailer.sent.filter((m) => m.to === to).at(-1);
    return { renterMail: last(renter.email), landlordMail: last(landlordEmail) };
  };

  it("a Spanish renter, and their landlord, who has no account, are written to in Spanish, with /es links", async () => {
    const { renterMail, landlordMail } = await start("es", "dueno-es@example.com");
    expect(renterMail?.subject).toBe("Tu Rent Party: Esperando al dueño");
    expect(renterMail?.text).toContain("Tu dueño tiene un enlace privado para confirmar");
    expect(renterMail?.text).toContain(`Síguela en Mis Rent Parties: ${TEST_ORIGIN}/es/renter-dashboard`);
    expect(renterMail?.text).toMatch(new RegExp(`${TEST_ORIGIN}/es/party/[0-9a-f-]{36}\n`));
    expect(renterMail?.text).toContain("— El equipo de Affordable");
    expect(landlordMail?.subject).toBe("Confirma, por favor: una Rent Party para la renta que se te debe");
    expect(landlordMail?.text).toMatch(/^Hola, Pat Owner:\n\nRosa Díaz creó en Affordable una Rent Party/);
    expect(landlordMail?.text).toContain("(meta: $700)");
    expect(landlordMail?.text).toContain("Las donaciones se te pagan directamente a ti");
    expect(landlordMail?.text).toMatch(new RegExp(`${TEST_ORIGIN}/es/landlord-confirm/[A-Za-z0-9_-]{43}\n`));
  });

  it("an English renter, and their landlord, get the English texts and links", async () => {
    const { renterMail, landlordMail } = await start("en", "owner-en@example.com");
    expect(renterMail?.subject).toBe("Your Rent Party: Waiting for landlord");
    expect(renterMail?.text).toContain(`Follow it in My Rent Parties: ${TEST_ORIGIN}/renter-dashboard`);
    expect(landlordMail?.subject).toBe("Please confirm: a Rent Party for rent owed to you");
    expect(landlordMail?.text).toMatch(/^Hello Pat Owner,\n\nRosa Díaz started a Rent Party on Affordable/);
    expect(landlordMail?.text).toMatch(new RegExp(`${TEST_ORIGIN}/landlord-confirm/[A-Za-z0-9_-]{43}\n`));
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
