import { and, count, eq, gt, sql } from "drizzle-orm";
import type { ListingFilter } from "../../common/listing-filter";
import {
  type AlertChoice,
  droppedParams,
  MAX_SAVED_SEARCHES,
  savedSearchColumns,
  savedSearchQuery,
} from "../../common/saved-search";
import { parseListingFilter } from "../../common/schemas/listing-filter";
import { savedSearchChangeSchema, saveSearchSchema } from "../../common/schemas/saved-search";
import { requireRole, type SessionUser } from "../auth/session";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { listings } from "../db/schema/listings";
import { savedSearchAlerts, savedSearches } from "../db/schema/saved-searches";
import { AppError } from "../errors";
import { chordOfMiles, cubeText, distanceOrigin } from "../listings/distance-sql";
import { parseInput } from "../validation";

export const RENTERS_SAVE_SEARCHES = "Only renters can save searches.";
export const SAVED_SEARCH_LIMIT = `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`;
export const SAVED_SEARCH_NOT_FOUND = "This saved search doesn't exist.";
/** A match counts as new for this many days on the saved searches page. */
export const NEW_MATCH_DAYS = 7;

function requireRenter(user: SessionUser | null): SessionUser {
  return requireRole(user, ["renter"], RENTERS_SAVE_SEARCHES);
}

/** A stored query read back as the search's filter (never throws: what it no longer understands is dropped). */
export function storedFilter(query: string): ListingFilter {
  return parseListingFilter(new URLSearchParams(query));
}

/**
 * A search's distance columns (saved_searches.distance_origin and distance_chord): the located place of its
 * "within N miles" part and the radius as a chord, or none (no such part, or a place that cannot be located:
 * the search then runs without the distance, as /rentals does).
 */
export async function distanceColumns(filter: ListingFilter) {
  const origin = await distanceOrigin(filter);
  return origin
    ? { distanceOrigin: cubeText(origin), distanceChord: chordOfMiles(origin.radiusMiles) }
    : { distanceOrigin: null, distanceChord: null };
}

/**
 * "Save this search": the page's query string (any filters, new ones included) and its parsed form. At
 * most MAX_SAVED_SEARCHES per account: the count is taken with the renter's profile row locked, in the
 * inserting transaction, so two saves at once never pass the limit together.
 */
export async function saveSearch(db: Executor, user: SessionUser | null, input: unknown) {
  const renter = requireRenter(user);
  const data = parseInput(saveSearchSchema, input);
  const raw = data.query.replace(/^\?/, "");
  const filter = storedFilter(raw);
  // Everything the visitor sent is kept, minus the page and the order (they are no filter).
  const params = new URLSearchParams(raw);
  params.delete("page");
  params.delete("sort");
  const query = params.toString() || savedSearchQuery(filter);
  const distance = await distanceColumns(filter);
  return db.transaction(async (tx) => {
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, renter.id)).for("update");
    const [{ n }] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.ownerId, renter.id));
    if (Number(n) >= MAX_SAVED_SEARCHES) throw new AppError("CONFLICT", SAVED_SEARCH_LIMIT);
    const [row] = await tx
      .insert(savedSearches)
      .values({
        ownerId: renter.id,
        name: data.name,
        query,
        filter,
        alerts: data.alerts,
        ...savedSearchColumns(filter),
        ...distance,
      })
      .returning({ id: savedSearches.id });
    return row;
  });
}

export interface SavedSearchRow {
  id: string;
  name: string;
  query: string;
  alerts: AlertChoice;
  paused: boolean;
  createdAt: Date;
  newMatches: number;
  /** Parameters of the stored query the search no longer understands ([] when it all still parses). */
  notUnderstood: string[];
}

/** The renter's saved searches, oldest first, each with its matches of the last NEW_MATCH_DAYS still listed. */
export async function listSavedSearches(db: Executor, user: SessionUser | null): Promise<SavedSearchRow[]> {
  const renter = requireRenter(user);
  const since = new Date(Date.now() - NEW_MATCH_DAYS * 24 * 60 * 60 * 1000);
  const matches = db
    .select({ searchId: savedSearchAlerts.searchId, n: count().as("n") })
    .from(savedSearchAlerts)
    .innerJoin(listings, eq(listings.id, savedSearchAlerts.listingId))
    .where(and(gt(savedSearchAlerts.matchedAt, since), eq(listings.status, "active")))
    .groupBy(savedSearchAlerts.searchId)
    .as("matches");
  const rows = await db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      alerts: savedSearches.alerts,
      paused: savedSearches.paused,
      createdAt: savedSearches.createdAt,
      newMatches: sql<number>`coalesce(${matches.n}, 0)::int`,
    })
    .from(savedSearches)
    .leftJoin(matches, eq(matches.searchId, savedSearches.id))
    .where(eq(savedSearches.ownerId, renter.id))
    .orderBy(savedSearches.createdAt, savedSearches.id);
  return rows.map((r) => ({
    ...r,
    newMatches: Number(r.newMatches),
    notUnderstood: droppedParams(r.query, storedFilter(r.query)),
  }));
}

/** Rename, change the alerts, pause, resume or delete one of the renter's own saved searches. */
export async function changeSavedSearch(db: Executor, user: SessionUser | null, input: unknown) {
  const renter = requireRenter(user);
  const change = parseInput(savedSearchChangeSchema, input);
  const own = and(eq(savedSearches.id, change.id), eq(savedSearches.ownerId, renter.id));
  if (change.intent === "delete") {
    const deleted = await db.delete(savedSearches).where(own).returning({ id: savedSearches.id });
    if (deleted.length === 0) throw new AppError("NOT_FOUND", SAVED_SEARCH_NOT_FOUND);
    return { intent: change.intent };
  }
  const set =
    change.intent === "rename"
      ? { name: change.name }
      : change.intent === "alerts"
        ? { alerts: change.alerts }
        : { paused: change.intent === "pause" };
  const updated = await db
    .update(savedSearches)
    .set({ ...set, updatedAt: new Date() })
    .where(own)
    .returning({ id: savedSearches.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", SAVED_SEARCH_NOT_FOUND);
  return { intent: change.intent };
}

/** Turns a search's alerts off (the unsubscribe link: the signed token names the search). */
export async function turnOffAlerts(db: Executor, searchId: string): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ alerts: "off", updatedAt: new Date() })
    .where(eq(savedSearches.id, searchId))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** The saved search an unsubscribe token names, for its page (name only). */
export async function savedSearchName(db: Executor, searchId: string) {
  const [row] = await db
    .select({ name: savedSearches.name, alerts: savedSearches.alerts })
    .from(savedSearches)
    .where(eq(savedSearches.id, searchId));
  return row ?? null;
}
