import { bigserial, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per committed statement that changed what public pages list (listings, their photos, landlord
 * profiles, Rent Parties), written by the statement triggers of migration 0010. The read cache
 * (`server/db/read-cache.ts`) keys its entries on this table's count and highest id, so an entry never
 * outlives a change on any app instance. Old rows are pruned by the cache itself.
 */
export const publicReadChanges = pgTable("public_read_changes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});
