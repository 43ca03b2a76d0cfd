import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityPageConfig } from "../../common/city-pages";
import { EMPTY_FILTER } from "../../common/listing-filter";
import { maxGrossRentForVoucher, type VoucherInput } from "../../common/voucher-rules";
import { listCityListings } from "../cities/service";
import type { DatabaseHandle } from "../db/client";
import { listings } from "../db/schema/listings";
import { createUser } from "../db/seed/factories";
import { searchListings } from "../listings/search-service";
import { createTestDatabase } from "../test/database";
import { type FitFacts, listingVoucherFit } from "./card-fit";
import { fmrForZip } from "./fmr-lookup";

/**
 * "Fits my voucher" in the database against the rule in code: over every row, the filter's matches are
 * exactly the listings voucherFit answers "fits" or "fortyPercent" for. Rents sit on both sides of each
 * threshold to the cent, so a rounding difference between the SQL and the rule would show.
 */

const ZIPS = ["60614", "10001", "33125", "48201", "60614-1234", " 10001 ", "00000", null, "M5V 3L9"];
const VOUCHERS: VoucherInput[] = [
  { bedrooms: 0 },
  { bedrooms: 2 },
  { bedrooms: 2, paymentStandard: 2450.5 },
  { bedrooms: 3, paymentStandard: 3100, grossMonthlyIncome: 2500, adjustedMonthlyIncome: 2000 },
  { bedrooms: 2, grossMonthlyIncome: 2000 },
  { bedrooms: 5, adjustedMonthlyIncome: 1500 },
  { bedrooms: 6, paymentStandard: 5000, grossMonthlyIncome: 4000 },
  { bedrooms: 8, grossMonthlyIncome: 0 },
];

type Row = FitFacts & { id: string };

let database: DatabaseHandle;
const rows: Row[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const owner = await createUser(database.db, { role: "landlord" });
  const values: (typeof listings.$inferInsert)[] = [];
  let i = 0;
  for (const zip of ZIPS) {
    const rents = fmrForZip(zip)?.rents ?? ([1500, 1600, 1700, 1800, 1900] as const);
    for (const bedrooms of [null, 0, 1, 2, 3, 4, 5, 6, 8]) {
      // Prices at and around the thresholds of several vouchers for this unit.
      const thresholds = VOUCHERS.map((voucher) =>
        maxGrossRentForVoucher({ unitBedrooms: bedrooms, rents, voucher }),
      );
      for (const threshold of thresholds.filter((_, k) => k % 2 === i % 2)) {
        for (const delta of [-0.01, 0, 0.01]) {
          const utilities = [null, 0, 75][i % 3];
          const priceCents = Math.round((threshold + delta - (utilities ?? 0)) * 100);
          if (priceCents <= 0) continue;
          values.push({
            ownerId: owner.id,
            title: `Home ${i}`,
            country: zip === "M5V 3L9" ? "Canada" : "United States",
            state: "IL",
            city: "Chicago",
            zipCode: zip,
            priceCents,
            securityDepositCents: 0,
            bedrooms,
            bathrooms: 1,
            utilitiesIncluded: utilities === 0,
            tenantUtilitiesMonthly: utilities,
            status: i % 13 === 5 ? "paused" : "active",
          });
          i++;
        }
      }
    }
  }
  for (let start = 0; start < values.length; start += 200) {
    const made = await database.db
      .insert(listings)
      .values(values.slice(start, start + 200))
      .returning();
    for (const row of made) {
      if (row.status !== "active") continue;
      rows.push({
        id: row.id,
        country: row.country,
        zipCode: row.zipCode,
        bedrooms: row.bedrooms,
        priceCents: row.priceCents,
        utilitiesIncluded: row.utilitiesIncluded,
        tenantUtilitiesMonthly: row.tenantUtilitiesMonthly,
      });
    }
  }
}, 120_000);

afterAll(() => database.close());

function reference(voucher: VoucherInput): string[] {
  return rows
    .filter((row) => {
      const fit = listingVoucherFit(row, voucher);
      return fit !== null && fit.kind !== "over";
    })
    .map((row) => row.id)
    .sort();
}

describe("the Fits my voucher filter", () => {
  it("has rows on both sides of the thresholds", () => {
    expect(rows.length).toBeGreaterThan(500);
  });

  for (const voucher of VOUCHERS) {
    it(`matches voucherFit over every row for ${JSON.stringify(voucher)}`, async () => {
      const expected = reference(voucher);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(rows.length);
      const found = await searchListings(
        database.db,
        { ...EMPTY_FILTER, sort: "price_asc" },
        { pageSize: 5000, countCap: 10_000, voucher },
      );
      expect(found.items.map((item) => item.id).sort()).toEqual(expected);
      expect(found.total).toBe(expected.length);
    });
  }

  it("combines with the other filters, sort and paging", async () => {
    const voucher = VOUCHERS[3];
    const expected = rows
      .filter((row) => row.bedrooms === 2 && row.priceCents <= 300_000)
      .filter((row) => {
        const fit = listingVoucherFit(row, voucher);
        return fit !== null && fit.kind !== "over";
      });
    const pages: string[] = [];
    for (let page = 1; page <= 20; page++) {
      const found = await searchListings(
        database.db,
        { ...EMPTY_FILTER, bedrooms: "2", maxRent: 3000, sort: "newest", page },
        { pageSize: 7, voucher },
      );
      pages.push(...found.items.map((item) => item.id));
      if (found.items.length < 7) break;
    }
    expect(pages.length).toBe(expected.length);
    expect([...pages].sort()).toEqual(expected.map((row) => row.id).sort());
  });

  it("filters a city page's listings the same way", async () => {
    const config = cityPageConfig("chicago");
    const voucher = VOUCHERS[1];
    const all = await listCityListings(database.db, config);
    const fitting = await listCityListings(database.db, config, voucher);
    const fits = new Set(reference(voucher));
    expect(fitting.every((listing) => fits.has(listing.id))).toBe(true);
    expect(fitting.length).toBeLessThanOrEqual(all.length);
  });
});
