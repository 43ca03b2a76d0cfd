import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListingFilter } from "../../common/schemas/listing-filter";
import type { DatabaseHandle } from "../db/client";
import { listingCities, listings } from "../db/schema/listings";
import { createUser } from "../db/seed/factories";
import { createTestDatabase } from "../test/database";
import { escapeLike, searchListings } from "./search-service";

/**
 * A city term is matched against listing_cities (the distinct names, kept by triggers on listings), then
 * the homes by equality on their lower-cased name. The homes found must be exactly those the plain ILIKE on
 * every home finds, whatever the spelling, the state and country terms, and the changes made since.
 */
let database: DatabaseHandle;
let ownerId: string;

const CITIES: [string, string, string][] = [
  ["Chicago", "IL", "United States"],
  ["chicago", "IL", "United States"],
  ["CHICAGO", "Illinois", "United States"],
  ["North Chicago", "IL", "United States"],
  ["Chicago Heights", "IL", "United States"],
  ["Chico", "CA", "United States"],
  ["Houston", "TX", "United States"],
  ["Houston", "MO", "United States"],
  ["Springfield", "IL", "United States"],
  ["Springfield", "MA", "United States"],
  ["São Paulo", "SP", "Brazil"],
  ["SÃO PAULO", "SP", "Brazil"],
  ["100%_Town", "TX", "United States"],
  ["Detroit", "MI", "United States"],
  ["Toronto", "Ontario", "Canada"],
];

const SEARCHES = [
  "city=chi",
  "city=Chicago",
  "city=CHICAGO&state=il",
  "city=chicago&state=Illinois",
  "city=ch",
  "city=c",
  "city=o",
  "city=Houston&state=TX",
  "city=houston&state=M",
  "city=Springfield",
  "city=field&country=united",
  "city=são",
  "city=SÃO",
  "city=paulo&country=brazil",
  "city=%25",
  "city=_",
  "city=100%25_",
  "city=Detroit&state=MI&affordableOnly=true",
  "city=chi&bedrooms=2",
  "city=zzzz",
  "city=toronto&country=canada&state=ont",
];

/** The search before listing_cities: ILIKE on every public home. */
async function expected(query: string): Promise<string[]> {
  const f = parseListingFilter(new URLSearchParams(query));
  const like = (column: string, term: string) =>
    term ? sql`and ${sql.identifier(column)} ilike ${`%${escapeLike(term)}%`}` : sql``;
  const result = await database.db.execute<{ id: string }>(sql`
    select id from listings where status = 'active' and price_cents > 0
      ${like("city", f.city)} ${like("state", f.state)} ${like("country", f.country)}
      ${f.affordableOnly ? sql`and price_cents <= 100000` : sql``}
      ${f.bedrooms ? sql`and bedrooms = ${Number(f.bedrooms)}` : sql``}
    order by id`);
  return result.rows.map((r) => r.id);
}

async function found(query: string): Promise<string[]> {
  const result = await searchListings(database.db, parseListingFilter(new URLSearchParams(query)), {
    pageSize: 1000,
    countCap: 5000,
  });
  return result.items.map((i) => i.id).sort();
}

async function expectSameAsIlike() {
  for (const query of SEARCHES) {
    expect(await found(query), query).toEqual(await expected(query));
  }
  // And the table holds what a count of the homes gives.
  const counted = await database.db.execute<{ city: string; state: string; country: string; n: number }>(sql`
    select city, state, country, count(*)::int as n from listings
    where status = 'active' and price_cents > 0 group by 1, 2, 3 order by 1, 2, 3`);
  const kept = await database.db
    .select()
    .from(listingCities)
    .where(sql`${listingCities.listings} > 0`)
    .orderBy(listingCities.city, listingCities.state, listingCities.country);
  expect(kept.map((k) => [k.city, k.state, k.country, k.listings])).toEqual(
    counted.rows.map((c) => [c.city, c.state, c.country, c.n]),
  );
  expect(await database.db.select().from(listingCities).where(sql`${listingCities.listings} < 0`)).toEqual(
    [],
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  ownerId = (await createUser(database.db, { role: "landlord" })).id;
  // Four homes per city: two public, one paused, one unpriced (neither of those counts).
  await database.db.insert(listings).values(
    CITIES.flatMap(([city, state, country], i) =>
      [0, 1, 2, 3].map((j) => ({
        ownerId,
        title: `Home ${i}-${j}`,
        city,
        state,
        country,
        priceCents: j === 3 ? 0 : 80_000 + i * 1000 + j * 20_000,
        bedrooms: (i + j) % 4,
        status: j === 2 ? ("paused" as const) : ("active" as const),
      })),
    ),
  );
});
afterAll(() => database.close());

describe("a city term through listing_cities", () => {
  it("finds the same homes as ILIKE on every home", async () => {
    await expectSameAsIlike();
    expect((await found("city=chi")).length).toBeGreaterThan(8);
  });

  it("still does after homes are paused, repriced, moved, deleted and added", async () => {
    await database.db
      .update(listings)
      .set({ status: "paused" })
      .where(sql`${listings.city} = 'Chicago' and ${listings.title} like '%-0'`);
    await database.db.update(listings).set({ status: "active" }).where(sql`${listings.city} = 'Chico'`);
    await database.db
      .update(listings)
      .set({ priceCents: 70_000 })
      .where(sql`${listings.city} = 'Springfield' and ${listings.priceCents} = 0`);
    // Every home of Detroit moves: Detroit is left with none and must match nothing.
    await database.db.update(listings).set({ city: "Motown" }).where(eq(listings.city, "Detroit"));
    await database.db.delete(listings).where(eq(listings.city, "Houston"));
    await database.db.insert(listings).values({
      ownerId,
      title: "New",
      city: "Chicago",
      state: "IL",
      priceCents: 90_000,
    });
    await expectSameAsIlike();
    expect(await found("city=detroit")).toEqual([]);
    expect((await found("city=motown")).length).toBe(2);
  });

  it("is emptied with its homes", async () => {
    await database.db.delete(listings);
    expect(await database.db.select().from(listingCities).where(sql`${listingCities.listings} <> 0`)).toEqual(
      [],
    );
    expect(await found("city=chi")).toEqual([]);
  });
});
