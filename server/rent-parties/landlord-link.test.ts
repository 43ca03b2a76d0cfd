import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISPUTED_VERIFY_MESSAGE, VERIFY_WAITING_MESSAGE } from "../../common/rent-party-rules";
import { landlordConfirmations, rentParties } from "../db/schema/rent-parties";
import type { TestApp } from "../test/app";
import { createPartyTestApp, signedIn } from "../test/rent-parties";
import { answerLandlordLink } from "./answer-landlord-link";
import { closeRentParty } from "./close-rent-party";
import { createRentParty } from "./create-rent-party";
import { getLandlordLink, LINK_EXPIRED_MESSAGE, LINK_INVALID_MESSAGE } from "./read-landlord-link";
import { resendLandlordLink } from "./resend-landlord-link";
import { verifyRentParty } from "./verify-rent-party";

let t: TestApp;
beforeAll(async () => {
  t = await createPartyTestApp();
});
afterAll(() => t.close());

const deps = () => ({ db: t.deps.db, jobs: t.deps.jobs, publicUrl: "http://localhost:3999" });
const verifyDeps = () => ({
  db: t.deps.db,
  jobs: t.deps.jobs,
  publicUrl: "http://localhost:3999",
  supportEmail: "support@example.com",
});

/** A renter submits a campaign; returns it and the token from the landlord's email. */
async function submitted(landlordEmail: string) {
  const { user } = await signedIn(t, "renter");
  const session = {
    id: user.id,
    email: user.email,
    fullName: "Maria Lopez",
    phone: null,
    role: "renter" as const,
  };
  const { id } = await createRentParty(deps(), session, {
    title: "Help with March rent",
    story: "Hours were cut.",
    goalAmount: "1200",
    landlordName: "Pat Landlord",
    landlordEmail,
    city: "Chicago",
    state: "IL",
  });
  await t.drainJobs();
  const mail = t.mailer.sent.filter((m) => m.to === landlordEmail).at(-1);
  const token = mail?.text.match(/\/landlord-confirm\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error("no link in the landlord's email");
  return { id, token, session };
}

const confirm = (amountOwed: string) => ({
  decision: "confirm",
  tenancy: "on",
  amountOwed,
  payoutPreference: "Check to 1 Main St",
});

describe("the landlord's private link", () => {
  it("is emailed on submit; only its SHA-256 is stored; it expires in 14 days", async () => {
    const { id, token } = await submitted("ll1@example.com");
    const [link] = await t.deps.db
      .select()
      .from(landlordConfirmations)
      .where(eq(landlordConfirmations.rentPartyId, id));
    expect(link.tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(link.tokenHash).not.toContain(token);
    const days = (link.expiresAt.getTime() - link.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    expect((await getLandlordLink(t.deps.db, token)).renterName).toMatch(/^Test User /);
  });

  it("confirms $900 owed on a $1,200 goal: the ceiling, kept private, once", async () => {
    const { id, token } = await submitted("ll2@example.com");
    await expect(answerLandlordLink(deps(), token, confirm("900"))).resolves.toMatchObject({
      decision: "confirm",
    });
    const [party] = await t.deps.db.select().from(rentParties).where(eq(rentParties.id, id));
    expect(party).toMatchObject({
      landlordStatus: "confirmed",
      amountOwedCents: 90_000,
      landlordPayoutPreference: "Check to 1 Main St",
    });
    // Reused: refused, nothing changes.
    await expect(answerLandlordLink(deps(), token, confirm("100"))).rejects.toThrow(LINK_INVALID_MESSAGE);
    const [again] = await t.deps.db.select().from(rentParties).where(eq(rentParties.id, id));
    expect(again.amountOwedCents).toBe(90_000);
    await t.drainJobs();
    expect(t.mailer.sent.some((m) => m.subject === "Your Rent Party: Under review")).toBe(true);
  });

  it("refuses 0, negative and above-goal amounts, and changes nothing", async () => {
    const { id, token } = await submitted("ll3@example.com");
    await expect(answerLandlordLink(deps(), token, confirm("0"))).rejects.toThrow(
      "Amount owed must be at least $0.01",
    );
    await expect(answerLandlordLink(deps(), token, confirm("-5"))).rejects.toThrow(/Amount owed/);
    await expect(answerLandlordLink(deps(), token, confirm("1200.01"))).rejects.toThrow(
      "Amount owed must be at most the campaign's goal, $1,200",
    );
    const [party] = await t.deps.db.select().from(rentParties).where(eq(rentParties.id, id));
    expect(party.landlordStatus).toBe("pending");
    expect(party.amountOwedCents).toBeNull();
    // The link still works after refused input.
    await expect(getLandlordLink(t.deps.db, token)).resolves.toMatchObject({ id });
  });

  it("refuses forged and expired links", async () => {
    await expect(getLandlordLink(t.deps.db, "x".repeat(43))).rejects.toThrow(LINK_INVALID_MESSAGE);
    await expect(getLandlordLink(t.deps.db, "../../etc")).rejects.toThrow(LINK_INVALID_MESSAGE);
    const { token } = await submitted("ll4@example.com");
    const later = new Date(Date.now() + 15 * 86_400_000);
    await expect(getLandlordLink(t.deps.db, token, later)).rejects.toThrow(LINK_EXPIRED_MESSAGE);
    await expect(answerLandlordLink(deps(), token, confirm("10"), later)).rejects.toThrow(
      LINK_EXPIRED_MESSAGE,
    );
  });

  it("a resend invalidates the old link; only the admin or the campaign's renter may resend", async () => {
    const { id, token, session } = await submitted("ll5@example.com");
    const other = await signedIn(t, "renter");
    await expect(resendLandlordLink(deps(), { ...session, id: other.user.id }, id)).rejects.toThrow(
      "This campaign doesn't exist or is no longer active.",
    );
    await resendLandlordLink(deps(), session, id);
    await expect(getLandlordLink(t.deps.db, token)).rejects.toThrow(LINK_INVALID_MESSAGE);
    await t.drainJobs();
    const mails = t.mailer.sent.filter((m) => m.to === "ll5@example.com");
    expect(mails).toHaveLength(2);
  });

  it("a disputed campaign cannot be verified", async () => {
    const { id, token } = await submitted("ll6@example.com");
    await answerLandlordLink(deps(), token, { decision: "dispute", disputeReason: "Not my tenant" });
    const admin = await signedIn(t, "admin");
    const adminUser = {
      id: admin.user.id,
      email: admin.user.email,
      fullName: "A",
      phone: null,
      role: "admin" as const,
    };
    await expect(verifyRentParty(verifyDeps(), adminUser, id)).rejects.toThrow(DISPUTED_VERIFY_MESSAGE);
    const [party] = await t.deps.db.select().from(rentParties).where(eq(rentParties.id, id));
    expect(party.verified).toBe(false);
  });

  it("no campaign goes live without its landlord's confirmation: Verify waits for their answer", async () => {
    const { id, token } = await submitted("ll7@example.com");
    const admin = await signedIn(t, "admin");
    const adminUser = { ...admin.user, phone: null, role: "admin" as const };
    // The landlord has not answered: refused, with what to do instead, and nothing changes.
    await expect(verifyRentParty(verifyDeps(), adminUser, id)).rejects.toMatchObject({
      code: "CONFLICT",
      message: VERIFY_WAITING_MESSAGE,
    });
    const [waiting] = await t.deps.db.select().from(rentParties).where(eq(rentParties.id, id));
    expect(waiting).toMatchObject({ verified: false, verifiedAt: null, landlordStatus: "pending" });
    // The API answers the same refusal as a 409, never a 500.
    const res = await t.request(`/api/admin/rent-parties/${id}/verify`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: admin.cookie },
      body: "{}",
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { message: VERIFY_WAITING_MESSAGE } });
    // Once the landlord confirms through their link, the same click makes it live.
    await answerLandlordLink(deps(), token, confirm("1000"));
    await expect(verifyRentParty(verifyDeps(), adminUser, id)).resolves.toMatchObject({
      alreadyVerified: false,
    });
    const [live] = await t.deps.db.select().from(rentParties).where(eq(rentParties.id, id));
    expect(live).toMatchObject({ verified: true, verifiedBy: admin.user.id, amountOwedCents: 100_000 });
  });

  it("a landlord who never answers: the admin resends the link or closes the campaign, which stays unverifiable", async () => {
    const { id, token } = await submitted("ll8@example.com");
    const admin = await signedIn(t, "admin");
    const adminUser = { ...admin.user, phone: null, role: "admin" as const };
    await resendLandlordLink(deps(), adminUser, id);
    await expect(getLandlordLink(t.deps.db, token)).rejects.toThrow(LINK_INVALID_MESSAGE);
    await closeRentParty(deps(), adminUser, id);
    await expect(verifyRentParty(verifyDeps(), adminUser, id)).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This campaign is closed: it cannot be verified.",
    });
    const [closed] = await t.deps.db.select().from(rentParties).where(eq(rentParties.id, id));
    expect(closed.verified).toBe(false);
    expect(closed.closedAt).not.toBeNull();
  });
});
