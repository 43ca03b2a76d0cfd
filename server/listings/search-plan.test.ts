import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListingFilter } from "../../common/schemas/listing-filter";
import type { DatabaseHandle } from "../db/client";
import { createUser } from "../db/seed/factories";
import { createTestDatabase, explainPlan } from "../test/database";
import { searchQueries } from "./search-service";

/**
 * A place plus a bedroom count that place hardly has ("city=chi&bedrooms=2"): at 1M listings the count
 * fetched every home of the matching cities (358 ms) to find none. The matching city names come from
 * listing_cities and listings_public_city_idx carries the bedrooms, so both conditions are checked inside
 * the index and no home is fetched for nothing.
 */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  const owner = await createUser(database.db, { role: "landlord" });
  // 20,000 homes in 40 cities, each city with one bedroom count (as the benchmark's), so that the
  // planner's statistics look like a real table's: "chi" matches two cities, neither with 2 bedrooms.
  await database.db.execute(sql`
    insert into listings (owner_id, title, country, state, city, zip_code, price_cents, security_deposit_cents,
      bedrooms, bathrooms, status)
    select ${owner.id}, 'Home ' || g, 'United States', 'IL',
      (array['Chicago', 'North Chicago', 'Houston', 'Detroit', 'Austin', 'Denver', 'Boston', 'Tulsa'])[1 + g % 8]
        || ' ' || (g % 5), '60601', 50000 + g, 100000, case when g % 8 < 2 then 3 else g % 5 end, 1, 'active'
    from generate_series(1, 20000) g`);
  // Every home here is in one state and has one bathroom count, so the count indexes of those
  // (listings_public_state_idx, listings_public_baths_beds_idx, which hold the bedrooms too) would be read
  // whole as bedrooms indexes: as cheap as the city's index at 20,000 homes, not at 1M listings, where the
  // planner picks the city's (docs/performance.md). This file pins the city's index, so they go.
  await database.db.execute(sql`drop index listings_public_state_idx`);
  await database.db.execute(sql`drop index listings_public_baths_beds_idx`);
  // Vacuumed, as a table that has been live a while: an index-only scan needs the visibility map.
  await database.db.execute(sql`vacuum analyze listings`);
  // 20,000 homes on a busy shared machine: well over the default 10 s.
}, 240_000);
afterAll(() => database.close());

/** The plan of one of a search's queries (EXPLAIN, text format). */
async function planOf(query: string, which: "count" | "items") {
  const queries = await searchQueries(database.db, parseListingFilter(new URLSearchParams(query)));
  if (queries === "none") throw new Error("expected a search");
  return explainPlan(database.db, queries[which]);
}

describe("search plans", () => {
  it("checks a city term and the bedrooms in the public homes' city index together", async () => {
    const plan = await planOf("city=chi&bedrooms=2", "count");
    const indexCond = plan.match(
      /(?:Index (?:Only )?Scan using listings_public_city_idx on listings|Bitmap Index Scan on listings_public_city_idx)\s+\([^)]*\)\s*\n\s*Index Cond: (.*)/,
    );
    expect(indexCond, plan).not.toBeNull();
    expect(indexCond?.[1]).toMatch(/lower\(city\)/);
    expect(indexCond?.[1]).toMatch(/bedrooms = 2/);
  });

  // A page of a city's many matches cheapest first walked the price order's index, which holds no city,
  // fetching every home to check it (page 3 of one city in 200 fetched 3,476 homes at 1M listings). Each
  // matched city's homes are read in price order from their own index instead, then merged.
  for (const query of [
    "city=Houston 1&page=3",
    "city=chi&page=3",
    "city=chi&bedrooms=3&sort=price_asc&page=2",
  ]) {
    it(`reads the page of "${query}" in order from the cities' price index`, async () => {
      const plan = await planOf(query, "items");
      expect(plan).toMatch(/Index (?:Only )?Scan using listings_public_city_price_idx/);
      expect(plan).not.toMatch(/listings_public_price_idx/);
    });
  }

  // A voucher search with a city term: its count fetched every home of the cities to check the rule (13,055
  // buffers at 1M listings). listings_public_voucher_city_idx holds the city, the margin and what the rule
  // reads, so the count and the page's ids come from it.
  it("counts a voucher search by a city, and finds its page's ids, in the city's voucher index", async () => {
    const filter = parseListingFilter(new URLSearchParams("city=Houston 1&page=3"));
    const queries = await searchQueries(database.db, filter, 24, 1000, new Date(), { bedrooms: 2 });
    if (queries === "none") throw new Error("expected a search");
    for (const query of [queries.count, queries.items]) {
      const plan = await explainPlan(database.db, query);
      const indexCond = plan.match(
        /(?:Index (?:Only )?Scan using listings_public_voucher_city_idx on listings(?: listings_1)?|Bitmap Index Scan on listings_public_voucher_city_idx)\s+\([^)]*\)\s*\n\s*Index Cond: (.*)/,
      );
      expect(indexCond, plan).not.toBeNull();
      expect(indexCond?.[1]).toMatch(/lower\(city\)/);
      expect(indexCond?.[1]).toMatch(/voucher_margin_cents <=/);
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });

  it("leaves a voucher search by a city out of the cities' price merge (their index holds no margin)", async () => {
    const filter = parseListingFilter(new URLSearchParams("city=Houston 1&page=3"));
    const queries = await searchQueries(database.db, filter, 24, 1000, new Date(), { bedrooms: 2 });
    if (queries === "none") throw new Error("expected a search");
    expect(queries.items.toSQL().sql).not.toMatch(/by_city/);
  });
});
