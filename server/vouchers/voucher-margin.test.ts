import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fmrForBedrooms } from "../../common/voucher-rules";
import type { DatabaseHandle } from "../db/client";
import { listings } from "../db/schema/listings";
import { createListing, createUser } from "../db/seed/factories";
import { createTestDatabase } from "../test/database";
import { fmrForZip } from "./fmr-lookup";
import { ensureFairMarketRents } from "./fmr-table";

/**
 * listings.voucher_margin_cents, the key "Fits my voucher" range-scans (migration 0030): kept by its trigger
 * when a listing is created or edited and when the FMR table is reloaded. It must never exceed the gross rent
 * less the FMR of any size the rules may compare the listing at (the smaller of a voucher's 0-8 and the unit's
 * bedrooms), or the search would miss a match; for 0-4 bedrooms it is exactly the margin at its own size.
 */
let database: DatabaseHandle;
let ownerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ownerId = (await createUser(database.db, { role: "landlord" })).id;
});
afterAll(() => database.close());

async function margin(id: string) {
  const [row] = await database.db
    .select({ margin: listings.voucherMarginCents, fmrs: listings.voucherFmrs, zip: listings.zipCode })
    .from(listings)
    .where(eq(listings.id, id));
  // The ZIP's FMRs travel with the margin (migration 0031): the data's figures, or null with it.
  const rents = row?.margin == null ? null : fmrForZip(row.zip)?.rents;
  expect(row?.fmrs ?? null).toEqual(rents ? [...rents] : null);
  return row?.margin;
}

/** What the rules in code bound it by: the largest FMR over the sizes the listing can be compared at. */
function expectBound(
  value: number | null | undefined,
  facts: { zip: string; bedrooms: number | null; priceCents: number; utilities: number | null },
) {
  const rents = fmrForZip(facts.zip)?.rents;
  if (!rents) throw new Error(`no FMR for ${facts.zip}`);
  const gross = facts.priceCents + 100 * (facts.utilities ?? 0);
  const sizes = Array.from({ length: Math.min(facts.bedrooms ?? 8, 8) + 1 }, (_, s) => s);
  for (const size of sizes) expect(value).toBeLessThanOrEqual(gross - 100 * fmrForBedrooms(rents, size));
  if (facts.bedrooms !== null && facts.bedrooms <= 4) {
    expect(value).toBe(gross - 100 * Math.max(...sizes.map((s) => rents[s])));
  }
}

describe("a listing's voucher margin", () => {
  it("is set on create for every bedroom count, and null without an FMR", async () => {
    for (const bedrooms of [null, 0, 1, 2, 3, 4, 5, 6, 8, 10]) {
      for (const utilities of [null, 0, 125]) {
        const priceCents = 180_050;
        const listing = await createListing(database.db, {
          ownerId,
          zipCode: "60614",
          bedrooms,
          priceCents,
          tenantUtilitiesMonthly: utilities,
          utilitiesIncluded: utilities === 0,
        });
        expectBound(await margin(listing.id), { zip: "60614", bedrooms, priceCents, utilities });
      }
    }
    const plus4 = await createListing(database.db, { ownerId, zipCode: " 10001-1234 ", bedrooms: 2 });
    expectBound(await margin(plus4.id), {
      zip: "10001",
      bedrooms: 2,
      priceCents: plus4.priceCents,
      utilities: null,
    });
    for (const input of [
      { zipCode: "00000" },
      { zipCode: null },
      { zipCode: "6061" },
      { zipCode: "60614", country: "Canada" },
    ]) {
      const listing = await createListing(database.db, { ownerId, bedrooms: 2, ...input });
      expect(await margin(listing.id), JSON.stringify(input)).toBeNull();
    }
  });

  it("follows an edit of the rent, utilities, bedrooms, ZIP or country", async () => {
    const listing = await createListing(database.db, { ownerId, zipCode: "60614", bedrooms: 1 });
    const facts = {
      zip: "60614",
      bedrooms: 1 as number | null,
      priceCents: 150_000,
      utilities: null as number | null,
    };
    const edit = async (set: Partial<typeof listings.$inferInsert>) => {
      await database.db.update(listings).set(set).where(eq(listings.id, listing.id));
      return margin(listing.id);
    };
    expectBound(await edit({ priceCents: 150_000 }), facts);
    facts.utilities = 90;
    expectBound(await edit({ tenantUtilitiesMonthly: 90 }), facts);
    facts.bedrooms = 3;
    expectBound(await edit({ bedrooms: 3 }), facts);
    facts.bedrooms = null;
    expectBound(await edit({ bedrooms: null }), facts);
    facts.zip = "10001";
    expectBound(await edit({ zipCode: "10001" }), facts);
    expect(await edit({ country: "Canada" })).toBeNull();
    expectBound(await edit({ country: "United States" }), facts);
    // A write of anything else leaves it alone; a write of the column itself is recomputed.
    const before = await margin(listing.id);
    expect(await edit({ title: "Renamed" })).toBe(before);
    expect(await edit({ voucherMarginCents: -1 })).toBe(before);
  });

  it("is recomputed when the FMR table is reloaded for new data", async () => {
    const listing = await createListing(database.db, {
      ownerId,
      zipCode: "60614",
      bedrooms: 2,
      priceCents: 200_000,
    });
    const facts = { zip: "60614", bedrooms: 2, priceCents: 200_000, utilities: null };
    // Last year's figures: the margin follows them...
    await database.db.execute(
      sql`update fair_market_rents set fmr_0 = 1, fmr_1 = 1, fmr_2 = 1 where zip = '60614'`,
    );
    await database.db.update(listings).set({ priceCents: 200_000 }).where(eq(listings.id, listing.id));
    const [stale] = await database.db
      .select({ margin: listings.voucherMarginCents, fmrs: listings.voucherFmrs })
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect(stale.margin).toBe(200_000 - 100);
    expect(stale.fmrs?.slice(0, 3)).toEqual([1, 1, 1]);
    // ...and a new fiscal year's load (a new version of the data) brings every listing to the new ones.
    await database.db.execute(
      sql`update reference_data_versions set version = 'last year' where name = 'hud_fmr'`,
    );
    expect(await ensureFairMarketRents(database.db)).toBe(true);
    expectBound(await margin(listing.id), facts);
  });
});
