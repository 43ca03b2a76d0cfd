import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { DIGEST_DEFAULT_TIME_ZONE, digestDue } from "../../common/saved-search";
import { stateTimeZone } from "../../common/time-zone";
import type { AppDeps } from "../context";
import { profiles } from "../db/schema/auth";
import { emailSuppressions } from "../db/schema/email";
import { listings } from "../db/schema/listings";
import { savedSearchAlerts, savedSearches } from "../db/schema/saved-searches";
import { EMAIL_JOB } from "../jobs/email";
import { alertEmailFor } from "./alert-email";
import { voucherFits } from "./match-listing";
import { storedFilter } from "./service";

export const DIGEST_JOB = "saved-search-digest" as const;
/** At most this many homes in one digest (the newest); the rest stay on the saved searches page. */
export const DIGEST_MAX_LISTINGS = 20;
/**
 * A digest run stops taking searches after this long (its job expires after DIGEST_EXPIRE_SECONDS, 12 min);
 * the searches left are still due and go out at the next run, 15 minutes later.
 */
export const DIGEST_RUN_BUDGET_MS = 10 * 60_000;

/** The zone a search's digest follows: its U.S. state's, else DIGEST_DEFAULT_TIME_ZONE. */
export function digestTimeZone(state: string): string {
  return stateTimeZone(state) ?? DIGEST_DEFAULT_TIME_ZONE;
}

type DigestDeps = Pick<AppDeps, "db" | "jobs" | "publicUrl" | "supportEmail" | "cookieSecret">;

/**
 * The daily digest run (every 15 minutes, JOB_SCHEDULES): each daily search, not paused, with matches no
 * email has taken yet, whose local morning has come (digestDue) gets one email with those homes still
 * listed (a home paused since it matched is left out and waits). Per search, in one transaction: the row
 * locked and its last digest re-read, the pairs marked, the email queued (keyed `digest:<search>:<day>`,
 * sent at most once).
 */
export async function runDigests(
  deps: DigestDeps,
  now = new Date(),
  budgetMs = DIGEST_RUN_BUDGET_MS,
): Promise<{ sent: number }> {
  const started = Date.now();
  const due = await deps.db
    .selectDistinct({
      id: savedSearches.id,
      state: savedSearches.state,
      lastDigestAt: savedSearches.lastDigestAt,
    })
    .from(savedSearches)
    .innerJoin(
      savedSearchAlerts,
      and(eq(savedSearchAlerts.searchId, savedSearches.id), isNull(savedSearchAlerts.notifiedAt)),
    )
    .where(and(eq(savedSearches.alerts, "daily"), eq(savedSearches.paused, false)));
  let sent = 0;
  for (const search of due) {
    if (Date.now() - started >= budgetMs) break;
    const zone = digestTimeZone(search.state);
    if (!digestDue(now, zone, search.lastDigestAt)) continue;
    if (await digestOne(deps, search.id, zone, now)) sent++;
  }
  return { sent };
}

async function digestOne(deps: DigestDeps, searchId: string, zone: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [search] = await tx
      .select({
        id: savedSearches.id,
        name: savedSearches.name,
        ownerId: savedSearches.ownerId,
        query: savedSearches.query,
        alerts: savedSearches.alerts,
        paused: savedSearches.paused,
        lastDigestAt: savedSearches.lastDigestAt,
        email: profiles.email,
        fullName: profiles.fullName,
        locale: profiles.locale,
        suppressed: sql<boolean>`exists (select 1 from ${emailSuppressions} where ${emailSuppressions.email} = lower(${profiles.email}))`,
      })
      .from(savedSearches)
      .innerJoin(profiles, eq(profiles.id, savedSearches.ownerId))
      .where(eq(savedSearches.id, searchId))
      .for("update", { of: savedSearches });
    if (search?.alerts !== "daily" || search.paused) return false;
    if (!digestDue(now, zone, search.lastDigestAt)) return false;
    const homes = await tx
      .select({
        id: listings.id,
        title: listings.title,
        priceCents: listings.priceCents,
        bedrooms: listings.bedrooms,
        bathrooms: listings.bathrooms,
        city: listings.city,
        state: listings.state,
        zipCode: listings.zipCode,
        acceptsSection8: listings.acceptsSection8,
      })
      .from(savedSearchAlerts)
      .innerJoin(listings, eq(listings.id, savedSearchAlerts.listingId))
      .where(
        and(
          eq(savedSearchAlerts.searchId, searchId),
          isNull(savedSearchAlerts.notifiedAt),
          eq(listings.status, "active"),
          sql`${listings.priceCents} > 0`,
        ),
      )
      .orderBy(sql`${savedSearchAlerts.matchedAt} desc`)
      .limit(DIGEST_MAX_LISTINGS);
    await tx.update(savedSearches).set({ lastDigestAt: now }).where(eq(savedSearches.id, searchId));
    if (homes.length === 0) return false;
    await tx
      .update(savedSearchAlerts)
      .set({ notifiedAt: now })
      .where(
        and(
          eq(savedSearchAlerts.searchId, searchId),
          inArray(
            savedSearchAlerts.listingId,
            homes.map((h) => h.id),
          ),
        ),
      );
    if (search.suppressed) return false;
    const day = now.toISOString().slice(0, 10);
    const fits = await voucherFits(
      tx,
      search.ownerId,
      storedFilter(search.query),
      homes.map((h) => h.id),
    );
    await deps.jobs.send(
      EMAIL_JOB,
      alertEmailFor(
        deps,
        "digest",
        search,
        homes.map((h) => ({ ...h, fitsVoucher: fits?.has(h.id) ?? false })),
        `digest:${search.id}:${day}`,
      ),
      { tx },
    );
    return true;
  });
}

/** Registers the digest job's worker. */
export function handleDigests(deps: DigestDeps) {
  deps.jobs.handle(DIGEST_JOB, async () => {
    await runDigests(deps);
  });
}
