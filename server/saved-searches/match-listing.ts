import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { ListingFilter } from "../../common/listing-filter";
import { citySearchKeys, listingMatchesFilter, type MatchableListing } from "../../common/saved-search";
import type { AppDeps } from "../context";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { emailSuppressions } from "../db/schema/email";
import { listings } from "../db/schema/listings";
import { listingMatchOutbox, savedSearchAlerts, savedSearches } from "../db/schema/saved-searches";
import { EMAIL_JOB } from "../jobs/email";
import { distanceOrigin, originCube } from "../listings/distance-sql";
import { accountVoucher } from "../vouchers/renter-voucher";
import { searchVoucher } from "../vouchers/search-voucher";
import { voucherFitCondition } from "../vouchers/voucher-fit-sql";
import { type AlertListing, alertEmailFor } from "./alert-email";
import { distanceColumns, storedFilter } from "./service";

export const MATCH_JOB = "saved-search-match" as const;
/** A match run stops taking listings after this long; the rest wait for the next run (a minute later). */
export const MATCH_RUN_BUDGET_MS = 45_000;

/** A public listing as the matcher reads it, or null. */
async function readMatchable(db: Executor, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      status: listings.status,
      priceCents: listings.priceCents,
      country: listings.country,
      state: listings.state,
      city: listings.city,
      zipCode: listings.zipCode,
      bedrooms: listings.bedrooms,
      bathrooms: listings.bathrooms,
      acceptsSection8: listings.acceptsSection8,
      landlordVerified: sql<boolean>`${profiles.verifiedAt} is not null`,
      availableFrom: listings.availableFrom,
      accessibility: listings.accessibility,
      pets: listings.pets,
      utilities: listings.utilities,
      latitude: listings.latitude,
      longitude: listings.longitude,
    })
    .from(listings)
    .innerJoin(profiles, eq(profiles.id, listings.ownerId))
    .where(eq(listings.id, listingId));
  return row ?? null;
}

/**
 * The saved searches whose stored columns let `listing` through: ONE query over the searches that send
 * alerts (saved_searches_match_idx: the search's city term is one of the listing city's substrings, or
 * none), every other column checked on those rows, and the pairs already found left out. It restates
 * listingMatchesFilter for the filters it knows; its test compares the two on random data.
 */
export function candidateSearchesCondition(listing: MatchableListing & { id?: string }): SQL {
  const lower = (v: string | null) => (v ?? "").toLowerCase();
  const range = (min: SQL, max: SQL, value: number | null) =>
    value === null
      ? sql`${min} is null`
      : sql`(${min} is null or (${min} <= ${value} and coalesce(${max}, 32767) >= ${value}))`;
  const keys = citySearchKeys(listing.city);
  const conditions: SQL[] = [
    sql`${savedSearches.alerts} <> 'off'`,
    sql`not ${savedSearches.paused}`,
    sql`${savedSearches.city} in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
    sql`(${savedSearches.state} = '' or strpos(${lower(listing.state)}, ${savedSearches.state}) > 0)`,
    sql`(${savedSearches.country} = '' or strpos(${lower(listing.country)}, ${savedSearches.country}) > 0)`,
    sql`(${savedSearches.zipCode} = '' or strpos(${lower(listing.zipCode)}, ${savedSearches.zipCode}) > 0)`,
    sql`(${savedSearches.maxRentCents} is null or ${savedSearches.maxRentCents} >= ${listing.priceCents})`,
    range(sql`${savedSearches.bedroomsMin}`, sql`${savedSearches.bedroomsMax}`, listing.bedrooms),
    range(sql`${savedSearches.bathroomsMin}`, sql`${savedSearches.bathroomsMax}`, listing.bathrooms),
  ];
  if (!listing.acceptsSection8) conditions.push(sql`not ${savedSearches.section8}`);
  if (!listing.landlordVerified) conditions.push(sql`not ${savedSearches.verifiedOnly}`);
  // Where and when (issue 28), from the stored filter (a search saved before them has none of its keys):
  // listingFactsMatch in SQL. A chosen set must be within the listing's.
  const facts = (key: string) => sql`${savedSearches.filter} -> ${key}`;
  const text = (key: string) => sql`coalesce(${savedSearches.filter} ->> ${key}, '')`;
  if (listing.availableFrom !== null) {
    conditions.push(sql`(${text("availableBy")} = '' or ${text("availableBy")} >= ${listing.availableFrom})`);
  }
  conditions.push(
    sql`coalesce(${facts("accessibility")}, '[]'::jsonb) <@ ${JSON.stringify(listing.accessibility)}::jsonb`,
    sql`coalesce(${facts("utilities")}, '[]'::jsonb) <@ ${JSON.stringify(listing.utilities)}::jsonb`,
    sql`${text("pets")} in (${sql.join(
      ["", ...(listing.pets === "cats_dogs" ? ["cats", "dogs"] : [listing.pets])].map((p) => sql`${p}`),
      sql`, `,
    )})`,
  );
  // Within N miles: the listing's point against the search's located place (distanceColumns), as
  // withinCondition compares them on /rentals; a listing without a point is within no radius.
  const point =
    listing.latitude != null && listing.longitude != null
      ? { latitude: listing.latitude, longitude: listing.longitude }
      : null;
  conditions.push(
    point
      ? sql`(${savedSearches.distanceChord} is null or cube_distance(${savedSearches.distanceOrigin}, ${originCube(point)}) <= ${savedSearches.distanceChord})`
      : sql`${savedSearches.distanceChord} is null`,
  );
  if (listing.id) {
    conditions.push(
      sql`not exists (select 1 from ${savedSearchAlerts} where ${savedSearchAlerts.searchId} = ${savedSearches.id} and ${savedSearchAlerts.listingId} = ${listing.id})`,
    );
  }
  return and(...conditions) as SQL;
}

type MatchDeps = Pick<AppDeps, "db" | "jobs" | "publicUrl" | "supportEmail" | "cookieSecret">;

/**
 * The match job: records each (search, listing) pair once, ever (the primary key, ON CONFLICT DO NOTHING:
 * a retried job, or the same job on two instances, inserts nothing the second time), and, in the same
 * transaction, queues one instant alert email per pair it inserted, keyed `alert:<search>:<listing>` so
 * the email job sends it at most once (server/jobs/email.ts). Daily searches' pairs wait for the digest.
 * A stored query that no longer parses in full is read for what it still says (parseListingFilter never
 * throws); any candidate whose check fails is skipped, never the whole job.
 */
export async function matchListing(
  deps: MatchDeps,
  tx: Executor,
  listingId: string,
): Promise<{ matched: number }> {
  const listing = await readMatchable(tx, listingId);
  if (listing?.status !== "active" || listing.priceCents <= 0) return { matched: 0 };
  const candidates = await tx
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      ownerId: savedSearches.ownerId,
      query: savedSearches.query,
      alerts: savedSearches.alerts,
      email: profiles.email,
      fullName: profiles.fullName,
      locale: profiles.locale,
      suppressed: sql<boolean>`exists (select 1 from ${emailSuppressions} where ${emailSuppressions.email} = lower(${profiles.email}))`,
    })
    .from(savedSearches)
    .innerJoin(profiles, eq(profiles.id, savedSearches.ownerId))
    .where(candidateSearchesCondition(listing));
  let matched = 0;
  for (const search of candidates) {
    const verdict = await confirmMatch(tx, listing, search).catch(() => null);
    if (!verdict) continue;
    const inserted = await tx
      .insert(savedSearchAlerts)
      .values({
        searchId: search.id,
        listingId: listing.id,
        notifiedAt: search.alerts === "instant" ? new Date() : null,
      })
      .onConflictDoNothing()
      .returning({ searchId: savedSearchAlerts.searchId });
    if (inserted.length === 0) continue;
    matched++;
    if (search.alerts !== "instant" || search.suppressed) continue;
    const card: AlertListing = { ...listing, fitsVoucher: verdict.fitsVoucher };
    await deps.jobs.send(
      EMAIL_JOB,
      alertEmailFor(deps, "instant", search, [card], `alert:${search.id}:${listing.id}`),
      { tx },
    );
  }
  return { matched };
}

/**
 * Which of `listingIds` fit the search's voucher (the renter's saved one when "Fits my voucher" is
 * ticked, else the size in the URL), in SQL on those listings; null when the search is for no voucher.
 * The one verdict the instant alert and the digest show as "Fits your voucher".
 */
export async function voucherFits(
  tx: Executor,
  ownerId: string,
  filter: Pick<ListingFilter, "fitsVoucher" | "voucher">,
  listingIds: string[],
): Promise<Set<string> | null> {
  if (!filter.fitsVoucher && filter.voucher === null) return null;
  const saved = filter.fitsVoucher ? await accountVoucher(tx, ownerId) : null;
  const chosen = searchVoucher(filter, saved);
  if (!chosen) return null;
  if (listingIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, listingIds), voucherFitCondition(chosen.voucher)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The exact check of one candidate: the search's stored filter, read again (filters the columns do not
 * carry count here), by the reference rule, with the voucher verdict of voucherFits and the place of a
 * "within N miles" search located again.
 */
async function confirmMatch(
  tx: Executor,
  listing: MatchableListing & { id: string },
  search: { ownerId: string; query: string },
): Promise<{ fitsVoucher: boolean } | null> {
  const filter = storedFilter(search.query);
  const fits = await voucherFits(tx, search.ownerId, filter, [listing.id]);
  const voucherFitsListing = fits === null || fits.has(listing.id);
  const origin = await distanceOrigin(filter);
  if (!listingMatchesFilter(listing, filter, voucherFitsListing, origin)) return null;
  return { fitsVoucher: fits !== null && voucherFitsListing };
}

/**
 * Locates the searches saved before their distance columns (a chord without a place, migration 0033):
 * each gets its place, or none when it cannot be located (then it matches without the distance).
 */
export async function locatePendingSearches(db: Executor, limit = 500): Promise<number> {
  const pending = await db
    .select({ id: savedSearches.id, query: savedSearches.query })
    .from(savedSearches)
    .where(and(isNotNull(savedSearches.distanceChord), isNull(savedSearches.distanceOrigin)))
    .limit(limit);
  for (const search of pending) {
    await db
      .update(savedSearches)
      .set(await distanceColumns(storedFilter(search.query)))
      .where(and(eq(savedSearches.id, search.id), isNull(savedSearches.distanceOrigin)));
  }
  return pending.length;
}

/**
 * The match job (every minute, JOB_SCHEDULES): takes the listings the trigger queued in
 * listing_match_outbox one at a time, each in its own transaction (`for update skip locked`: two instances
 * take different listings), deletes the outbox row and records the matches and their emails with it. A
 * crash or an error rolls the transaction back and leaves the row for the next run: nothing is lost, and
 * the pairs' primary key means nothing is matched twice.
 */
export async function sweepListingMatches(
  deps: MatchDeps,
  budgetMs = MATCH_RUN_BUDGET_MS,
): Promise<{ listings: number; matched: number }> {
  const started = Date.now();
  let done = 0;
  let matched = 0;
  const failed = new Set<string>();
  await locatePendingSearches(deps.db);
  while (Date.now() - started < budgetMs) {
    const result = await deps.db
      .transaction(async (tx) => {
        const [next] = await tx
          .select({ listingId: listingMatchOutbox.listingId })
          .from(listingMatchOutbox)
          .where(
            failed.size
              ? sql`${listingMatchOutbox.listingId} not in (${sql.join(
                  [...failed].map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : undefined,
          )
          .orderBy(listingMatchOutbox.queuedAt)
          .limit(1)
          .for("update", { skipLocked: true });
        if (!next) return null;
        await tx.delete(listingMatchOutbox).where(eq(listingMatchOutbox.listingId, next.listingId));
        try {
          const { matched } = await matchListing(deps, tx, next.listingId);
          return { listingId: next.listingId, matched };
        } catch (err) {
          throw Object.assign(new Error("saved-search match failed", { cause: err }), {
            listingId: next.listingId,
          });
        }
      })
      .catch((err: unknown) => ({ error: err }));
    if (result === null) break;
    if ("error" in result) {
      // Its row stays queued for the next run; this run goes on with the others.
      const listingId = (result.error as { listingId?: string }).listingId;
      if (listingId) failed.add(listingId);
      else throw result.error;
      continue;
    }
    done++;
    matched += result.matched;
  }
  return { listings: done, matched };
}

/** Registers the match job's worker. */
export function handleListingMatches(deps: MatchDeps) {
  deps.jobs.handle(MATCH_JOB, async () => {
    await sweepListingMatches(deps);
  });
}
