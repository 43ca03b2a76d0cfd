/**
 * The database's copy of the FMRs (table fair_market_rents), which the "Fits my voucher" search filter joins:
 * filled from the compact data when the stored version differs (a new build of the data), in one transaction
 * under an advisory lock, so instances starting together load it once and a reader never sees it half done.
 */
import fs from "node:fs";
import { sql } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { hudDataPath, hudDataVersion, parseHudData } from "./hud-data";

/** Distinct from the migrations' lock (727274). */
const LOAD_LOCK = 727275;
const NAME = "hud_fmr";

async function storedVersion(db: Executor): Promise<string | null> {
  const result = await db.execute<{ version: string }>(
    sql`select version from reference_data_versions where name = ${NAME}`,
  );
  return result.rows[0]?.version ?? null;
}

/**
 * Loads the FMR table when its version is not the data file's; returns whether this call loaded it. The
 * check reads the file's bytes only (about 2 ms); the load takes well under a second on PostgreSQL.
 */
export async function ensureFairMarketRents(db: Database, file = hudDataPath()): Promise<boolean> {
  const bytes = fs.readFileSync(file);
  const version = hudDataVersion(bytes);
  if ((await storedVersion(db)) === version) return false;
  const { zips, rents, zipBasis, areas, areaNames } = parseHudData(bytes).fmr;
  // One parameter (the rows as JSON) rather than 39,000 × 8: the same statement on PGlite and node-postgres.
  const rows = JSON.stringify(
    zips.map((zip, i) => [
      String(zip).padStart(5, "0"),
      rents[i * 5],
      rents[i * 5 + 1],
      rents[i * 5 + 2],
      rents[i * 5 + 3],
      rents[i * 5 + 4],
      zipBasis[i] === "z" ? "zip" : "area",
      areaNames[areas[i]] ?? null,
    ]),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
    // Another instance may have loaded it while this one waited.
    if ((await storedVersion(tx)) === version) return false;
    await tx.execute(sql`delete from fair_market_rents`);
    await tx.execute(sql`
      insert into fair_market_rents (zip, fmr_0, fmr_1, fmr_2, fmr_3, fmr_4, basis, area_name)
      select r->>0, (r->>1)::int, (r->>2)::int, (r->>3)::int, (r->>4)::int, (r->>5)::int, r->>6, r->>7
      from jsonb_array_elements(${rows}::jsonb) as r`);
    // Each listing's voucher_margin_cents and voucher_fmrs follow the new FMRs: the trigger of migrations
    // 0030-0031 recomputes a row whose column is written (listing_voucher_margin() and listing_voucher_fmrs(),
    // the one place that computes them). Rows that stay are not written (nor queued for the saved-search
    // matcher by migration 0028's trigger).
    await tx.execute(sql`
      update listings set voucher_margin_cents = null
      where country = 'United States' and (
        voucher_margin_cents is distinct from
          listing_voucher_margin(country, zip_code, bedrooms, price_cents, tenant_utilities_monthly)
        or voucher_fmrs is distinct from listing_voucher_fmrs(country, zip_code))`);
    await tx.execute(sql`
      insert into reference_data_versions (name, version, loaded_at) values (${NAME}, ${version}, now())
      on conflict (name) do update set version = excluded.version, loaded_at = excluded.loaded_at`);
    return true;
  });
}
