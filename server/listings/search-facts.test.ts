import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EMPTY_FILTER,
  type ListingFilter,
  listingFactsMatch,
  listingFilterToParams,
} from "../../common/listing-filter";
import {
  ACCESSIBILITY_FEATURES,
  type AccessibilityFeature,
  PET_POLICIES,
  UTILITIES,
  type Utility,
} from "../../common/listing-form";
import { parseListingFilter } from "../../common/schemas/listing-filter";
import type { DatabaseHandle } from "../db/client";
import { createListing, createUser } from "../db/seed/factories";
import { createTestDatabase, explainPlan } from "../test/database";
import { searchListings } from "./search-service";

/**
 * Issue 28's filters (available by, accessibility features, pets allowed, utilities included) and the
 * "Available soonest" order, against a reference computed in code (listingFactsMatch, the rule the SQL
 * applies) over listings with every mix of the facts.
 */
let database: DatabaseHandle;
interface Row {
  id: string;
  priceCents: number;
  availableFrom: string | null;
  accessibility: AccessibilityFeature[];
  pets: string;
  utilities: Utility[];
  bedrooms: number;
  public: boolean;
}
const rows: Row[] = [];
const DATES = [null, "2026-01-15", "2026-11-29", "2026-12-01", "2027-02-01", "2027-06-30"];

beforeAll(async () => {
  database = await createTestDatabase();
  const owner = await createUser(database.db, { role: "landlord" });
  for (let i = 0; i < 60; i++) {
    const accessibility = ACCESSIBILITY_FEATURES.filter((_, k) => (i >> k) % 3 === 0 && (i + k) % 4 !== 0);
    const utilities = UTILITIES.filter((_, k) => (i * 7 + k) % 5 === 0 || (i + k) % 7 === 0);
    const row = {
      priceCents: 50_000 + ((i * 37) % 23) * 5_000,
      availableFrom: DATES[i % DATES.length],
      accessibility,
      pets: PET_POLICIES[(i * 3) % PET_POLICIES.length],
      utilities,
      bedrooms: i % 4,
      // Paused or unpriced: never found, whatever it has.
      public: i % 13 !== 5,
    };
    const created = await createListing(database.db, {
      ownerId: owner.id,
      title: `Home ${i}`,
      priceCents: row.public || i % 2 ? row.priceCents : 0,
      status: row.public || i % 2 === 0 ? "active" : "paused",
      bedrooms: row.bedrooms,
      availableFrom: row.availableFrom,
      accessibility: row.accessibility,
      pets: row.pets as Row["pets"] & (typeof PET_POLICIES)[number],
      utilities: row.utilities,
      utilitiesIncluded: row.utilities.length > 0,
    });
    rows.push({ ...row, id: created.id });
  }
});
afterAll(() => database.close());

const byPrice = (a: Row, b: Row) => a.priceCents - b.priceCents || (a.id < b.id ? -1 : 1);

function reference(filter: ListingFilter): Row[] {
  return rows
    .filter((r) => r.public && listingFactsMatch(r, filter))
    .filter((r) => !filter.bedrooms || r.bedrooms === Number(filter.bedrooms));
}

async function found(filter: ListingFilter, pageSize = 100) {
  return (await searchListings(database.db, filter, { pageSize })).items.map((i) => i.id);
}

const FILTERS: [string, Partial<ListingFilter>][] = [
  ["nothing", {}],
  ["available by Dec 1 2026", { availableBy: "2026-12-01" }],
  ["available by Nov 29 2026", { availableBy: "2026-11-29" }],
  ["available by a day before every date", { availableBy: "2025-01-01" }],
  ["step-free entrance", { accessibility: ["step_free"] }],
  ["step-free entrance and an elevator", { accessibility: ["step_free", "elevator"] }],
  ["a roll-in shower", { accessibility: ["roll_in_shower"] }],
  ["every accessibility feature", { accessibility: [...ACCESSIBILITY_FEATURES] }],
  ["cats allowed", { pets: "cats" }],
  ["dogs allowed", { pets: "dogs" }],
  ["water included", { utilities: ["water"] }],
  ["heat and electricity included", { utilities: ["heat", "electricity"] }],
  [
    "all of them with 2 bedrooms",
    {
      availableBy: "2027-02-01",
      accessibility: ["ground_floor"],
      pets: "dogs",
      utilities: ["trash"],
      bedrooms: "2",
    },
  ],
  [
    "dogs, available by Dec 1, step-free",
    { pets: "dogs", availableBy: "2026-12-01", accessibility: ["step_free"] },
  ],
];

describe("the where-and-when filters", () => {
  it("the fixture has matches and misses for each filter", () => {
    for (const [name, change] of FILTERS.slice(1)) {
      const expected = reference({ ...EMPTY_FILTER, ...change });
      if (name !== "every accessibility feature" && name !== "available by a day before every date") {
        expect(expected.length, name).toBeGreaterThan(0);
      }
      expect(expected.length, name).toBeLessThan(rows.filter((r) => r.public).length);
    }
  });

  for (const [name, change] of FILTERS) {
    it(`finds the homes the reference finds: ${name} (cheapest first, and Available soonest)`, async () => {
      const filter = { ...EMPTY_FILTER, ...change };
      const expected = reference(filter);
      expect(await found({ ...filter, sort: "price_asc" })).toEqual(
        [...expected].sort(byPrice).map((r) => r.id),
      );
      const soonest = [...expected].sort(
        (a, b) => (a.availableFrom ?? "").localeCompare(b.availableFrom ?? "") || byPrice(a, b),
      );
      expect(await found({ ...filter, sort: "available" })).toEqual(soonest.map((r) => r.id));
      // Paged: the same order, nothing twice, nothing skipped.
      const paged: string[] = [];
      for (let page = 1; page <= 20; page++) {
        const result = await searchListings(
          database.db,
          { ...filter, sort: "available", page },
          { pageSize: 7 },
        );
        paged.push(...result.items.map((i) => i.id));
        if (page >= result.pageCount) break;
      }
      expect(paged).toEqual(soonest.map((r) => r.id));
      // The URL carries the filter there and back.
      expect(parseListingFilter(listingFilterToParams({ ...filter, sort: "available" }))).toEqual({
        ...filter,
        sort: "available",
      });
    });
  }

  it("reads the filters from the URL leniently: unknown values, bad days and repeats are dropped", () => {
    const parse = (q: string) => parseListingFilter(new URLSearchParams(q));
    expect(parse("availableBy=2026-12-01").availableBy).toBe("2026-12-01");
    for (const bad of ["2026-02-30", "tomorrow", "2026-1-1", "1999-12-31", "%00", ""]) {
      expect(parse(`availableBy=${bad}`).availableBy).toBe("");
    }
    expect(parse("accessibility=elevator&accessibility=step_free&accessibility=moat").accessibility).toEqual([
      "step_free",
      "elevator",
    ]);
    expect(parse("accessibility=STEP_FREE,elevator,elevator").accessibility).toEqual([
      "step_free",
      "elevator",
    ]);
    expect(parse("utilities=water&utilities=cable").utilities).toEqual(["water"]);
    expect(parse("pets=Dogs").pets).toBe("dogs");
    for (const bad of ["parrots", "none", "ask", "cats_dogs", ""]) expect(parse(`pets=${bad}`).pets).toBe("");
    expect(parse("sort=available").sort).toBe("available");
  });

  it("an accessibility search starts from its partial GIN index, Available soonest reads its own", async () => {
    // Many homes with no features (as in real data): the sets' indexes hold only the few that have some.
    await database.db.execute(sql`insert into listings (owner_id, title, state, city, price_cents)
      select owner_id, 'Plain home', 'IL', 'Chicago', 90000 from listings, generate_series(1, 50) limit 3000`);
    await database.db.execute(sql`analyze listings`);
    try {
      const plan = (query: string) => explainPlan(database.db, sql.raw(query));
      expect(
        await plan(`select count(*) from listings where status = 'active' and price_cents > 0
          and cardinality(accessibility) > 0 and accessibility @> array['step_free']::text[]`),
      ).toContain("listings_public_accessibility_idx");
      expect(
        await plan(`select count(*) from listings where status = 'active' and price_cents > 0
          and cardinality(utilities) > 0 and utilities @> array['water']::text[]`),
      ).toContain("listings_public_utilities_idx");
      await database.db.execute(sql`set enable_seqscan = off`);
      const soonest = await plan(`select id from listings where status = 'active' and price_cents > 0
        order by coalesce(available_from, '-infinity'::date) asc, price_cents asc, id asc limit 24`);
      expect(soonest).toContain("listings_public_available_idx");
      expect(soonest).not.toMatch(/\bSort\b/);
    } finally {
      await database.db.execute(sql`set enable_seqscan = on`);
    }
  });
});
