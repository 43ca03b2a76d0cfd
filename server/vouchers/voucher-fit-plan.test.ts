import { type SQLWrapper, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListingFilter } from "../../common/schemas/listing-filter";
import type { VoucherInput } from "../../common/voucher-rules";
import type { DatabaseHandle } from "../db/client";
import { createUser } from "../db/seed/factories";
import { searchQueries } from "../listings/search-service";
import { createTestDatabase, explainPlan } from "../test/database";

/**
 * "Fits my voucher" read through its indexes (migration 0030): the capped count range-scans the listings'
 * voucher margin in listings_public_voucher_margin_idx, and the page walks the price order of the listings
 * that have an FMR (listings_public_voucher_price_idx) or takes the few candidates from the margin's index,
 * so the FMR table is probed for candidates only. It was a probe per row of the table: 90-330 ms at 100,000
 * listings (docs/performance.md).
 */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  const owner = await createUser(database.db, { role: "landlord" });
  // 20,000 homes, as the benchmark's: most ZIPs are not HUD's, rents from $400 to $3,000.
  await database.db.execute(sql`
    insert into listings (owner_id, title, country, state, city, zip_code, price_cents, security_deposit_cents,
      bedrooms, bathrooms, status)
    select ${owner.id}, 'Home ' || g, 'United States', 'IL', 'Chicago',
      case when g % 5 = 0 then (array['60614', '10001', '33125', '48201'])[1 + g / 5 % 4] else '0' || (1000 + g % 9000) end,
      40000 + (g * 7919) % 260000, 100000, g % 5, 1, 'active'
    from generate_series(1, 20000) g`);
  // Every home here is in one city and one state, so the voucher indexes that lead with the place
  // (listings_public_voucher_city_idx, listings_public_voucher_state_idx: search-plan.test.ts pins the city's)
  // are the margin's index behind one value: as cheap as it here, not at 1M listings. This file pins the
  // margin's and the price walk's, so they go.
  await database.db.execute(sql`drop index listings_public_voucher_city_idx`);
  await database.db.execute(sql`drop index listings_public_voucher_state_idx`);
  await database.db.execute(sql`analyze listings`);
}, 240_000);
afterAll(() => database.close());

const plan = (query: SQLWrapper) => explainPlan(database.db, query);

async function queries(search: string, voucher: VoucherInput) {
  const found = await searchQueries(
    database.db,
    parseListingFilter(new URLSearchParams(search)),
    24,
    1000,
    new Date(),
    voucher,
  );
  if (found === "none") throw new Error("expected a search");
  return found;
}

const voucherIndex = /listings_public_voucher_(margin|price)_idx/;

describe("Fits my voucher's plans", () => {
  it("counts by a range of the voucher margin in its index", async () => {
    const count = await plan((await queries("sort=price_asc", { bedrooms: 2 })).count);
    const indexCond = count.match(
      /(?:Index (?:Only )?Scan using listings_public_voucher_margin_idx on listings|Bitmap Index Scan on listings_public_voucher_margin_idx)\s+\([^)]*\)\s*\n\s*Index Cond: (.*)/,
    );
    expect(indexCond, count).not.toBeNull();
    expect(indexCond?.[1]).toMatch(/voucher_margin_cents <=/);
    expect(count).not.toMatch(/Seq Scan on listings/);
  });

  it("reads the page from a voucher index, in the price order or from the candidates", async () => {
    for (const voucher of [{ bedrooms: 2 }, { bedrooms: 0, grossMonthlyIncome: 1500 }]) {
      const found = await queries("", voucher);
      for (const query of [found.items, found.fewItems]) {
        const text = await plan(query);
        expect(text, text).toMatch(voucherIndex);
        expect(text).not.toMatch(/Seq Scan on listings/);
      }
    }
  });

  it("takes a renter's own payment standard from the listings that have an FMR", async () => {
    const found = await queries("sort=price_asc", { bedrooms: 2, paymentStandard: 1800 });
    const text = await plan(found.count);
    expect(text, text).toMatch(voucherIndex);
    expect(text).not.toMatch(/Seq Scan on listings/);
  });
});
