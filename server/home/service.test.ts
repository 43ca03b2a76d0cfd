import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NEARBY_AREAS_MAX_MILES, type VisitorLocation } from "../../common/location";
import type { DatabaseHandle } from "../db/client";
import { createReadCache, type ReadCache } from "../db/read-cache";
import { listings } from "../db/schema/listings";
import { rentParties } from "../db/schema/rent-parties";
import { createListing, createRentParty, createUser } from "../db/seed/factories";
import type { MarketDataProvider, RentEstimateQuery } from "../integrations/market-data/market-data";
import { createLogger } from "../logger";
import { createTestDatabase } from "../test/database";
import { featuredListings, homeMarketSnapshot, homePageData, nearbyAreas, rentalsNearYou } from "./service";

let database: DatabaseHandle;
/** One for the file: the deletions between tests must reach it (the triggers of public_read_changes). */
let readCache: ReadCache;
let ownerId: string;
const logger = createLogger("silent");

beforeAll(async () => {
  database = await createTestDatabase();
  readCache = createReadCache(database.db, logger);
  ownerId = (await createUser(database.db, { role: "landlord" })).id;
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(listings);
  await database.db.delete(rentParties);
});

const listing = (input: Partial<typeof listings.$inferInsert>) =>
  createListing(database.db, { ownerId, ...input });

const detroit: VisitorLocation = { city: "Detroit", state: "Michigan", country: "United States" };

describe("featured listings", () => {
  it("shows premium (featured), active, priced listings, up to 6, in a rotation that turns every hour", async () => {
    for (let i = 0; i < 8; i++)
      await listing({ title: `F${i}`, featured: true, priceCents: 100_000 - i * 1000 });
    await listing({ title: "paused", featured: true, status: "paused", priceCents: 10_000 });
    await listing({ title: "free", featured: true, priceCents: 0 });
    await listing({ title: "plain", priceCents: 5_000 });
    const premium = ["F0", "F1", "F2", "F3", "F4", "F5", "F6", "F7"];
    const shownAt = async (hour: number) =>
      (await featuredListings(database.db, new Date(Date.UTC(2026, 10, 22, hour)))).map((r) => r.title);
    const hours = await Promise.all(Array.from({ length: 24 }, (_, h) => shownAt(h)));
    for (const shown of hours) {
      expect(shown).toHaveLength(6);
      for (const title of shown) expect(premium).toContain(title);
    }
    // The same hour shows the same order (a page and its reload agree) ...
    expect(await shownAt(5)).toEqual(hours[5]);
    // ... and across a day the first three change and every premium listing gets its turn.
    const tops = new Set(hours.map((shown) => shown.slice(0, 3).join()));
    expect(tops.size).toBeGreaterThan(1);
    expect(new Set(hours.flat())).toEqual(new Set(premium));
  });

  it("falls back to any active, priced listing (up to 3) when none is featured", async () => {
    await listing({ title: "paused featured", featured: true, status: "paused", priceCents: 50_000 });
    await listing({ title: "zero", priceCents: 0 });
    for (const [title, price] of [
      ["c", 90_000],
      ["a", 70_000],
      ["d", 95_000],
      ["b", 80_000],
    ] as const)
      await listing({ title, priceCents: price });
    await listing({ title: "cheap but paused", priceCents: 1_000, status: "paused" });
    expect((await featuredListings(database.db)).map((r) => r.title)).toEqual(["a", "b", "c"]);
  });

  it("is empty when there is nothing to show", async () => {
    expect(await featuredListings(database.db)).toEqual([]);
  });
});

describe("rentals near you", () => {
  it("matches city and state case-insensitively (a U.S. state by code or name), active and priced, up to 6", async () => {
    for (let i = 0; i < 7; i++)
      await listing({ title: `D${i}`, city: "Detroit", state: "MI", priceCents: 80_000 + i });
    await listing({ title: "by name", city: "detroit", state: "Michigan", priceCents: 1_000 });
    await listing({ title: "paused", city: "Detroit", state: "MI", status: "paused", priceCents: 500 });
    await listing({ title: "no price", city: "Detroit", state: "MI", priceCents: 0 });
    await listing({ title: "other city", city: "Flint", state: "MI", priceCents: 700 });
    await listing({ title: "other state", city: "Detroit", state: "TX", priceCents: 700 });
    await listing({
      title: "other country",
      city: "Detroit",
      state: "MI",
      country: "Canada",
      priceCents: 700,
    });
    const rows = await rentalsNearYou(database.db, detroit);
    expect(rows.map((r) => r.title)).toEqual(["by name", "D0", "D1", "D2", "D3", "D4"]);
    expect(await rentalsNearYou(database.db, { ...detroit, state: "mi" })).toHaveLength(6);
  });
});

describe("nearby areas", () => {
  it("gives the 3 cheapest cities with listings within 60 miles (across state lines), never the current city", async () => {
    const rents: Record<string, [string, number[]]> = {
      Detroit: ["MI", [40_000, 40_000]],
      Dearborn: ["MI", [90_000, 110_000]],
      Warren: ["MI", [70_000]],
      "Ann Arbor": ["MI", [150_000]],
      Toledo: ["OH", [60_000]],
      // Farther than 60 miles, however cheap.
      Lansing: ["MI", [20_000]],
      "Grand Rapids": ["MI", [10_000]],
      Chicago: ["IL", [15_000]],
    };
    for (const [city, [state, prices]] of Object.entries(rents))
      for (const price of prices) await listing({ city, state, priceCents: price, zipCode: null });
    await listing({ city: "Pontiac", state: "MI", priceCents: 10_000, status: "paused" });
    const areas = await nearbyAreas(database.db, detroit);
    expect(areas.map((a) => [a.city, a.state, a.averageRent, a.listingCount])).toEqual([
      ["Toledo", "OH", 600, 1],
      ["Warren", "MI", 700, 1],
      ["Dearborn", "MI", 1000, 2],
    ]);
    for (const area of areas) expect(area.milesAway).toBeLessThanOrEqual(NEARBY_AREAS_MAX_MILES);
    const miles = Object.fromEntries(areas.map((a) => [a.city, a.milesAway]));
    // Great-circle distances between city centres: Dearborn about 5 miles, Toledo about 50.
    expect(miles.Dearborn).toBeLessThan(10);
    expect(miles.Toledo).toBeGreaterThan(40);
    expect(miles.Toledo).toBeLessThan(60);
  });

  it("finds the suburbs of a big city (hundreds of cities within reach)", async () => {
    await listing({ city: "Evanston", state: "IL", priceCents: 77_500, zipCode: "60202" });
    await listing({ city: "Oak Park", state: "IL", priceCents: 90_000, zipCode: "60302" });
    await listing({ city: "Gary", state: "IN", priceCents: 65_000 });
    await listing({ city: "Milwaukee", state: "WI", priceCents: 50_000 });
    const areas = await nearbyAreas(database.db, { city: "Chicago", state: "IL", country: "United States" });
    expect(areas.map((a) => a.city)).toEqual(["Gary", "Evanston", "Oak Park"]);
  });

  it("shows nothing rather than far places: none near, an unknown city, outside the U.S.", async () => {
    await listing({ city: "Detroit", state: "MI", priceCents: 50_000 });
    await listing({ city: "Houston", state: "TX", priceCents: 50_000 });
    expect(await nearbyAreas(database.db, detroit)).toEqual([]);
    expect(
      await nearbyAreas(database.db, { city: "Boise", state: "Idaho", country: "United States" }),
    ).toEqual([]);
    expect(
      await nearbyAreas(database.db, { city: "Nowhereville", state: "MI", country: "United States" }),
    ).toEqual([]);
    expect(await nearbyAreas(database.db, { city: "Windsor", state: "Ontario", country: "Canada" })).toEqual(
      [],
    );
  });
});

describe("market snapshot", () => {
  it("asks the provider for the city with the state code and limit 8, and summarizes its estimates", async () => {
    const asked: RentEstimateQuery[] = [];
    const marketData: MarketDataProvider = {
      name: "http",
      async rentEstimates(query) {
        asked.push(query);
        return [0, 1, 1, 2, 3].map((bedrooms, i) => ({
          id: String(i),
          rent: [700, 900, 1100, 1300, 1600][i],
          propertyType: "Apartment",
          bedrooms,
          bathrooms: 1,
          city: query.city,
          state: query.state,
          zipCode: null,
          sampleSize: null,
        }));
      },
    };
    const snapshot = await homeMarketSnapshot({ db: database.db, marketData, logger }, detroit);
    expect(asked).toEqual([{ city: "Detroit", state: "MI", limit: 8 }]);
    expect(snapshot).toMatchObject({
      averageRent: 1120,
      commonUnitType: "1 Bedroom",
      yearOverYearChange: null,
      unitBreakdown: { studio: 700, oneBR: 1000, twoBR: 1300, threeBR: 1600 },
    });
  });

  it("is null without market data, and outside the United States", async () => {
    const empty: MarketDataProvider = { name: "http", rentEstimates: async () => [] };
    expect(await homeMarketSnapshot({ db: database.db, marketData: empty, logger }, detroit)).toBeNull();
    const spy = spyMarket();
    const sydney = { city: "Sydney", state: "New South Wales", country: "Australia" };
    expect(await homeMarketSnapshot({ db: database.db, marketData: spy, logger }, sydney)).toBeNull();
    expect(spy.asked).toBe(false);
  });

  it("gives a year-over-year change only from enough real listings", async () => {
    const empty: MarketDataProvider = { name: "http", rentEstimates: async () => [] };
    const now = Date.now();
    const daysAgo = (d: number) => new Date(now - d * 24 * 3600 * 1000);
    for (let i = 0; i < 5; i++) {
      await listing({
        city: "Detroit",
        state: "MI",
        bedrooms: 1,
        priceCents: 100_000,
        createdAt: daysAgo(500 + i),
      });
      await listing({
        city: "Detroit",
        state: "MI",
        bedrooms: 1,
        priceCents: 110_000,
        createdAt: daysAgo(30 + i),
      });
    }
    const snapshot = await homeMarketSnapshot({ db: database.db, marketData: empty, logger }, detroit);
    expect(snapshot?.yearOverYearChange).toBe(10);
    expect(snapshot?.averageRent).toBe(1050);
  });
});

describe("home page data", () => {
  it("shows only verified, active rent parties, the featured one in the banner", async () => {
    await createRentParty(database.db, { title: "pending", verified: false });
    await createRentParty(database.db, {
      title: "inactive",
      verified: true,
      isActive: false,
      featured: true,
    });
    const plain = await createRentParty(database.db, { title: "plain", verified: true });
    const star = await createRentParty(database.db, { title: "star", verified: true, featured: true });
    const data = await settle(
      homePageData({ db: database.db, marketData: emptyMarket, logger, readCache }, null),
    );
    expect((await data.featuredRentParty)?.id).toBe(star.id);
    expect((await data.rentParties).map((p) => p.id).sort()).toEqual([plain.id, star.id].sort());
  });

  it("a campaign that reaches its target or closes leaves the banner and the list at once (the read cache too)", async () => {
    const star = await createRentParty(database.db, {
      title: "star",
      verified: true,
      featured: true,
      goalAmountCents: 120_000,
      amountOwedCents: 100_000,
    });
    const plain = await createRentParty(database.db, { title: "plain", verified: true });
    const read = async () => {
      const data = await settle(
        homePageData({ db: database.db, marketData: emptyMarket, logger, readCache }, null),
      );
      return {
        banner: (await data.featuredRentParty)?.id,
        list: (await data.rentParties).map((p) => p.id).sort(),
      };
    };
    expect(await read()).toEqual({ banner: star.id, list: [plain.id, star.id].sort() });
    // A donation counted raises amount_raised_cents in the same transaction: the confirmed $1,000 owed is
    // reached (below the $1,200 asked for), and the next read, cached a moment ago, no longer shows it.
    await database.db
      .update(rentParties)
      .set({ amountRaisedCents: 100_000 })
      .where(eq(rentParties.id, star.id));
    expect(await read()).toEqual({ banner: plain.id, list: [plain.id] });
    await database.db.update(rentParties).set({ closedAt: new Date() }).where(eq(rentParties.id, plain.id));
    expect(await read()).toEqual({ banner: undefined, list: [] });
  });

  it("falls back to any verified, active campaign for the banner, and limits the list to 6", async () => {
    for (let i = 0; i < 8; i++) await createRentParty(database.db, { title: `P${i}`, verified: true });
    const data = await settle(
      homePageData({ db: database.db, marketData: emptyMarket, logger, readCache }, null),
    );
    expect((await data.featuredRentParty)?.title).toMatch(/^P\d$/);
    expect(await data.rentParties).toHaveLength(6);
  });

  it("asks nothing location-bound without a location", async () => {
    const spy = spyMarket();
    const data = await settle(homePageData({ db: database.db, marketData: spy, logger, readCache }, null));
    expect(await data.snapshot).toBeNull();
    expect(await data.nearbyAreas).toBeNull();
    expect(await data.rentalsNearYou).toBeNull();
    expect(spy.asked).toBe(false);
  });
});

const emptyMarket: MarketDataProvider = { name: "http", rentEstimates: async () => [] };

/** A provider with no data that notes whether it was asked at all. */
function spyMarket(): MarketDataProvider & { asked: boolean } {
  const spy = {
    name: "http" as const,
    asked: false,
    rentEstimates: async () => {
      spy.asked = true;
      return [];
    },
  };
  return spy;
}

/** Waits for every section, so no query outlives the test. */
async function settle<T extends Record<string, Promise<unknown>>>(data: T): Promise<T> {
  await Promise.allSettled(Object.values(data));
  return data;
}
