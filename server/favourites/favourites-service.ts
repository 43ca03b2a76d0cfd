import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { FAVOURITE_UNAVAILABLE, FAVOURITES_FULL, MAX_FAVOURITES } from "../../common/favourites";
import { favouriteSchema } from "../../common/schemas/favourite";
import { requireUser, type SessionUser } from "../auth/session";
import type { Executor } from "../db/client";
import { favourites } from "../db/schema/favourites";
import { listings } from "../db/schema/listings";
import { AppError } from "../errors";
import { isPublicListing, type ListingCardData, listingCardColumns } from "../listings/listing-card";
import { parseInput } from "../validation";

/**
 * Saved homes: each account reads and writes only its own rows (the acting user's id is the only profile id
 * any query here takes). Only a public listing (active, with a price) can be newly saved; one that is paused
 * later stays saved and shows as no longer available; a deleted one leaves the list (the foreign key cascades).
 */

/**
 * Saves or removes one listing for the acting user; both are idempotent (saving twice keeps one row, removing
 * what is not saved is fine). Returns whether the listing is saved afterwards.
 */
export async function setFavourite(
  db: Executor,
  user: SessionUser | null,
  input: unknown,
): Promise<{ listingId: string; saved: boolean }> {
  const acting = requireUser(user, "Please sign in to save homes.");
  const { listingId, intent } = parseInput(favouriteSchema, input);
  if (intent === "remove") {
    await db
      .delete(favourites)
      .where(and(eq(favourites.profileId, acting.id), eq(favourites.listingId, listingId)));
    return { listingId, saved: false };
  }
  const [already] = await db
    .select({ listingId: favourites.listingId })
    .from(favourites)
    .where(and(eq(favourites.profileId, acting.id), eq(favourites.listingId, listingId)));
  // Saved before it was paused: it stays saved, nothing to do.
  if (already) return { listingId, saved: true };
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), isPublicListing));
  if (!listing) throw new AppError("NOT_FOUND", FAVOURITE_UNAVAILABLE);
  const [{ n }] = await db.select({ n: count() }).from(favourites).where(eq(favourites.profileId, acting.id));
  if (n >= MAX_FAVOURITES) throw new AppError("CONFLICT", FAVOURITES_FULL);
  // Two tabs saving at once: the primary key keeps one row.
  await db.insert(favourites).values({ profileId: acting.id, listingId }).onConflictDoNothing();
  return { listingId, saved: true };
}

/**
 * Which of these listings the user has saved: one query (the primary key, `listing_id in (...)`) for a whole
 * page of cards, none for a visitor or an empty page.
 */
export async function savedAmong(
  db: Executor,
  user: Pick<SessionUser, "id"> | null,
  listingIds: readonly string[],
): Promise<Set<string>> {
  if (!user || listingIds.length === 0) return new Set();
  const rows = await db
    .select({ listingId: favourites.listingId })
    .from(favourites)
    .where(and(eq(favourites.profileId, user.id), inArray(favourites.listingId, [...new Set(listingIds)])));
  return new Set(rows.map((row) => row.listingId));
}

/**
 * Cards with the signed-in user's heart state (`saved`); a visitor's cards come back as they were (no field:
 * their page is the same for every visitor, and cacheable).
 */
export async function withSaved<C extends { id: string }>(
  db: Executor,
  user: Pick<SessionUser, "id"> | null,
  cards: C[],
): Promise<(C & { saved?: boolean })[]> {
  if (!user) return cards;
  const saved = await savedAmong(
    db,
    user,
    cards.map((card) => card.id),
  );
  return cards.map((card) => ({ ...card, saved: saved.has(card.id) }));
}

/** Whether the user has saved this one listing (the listing page's heart). */
export async function isSaved(
  db: Executor,
  user: Pick<SessionUser, "id"> | null,
  listingId: string,
): Promise<boolean> {
  return (await savedAmong(db, user, [listingId])).has(listingId);
}

export type SavedHome = ListingCardData & {
  /** Public now (active, with a price); false: paused, shown as "No longer available". */
  available: boolean;
  savedAt: Date;
};

/** The acting user's Saved homes, newest first (favourites_profile_created_idx). */
export async function listSavedHomes(db: Executor, user: SessionUser | null): Promise<SavedHome[]> {
  const acting = requireUser(user);
  return db
    .select({
      ...listingCardColumns,
      available: sql<boolean>`(${isPublicListing})`.mapWith(Boolean),
      savedAt: favourites.createdAt,
    })
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .where(eq(favourites.profileId, acting.id))
    .orderBy(desc(favourites.createdAt), desc(favourites.listingId))
    .limit(MAX_FAVOURITES);
}
