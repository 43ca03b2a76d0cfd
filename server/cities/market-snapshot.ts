import { and, gt, type SQL, sql } from "drizzle-orm";
import type { CityPageConfig } from "../../common/city-pages";
import { RENT_ESTIMATE_LIMIT } from "../../common/constants";
import type { Executor } from "../db/client";
import { listings } from "../db/schema/listings";
import type { MarketDataProvider, RentEstimate } from "../integrations/market-data/market-data";
import type { Logger } from "../logger";
import { cityNameMatch, stateMatch } from "./service";

/** Average rents in whole dollars per unit type; null where nothing is known. */
export interface UnitBreakdown {
  studio: number | null;
  oneBR: number | null;
  twoBR: number | null;
  threeBR: number | null;
}

/**
 * The spec's derived "Market snapshot". Every figure comes from real data, never invented or random:
 * the market-data provider's estimates, else our own listings in the city; the year-over-year change from
 * our listings' asking rents over time, null when there is too little data to say.
 */
export interface MarketSnapshot {
  /** Whole dollars per month. */
  averageRent: number;
  commonUnitType: string | null;
  /** Percent with one decimal (e.g. 3.4 or -1.2); null when there is too little data. */
  yearOverYearChange: number | null;
  unitBreakdown: UnitBreakdown;
  source: "estimates" | "listings";
}

/** A market: a city in its state, its name matched as a city page matches it (New York: contains). */
export type MarketArea = Pick<CityPageConfig, "city" | "state" | "stateName" | "cityMatch">;

/** Fewer listings than this in the city say too little for an average. */
export const MIN_LISTINGS_FOR_SNAPSHOT = 3;
/** Each year needs at least this many comparable listings for a year-over-year change. */
export const MIN_LISTINGS_PER_YEAR = 5;

const UNIT_TYPES = ["Studio", "1 Bedroom", "2 Bedrooms", "3+ Bedrooms"] as const;
const BREAKDOWN_KEYS = ["studio", "oneBR", "twoBR", "threeBR"] as const;
const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** studio, 1, 2 and 3+ bedrooms; null when unknown. */
function bucketOf(bedrooms: number | null | undefined): number | null {
  if (bedrooms === null || bedrooms === undefined || bedrooms < 0) return null;
  return Math.min(3, Math.floor(bedrooms));
}

interface Group {
  bucket: number | null;
  /** How many listings (or how much weight) stand behind the figure. */
  weight: number;
  /** Average rent in dollars. */
  rent: number;
}

/** Average rent, most common unit type and per-type averages from weighted groups. */
function summarize(groups: Group[]): Omit<MarketSnapshot, "yearOverYearChange" | "source"> | null {
  const total = groups.reduce((sum, g) => sum + g.weight, 0);
  if (total <= 0) return null;
  const averageRent = Math.round(groups.reduce((sum, g) => sum + g.rent * g.weight, 0) / total);
  const perBucket = new Map<number, { weight: number; sum: number }>();
  for (const g of groups) {
    if (g.bucket === null) continue;
    const entry = perBucket.get(g.bucket) ?? { weight: 0, sum: 0 };
    entry.weight += g.weight;
    entry.sum += g.rent * g.weight;
    perBucket.set(g.bucket, entry);
  }
  const unitBreakdown: UnitBreakdown = { studio: null, oneBR: null, twoBR: null, threeBR: null };
  let common: number | null = null;
  for (const [bucket, entry] of [...perBucket.entries()].sort((a, b) => a[0] - b[0])) {
    unitBreakdown[BREAKDOWN_KEYS[bucket]] = Math.round(entry.sum / entry.weight);
    // The type with the most listings behind it; a tie goes to the smaller unit.
    if (common === null || entry.weight > (perBucket.get(common)?.weight ?? 0)) common = bucket;
  }
  return { averageRent, commonUnitType: common === null ? null : UNIT_TYPES[common], unitBreakdown };
}

function fromEstimates(estimates: RentEstimate[]) {
  const valid = estimates.filter((e) => Number.isFinite(e.rent) && e.rent > 0);
  const summary = summarize(
    valid.map((e) => ({ bucket: bucketOf(e.bedrooms), weight: e.sampleSize ?? 1, rent: e.rent })),
  );
  if (!summary || summary.commonUnitType !== null) return summary;
  // No bedroom counts: the provider's most frequent property type.
  const counts = new Map<string, number>();
  for (const e of valid)
    if (e.propertyType) counts.set(e.propertyType, (counts.get(e.propertyType) ?? 0) + 1);
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return { ...summary, commonUnitType: top?.[0] ?? null };
}

/** The city's own market: its city name (as the page matches it) in its state. */
function cityMarket(config: MarketArea): SQL {
  return and(cityNameMatch(config), stateMatch(config), gt(listings.priceCents, 0)) as SQL;
}

async function fromListings(db: Executor, config: MarketArea) {
  const bucket = sql`least(${listings.bedrooms}, 3)`;
  const result = await db.execute<{ bucket: number | null; n: number; avg_cents: number }>(sql`
    select ${bucket}::int as bucket, count(*)::int as n, avg(${listings.priceCents})::float8 as avg_cents
    from ${listings}
    where ${cityMarket(config)} and ${listings.status} = 'active'
    group by 1`);
  const groups = result.rows.map((row) => ({
    bucket: row.bucket === null ? null : Number(row.bucket),
    weight: Number(row.n),
    rent: Number(row.avg_cents) / 100,
  }));
  const count = groups.reduce((sum, g) => sum + g.weight, 0);
  return count >= MIN_LISTINGS_FOR_SNAPSHOT ? summarize(groups) : null;
}

/**
 * Year-over-year change of asking rents: listings posted in the last 12 months against those posted in the
 * 12 months before (active or since paused: both were real asking rents then). Compared unit type by unit
 * type, weighted by this year's mix, so a shift from studios to family homes is not read as a rent rise.
 * Null when either year has fewer than MIN_LISTINGS_PER_YEAR comparable listings.
 */
export async function yearOverYearChange(
  db: Executor,
  config: MarketArea,
  now: Date = new Date(),
): Promise<number | null> {
  const yearAgo = new Date(now.getTime() - YEAR_MS);
  const twoYearsAgo = new Date(now.getTime() - 2 * YEAR_MS);
  const result = await db.execute<{ current: boolean; bucket: number; n: number; avg_cents: number }>(sql`
    select ${listings.createdAt} >= ${yearAgo.toISOString()}::timestamptz as current,
      least(${listings.bedrooms}, 3)::int as bucket, count(*)::int as n,
      avg(${listings.priceCents})::float8 as avg_cents
    from ${listings}
    where ${cityMarket(config)} and ${listings.bedrooms} is not null
      and ${listings.createdAt} >= ${twoYearsAgo.toISOString()}::timestamptz
      and ${listings.createdAt} <= ${now.toISOString()}::timestamptz
    group by 1, 2`);
  const current = new Map<number, { n: number; avg: number }>();
  const previous = new Map<number, { n: number; avg: number }>();
  for (const row of result.rows) {
    const side = row.current ? current : previous;
    side.set(Number(row.bucket), { n: Number(row.n), avg: Number(row.avg_cents) });
  }
  let currentCount = 0;
  let previousCount = 0;
  let weightedRatio = 0;
  for (const [bucket, now] of current) {
    const before = previous.get(bucket);
    if (!before || before.avg <= 0) continue;
    currentCount += now.n;
    previousCount += before.n;
    weightedRatio += (now.avg / before.avg) * now.n;
  }
  if (currentCount < MIN_LISTINGS_PER_YEAR || previousCount < MIN_LISTINGS_PER_YEAR) return null;
  const change = (weightedRatio / currentCount - 1) * 100;
  return Math.round(change * 10) / 10 || 0;
}

/**
 * The snapshot of a market (a larger city page, or the home page's visitor city), or null when there is no market data. Never throws: a failure is
 * logged and gives null, and the page shows its own message.
 */
export async function buildMarketSnapshot(
  deps: { db: Executor; marketData: MarketDataProvider; logger: Logger },
  config: MarketArea,
  now: Date = new Date(),
): Promise<MarketSnapshot | null> {
  try {
    const estimates = await deps.marketData.rentEstimates({
      city: config.city,
      state: config.state,
      limit: RENT_ESTIMATE_LIMIT,
    });
    const fromProvider = fromEstimates(estimates);
    const summary = fromProvider ?? (await fromListings(deps.db, config));
    if (!summary) return null;
    return {
      ...summary,
      yearOverYearChange: await yearOverYearChange(deps.db, config, now),
      source: fromProvider ? "estimates" : "listings",
    };
  } catch (error) {
    deps.logger.error({ err: error, city: config.city }, "market snapshot failed");
    return null;
  }
}
