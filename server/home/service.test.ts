import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { VisitorLocation } from "../../common/location";
import type { DatabaseHandle } from "../db/client";
import { createReadCache, type ReadCache } from "../db/read-cache";
import { listings } from "../db/schema/listings";
import { rentParties } from "../db/schema/rent-parties";
import { createListing, createRentParty, createUser } from "../db/seed/factories";
import type { MarketDataProvider, RentEstimateQuery } from "../integrations/market-data/market-data";
import { createLogger } from "../logger";
import { createTestDatabase } from "../test/database";
import {
  featuredListings,
  homeMarketSnapshot,
  homePageData,
  nearbyAreas,
  rentalsNearYou,
  SAMPLE_NEARBY_AREAS,
} from "./service";

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
  it("gives the 3 cheapest other cities of the state by average rent, without the current city", async () => {
    const rents: Record<string, number[]> = {
      Detroit: [40_000, 40_000],
      Flint: [70_000, 90_000],
      Lansing: [60_000],
      "Grand Rapids": [100_000, 120_000],
      Ann_Arbor: [150_000],
    };
    for (const [city, prices] of Object.entries(rents))
      for (const price of prices) await listing({ city, state: "MI", priceCents: price, zipCode: "48000" });
    await listing({ city: "Kalamazoo", state: "Michigan", priceCents: 50_000, zipCode: null });
    await listing({ city: "Saginaw", state: "MI", priceCents: 10_000, status: "paused" });
    await listing({ city: "Toledo", state: "OH", priceCents: 10_000 });
    const areas = await nearbyAreas(database.db, detroit);
    expect(areas).toEqual([
      {
        city: "Kalamazoo",
        state: "Michigan",
        averageRent: 500,
        zipCode: null,
        listingCount: 1,
        sample: false,
        milesAway: expect.any(Number),
      },
      {
        city: "Lansing",
        state: "MI",
        averageRent: 600,
        zipCode: "48000",
        listingCount: 1,
        sample: false,
        milesAway: expect.any(Number),
      },
      {
        city: "Flint",
        state: "MI",
        averageRent: 800,
        zipCode: "48000",
        listingCount: 2,
        sample: false,
        milesAway: expect.any(Number),
      },
    ]);
  });

  it("tells the true distance from the visitor's city by ZIP centroids, null when a place is unknown", async () => {
    await listing({ city: "Dallas", state: "TX", priceCents: 90_000, zipCode: "75201" });
    await listing({ city: "Austin", state: "TX", priceCents: 95_000, zipCode: null });
    await listing({ city: "Nowhereville", state: "TX", priceCents: 99_000, zipCode: null });
    const areas = await nearbyAreas(database.db, {
      city: "San Antonio",
      state: "TX",
      country: "United States",
    });
    const miles = Object.fromEntries(areas.map((a) => [a.city, a.milesAway]));
    // Dallas is about 250-275 miles from San Antonio by road-free great circle; Austin about 75.
    expect(miles.Dallas).toBeGreaterThan(240);
    expect(miles.Dallas).toBeLessThan(280);
    expect(miles.Austin).toBeGreaterThan(60);
    expect(miles.Austin).toBeLessThan(90);
    expect(miles.Nowhereville).toBeNull();
  });

  it("falls back to sample areas (never the current city) when the state has no other city", async () => {
    await listing({ city: "Detroit", state: "MI", priceCents: 50_000 });
    const areas = await nearbyAreas(database.db, detroit);
    expect(areas).toHaveLength(3);
    expect(areas.every((a) => a.sample)).toBe(true);
    expect(areas.map((a) => a.city)).not.toContain("Detroit");
    const elsewhere = await nearbyAreas(database.db, {
      city: "Boise",
      state: "Idaho",
      country: "United States",
    });
    expect(elsewhere).toEqual(SAMPLE_NEARBY_AREAS.slice(0, 3));
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
    let called = false;
    const spy: MarketDataProvider = {
      name: "http",
      rentEstimates: async () => {
        called = true;
        return [];
      },
    };
    const sydney = { city: "Sydney", state: "New South Wales", country: "Australia" };
    expect(await homeMarketSnapshot({ db: database.db, marketData: spy, logger }, sydney)).toBeNull();
    expect(called).toBe(false);
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
    let asked = false;
    const spy: MarketDataProvider = {
      name: "http",
      rentEstimates: async () => {
        asked = true;
        return [];
      },
    };
    const data = await settle(homePageData({ db: database.db, marketData: spy, logger, readCache }, null));
    expect(await data.snapshot).toBeNull();
    expect(await data.nearbyAreas).toBeNull();
    expect(await data.rentalsNearYou).toBeNull();
    expect(asked).toBe(false);
  });
});

const emptyMarket: MarketDataProvider = { name: "http", rentEstimates: async () => [] };

/** Waits for every section, so no query outlives the test. */
async function settle<T extends Record<string, Promise<unknown>>>(data: T): Promise<T> {
  await Promise.allSettled(Object.values(data));
  return data;
}
