import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_FILTER, FEATURED_PINNED, type ListingFilter } from "../../common/listing-filter";
import { parseListingFilter } from "../../common/schemas/listing-filter";
import type { DatabaseHandle } from "../db/client";
import { createListing, createUser } from "../db/seed/factories";
import { createTestDatabase } from "../test/database";
import { searchCacheKey, searchListings } from "./search-service";

/**
 * The results' order: "Lowest price" is strictly by price, "Newest" by listing date, and the
 * default puts at most FEATURED_PINNED premium listings first, the rest cheapest first, with no listing
 * on two pages.
 */
let database: DatabaseHandle;
interface Row {
  id: string;
  priceCents: number;
  featured: boolean;
  createdAt: Date;
}
const rows: Row[] = [];
const NOW = new Date("2026-11-20T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  const owner = await createUser(database.db, { role: "landlord" });
  // 12 listings; 4 premium ones, among them the dearest ($2,875) and one of the cheapest.
  const prices = [
    287_500, 90_000, 120_000, 65_000, 150_000, 99_000, 210_000, 80_000, 135_000, 175_000, 70_000, 160_000,
  ];
  const featured = new Set([0, 4, 9, 10]);
  for (const [i, priceCents] of prices.entries()) {
    const row = await createListing(database.db, {
      ownerId: owner.id,
      title: `Home ${i}`,
      priceCents,
      featured: featured.has(i),
      createdAt: new Date(Date.UTC(2026, 9, 1 + ((i * 7) % 12))),
    });
    rows.push({ id: row.id, priceCents, featured: row.featured, createdAt: row.createdAt });
  }
  // Not public: never in any order.
  await createListing(database.db, {
    ownerId: owner.id,
    priceCents: 10_000,
    status: "paused",
    featured: true,
  });
});
afterAll(() => database.close());

const byPrice = (a: Row, b: Row) => a.priceCents - b.priceCents || (a.id < b.id ? -1 : 1);
const filterOf = (sort: ListingFilter["sort"], page = 1): ListingFilter => ({ ...EMPTY_FILTER, sort, page });

async function allPages(sort: ListingFilter["sort"], pageSize: number) {
  const ids: string[] = [];
  for (let page = 1; page <= 10; page++) {
    const result = await searchListings(database.db, filterOf(sort, page), { pageSize, now: NOW });
    ids.push(...result.items.map((i) => i.id));
    if (page >= result.pageCount) break;
  }
  return ids;
}

describe("search order", () => {
  it("Lowest price: strictly by price, premium listings included where their price puts them", async () => {
    const result = await searchListings(database.db, filterOf("price_asc"), { now: NOW });
    expect(result.items.map((i) => i.id)).toEqual([...rows].sort(byPrice).map((r) => r.id));
    expect(result.items.filter((i) => i.featured)).toHaveLength(4);
    expect(await allPages("price_asc", 5)).toEqual([...rows].sort(byPrice).map((r) => r.id));
  });

  it("Newest: by listing date, newest first", async () => {
    const expected = [...rows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    const result = await searchListings(database.db, filterOf("newest"), { now: NOW });
    expect(result.items.map((i) => i.id)).toEqual(expected);
    expect(await allPages("newest", 5)).toEqual(expected);
  });

  it("default: at most two premium listings first, then every other listing cheapest first", async () => {
    const result = await searchListings(database.db, filterOf(""), { now: NOW });
    const ids = result.items.map((i) => i.id);
    const pinned = ids.slice(0, FEATURED_PINNED);
    expect(FEATURED_PINNED).toBe(2);
    for (const id of pinned) expect(rows.find((r) => r.id === id)?.featured).toBe(true);
    const rest = [...rows].sort(byPrice).filter((r) => !pinned.includes(r.id));
    expect(ids.slice(FEATURED_PINNED)).toEqual(rest.map((r) => r.id));
    // The other premium listings sit at their price, below cheaper homes.
    expect(rest.some((r) => r.featured)).toBe(true);
    expect(result.total).toBe(rows.length);
    // Pages: the pinned two on page 1 only, nothing twice, nothing skipped.
    for (const pageSize of [3, 5]) expect(await allPages("", pageSize)).toEqual(ids);
  });

  it("default: the pinned two follow the hour's rotation, and the cache key tells hours and sorts apart", async () => {
    const pinnedAt = async (now: Date) =>
      (await searchListings(database.db, filterOf(""), { now })).items.slice(0, 2).map((i) => i.id);
    const seen = new Set<string>();
    for (let hour = 0; hour < 12; hour++) {
      for (const id of await pinnedAt(new Date(NOW.getTime() + hour * 3600_000))) seen.add(id);
    }
    expect(seen.size).toBeGreaterThan(2);
    const later = new Date(NOW.getTime() + 3600_000);
    expect(searchCacheKey(filterOf(""), NOW)).not.toBe(searchCacheKey(filterOf(""), later));
    expect(searchCacheKey(filterOf("newest"), NOW)).toBe(searchCacheKey(filterOf("newest"), later));
    expect(searchCacheKey(filterOf("newest"), NOW)).not.toBe(searchCacheKey(filterOf("price_asc"), NOW));
  });

  it("reads the sort from the URL leniently", () => {
    const parse = (q: string) => parseListingFilter(new URLSearchParams(q)).sort;
    expect(parse("sort=price_asc")).toBe("price_asc");
    expect(parse("sort=NEWEST")).toBe("newest");
    expect(parse("")).toBe("");
    for (const bad of [
      "sort=cheapest",
      "sort=price_desc",
      "sort=%00",
      "sort=1;drop table listings",
      "sort=",
    ]) {
      expect(parse(bad)).toBe("");
    }
  });

  it("reads each order from its index, stopping at a page (no sort of every match)", async () => {
    await database.db.execute(sql`set enable_seqscan = off`);
    try {
      for (const [order, index] of [
        ["created_at desc nulls last, id desc nulls last", "listings_public_newest_idx"],
        ["price_cents asc, id asc", "listings_public_price_idx"],
      ] as const) {
        const plan = await database.db.execute(
          sql.raw(`explain select id from listings where status = 'active' and price_cents > 0
            and bedrooms = 1 order by ${order} limit 24`),
        );
        const text = (plan.rows as { "QUERY PLAN": string }[]).map((r) => r["QUERY PLAN"]).join("\n");
        expect(text).toContain(index);
        expect(text).not.toMatch(/\bSort\b/);
      }
    } finally {
      await database.db.execute(sql`set enable_seqscan = on`);
    }
  });
});
