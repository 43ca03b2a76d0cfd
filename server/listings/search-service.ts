import { and, count, eq, gt, gte, inArray, lte, notInArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  effectiveMaxRentCents,
  FEATURED_PINNED,
  type ListingFilter,
  type ListingSort,
  SEARCH_PAGE_SIZE,
} from "../../common/listing-filter";
import type { VoucherInput } from "../../common/voucher-rules";
import type { Executor } from "../db/client";
import { listingCities, listings } from "../db/schema/listings";
import { voucherFitCondition } from "../vouchers/voucher-fit-sql";
import {
  type DistanceOrigin,
  distanceMilesColumn,
  distanceOrigin,
  exactlyWithin,
  nearestOrder,
  withinCondition,
} from "./distance-sql";
import {
  isPublicListing,
  isVerifiedLandlordListing,
  type ListingCardData,
  listingCardColumns,
  premiumRotationOrder,
  premiumRotationSlot,
} from "./listing-card";

/**
 * A search result: a listing card, and its owner so the page can tell a landlord their own listing, and its
 * distance in miles from the place of a "within N miles" search (else null).
 */
type SearchResultItem = ListingCardData & { ownerId: string; distanceMiles: number | null };

export interface SearchResult {
  items: SearchResultItem[];
  /** The number of matches, or, when totalIsAtLeast, a lower bound of it. */
  total: number;
  totalIsAtLeast: boolean;
  page: number;
  pageSize: number;
  /** Pages known to exist: when totalIsAtLeast there are more after the last one. */
  pageCount: number;
}

/**
 * Matches are counted up to this many (or up to the current page, if further). Counting every match of
 * a search that matches nearly everything ("country=united", "zip=7") reads most of the table; past this
 * many the page shows "1,000+ properties found" instead of an exact figure nobody pages through.
 */
export const SEARCH_COUNT_CAP = 1000;

/** `%`, `_` and `\` typed by a visitor are matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A page of a city term's many matches in price order is merged from each matched city's own price order up
 * to this many cities (each read up to the page's end); past it, the price order's walk finds the page.
 */
const CITY_MERGE_MAX = 20;

/** Trigrams need three characters; shorter terms go through the distinct values instead. */
const TRIGRAM_MIN = 3;

/**
 * The distinct lower-cased values of a column that contain `term`, found with a loose index scan over
 * the column's lower() btree index (one index probe per distinct value, no table scan). Used for
 * 1-2 character terms, which the trigram indexes cannot serve, and for every country term.
 */
async function distinctValuesContaining(db: Executor, column: PgColumn, term: string): Promise<string[]> {
  const value = sql`lower(${column})`;
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  const result = await db.execute<{ v: string }>(sql`
    with recursive t(v) as (
      (select ${value} from ${listings} where ${value} is not null order by 1 limit 1)
      union all
      select (select ${value} from ${listings} where ${value} > t.v order by 1 limit 1) from t where t.v is not null
    )
    select v from t where v like ${pattern}`);
  return result.rows.map((r) => r.v);
}

/**
 * The lower-cased names of the cities with public listings whose name contains the city term (and whose
 * state and country contain those terms), from listing_cities: a few thousand names, not every home of
 * them. The search then takes those cities' homes by equality in listings_public_city_idx, where the capped
 * count is an index-only scan; ILIKE on the homes' trigrams gave a bitmap of every home of every matching
 * city and a heap read of each counted one (3-5x the median search at 1M listings). ILIKE compares
 * lower-cased text, so every spelling of a matched name matches too: the homes found are the same.
 */
async function citiesMatching(db: Executor, filter: ListingFilter): Promise<string[]> {
  const contains = (column: PgColumn, term: string) => sql`${column} ilike ${`%${escapeLike(term)}%`}`;
  const conditions = [gt(listingCities.listings, 0), contains(listingCities.city, filter.city)];
  if (filter.state) conditions.push(contains(listingCities.state, filter.state));
  if (filter.country) conditions.push(contains(listingCities.country, filter.country));
  const rows = await db
    .selectDistinct({ name: sql<string>`lower(${listingCities.city})` })
    .from(listingCities)
    .where(and(...conditions));
  return rows.map((r) => r.name);
}

/** Case-insensitive partial match on a place field, served by an index whatever the term's length. */
async function placeCondition(db: Executor, column: PgColumn, term: string): Promise<SQL | "none" | null> {
  if (!term) return null;
  // ZIP codes are too many for the distinct-value walk; a 1-2 digit ZIP term matches a large share of
  // listings anyway, so the planner's scan is the right one there. Countries are few (the listing form
  // offers four), so a country term of any length takes the walk: its equality is counted inside
  // listings_public_country_idx, where "country=canada" read 33,000 homes for the count's 1,001 (42 ms at
  // 1M listings).
  const byTrigram =
    column !== listings.country && (term.length >= TRIGRAM_MIN || column === listings.zipCode);
  if (byTrigram) {
    return sql`${column} ilike ${`%${escapeLike(term)}%`}`;
  }
  const values = await distinctValuesContaining(db, column, term);
  if (values.length === 0) return "none";
  return sql`lower(${column}) in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** Homes of these lower-cased city names (listings_public_city_idx, listings_public_city_price_idx). */
function inCities(cities: string[]): SQL {
  return sql`lower(${listings.city}) in (${sql.join(
    cities.map((c) => sql`${c}`),
    sql`, `,
  )})`;
}

/** A search's conditions with its city term's, if any: the homes of the matched names. */
function withCities(parts: { conditions: SQL[]; cities: string[] | null }): SQL[] {
  return parts.cities ? [...parts.conditions, inCities(parts.cities)] : parts.conditions;
}

/** The WHERE conditions of a search, or "none" when a place term can match nothing. */
export async function searchConditions(
  db: Executor,
  filter: ListingFilter,
  /** "Fits my voucher": the voucher the search is for (searchVoucher), or null. */
  voucher: VoucherInput | null = null,
  /** "Within N miles": where from (distanceOrigin), or null. */
  origin: DistanceOrigin | null = null,
): Promise<SQL[] | "none"> {
  const parts = await searchParts(db, filter, voucher, origin);
  if (parts === "none") return "none";
  return withCities(parts);
}

/**
 * A search's conditions but the city term's, and the lower-cased city names that term matched (null with no
 * city term), or "none" when a place term can match nothing.
 */
async function searchParts(
  db: Executor,
  filter: ListingFilter,
  voucher: VoucherInput | null,
  origin: DistanceOrigin | null,
): Promise<{ conditions: SQL[]; cities: string[] | null } | "none"> {
  const conditions: SQL[] = [isPublicListing];
  // Served by listings_public_geo_idx (the radius's box), then the exact distance.
  if (origin) conditions.push(withinCondition(origin));
  const places: [PgColumn, string][] = [
    [listings.country, filter.country],
    [listings.state, filter.state],
    [listings.zipCode, filter.zipCode],
  ];
  for (const [column, term] of places) {
    const condition = await placeCondition(db, column, term);
    if (condition === "none") return "none";
    if (condition) conditions.push(condition);
  }
  let cities: string[] | null = null;
  if (filter.city) {
    cities = await citiesMatching(db, filter);
    if (cities.length === 0) return "none";
  }
  const maxCents = effectiveMaxRentCents(filter);
  if (maxCents !== null) conditions.push(lte(listings.priceCents, maxCents));
  if (filter.bedrooms === "studio") conditions.push(eq(listings.bedrooms, 0));
  else if (filter.bedrooms === "3+") conditions.push(gte(listings.bedrooms, 3));
  else if (filter.bedrooms) conditions.push(eq(listings.bedrooms, Number(filter.bedrooms)));
  if (filter.bathrooms === "3+") conditions.push(gte(listings.bathrooms, 3));
  else if (filter.bathrooms) conditions.push(eq(listings.bathrooms, Number(filter.bathrooms)));
  if (filter.section8) conditions.push(eq(listings.acceptsSection8, true));
  // Served by the partial index profiles_verified_idx (the verified landlords' ids).
  if (filter.verifiedOnly) conditions.push(isVerifiedLandlordListing);
  if (voucher) conditions.push(voucherFitCondition(voucher));
  conditions.push(...factsConditions(filter));
  return { conditions, cities };
}

/** A text[] literal of known values (the filter holds only values of the lists). */
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Available by, accessibility features, pets allowed, utilities included (listingFactsMatch in SQL). The
 * sets' "cardinality > 0" lets the planner use their partial GIN indexes.
 */
function factsConditions(filter: ListingFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.availableBy) {
    conditions.push(
      sql`(${listings.availableFrom} is null or ${listings.availableFrom} <= ${filter.availableBy}::date)`,
    );
  }
  if (filter.accessibility.length) {
    conditions.push(
      sql`cardinality(${listings.accessibility}) > 0 and ${listings.accessibility} @> ${textArray(filter.accessibility)}`,
    );
  }
  if (filter.utilities.length) {
    conditions.push(
      sql`cardinality(${listings.utilities}) > 0 and ${listings.utilities} @> ${textArray(filter.utilities)}`,
    );
  }
  if (filter.pets) conditions.push(inArray(listings.pets, [filter.pets, "cats_dogs"]));
  return conditions;
}

/**
 * The read cache's key of a search: the parsed filter (its sort included) and, for the default order, the
 * hour of the premium rotation that picks its pinned listings.
 */
export function searchCacheKey(filter: ListingFilter, now: Date): string {
  const rotation = filter.sort === "" ? `:${premiumRotationSlot(now)}` : "";
  return `search:${JSON.stringify(filter)}${rotation}`;
}

/**
 * The order of the matches after any pinned premium listings: cheapest first (id breaks ties for stable
 * pages), served by listings_public_price_idx, or newest first, served by listings_public_newest_idx.
 */
function sortOrder(
  sort: ListingSort,
  columns: { priceCents: unknown; createdAt: unknown; availableFrom: unknown; id: unknown; geo: unknown },
  origin: DistanceOrigin | null = null,
): SQL[] {
  // Nearest first: listings_public_geo_idx's K-nearest-neighbour order (exact: see distance-sql.ts).
  if (sort === "distance" && origin) return [nearestOrder(origin, columns.geo), sql`${columns.id} asc`];
  // Available soonest: available now (no date: -infinity) first, then by date; price and id break ties
  // (listings_public_available_idx).
  if (sort === "available") {
    return [
      sql`coalesce(${columns.availableFrom}, '-infinity'::date) asc`,
      sql`${columns.priceCents} asc`,
      sql`${columns.id} asc`,
    ];
  }
  return sort === "newest"
    ? [sql`${columns.createdAt} desc nulls last`, sql`${columns.id} desc nulls last`]
    : [sql`${columns.priceCents} asc`, sql`${columns.id} asc`];
}

/**
 * The rentals search (`/rentals`): active listings priced above 0, every filter applied, one
 * page at a time, with the total count. The default order puts at most FEATURED_PINNED premium (featured)
 * matches first, in the hour's rotation, then every other match cheapest first: premium buys a place at the
 * top, never a wall above the cheaper homes. "Lowest price" is strictly by price and "Newest" by listing
 * date; premium listings keep their Featured mark wherever they fall.
 */
export async function searchListings(
  db: Executor,
  filter: ListingFilter,
  options: { pageSize?: number; countCap?: number; now?: Date; voucher?: VoucherInput | null } = {},
): Promise<SearchResult> {
  const pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  const queries = await searchQueries(db, filter, pageSize, options.countCap, options.now, options.voucher);
  if (queries === "none") {
    return { items: [], total: 0, totalIsAtLeast: false, page: 1, pageSize, pageCount: 0 };
  }
  // The capped count comes first: it tells which way to read the page (see searchQueries).
  const [{ total }] = await queries.count;
  const counted = Number(total);
  const totalIsAtLeast = counted >= queries.countLimit;
  const rest =
    counted === 0 || queries.restLimit === 0 ? [] : await (totalIsAtLeast ? queries.items : queries.fewItems);
  const shown = totalIsAtLeast ? queries.countLimit - 1 : counted;
  return {
    items: [...queries.pinnedShown, ...rest],
    total: shown,
    totalIsAtLeast,
    page: filter.page,
    pageSize,
    pageCount: Math.ceil(shown / pageSize) + (totalIsAtLeast ? 1 : 0),
  };
}

/** The page and count queries of a search (the benchmark also EXPLAINs them), or "none". */
export async function searchQueries(
  db: Executor,
  filter: ListingFilter,
  pageSize: number = SEARCH_PAGE_SIZE,
  countCap: number = SEARCH_COUNT_CAP,
  now: Date = new Date(),
  voucher: VoucherInput | null = null,
) {
  // A place that cannot be located searches without the distance (the page says so under its field).
  const origin = await distanceOrigin(filter);
  const parts = await searchParts(db, filter, voucher, null);
  if (parts === "none") return "none" as const;
  const others = withCities(parts);
  const conditions = origin ? [...others, withinCondition(origin)] : others;
  const where = and(...conditions);
  const cardColumns = {
    ...listingCardColumns,
    ownerId: listings.ownerId,
    distanceMiles: origin ? distanceMilesColumn(origin) : sql<number | null>`null::float8`,
  };
  // The default order's pinned premium matches (listings_featured_idx: premium listings are few). Every
  // page leaves them out of the rest, so no listing shows twice and none is skipped.
  const pinnedQuery = db
    .select(cardColumns)
    .from(listings)
    .where(and(where, eq(listings.featured, true)))
    .orderBy(premiumRotationOrder(now))
    .limit(FEATURED_PINNED);
  const pinned = filter.sort === "" ? await pinnedQuery : [];
  const pinnedShown = filter.page === 1 ? pinned : [];
  const notPinned = pinned.length
    ? notInArray(
        listings.id,
        pinned.map((p) => p.id),
      )
    : undefined;
  const restWhere = and(where, notPinned);
  // One more than we will show, so reaching it tells there are more.
  const countLimit = Math.max(countCap, filter.page * pageSize) + 1;
  const capped = db
    .select({ one: sql`1`.as("one") })
    .from(listings)
    .where(where)
    .limit(countLimit)
    .as("capped");
  const offset = Math.max(0, (filter.page - 1) * pageSize - pinned.length);
  const restLimit = pageSize - pinnedShown.length;
  // Many matches nearest first: the K-nearest-neighbour scan finds the page (no pinned places in this order).
  // Its order is the distance alone: PostgreSQL before 17 serves an ORDER BY from a GiST index's distance
  // only when the index gives every key (no id after it); homes at one point come in the index's order,
  // the same on every page of an unchanged table.
  const nearestFirst = filter.sort === "distance" ? origin : null;
  const order = nearestFirst ? [nearestOrder(nearestFirst)] : sortOrder(filter.sort, listings, origin);
  // Few matches (under the count's cap): walking the browse-order index would read past every listing
  // that fails the filter ("city=chi&bedrooms=2" with no match read 20,000 index entries, 21 ms). So the
  // matches are found with no order, as the count finds them (a place's trigram index), limited like the
  // count (the subquery's LIMIT keeps the planner from reordering it), and only they are sorted.
  const found = db
    .select({
      id: listings.id,
      priceCents: listings.priceCents,
      createdAt: listings.createdAt,
      availableFrom: listings.availableFrom,
      geo: listings.geo,
    })
    .from(listings)
    .where(restWhere)
    .limit(countLimit)
    .as("found");
  const pageIds = db
    .select({ id: found.id })
    .from(found)
    .orderBy(...sortOrder(filter.sort, found, origin))
    .limit(restLimit)
    .offset(offset);
  // Many matches of a few cities cheapest first (the default order, "Lowest price"): each city's homes in
  // price order from listings_public_city_price_idx, read up to the page's end (inside the index, unless a
  // filter it does not hold is set), merged, and the page's ids taken from the merge. The price order's
  // index holds no city: walking it fetched every home to check its city (page 3 of Springfield, one city in
  // 200: 3,476 homes for its 72 at 1M listings). Past a few cities, that walk finds a page sooner. A voucher
  // search keeps its own walk (listings_public_voucher_price_idx holds the margin): through the city's index
  // each home was fetched to check the rule, and "voucher=2&city=Chicago"'s page read 7 times the buffers.
  const cheapestFirst = filter.sort !== "newest" && filter.sort !== "available" && !nearestFirst;
  const byPrice = cheapestFirst && !voucher;
  const mergeCities = byPrice && parts.cities && parts.cities.length <= CITY_MERGE_MAX ? parts.cities : null;
  const cityless = and(...parts.conditions, origin ? withinCondition(origin) : undefined, notPinned);
  const perCity = (mergeCities ?? []).map(
    (name) => sql`(select ${listings.priceCents}, ${listings.id} from ${listings}
      where ${and(cityless, sql`lower(${listings.city}) = ${name}`)}
      order by ${listings.priceCents}, ${listings.id} limit ${sql.raw(String(offset + restLimit))})`,
  );
  const mergedIds = sql`(select "id" from (${sql.join(perCity, sql` union all `)}) "by_city"
    order by "price_cents", "id" limit ${sql.raw(String(restLimit))} offset ${sql.raw(String(offset))})`;
  // Many matches cheapest first within a radius, or of a voucher search with a city or state term: the page's
  // ids from the index that holds the search's place and the columns its conditions read
  // (listings_public_geo_idx, listings_public_voucher_city_idx, listings_public_voucher_state_idx: an
  // index-only read of the place's candidates and a sort of their prices), then only the page's homes.
  // Sorting the homes themselves fetched every home of the radius's box ("near=60614&radius=5": 4,949 for a
  // page of 24 at 1M listings); walking the price order fetched every voucher candidate to check its place.
  const idsFirst =
    cheapestFirst &&
    (origin !== null || (voucher !== null && (parts.cities !== null || filter.state !== "")));
  // The page's ids, when a subquery finds them before the homes are read: the cities' merge, or idsFirst.
  const itemIds = mergeCities
    ? mergedIds
    : idsFirst
      ? db
          .select({ id: listings.id })
          .from(listings)
          .where(restWhere)
          .orderBy(...order)
          .limit(restLimit)
          .offset(offset)
      : null;
  return {
    countLimit,
    restLimit,
    pinnedShown,
    /** The default order's premium places (EXPLAINed by the benchmark). */
    pinned: pinnedQuery,
    /** Many matches: read in the sort's order from its index, stopping at a page. */
    items: itemIds
      ? db
          .select(cardColumns)
          .from(listings)
          .where(inArray(listings.id, itemIds))
          .orderBy(...order)
      : db
          .select(cardColumns)
          .from(listings)
          .where(nearestFirst ? and(...others, exactlyWithin(nearestFirst)) : restWhere)
          .orderBy(...order)
          .limit(restLimit)
          .offset(offset),
    fewItems: db
      .select(cardColumns)
      .from(listings)
      .where(inArray(listings.id, pageIds))
      .orderBy(...sortOrder(filter.sort, listings, origin)),
    count: db.select({ total: count() }).from(capped),
  };
}
