import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FAVOURITES } from "../../common/favourites";
import type { SessionUser } from "../auth/session";
import type { DatabaseHandle } from "../db/client";
import { favourites } from "../db/schema/favourites";
import { listings } from "../db/schema/listings";
import { createListing, createUser } from "../db/seed/factories";
import { createTestDatabase } from "../test/database";
import { expectAppError, sessionOf } from "../test/messaging";
import { isSaved, listSavedHomes, savedAmong, setFavourite, withSaved } from "./favourites-service";

let database: DatabaseHandle;
let renter: SessionUser;
let other: SessionUser;
let landlord: SessionUser;

beforeAll(async () => {
  database = await createTestDatabase();
  renter = sessionOf(await createUser(database.db, { role: "renter" }));
  other = sessionOf(await createUser(database.db, { role: "renter" }));
  landlord = sessionOf(await createUser(database.db, { role: "landlord" }));
});
afterAll(async () => {
  await database.close();
});

const newListing = (input: Partial<typeof listings.$inferInsert> = {}) =>
  createListing(database.db, { ownerId: landlord.id, ...input });
const rowsOf = (user: SessionUser) =>
  database.db.select().from(favourites).where(eq(favourites.profileId, user.id));

describe("saving and removing a home", () => {
  it("is idempotent both ways: one row after two saves, none after two removes", async () => {
    const listing = await newListing();
    const save = { listingId: listing.id, intent: "save" };
    expect(await setFavourite(database.db, renter, save)).toEqual({ listingId: listing.id, saved: true });
    expect(await setFavourite(database.db, renter, save)).toEqual({ listingId: listing.id, saved: true });
    expect((await rowsOf(renter)).filter((r) => r.listingId === listing.id)).toHaveLength(1);
    const remove = { listingId: listing.id, intent: "remove" };
    expect(await setFavourite(database.db, renter, remove)).toEqual({ listingId: listing.id, saved: false });
    expect(await setFavourite(database.db, renter, remove)).toEqual({ listingId: listing.id, saved: false });
    expect((await rowsOf(renter)).filter((r) => r.listingId === listing.id)).toHaveLength(0);
  });

  it("two saves at once keep one row", async () => {
    const listing = await newListing();
    const save = { listingId: listing.id, intent: "save" };
    await Promise.all([setFavourite(database.db, other, save), setFavourite(database.db, other, save)]);
    expect((await rowsOf(other)).filter((r) => r.listingId === listing.id)).toHaveLength(1);
  });

  it("needs a signed-in user and a well-formed input", async () => {
    const listing = await newListing();
    await expectAppError(
      setFavourite(database.db, null, { listingId: listing.id, intent: "save" }),
      "UNAUTHENTICATED",
    );
    await expectAppError(
      setFavourite(database.db, renter, { listingId: "nope", intent: "save" }),
      "BAD_REQUEST",
    );
    await expectAppError(
      setFavourite(database.db, renter, { listingId: listing.id, intent: "like" }),
      "BAD_REQUEST",
    );
    await expectAppError(setFavourite(database.db, renter, {}), "BAD_REQUEST");
  });

  it("refuses a missing, paused or unpriced listing, but keeps one saved before it was paused", async () => {
    const paused = await newListing({ status: "paused" });
    const unpriced = await newListing({ priceCents: 0 });
    await expectAppError(
      setFavourite(database.db, renter, { listingId: paused.id, intent: "save" }),
      "NOT_FOUND",
    );
    await expectAppError(
      setFavourite(database.db, renter, { listingId: unpriced.id, intent: "save" }),
      "NOT_FOUND",
    );
    await expectAppError(
      setFavourite(database.db, renter, { listingId: crypto.randomUUID(), intent: "save" }),
      "NOT_FOUND",
    );
    const later = await newListing();
    await setFavourite(database.db, renter, { listingId: later.id, intent: "save" });
    await database.db.update(listings).set({ status: "paused" }).where(eq(listings.id, later.id));
    // Saving again is a no-op, and it stays in Saved homes as no longer available.
    expect(await setFavourite(database.db, renter, { listingId: later.id, intent: "save" })).toEqual({
      listingId: later.id,
      saved: true,
    });
    const home = (await listSavedHomes(database.db, renter)).find((h) => h.id === later.id);
    expect(home).toMatchObject({ available: false });
    // And it can still be removed.
    await setFavourite(database.db, renter, { listingId: later.id, intent: "remove" });
    expect(await isSaved(database.db, renter, later.id)).toBe(false);
  });
});

describe("each account sees only its own", () => {
  it("lists the user's saved homes newest first, never another account's", async () => {
    const a = await newListing({ title: "First saved" });
    const b = await newListing({ title: "Second saved" });
    const mine = sessionOf(await createUser(database.db, { role: "renter" }));
    const theirs = sessionOf(await createUser(database.db, { role: "renter" }));
    await setFavourite(database.db, mine, { listingId: a.id, intent: "save" });
    await database.db
      .update(favourites)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(favourites.profileId, mine.id));
    await setFavourite(database.db, mine, { listingId: b.id, intent: "save" });
    await setFavourite(database.db, theirs, { listingId: b.id, intent: "save" });
    const list = await listSavedHomes(database.db, mine);
    expect(list.map((h) => h.title)).toEqual(["Second saved", "First saved"]);
    expect(list.every((h) => h.available)).toBe(true);
    // Removing is per account: the other renter's row stays.
    await setFavourite(database.db, mine, { listingId: b.id, intent: "remove" });
    expect(await isSaved(database.db, theirs, b.id)).toBe(true);
    expect(await isSaved(database.db, mine, b.id)).toBe(false);
    await expectAppError(listSavedHomes(database.db, null), "UNAUTHENTICATED");
  });

  it("marks a page of cards in one query; a visitor's cards are left as they were", async () => {
    const a = await newListing();
    const b = await newListing();
    const user = sessionOf(await createUser(database.db, { role: "renter" }));
    await setFavourite(database.db, user, { listingId: a.id, intent: "save" });
    const cards = [{ id: a.id }, { id: b.id }];
    expect(await withSaved(database.db, user, cards)).toEqual([
      { id: a.id, saved: true },
      { id: b.id, saved: false },
    ]);
    expect(await withSaved(database.db, null, cards)).toEqual(cards);
    expect(await savedAmong(database.db, user, [])).toEqual(new Set());
    expect(await withSaved(database.db, renter, cards)).toEqual([
      { id: a.id, saved: false },
      { id: b.id, saved: false },
    ]);
  });

  it("a deleted listing leaves the list; a deleted account takes its list along", async () => {
    const listing = await newListing();
    const user = await createUser(database.db, { role: "renter" });
    await setFavourite(database.db, sessionOf(user), { listingId: listing.id, intent: "save" });
    await database.db.delete(listings).where(eq(listings.id, listing.id));
    expect(await listSavedHomes(database.db, sessionOf(user))).toEqual([]);
    const kept = await newListing();
    await setFavourite(database.db, sessionOf(user), { listingId: kept.id, intent: "save" });
    const { profiles } = await import("../db/schema/auth");
    await database.db.delete(profiles).where(eq(profiles.id, user.id));
    expect(await database.db.select().from(favourites).where(eq(favourites.profileId, user.id))).toEqual([]);
  });

  it(`stops at ${MAX_FAVOURITES} homes`, async () => {
    const user = sessionOf(await createUser(database.db, { role: "renter" }));
    const homes = await database.db
      .insert(listings)
      .values(
        Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => ({
          ownerId: landlord.id,
          title: `Bulk ${i}`,
          country: "United States",
          state: "IL",
          city: "Chicago",
          priceCents: 90_000,
          securityDepositCents: 0,
        })),
      )
      .returning({ id: listings.id });
    await database.db
      .insert(favourites)
      .values(homes.slice(0, MAX_FAVOURITES).map((h) => ({ profileId: user.id, listingId: h.id })));
    await expectAppError(
      setFavourite(database.db, user, { listingId: homes[MAX_FAVOURITES].id, intent: "save" }),
      "CONFLICT",
    );
  });
});
