import { describe, expect, it } from "vitest";
import { cityPageConfig } from "../../common/city-pages";
import { formatYearOverYear } from "../../common/format";
import type { DatabaseHandle } from "../db/client";
import { listings } from "../db/schema/listings";
import { createListing } from "../db/seed/factories";
import {
  listingsMarketData,
  type MarketDataProvider,
  type RentEstimate,
} from "../integrations/market-data/market-data";
import { createLogger } from "../logger";
import { landlordDatabasePerFile } from "../test/database";
import { buildMarketSnapshot, MIN_LISTINGS_PER_YEAR, yearOverYearChange } from "./market-snapshot";

const NOW = new Date("2026-06-01T12:00:00Z");
const DAY = 24 * 3600 * 1000;
const logger = createLogger("silent");
const miami = cityPageConfig("miami");
const newYork = cityPageConfig("new-york");

let database: DatabaseHandle;
let ownerId: string;

landlordDatabasePerFile([listings], (made) => {
  ({ database, ownerId } = made);
});

function listing(input: {
  city?: string;
  state?: string;
  dollars: number;
  bedrooms: number | null;
  daysAgo?: number;
  status?: "active" | "paused";
}) {
  return createListing(database.db, {
    ownerId,
    city: input.city ?? "Miami",
    state: input.state ?? "FL",
    priceCents: input.dollars * 100,
    bedrooms: input.bedrooms,
    status: input.status ?? "active",
    createdAt: new Date(NOW.getTime() - (input.daysAgo ?? 10) * DAY),
  });
}

function fixedProvider(estimates: RentEstimate[]): MarketDataProvider {
  return { name: "http", rentEstimates: async () => estimates };
}

function estimate(rent: number, bedrooms: number | null, sampleSize: number | null = null): RentEstimate {
  return {
    id: `e-${rent}-${bedrooms}`,
    rent,
    propertyType: bedrooms === null ? "Apartment" : null,
    bedrooms,
    bathrooms: 1,
    city: "Miami",
    state: "FL",
    zipCode: null,
    sampleSize,
  };
}

function build(provider: MarketDataProvider, config = miami) {
  return buildMarketSnapshot({ db: database.db, marketData: provider, logger }, config, NOW);
}

describe("market snapshot", () => {
  it("is null when there is no market data at all", async () => {
    await listing({ dollars: 1500, bedrooms: 1 });
    await listing({ dollars: 1600, bedrooms: 2 });
    expect(await build(fixedProvider([]))).toBeNull();
  });

  it("is null, and logged, when the provider fails", async () => {
    const broken: MarketDataProvider = {
      name: "http",
      rentEstimates: async () => {
        throw new Error("provider down");
      },
    };
    expect(await build(broken)).toBeNull();
  });

  it("comes from the provider's estimates: weighted average, common unit type, breakdown", async () => {
    const snapshot = await build(
      fixedProvider([estimate(1000, 0, 2), estimate(1500, 1, 5), estimate(2000, 2, 3), estimate(2600, 4, 1)]),
    );
    expect(snapshot).toEqual({
      averageRent: Math.round((1000 * 2 + 1500 * 5 + 2000 * 3 + 2600) / 11),
      commonUnitType: "1 Bedroom",
      yearOverYearChange: null,
      unitBreakdown: { studio: 1000, oneBR: 1500, twoBR: 2000, threeBR: 2600 },
      source: "estimates",
    });
  });

  it("takes the most frequent property type when estimates carry no bedroom counts", async () => {
    const snapshot = await build(fixedProvider([estimate(1200, null), estimate(1400, null)]));
    expect(snapshot?.averageRent).toBe(1300);
    expect(snapshot?.commonUnitType).toBe("Apartment");
    expect(snapshot?.unitBreakdown).toEqual({ studio: null, oneBR: null, twoBR: null, threeBR: null });
  });

  it("falls back to our own active listings in the city (3 or more)", async () => {
    await listing({ dollars: 1000, bedrooms: 0 });
    await listing({ dollars: 1400, bedrooms: 1 });
    await listing({ dollars: 1600, bedrooms: 1 });
    await listing({ dollars: 2100, bedrooms: 2 });
    await listing({ dollars: 9000, bedrooms: 3, status: "paused" }); // not on the market now
    await listing({ dollars: 5000, bedrooms: 1, city: "Orlando" }); // same state, another city
    const snapshot = await build(listingsMarketData({ db: database.db, logger }));
    expect(snapshot).toEqual({
      averageRent: 1525,
      commonUnitType: "1 Bedroom",
      yearOverYearChange: null,
      unitBreakdown: { studio: 1000, oneBR: 1500, twoBR: 2100, threeBR: null },
      source: "listings",
    });
  });

  it("is null with fewer than 3 listings and no estimates", async () => {
    await listing({ dollars: 1000, bedrooms: 0 });
    await listing({ dollars: 1400, bedrooms: 1 });
    expect(await build(listingsMarketData({ db: database.db, logger }))).toBeNull();
  });
});

describe("year-over-year change (real data, never random)", () => {
  async function years(
    previous: number[],
    current: number[],
    bedrooms = 1,
    extra: { city?: string; state?: string } = {},
  ) {
    for (const dollars of previous) await listing({ dollars, bedrooms, daysAgo: 400, ...extra });
    for (const dollars of current) await listing({ dollars, bedrooms, daysAgo: 30, ...extra });
  }

  it("is null when either year has too few listings", async () => {
    const few = Array.from({ length: MIN_LISTINGS_PER_YEAR - 1 }, () => 1000);
    const enough = Array.from({ length: MIN_LISTINGS_PER_YEAR }, () => 1100);
    await years(few, enough);
    expect(await yearOverYearChange(database.db, miami, NOW)).toBeNull();
    await database.db.delete(listings);
    await years(enough, few);
    expect(await yearOverYearChange(database.db, miami, NOW)).toBeNull();
  });

  it("compares this year's asking rents with last year's, counting since-paused listings", async () => {
    await years([1000, 1000, 1000, 1000, 1000], [1100, 1100, 1100, 1100, 1100]);
    await listing({ dollars: 1000, bedrooms: 1, daysAgo: 380, status: "paused" });
    // Older than two years, another city, and price 0: none of them count.
    await listing({ dollars: 100, bedrooms: 1, daysAgo: 800 });
    await listing({ dollars: 5000, bedrooms: 1, daysAgo: 20, city: "Tampa" });
    await listing({ dollars: 0, bedrooms: 1, daysAgo: 20 });
    expect(await yearOverYearChange(database.db, miami, NOW)).toBe(10);
    const snapshot = await build(listingsMarketData({ db: database.db, logger }));
    expect(snapshot?.yearOverYearChange).toBe(10);
    expect(formatYearOverYear(snapshot?.yearOverYearChange)).toBe("+10.0%");
  });

  it("goes negative when rents fell, and is 0 when they did not move", async () => {
    await years([1200, 1200, 1200, 1200, 1200], [1100, 1100, 1100, 1100, 1100]);
    expect(await yearOverYearChange(database.db, miami, NOW)).toBe(-8.3);
    await database.db.delete(listings);
    await years([1200, 1200, 1200, 1200, 1200], [1200, 1200, 1200, 1200, 1200]);
    expect(await yearOverYearChange(database.db, miami, NOW)).toBe(0);
  });

  it("compares like with like: a shift from studios to family homes is not a rent rise", async () => {
    await years([800, 800, 800, 800, 800], [], 0);
    await years([], [2000, 2000, 2000, 2000, 2000], 3);
    expect(await yearOverYearChange(database.db, miami, NOW)).toBeNull();
    await years([2000, 2000, 2000, 2000, 2000], [], 3);
    await years([], [800, 800, 800, 800, 800], 0);
    expect(await yearOverYearChange(database.db, miami, NOW)).toBe(0);
  });

  it("follows the page's city rule (New York: the city contains the name, in NY)", async () => {
    await years([2000, 2000, 2000], [2100, 2100, 2100], 1, { city: "New York", state: "NY" });
    await years([2000, 2000], [2100, 2100], 1, { city: "New York City", state: "NY" });
    // Not New York's market: another NY city, and a "New York" in another state.
    await years([900, 900, 900, 900, 900], [3000, 3000, 3000, 3000, 3000], 1, {
      city: "Albany",
      state: "NY",
    });
    await years([900, 900, 900, 900, 900], [3000, 3000, 3000, 3000, 3000], 1, {
      city: "New York",
      state: "FL",
    });
    expect(await yearOverYearChange(database.db, newYork, NOW)).toBe(5);
  });
});
