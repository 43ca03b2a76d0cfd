import fs from "node:fs/promises";
import { type SQLWrapper, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { type DatabaseHandle, type Executor, openDatabase } from "../db/client";
import { createUser } from "../db/seed/factories";
import { createScratchDatabase } from "./scratch-database";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB_KIND=postgres) a new
 * database on the TEST_DATABASE_URL server, dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB_KIND !== "postgres") {
    // The migrated template made once by global-setup.ts (a file run on its own without it migrates here).
    const template = inject("pgliteTemplate");
    return openDatabase(template ? { template: new Blob([await fs.readFile(template)]) } : {});
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
  // A copy of the migrated template made once by global-setup.ts (without it, migrated here).
  const scratch = await createScratchDatabase(serverUrl, "t", { template: inject("postgresTemplate") });
  // Dropping the database at the end cuts the pool's idle connections: expected here.
  const handle = await openDatabase({ databaseUrl: scratch.url, onIdleConnectionError: () => {} });
  return {
    ...handle,
    /** For a second handle on the same database (another app instance). */
    url: scratch.url,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A test file's database with a landlord to own its rows: made before the file's tests (`use` hands both to
 * the file's variables), emptied of `tables` before each test (in that order), closed after the tests.
 */
export function landlordDatabasePerFile(
  tables: PgTable[],
  use: (made: { database: DatabaseHandle; ownerId: string }) => void,
) {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    use({ database, ownerId: (await createUser(database.db, { role: "landlord" })).id });
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    for (const table of tables) await database?.db.delete(table);
  });
}

/** The plan PostgreSQL (or PGlite) chooses for a query, as EXPLAIN prints it (text, one line per node). */
export async function explainPlan(db: Executor, query: SQLWrapper): Promise<string> {
  const result = await db.execute<{ "QUERY PLAN": string }>(sql`explain ${query}`);
  return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
}
