import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { createTestDatabase } from "../test/database";
import { ensureFairMarketRents } from "./fmr-table";

let database: DatabaseHandle & { url?: string };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

async function rows(db = database.db) {
  const result = await db.execute<{ n: number; chicago: number; basis: string; area: string }>(sql`
    select (select count(*)::int from fair_market_rents) as n,
           fmr_2 as chicago, basis, (select area_name from fair_market_rents where zip = '10001') as area
    from fair_market_rents where zip = '60614'`);
  return result.rows[0];
}

describe("the FMR table at start-up", () => {
  it("is loaded in every new database", async () => {
    expect(await rows()).toEqual({
      n: 39179,
      chicago: 2670,
      basis: "zip",
      area: "New York, NY HUD Metro FMR Area",
    });
  });

  it("loads again only when the stored version differs", async () => {
    expect(await ensureFairMarketRents(database.db)).toBe(false);
    await database.db.execute(
      sql`update reference_data_versions set version = 'older' where name = 'hud_fmr'`,
    );
    await database.db.execute(sql`update fair_market_rents set fmr_2 = 1 where zip = '60614'`);
    expect(await ensureFairMarketRents(database.db)).toBe(true);
    expect(await ensureFairMarketRents(database.db)).toBe(false);
    expect((await rows())?.chicago).toBe(2670);
  });

  it("two instances starting together load it once", async () => {
    // A second handle on the same PostgreSQL database is another instance; PGlite has one connection.
    const other = database.url
      ? await openDatabase({ databaseUrl: database.url, onIdleConnectionError: () => {} })
      : null;
    await database.db.execute(sql`delete from reference_data_versions`);
    await database.db.execute(sql`delete from fair_market_rents where zip >= '50000'`);
    try {
      const loaded = await Promise.all([
        ensureFairMarketRents(database.db),
        ensureFairMarketRents(other?.db ?? database.db),
      ]);
      expect(loaded.filter(Boolean)).toHaveLength(1);
      expect((await rows())?.n).toBe(39179);
    } finally {
      await other?.close();
    }
  });
});
