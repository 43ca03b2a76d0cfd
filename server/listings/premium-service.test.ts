import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EMPTY_FILTER } from "../../common/listing-filter";
import type { SessionUser } from "../auth/session";
import { profiles } from "../db/schema/auth";
import { listings } from "../db/schema/listings";
import { createListing, createUser } from "../db/seed/factories";
import { appPerFile, type TestApp } from "../test/app";
import { createAdminTestApp } from "../test/messaging";
import { revokeVerification } from "../verification/service";
import { PREMIUM_NEEDS_VERIFIED, setListingPremium } from "./premium-service";
import { searchListings } from "./search-service";

let t: TestApp;
let admin: SessionUser;
appPerFile(createAdminTestApp, (made) => {
  ({ t, admin } = made);
});

async function landlord(verified: boolean): Promise<SessionUser> {
  const user = await createUser(t.deps.db, { role: "landlord" });
  if (verified) {
    await t.deps.db.update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.id, user.id));
  }
  return { id: user.id, email: user.email, fullName: user.fullName, phone: null, role: "landlord" };
}

const featuredOf = async (id: string) =>
  (await t.deps.db.select({ featured: listings.featured }).from(listings).where(eq(listings.id, id)))[0]
    ?.featured;

describe("premium placement", () => {
  it("puts up to two premium listings first in search (in the hour's rotation), marked featured", async () => {
    const owner = await landlord(true);
    const city = "Premiumton";
    const cheap = await createListing(t.deps.db, { ownerId: owner.id, city, priceCents: 50_000 });
    const pricey = await createListing(t.deps.db, { ownerId: owner.id, city, priceCents: 150_000 });
    const mid = await createListing(t.deps.db, { ownerId: owner.id, city, priceCents: 90_000 });
    const premiumPricey = await createListing(t.deps.db, { ownerId: owner.id, city, priceCents: 120_000 });
    const premiumCheap = await createListing(t.deps.db, { ownerId: owner.id, city, priceCents: 95_000 });
    for (const l of [premiumPricey, premiumCheap]) await setListingPremium(t.deps.db, admin, l.id, true);
    const { items } = await searchListings(t.deps.db, { ...EMPTY_FILTER, city });
    expect(new Set(items.slice(0, 2).map((i) => [i.id, i.featured].join()))).toEqual(
      new Set([`${premiumCheap.id},true`, `${premiumPricey.id},true`]),
    );
    expect(items.slice(2).map((i) => [i.id, i.featured])).toEqual([
      [cheap.id, false],
      [mid.id, false],
      [pricey.id, false],
    ]);
  });

  it("only an admin grants or removes it, and only for a verified landlord's listing", async () => {
    const verified = await landlord(true);
    const unverified = await landlord(false);
    const theirs = await createListing(t.deps.db, { ownerId: unverified.id });
    const mine = await createListing(t.deps.db, { ownerId: verified.id });
    const renter = await createUser(t.deps.db, { role: "renter" });
    const renterUser: SessionUser = { ...renter, phone: null, role: "renter" };
    await expect(setListingPremium(t.deps.db, null, mine.id, true)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    for (const user of [verified, renterUser]) {
      await expect(setListingPremium(t.deps.db, user, mine.id, true)).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
    }
    await expect(setListingPremium(t.deps.db, admin, theirs.id, true)).rejects.toThrow(
      PREMIUM_NEEDS_VERIFIED,
    );
    expect(await featuredOf(theirs.id)).toBe(false);
    expect(await featuredOf(mine.id)).toBe(false);

    expect(await setListingPremium(t.deps.db, admin, mine.id, true)).toEqual({ id: mine.id, featured: true });
    expect(await featuredOf(mine.id)).toBe(true);
    expect(await setListingPremium(t.deps.db, admin, mine.id, false)).toEqual({
      id: mine.id,
      featured: false,
    });
    expect(await featuredOf(mine.id)).toBe(false);
    await expect(setListingPremium(t.deps.db, admin, "nope", true)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("ends with the landlord's verification", async () => {
    const owner = await landlord(true);
    const listing = await createListing(t.deps.db, { ownerId: owner.id });
    await setListingPremium(t.deps.db, admin, listing.id, true);
    await revokeVerification(t.deps, admin, {
      landlordId: owner.id,
      reason: "The management agreement ended.",
    });
    expect(await featuredOf(listing.id)).toBe(false);
  });
});
