import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, PGLITE_TEMPLATE } from "./client";

/**
 * A new embedded database starts from the committed template (a first start skips PGlite's initdb and the
 * migrations of the template's day); existing data folders keep upgrading through the migrator.
 */
const migrationsFolder = path.join(import.meta.dirname, "migrations");
const extensions = { pg_trgm, btree_gin };
const temp: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-template-test-"));
  temp.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
});

/** Tables, columns, indexes, constraints, extensions and applied migrations: what the migrations make. */
async function schemaOf(db: Database) {
  const rows = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows;
  return {
    columns:
      await rows(sql`select table_schema, table_name, column_name, data_type, column_default, is_nullable
      from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2, 3`),
    indexes: await rows(sql`select schemaname, indexname, indexdef from pg_indexes
      where schemaname not in ('pg_catalog') order by 1, 2`),
    constraints:
      await rows(sql`select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def
      from pg_constraint where connamespace not in ('pg_catalog'::regnamespace) order by 1, 2`),
    extensions: await rows(sql`select extname, extversion from pg_extension order by 1`),
    migrations: await rows(
      sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
    ),
  };
}

describe.skipIf(process.env.TEST_DB_KIND === "postgres")("the PGlite template", () => {
  it("holds the journal's first migrations, unchanged since", async () => {
    expect(fs.existsSync(PGLITE_TEMPLATE)).toBe(true);
    const client = new PGlite({ extensions, loadDataDir: new Blob([fs.readFileSync(PGLITE_TEMPLATE)]) });
    try {
      const applied = (
        await client.query<{ hash: string; created_at: string }>(
          "select hash, created_at from drizzle.__drizzle_migrations order by created_at",
        )
      ).rows;
      const journal = readMigrationFiles({ migrationsFolder });
      expect(applied.length).toBeGreaterThan(0);
      expect(applied.map((m) => [m.hash, Number(m.created_at)])).toEqual(
        journal.slice(0, applied.length).map((m) => [m.hash, m.folderMillis]),
      );
    } finally {
      await client.close();
    }
  });

  it("gives a new data folder the schema initdb and every migration give, and keeps its data on restart", async () => {
    const scratch = await openDatabase({ template: null });
    const expected = await schemaOf(scratch.db);
    await scratch.close();

    const dataDir = tempDir();
    const fromTemplate = await openDatabase({ dataDir });
    expect(await schemaOf(fromTemplate.db)).toEqual(expected);
    await fromTemplate.db.execute(sql`insert into rate_limits (key, hits, reset_at)
      values ('kept', 1, now())`);
    await fromTemplate.close();
    const reopened = await openDatabase({ dataDir });
    const kept = await reopened.db.execute(
      sql`select count(*)::int as n from rate_limits where key = 'kept'`,
    );
    expect(kept.rows[0]).toEqual({ n: 1 });
    await reopened.close();
  }, 180_000);

  it("upgrades a data folder made by the earlier migrations (0000-0011), keeping its data", async () => {
    // The migrations folder as it was before 0012.
    const oldFolder = path.join(tempDir(), "migrations");
    fs.cpSync(migrationsFolder, oldFolder, { recursive: true });
    const journalFile = path.join(oldFolder, "meta/_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((e) => e.idx <= 11);
    fs.writeFileSync(journalFile, JSON.stringify(journal));

    const dataDir = tempDir();
    const old = new PGlite(path.join(dataDir, "pglite"), { extensions });
    await migrate(drizzle(old) as never, { migrationsFolder: oldFolder });
    await old.exec(`insert into rate_limits (key, hits, reset_at) values ('kept', 1, now())`);
    await old.close();

    const upgraded = await openDatabase({ dataDir });
    const fresh = await openDatabase({});
    try {
      expect(await schemaOf(upgraded.db)).toEqual(await schemaOf(fresh.db));
      const kept = await upgraded.db.execute(
        sql`select count(*)::int as n from rate_limits where key = 'kept'`,
      );
      expect(kept.rows[0]).toEqual({ n: 1 });
    } finally {
      await upgraded.close();
      await fresh.close();
    }
  }, 180_000);
});
