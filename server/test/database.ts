import crypto from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../db/client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB_KIND=postgres) a new
 * database on the TEST_DATABASE_URL server, dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== "postgres") return openDatabase({});
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
  const name = `t_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database at the end cuts the pool's idle connections: expected here.
  const handle = await openDatabase({ databaseUrl: url.toString(), onIdleConnectionError: () => {} });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
