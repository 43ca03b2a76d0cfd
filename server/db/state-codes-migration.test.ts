import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/database";
import type { DatabaseHandle } from "./client";
import { listings } from "./schema/listings";
import { createListing, createUser } from "./seed/factories";

const MIGRATIONS = path.join(import.meta.dirname, "migrations");
const file = readdirSync(MIGRATIONS).find((name) => name.endsWith("_state_codes.sql"));

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the state_codes data migration", () => {
  it("rewrites U.S. state names to their codes and leaves other countries' regions alone", async () => {
    expect(file, "the migration file").toBeDefined();
    const owner = await createUser(database.db, { role: "landlord" });
    const cases: [country: string, stored: string, expected: string][] = [
      ["United States", "Illinois", "IL"],
      ["United States", " texas", "TX"],
      ["United States", "new york", "NY"],
      ["United States", "ca", "CA"],
      ["United States", "OH", "OH"],
      ["United States", "Narnia", "Narnia"],
      ["Canada", "Ontario", "Ontario"],
      ["Australia", "Georgia", "Georgia"],
    ];
    const ids: string[] = [];
    for (const [country, state] of cases) {
      ids.push((await createListing(database.db, { ownerId: owner.id, country, state })).id);
    }
    // Run on the migrated database again: the migration is repeatable, and it runs on today's rows.
    await database.db.execute(sql.raw(readFileSync(path.join(MIGRATIONS, file ?? ""), "utf8")));
    const after: string[] = [];
    for (const id of ids) {
      const [row] = await database.db
        .select({ state: listings.state })
        .from(listings)
        .where(eq(listings.id, id));
      after.push(row.state);
    }
    expect(after).toEqual(cases.map(([, , expected]) => expected));
  });
});
