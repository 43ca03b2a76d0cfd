import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import { rentParties } from "../db/schema/rent-parties";
import { type PublicRentParty, publicColumns } from "./read-rent-party";

/**
 * Still asking: less was raised than the target (`ceilingCents` of common/rent-party-rules.ts, the goal
 * or the lower confirmed amount owed; the schema keeps an amount owed null or above 0).
 */
const stillAsking = sql`${rentParties.amountRaisedCents} < least(${rentParties.goalAmountCents}, coalesce(${rentParties.amountOwedCents}, ${rentParties.goalAmountCents}))`;

// A finished campaign (its target reached, or closed) keeps its page (its story, what was raised and paid
// stay public) but stops asking: it leaves the banner, the public lists and the sitemap.
const isPublic = and(
  eq(rentParties.verified, true),
  eq(rentParties.isActive, true),
  isNull(rentParties.closedAt),
  stillAsking,
);

/**
 * Public lists (home, city pages): campaigns still asking only (verified, active, open, below their
 * target), newest first; optionally only in some states (two-letter codes), and the campaigns of one
 * city (or state) first.
 */
export async function listPublicRentParties(
  db: Executor,
  options: { limit?: number; states?: readonly string[]; preferCity?: string; preferState?: string } = {},
) {
  const { where, orderBy } = publicListShape(options);
  const query = db
    .select(publicColumns)
    .from(rentParties)
    .where(where)
    .orderBy(...orderBy);
  return options.limit ? query.limit(options.limit) : query;
}

/** Which campaigns a public list shows and in what order: the preferred city's, then state's, then newest. */
function publicListShape(options: { states?: readonly string[]; preferCity?: string; preferState?: string }) {
  const { states, preferCity, preferState } = options;
  return {
    where: states ? and(isPublic, inArray(rentParties.state, [...states])) : isPublic,
    orderBy: [
      ...(preferCity ? [desc(sql`lower(${rentParties.city}) = ${preferCity.trim().toLowerCase()}`)] : []),
      ...(preferState ? [desc(sql`${rentParties.state} = ${preferState}`)] : []),
      desc(rentParties.createdAt),
    ],
  };
}

/**
 * The home page's campaigns in one round trip: the banner's (the newest featured campaign, else the newest
 * verified one) and the carousel's (up to `limit`, the visitor's state first, newest
 * first). Each branch keeps its own order and limit (served by `rent_parties_public_idx`); `part` says
 * which branch a row came from.
 */
export async function homeRentParties(
  db: Executor,
  options: { limit: number; preferState?: string },
): Promise<{ featured: PublicRentParty | null; parties: PublicRentParty[] }> {
  const branch = (part: number, shape: ReturnType<typeof publicListShape>, limit: number) =>
    db
      .select({ ...publicColumns, part: sql<number>`${sql.raw(String(part))}`.as("part") })
      .from(rentParties)
      .where(shape.where)
      .orderBy(...shape.orderBy)
      .limit(limit);
  const newestFeatured = {
    where: and(isPublic, eq(rentParties.featured, true)),
    orderBy: [desc(rentParties.createdAt)],
  };
  const rows = await unionAll(
    branch(0, newestFeatured, 1),
    branch(1, publicListShape({}), 1),
    branch(2, publicListShape({ preferState: options.preferState }), options.limit),
  );
  const inPart = (n: number) =>
    rows.filter((r) => Number(r.part) === n).map(({ part: _, ...party }) => party);
  return { featured: inPart(0)[0] ?? inPart(1)[0] ?? null, parties: inPart(2) };
}

/** The sitemap: one entry per campaign still asking (verified, active, open, target not reached). */
export async function sitemapRentParties(db: Executor) {
  return db
    .select({ id: rentParties.id, createdAt: rentParties.createdAt })
    .from(rentParties)
    .where(isPublic)
    .orderBy(desc(rentParties.createdAt));
}
