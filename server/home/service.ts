import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { VisitorLocation } from "../../common/location";
import { NEARBY_AREAS_MAX_MILES, UNITED_STATES } from "../../common/location";
import { centsToWholeDollars } from "../../common/money";
import { findUsState } from "../../common/us-states";
import { buildMarketSnapshot, type MarketSnapshot } from "../cities/market-snapshot";
import type { Executor } from "../db/client";
import type { ReadCache } from "../db/read-cache";
import { listings } from "../db/schema/listings";
import { milesBetween, usCitiesWithin, usCityCentroid } from "../integrations/geo/zip-centroids";
import type { MarketDataProvider } from "../integrations/market-data/market-data";
import {
  isPublicListing,
  type ListingCardData,
  listingCardColumns,
  premiumRotationOrder,
  premiumRotationSlot,
} from "../listings/listing-card";
import type { Logger } from "../logger";
import { homeRentParties } from "../rent-parties/list-public-rent-parties";

/** Featured listings shown on the home page (6 in the mobile carousel, 3 on desktop). */
export const FEATURED_LISTINGS_LIMIT = 6;
/** The fallback when no listing is featured: the cheapest few. */
export const FEATURED_FALLBACK_LIMIT = 3;
export const NEAR_YOU_LIMIT = 6;
export const NEARBY_AREAS_LIMIT = 3;
export const HOME_RENT_PARTIES_LIMIT = 6;

/** The lower-cased spellings a stored state may have: a U.S. state by its code or its name. */
function stateSpellings(state: string): string[] {
  const us = findUsState(state);
  const spellings = new Set([state.trim().toLowerCase()]);
  if (us) {
    spellings.add(us.code.toLowerCase());
    spellings.add(us.name.toLowerCase());
  }
  return [...spellings];
}

function sameState(state: string): SQL {
  return inArray(sql`lower(${listings.state})`, stateSpellings(state));
}

function sameCountry(country: string): SQL {
  return sql`lower(${listings.country}) = ${country.trim().toLowerCase()}`;
}

/**
 * Featured Listings: premium listings (featured, which only a verified
 * landlord's listing can be), up to 6, in a rotation that changes every hour, so that with more premium
 * listings than places the same three are not always first; when none is premium, any priced listing, up
 * to 3, cheapest first. Served by `listings_featured_idx` and `listings_public_price_idx`.
 */
export async function featuredListings(db: Executor, now = new Date()): Promise<ListingCardData[]> {
  const featured = await db
    .select(listingCardColumns)
    .from(listings)
    .where(and(isPublicListing, eq(listings.featured, true)))
    .orderBy(premiumRotationOrder(now))
    .limit(FEATURED_LISTINGS_LIMIT);
  if (featured.length > 0) return featured;
  return db
    .select(listingCardColumns)
    .from(listings)
    .where(isPublicListing)
    .orderBy(asc(listings.priceCents), asc(listings.id))
    .limit(FEATURED_FALLBACK_LIMIT);
}

/**
 * Rentals Near You: the visitor's city and state (case-insensitive; a U.S. state by code or name), priced,
 * up to 6, cheapest first. Served by `listings_city_state_idx` (lower(city), lower(state), price).
 */
export async function rentalsNearYou(db: Executor, location: VisitorLocation): Promise<ListingCardData[]> {
  return db
    .select(listingCardColumns)
    .from(listings)
    .where(
      and(
        isPublicListing,
        sql`lower(${listings.city}) = ${location.city.trim().toLowerCase()}`,
        sameState(location.state),
        sameCountry(location.country),
      ),
    )
    .orderBy(asc(listings.priceCents), asc(listings.id))
    .limit(NEAR_YOU_LIMIT);
}

/** A nearby area the home page offers: a real place with our listings near the visitor. */
export interface NearbyArea {
  city: string;
  state: string;
  /** Whole dollars per month. */
  averageRent: number;
  zipCode: string | null;
  /** How many listings the average is over. */
  listingCount: number;
  /** Miles from the visitor's city (between city centres, from ZIP centroids). */
  milesAway: number;
}

/**
 * Explore More Affordable Nearby Areas: the cities with our listings whose centre is within
 * NEARBY_AREAS_MAX_MILES of the visitor's city (across state lines), grouped by city with their average
 * rent, the 3 cheapest; the current city is excluded. Nothing rather than far places: no areas when the
 * visitor's city cannot be placed (outside the U.S., a name the ZIP data does not know) or nothing with
 * listings is that close. The cities within reach come from the ZIP data, and their listings are read by
 * `listings_city_state_idx` (lower(city), lower(state)).
 */
export async function nearbyAreas(db: Executor, location: VisitorLocation): Promise<NearbyArea[]> {
  if (location.country !== UNITED_STATES) return [];
  const here = await usCityCentroid(location.city, location.state);
  if (!here) return [];
  const current = `${location.city.trim().toLowerCase()}|${(findUsState(location.state)?.code ?? location.state).trim().toLowerCase()}`;
  const reachable = [...(await usCitiesWithin(here, NEARBY_AREAS_MAX_MILES))].filter(
    (key) => key !== current,
  );
  if (reachable.length === 0) return [];
  const cityKey = sql`lower(${listings.city})`;
  const stateKey = sql`lower(${listings.state})`;
  // Two array literals, one parameter each, read as rows by unnest: a long `in ((..), (..))` list of pairs
  // (Chicago has over 300 cities within reach) matched nothing on PGlite.
  const arrayLiteral = (values: string[]) =>
    `{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
  const pairs = reachable.map((key) => key.split("|"));
  const places = sql`(select near.city, near.state from unnest(${arrayLiteral(pairs.map((p) => p[0]))}::text[], ${arrayLiteral(pairs.map((p) => p[1]))}::text[]) as near(city, state))`;
  const rows = await db
    .select({
      city: sql<string>`min(${listings.city})`,
      state: sql<string>`min(${listings.state})`,
      averageCents: sql<number>`round(avg(${listings.priceCents}))::int`,
      zipCode: sql<string | null>`mode() within group (order by ${listings.zipCode})`,
      listingCount: sql<number>`count(*)::int`,
    })
    .from(listings)
    .where(and(isPublicListing, sameCountry(location.country), sql`(${cityKey}, ${stateKey}) in ${places}`))
    .groupBy(cityKey, stateKey)
    .orderBy(sql`avg(${listings.priceCents})`, sql`min(${listings.city})`);
  const areas: NearbyArea[] = [];
  for (const r of rows) {
    // A city reaches into the circle by one ZIP; its centre decides whether it is near.
    const there = await usCityCentroid(r.city, r.state);
    const milesAway = there ? milesBetween(here, there) : null;
    if (milesAway === null || milesAway > NEARBY_AREAS_MAX_MILES) continue;
    areas.push({
      city: r.city,
      state: r.state,
      averageRent: centsToWholeDollars(Number(r.averageCents)),
      zipCode: r.zipCode ?? null,
      listingCount: Number(r.listingCount),
      milesAway,
    });
    if (areas.length === NEARBY_AREAS_LIMIT) break;
  }
  return areas;
}

/**
 * Rental Market Snapshot for the visitor's city: the same rules as the city pages (estimates from the
 * market-data provider, `rentEstimates({city, state, limit: 8})`, else our own listings; the year-over-year
 * change from real data only, null with too little). U.S. only; null when nothing is known.
 * Never throws.
 */
export async function homeMarketSnapshot(
  deps: { db: Executor; marketData: MarketDataProvider; logger: Logger },
  location: VisitorLocation,
): Promise<MarketSnapshot | null> {
  if (location.country !== UNITED_STATES) return null;
  const us = findUsState(location.state);
  return buildMarketSnapshot(deps, {
    city: location.city,
    state: us?.code ?? location.state,
    stateName: us?.name ?? location.state,
    cityMatch: "equals",
  });
}

/**
 * Everything the home page's data-driven sections show, as separate promises so the page shell streams
 * first and each section fills in behind its skeleton. Sections that need a location get null without one.
 */
export function homePageData(
  deps: { db: Executor; marketData: MarketDataProvider; logger: Logger; readCache: ReadCache },
  location: VisitorLocation | null,
  now = new Date(),
) {
  const logged = <T>(what: string, promise: Promise<T>): Promise<T> =>
    promise.catch((error: unknown) => {
      deps.logger.error({ err: error }, `home: ${what} failed`);
      throw error;
    });
  // The lists are the same for every visitor of a place: read once until a listing or campaign changes.
  const { db, readCache } = deps;
  const place = location ? JSON.stringify([location.city, location.state, location.country]) : "";
  const preferState = findUsState(location?.state)?.code;
  const campaigns = logged(
    "rent parties",
    // The visitor's own state's campaigns first: people near them, then the rest.
    readCache.read(`home:rent-parties:${preferState ?? ""}`, () =>
      homeRentParties(db, { limit: HOME_RENT_PARTIES_LIMIT, preferState }),
    ),
  );
  return {
    snapshot: location ? homeMarketSnapshot(deps, location) : Promise.resolve(null),
    nearbyAreas: location
      ? logged(
          "nearby areas",
          readCache.read(`home:nearby-areas:${place}`, () => nearbyAreas(db, location)),
        )
      : Promise.resolve(null),
    featuredListings: logged(
      "featured listings",
      readCache.read(`home:featured:${premiumRotationSlot(now)}`, () => featuredListings(db, now)),
    ),
    rentalsNearYou: location
      ? logged(
          "rentals near you",
          readCache.read(`home:near-you:${place}`, () => rentalsNearYou(db, location)),
        )
      : Promise.resolve(null),
    // The banner's campaign and the carousel's from one query.
    featuredRentParty: campaigns.then((c) => c.featured),
    rentParties: campaigns.then((c) => c.parties),
  };
}
