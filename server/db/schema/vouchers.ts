import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * HUD Fair Market Rents by ZIP code (whole dollars a month, 0-4 bedrooms), the database's copy of the compact
 * data (server/vouchers/fmr-table.ts loads it), for the search filter's join on listings.zip_code.
 */
export const fairMarketRents = pgTable(
  "fair_market_rents",
  {
    zip: text("zip").primaryKey(),
    fmr0: integer("fmr_0").notNull(),
    fmr1: integer("fmr_1").notNull(),
    fmr2: integer("fmr_2").notNull(),
    fmr3: integer("fmr_3").notNull(),
    fmr4: integer("fmr_4").notNull(),
    /** "zip": the ZIP's own Small Area FMR; "area": its HUD area's FMR. */
    basis: text("basis"),
    areaName: text("area_name"),
  },
  (t) => [check("fair_market_rents_basis_check", sql`${t.basis} in ('zip', 'area')`)],
);

/** Which build of a public data set the database holds (a start-up reloads it when the app's differs). */
export const referenceDataVersions = pgTable("reference_data_versions", {
  name: text("name").primaryKey(),
  version: text("version").notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});
