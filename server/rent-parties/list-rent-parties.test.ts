import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRentParty, createUser } from "../db/seed/factories";
import type { TestApp } from "../test/app";
import { createPartyTestApp } from "../test/rent-parties";
import { homeRentParties, listPublicRentParties, sitemapRentParties } from "./list-public-rent-parties";
import { listMyRentParties } from "./list-rent-parties";
import { getActiveRentParty } from "./read-rent-party";

let t: TestApp;
beforeAll(async () => {
  t = await createPartyTestApp();
});
afterAll(() => t.close());

describe("public lists and My Rent Parties", () => {
  it("public lists, the featured pick and the sitemap show only verified and active campaigns", async () => {
    const db = t.deps.db;
    const pending = await createRentParty(db, { verified: false });
    const inactive = await createRentParty(db, { verified: true, isActive: false, featured: true });
    const plain = await createRentParty(db, { verified: true, state: "IL" });
    const featured = await createRentParty(db, {
      verified: true,
      featured: true,
      state: "MI",
      createdAt: new Date(Date.now() - 864e5),
    });
    const ids = (await listPublicRentParties(db)).map((p) => p.id);
    expect(ids).toContain(plain.id);
    expect(ids).toContain(featured.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(inactive.id);
    expect(await listPublicRentParties(db, { limit: 1 })).toHaveLength(1);
    const home = await homeRentParties(db, { limit: 6, preferState: "MI" });
    expect(home.featured?.id).toBe(featured.id);
    // The carousel: the visitor's state first (the older, featured one in MI), then newest first.
    expect(home.parties.map((p) => p.id)).toEqual([featured.id, ...ids.filter((id) => id !== featured.id)]);
    expect((await homeRentParties(db, { limit: 1 })).parties.map((p) => p.id)).toEqual([plain.id]);
    const sitemap = (await sitemapRentParties(db)).map((p) => p.id);
    expect(sitemap).toEqual(ids);
  });

  it("finished campaigns stop asking: a reached target or a close takes them off every public list, not their page", async () => {
    const db = t.deps.db;
    const state = "VT";
    // $1,000 confirmed owed of $1,200 asked for: $1,000 raised is the target reached.
    const reached = await createRentParty(db, {
      verified: true,
      featured: true,
      state,
      goalAmountCents: 120_000,
      amountOwedCents: 100_000,
      amountRaisedCents: 100_000,
    });
    const closed = await createRentParty(db, { verified: true, state, closedAt: new Date() });
    const asking = await createRentParty(db, {
      verified: true,
      state,
      goalAmountCents: 120_000,
      amountOwedCents: 100_000,
      amountRaisedCents: 99_900,
      createdAt: new Date(Date.now() - 60e3),
    });
    const inState = await listPublicRentParties(db, { states: [state] });
    expect(inState.map((p) => p.id)).toEqual([asking.id]);
    const home = await homeRentParties(db, { limit: 50, preferState: state });
    expect(home.featured?.id).not.toBe(reached.id);
    const homeIds = home.parties.map((p) => p.id);
    expect(homeIds).toContain(asking.id);
    expect(homeIds).not.toContain(reached.id);
    expect(homeIds).not.toContain(closed.id);
    const sitemap = (await sitemapRentParties(db)).map((p) => p.id);
    expect(sitemap).toContain(asking.id);
    expect(sitemap).not.toContain(reached.id);
    expect(sitemap).not.toContain(closed.id);
    // Their pages stay: the story, what was raised (and paid) remain public.
    expect(await getActiveRentParty(db, reached.id)).toMatchObject({ story: reached.story });
    expect(await getActiveRentParty(db, closed.id)).toMatchObject({ story: closed.story });
  });

  it("lists a renter's own campaigns only, and refuses a visitor", async () => {
    const me = await createUser(t.deps.db, { role: "renter" });
    const other = await createUser(t.deps.db, { role: "renter" });
    const mine = await createRentParty(t.deps.db, { renterId: me.id, title: "Mine" });
    await createRentParty(t.deps.db, { renterId: other.id });
    const acting = {
      id: me.id,
      email: me.email,
      fullName: me.fullName,
      phone: null,
      role: "renter" as const,
    };
    const list = await listMyRentParties(t.deps.db, acting);
    expect(list.map((p) => p.id)).toEqual([mine.id]);
    // Not yet answered by the landlord, not verified: the stage the renter follows, and what comes next.
    expect(list[0]).toMatchObject({
      stage: "waiting_for_landlord",
      stageLabel: "Waiting for landlord",
      disputed: false,
    });
    expect(list[0].next).toMatch(/^Your landlord has a private link/);
    // A landlord's dispute while under review: the dashboards say so instead of the stage's next step.
    const disputed = await createRentParty(t.deps.db, {
      renterId: me.id,
      landlordStatus: "disputed",
      createdAt: new Date(Date.now() + 1000),
    });
    const [first] = await listMyRentParties(t.deps.db, acting);
    expect(first).toMatchObject({ id: disputed.id, stage: "under_review", disputed: true });
    await expect(listMyRentParties(t.deps.db, null)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});
