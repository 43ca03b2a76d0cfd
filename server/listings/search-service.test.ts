import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EMPTY_FILTER,
  type ListingFilter,
  listingFilterToParams,
  SEARCH_PAGE_SIZE,
} from "../../common/listing-filter";
import { parseListingFilter } from "../../common/schemas/listing-filter";
import type { DatabaseHandle } from "../db/client";
import { profiles } from "../db/schema/auth";
import { createListing, createUser } from "../db/seed/factories";
import { createTestDatabase } from "../test/database";
import { searchListings } from "./search-service";

interface Row {
  id: string;
  country: string;
  state: string;
  city: string;
  zipCode: string | null;
  priceCents: number;
  bedrooms: number | null;
  bathrooms: number | null;
  acceptsSection8: boolean;
  status: "active" | "paused";
}

const PLACES = [
  { country: "United States", state: "IL", city: "Chicago", zips: ["60616", "60623"] },
  { country: "United States", state: "NY", city: "New York", zips: ["10027", "10031"] },
  { country: "United States", state: "NY", city: "Brooklyn", zips: ["11207", null] },
  { country: "United States", state: "Illinois", city: "Chicago Heights", zips: ["60411"] },
  { country: "Canada", state: "Ontario", city: "Toronto", zips: ["M5V 3L9"] },
  { country: "United States", state: "TX", city: "100%_Town", zips: ["75203"] },
];
const PRICES = [0, 45_000, 99_900, 100_000, 100_100, 150_000, 240_000];
const BEDROOMS = [null, 0, 1, 2, 3, 4];
const BATHROOMS = [null, 1, 1.5, 2, 3, 3.5];

/** What the spec's section 7 says a search returns, computed in plain code. */
function reference(rows: Row[], f: ListingFilter): Row[] {
  const contains = (value: string | null, term: string) =>
    !term || (value ?? "").toLowerCase().includes(term.toLowerCase());
  return rows
    .filter((r) => r.status === "active" && r.priceCents > 0)
    .filter((r) => contains(r.country, f.country) && contains(r.state, f.state))
    .filter((r) => contains(r.city, f.city) && (!f.zipCode || contains(r.zipCode, f.zipCode)))
    .filter((r) => !f.maxRent || r.priceCents <= f.maxRent * 100)
    .filter((r) => !f.affordableOnly || r.priceCents <= 100_000)
    .filter((r) => {
      if (!f.bedrooms) return true;
      if (r.bedrooms === null) return false;
      if (f.bedrooms === "studio") return r.bedrooms === 0;
      if (f.bedrooms === "3+") return r.bedrooms >= 3;
      return r.bedrooms === Number(f.bedrooms);
    })
    .filter((r) => {
      if (!f.bathrooms) return true;
      if (r.bathrooms === null) return false;
      if (f.bathrooms === "3+") return r.bathrooms >= 3;
      return r.bathrooms === Number(f.bathrooms);
    })
    .filter((r) => !f.section8 || r.acceptsSection8)
    .sort((a, b) => a.priceCents - b.priceCents || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

let database: DatabaseHandle;
const rows: Row[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const owner = await createUser(database.db, { role: "landlord" });
  let i = 0;
  for (const place of PLACES) {
    for (const priceCents of PRICES) {
      const zipCode = place.zips[i % place.zips.length];
      const row = await createListing(database.db, {
        ownerId: owner.id,
        title: `Home ${i}`,
        country: place.country,
        state: place.state,
        city: place.city,
        zipCode,
        priceCents,
        bedrooms: BEDROOMS[i % BEDROOMS.length],
        bathrooms: BATHROOMS[(i * 5) % BATHROOMS.length],
        acceptsSection8: i % 3 === 0,
        status: i % 11 === 4 ? "paused" : "active",
      });
      rows.push({
        id: row.id,
        country: row.country,
        state: row.state,
        city: row.city,
        zipCode: row.zipCode,
        priceCents: row.priceCents,
        bedrooms: row.bedrooms,
        bathrooms: row.bathrooms,
        acceptsSection8: row.acceptsSection8,
        status: row.status,
      });
      i++;
    }
  }
});

afterAll(() => database.close());

const CASES: Record<string, string> = {
  "no filter": "",
  "country partial, any case": "country=uNiTeD",
  "country, 2 characters": "country=an",
  "country that matches nothing": "country=atlantis",
  "country, percent matched literally": "country=%25",
  "state code": "state=ny",
  "state name (stored as its code)": "state=Illinois",
  "state name, lower case": "state=texas",
  "state, 2 characters matching inside a word": "state=il",
  "state, 1 character": "state=o",
  "city partial": "city=chic",
  "city, 2 characters": "city=yo",
  "zip partial": "zipCode=606",
  "zip, 2 characters": "zipCode=m5",
  "max rent": "maxRent=1000",
  "max rent with cents and dollar sign": "maxRent=%241500.50",
  "affordable only": "affordableOnly=true",
  "affordable only with a lower max rent": "affordableOnly=true&maxRent=500",
  "affordable only with a higher max rent": "affordableOnly=true&maxRent=2000",
  studio: "bedrooms=studio",
  "1 bedroom": "bedrooms=1",
  "2 bedrooms": "bedrooms=2",
  "3+ bedrooms": "bedrooms=3%2B",
  "1 bathroom": "bathrooms=1",
  "2 bathrooms": "bathrooms=2",
  "3+ bathrooms": "bathrooms=3%2B",
  "section 8": "section8=true",
  "everything at once":
    "country=united&state=n&city=o&maxRent=2500&bedrooms=3%2B&bathrooms=3%2B&section8=true",
  "percent matched literally": "city=100%25",
  "underscore matched literally": "city=%_t",
  "a lone percent sign": "city=%25",
  "a lone underscore": "city=_",
  backslash: "city=%5C",
  "no match": "city=Atlantis",
  "nonsense is ignored": "maxRent=abc&bedrooms=99&bathrooms=1.3&section8=maybe&page=-4",
};

describe("searchListings against the reference", () => {
  for (const [name, query] of Object.entries(CASES)) {
    it(name, async () => {
      const filter = parseListingFilter(new URLSearchParams(query));
      const expected = reference(rows, filter);
      const result = await searchListings(database.db, filter, { pageSize: 500 });
      expect(result.items.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      expect(result.total).toBe(expected.length);
    });
  }

  // Under the count's cap the page is read from the matches found with no order; at the cap, in browse
  // order from the price index. A cap of 1 with pages of 2 counts up to 3: any search with 3 matches or
  // more takes the second path.
  for (const [name, query] of Object.entries(CASES)) {
    it(`${name}, page 2 read in browse order when the count reaches its cap`, async () => {
      const filter = { ...parseListingFilter(new URLSearchParams(query)), page: 2 };
      const all = reference(rows, filter);
      const result = await searchListings(database.db, filter, { pageSize: 2, countCap: 1 });
      expect(result.totalIsAtLeast).toBe(all.length >= 5);
      expect(result.items.map((r) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id));
    });
  }

  it("some cases really narrow the results (the reference is not trivially everything)", () => {
    const all = reference(rows, EMPTY_FILTER).length;
    expect(all).toBeGreaterThan(20);
    expect(reference(rows, parseListingFilter(new URLSearchParams("city=100%25"))).length).toBeGreaterThan(0);
    expect(reference(rows, parseListingFilter(new URLSearchParams("city=100%25"))).length).toBeLessThan(all);
    expect(reference(rows, parseListingFilter(new URLSearchParams("city=%_t"))).length).toBe(
      reference(rows, parseListingFilter(new URLSearchParams("city=100%25"))).length,
    );
  });

  it("finds a U.S. state by its name as by its code (listings store the code)", async () => {
    const byName = await searchListings(
      database.db,
      parseListingFilter(new URLSearchParams("state=Illinois")),
      {
        pageSize: 500,
      },
    );
    const byCode = await searchListings(database.db, parseListingFilter(new URLSearchParams("state=IL")), {
      pageSize: 500,
    });
    const coded = rows.filter((r) => r.state === "IL" && r.status === "active" && r.priceCents > 0);
    expect(coded.length).toBeGreaterThan(0);
    expect(byName.items.map((r) => r.id)).toEqual(byCode.items.map((r) => r.id));
    expect(byName.items.map((r) => r.id)).toEqual(expect.arrayContaining(coded.map((r) => r.id)));
  });

  it("never shows paused or unpriced listings", async () => {
    const result = await searchListings(database.db, EMPTY_FILTER, { pageSize: 500 });
    const shown = new Set(result.items.map((r) => r.id));
    for (const row of rows) {
      if (row.status === "paused" || row.priceCents === 0) expect(shown.has(row.id)).toBe(false);
    }
  });

  it("a 5,000-character city is ignored, not an error", async () => {
    const filter = parseListingFilter(new URLSearchParams({ city: "x".repeat(5000) }));
    expect(filter.city).toBe("");
    const result = await searchListings(database.db, filter, { pageSize: 500 });
    expect(result.total).toBe(reference(rows, EMPTY_FILTER).length);
  });

  it("pages through the results in order without gaps or repeats", async () => {
    const expected = reference(rows, EMPTY_FILTER).map((r) => r.id);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 7); page++) {
      const result = await searchListings(database.db, { ...EMPTY_FILTER, page }, { pageSize: 7 });
      expect(result.pageCount).toBe(Math.ceil(expected.length / 7));
      seen.push(...result.items.map((r) => r.id));
    }
    expect(seen).toEqual(expected);
    const beyond = await searchListings(database.db, { ...EMPTY_FILTER, page: 99 }, { pageSize: 7 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(expected.length);
  });

  it("uses a sensible default page size", async () => {
    const result = await searchListings(database.db, EMPTY_FILTER);
    expect(result.pageSize).toBe(SEARCH_PAGE_SIZE);
    expect(result.items.length).toBe(Math.min(SEARCH_PAGE_SIZE, result.total));
  });
});

describe("the capped count", () => {
  it("counts exactly below the cap, and gives a lower bound with one more page above it", async () => {
    const all = reference(rows, EMPTY_FILTER).length;
    expect(all).toBeGreaterThan(12);

    const exact = await searchListings(database.db, EMPTY_FILTER, { pageSize: 5, countCap: all });
    expect(exact).toMatchObject({ total: all, totalIsAtLeast: false, pageCount: Math.ceil(all / 5) });

    const capped = await searchListings(database.db, EMPTY_FILTER, { pageSize: 5, countCap: 10 });
    expect(capped).toMatchObject({ total: 10, totalIsAtLeast: true, pageCount: 3 });
    expect(capped.items).toHaveLength(5);
  });

  it("counts at least up to the page asked for, so Next stays available deep in the results", async () => {
    const all = reference(rows, EMPTY_FILTER).length;
    const page = parseListingFilter(new URLSearchParams({ page: "3" }));
    const result = await searchListings(database.db, page, { pageSize: 5, countCap: 1 });
    expect(result.page).toBe(3);
    expect(result.total).toBe(Math.min(all, 15));
    expect(result.totalIsAtLeast).toBe(all > 15);
    expect(result.items.map((r) => r.id)).toEqual(
      reference(rows, EMPTY_FILTER)
        .slice(10, 15)
        .map((r) => r.id),
    );
  });
});

describe("verified landlords only", () => {
  it("keeps the listings of verified landlords, each card saying so, and drops the others", async () => {
    const verified = await createUser(database.db, { role: "landlord" });
    const unverified = await createUser(database.db, { role: "landlord" });
    await database.db.update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.id, verified.id));
    const city = "Verifiedville";
    const mine = await createListing(database.db, { ownerId: verified.id, city, priceCents: 90_000 });
    const theirs = await createListing(database.db, { ownerId: unverified.id, city, priceCents: 80_000 });
    const all = await searchListings(database.db, { ...EMPTY_FILTER, city });
    expect(all.items.map((i) => [i.id, i.landlordVerified])).toEqual([
      [theirs.id, false],
      [mine.id, true],
    ]);
    const only = await searchListings(database.db, { ...EMPTY_FILTER, city, verifiedOnly: true });
    expect(only.items.map((i) => i.id)).toEqual([mine.id]);
    expect(only.total).toBe(1);
    // The filter is read from the URL and written back to it.
    expect(parseListingFilter(new URLSearchParams("verifiedOnly=true")).verifiedOnly).toBe(true);
    expect(parseListingFilter(new URLSearchParams("verifiedOnly=nope")).verifiedOnly).toBe(false);
    expect(listingFilterToParams({ verifiedOnly: true }).toString()).toBe("verifiedOnly=true");
  });
});
