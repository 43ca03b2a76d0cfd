import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rentParties } from "../db/schema/rent-parties";
import { createRentParty } from "../db/seed/factories";
import type { TestApp } from "../test/app";
import { createPartyTestApp, postJson, signedIn } from "../test/rent-parties";
import { getActiveRentParty } from "./read-rent-party";

let t: TestApp;
beforeAll(async () => {
  t = await createPartyTestApp();
});
afterAll(() => t.close());

const valid = {
  title: "Rita's rent catch-up",
  story: "I fell two months behind after my hours were cut.",
  goalAmount: "1200",
  landlordName: "Linda Lopez",
  landlordEmail: "linda@example.com",
  city: "Chicago",
  state: "IL",
};

describe("starting a Rent Party", () => {
  it("refuses a visitor who is not signed in", async () => {
    const res = await postJson(t, "/api/rent-parties", valid);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      error: { code: "UNAUTHENTICATED", message: "Please log in to start a rent party." },
    });
  });

  it("creates it unverified and active for the signed-in user", async () => {
    const { user, cookie } = await signedIn(t, "renter");
    const res = await postJson(t, "/api/rent-parties", { ...valid, goalAmount: "1200.50" }, cookie);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.deps.db.select().from(rentParties).where(eq(rentParties.id, id));
    expect(row).toMatchObject({
      renterId: user.id,
      verified: false,
      isActive: true,
      goalAmountCents: 120050,
      amountRaisedCents: 0,
      landlordPhone: null,
    });
  });

  it("lets any signed-in role start one, a landlord too", async () => {
    const { cookie } = await signedIn(t, "landlord");
    expect((await postJson(t, "/api/rent-parties", valid, cookie)).status).toBe(201);
  });

  it.each([
    ["a goal of 0", { goalAmount: "0" }, "goalAmount", "Goal amount must be at least $1"],
    ["a goal of -5", { goalAmount: "-5" }, "goalAmount", "Goal amount must be at least $1"],
    ["a goal of 1.001", { goalAmount: "1.001" }, "goalAmount", "Goal amount must be in steps of $0.01"],
    ["a goal of abc", { goalAmount: "abc" }, "goalAmount", "Goal amount must be a number"],
    ["a missing landlord email", { landlordEmail: undefined }, "landlordEmail", "Landlord email is required"],
    [
      "an invalid landlord email",
      { landlordEmail: "nope" },
      "landlordEmail",
      "Please enter a valid email address",
    ],
    [
      "a 100,000-character story",
      { story: "x".repeat(100_000) },
      "story",
      "Story must be at most 5,000 characters",
    ],
    ["a title that is not text", { title: 42 }, "title", "Title is required"],
  ])("refuses %s with a clear message and stores nothing", async (_label, patch, field, message) => {
    const { cookie } = await signedIn(t, "renter");
    const before = await t.deps.db.$count(rentParties);
    const res = await postJson(t, "/api/rent-parties", { ...valid, ...patch }, cookie);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fieldErrors: Record<string, string> } };
    expect(body.error.fieldErrors[field]).toBe(message);
    expect(await t.deps.db.$count(rentParties)).toBe(before);
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const { cookie } = await signedIn(t, "renter");
    const res = await t.request("/api/rent-parties", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: "{not json",
    });
    expect(res.status).toBe(400);
  });
});

describe("the campaign page query", () => {
  it("shows an active campaign, verified or pending, without the landlord's contact details", async () => {
    const party = await createRentParty(t.deps.db, { landlordPhone: "+13125550142" });
    const view = await getActiveRentParty(t.deps.db, party.id);
    expect(view).toMatchObject({ id: party.id, verified: false, landlordName: "Pat Landlord" });
    expect(view).not.toHaveProperty("landlordEmail");
    expect(view).not.toHaveProperty("landlordPhone");
  });

  it("does not show an inactive, missing or malformed id", async () => {
    const inactive = await createRentParty(t.deps.db, { isActive: false, verified: true });
    expect(await getActiveRentParty(t.deps.db, inactive.id)).toBeNull();
    expect(await getActiveRentParty(t.deps.db, "6b1f0a4e-8f39-4c8e-9d5e-2f0c7d2f1a11")).toBeNull();
    expect(await getActiveRentParty(t.deps.db, "'; drop table rent_parties; --")).toBeNull();
  });
});
