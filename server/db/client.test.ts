import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createScratchDatabase } from "../test/scratch-database";
import { openDatabase } from "./client";

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_KIND === "postgres" && Boolean(serverUrl);

describe.skipIf(!onPostgres)("PostgreSQL connection pool", () => {
  it("survives the server cutting its idle connections, and keeps answering", async () => {
    const errors: Error[] = [];
    // A database of its own: opening migrates it, and the server's shared database may hold anything.
    const scratch = await createScratchDatabase(serverUrl as string, "client_test");
    const handle = await openDatabase({
      databaseUrl: scratch.url,
      onIdleConnectionError: (e) => errors.push(e),
    });
    try {
      const appName = await handle.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const pid = appName.rows[0].pid;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [pid]);
      await admin.end();
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      const again = await handle.db.execute<{ ok: number }>(sql`select 1 as ok`);
      expect(again.rows[0].ok).toBe(1);
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });
});
