import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { ensureFairMarketRents } from "../vouchers/fmr-table";
import * as applications from "./schema/applications";
import * as auth from "./schema/auth";
import * as email from "./schema/email";
import * as favourites from "./schema/favourites";
import * as listings from "./schema/listings";
import * as messages from "./schema/messages";
import * as rateLimits from "./schema/rate-limits";
import * as readCache from "./schema/read-cache";
import * as rentParties from "./schema/rent-parties";
import * as renterVouchers from "./schema/renter-vouchers";
import * as savedSearches from "./schema/saved-searches";
import * as site from "./schema/site";
import * as verification from "./schema/verification";
import * as vouchers from "./schema/vouchers";

export const schema = {
  ...applications,
  ...auth,
  ...email,
  ...favourites,
  ...listings,
  ...messages,
  ...rateLimits,
  ...readCache,
  ...renterVouchers,
  ...rentParties,
  ...savedSearches,
  ...site,
  ...verification,
  ...vouchers,
};

/**
 * One type for both drivers. PGlite's and node-postgres' Drizzle databases share the query API;
 * only `execute` results differ slightly (both have `rows`).
 */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database handle or an open transaction: services accept either. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Raw SQL on the same connection(s) as `db`, for libraries that bring their own SQL (the job queue).
   * Text without values may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * LISTEN on a channel: `onPayload` gets every NOTIFY payload sent on it, from any connection (every app
   * instance on this PostgreSQL; on PGlite, this process). PostgreSQL: one dedicated client per handle,
   * reconnected when it drops. Returns a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = path.join(here, "migrations");

/**
 * An empty embedded database with the migrations of its day applied (server/db/pglite-template.ts writes
 * it). A new PGlite database starts from it: PGlite's initdb is most of a first start's database time
 * (about 11 of 14 s on a busy 2-core machine; loading this takes 1-3 s), and the migrator then applies only
 * the migrations added since. Existing data folders never use it.
 */
export const PGLITE_TEMPLATE = path.join(here, "pglite-template.tar.gz");

function readPgliteTemplate(): Blob | undefined {
  return fs.existsSync(PGLITE_TEMPLATE) ? new Blob([fs.readFileSync(PGLITE_TEMPLATE)]) : undefined;
}

const extensions = { pg_trgm, btree_gin, btree_gist, cube };

/**
 * PGlite in `dir` (in memory when undefined). A new database is loaded from `template` when there is
 * one; should that fail (a PGlite upgrade that cannot read the template's files), it starts from initdb.
 */
async function openPglite(dir: string | undefined, template: Blob | undefined): Promise<PGlite> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const isNew = !dir || !fs.existsSync(path.join(dir, "PG_VERSION"));
  if (isNew && template) {
    try {
      const client = createPglite(dir, { extensions, loadDataDir: template });
      await client.waitReady;
      return client;
    } catch (error) {
      console.error(`database: the PGlite template could not be loaded (${String(error)}); running initdb`);
      if (dir) {
        fs.rmSync(dir, { recursive: true, force: true });
        fs.mkdirSync(dir, { recursive: true });
      }
    }
  }
  const client = createPglite(dir, { extensions });
  await client.waitReady;
  return client;
}

/** PGlite takes its options as the first argument when there is no directory. */
function createPglite(dir: string | undefined, options: PGliteOptions): PGlite {
  return dir ? new PGlite(dir, options) : new PGlite(options);
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir`
 * (in memory when dataDir is undefined). Runs the migrations before returning.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** Called when the server closes an idle pooled connection (PostgreSQL only). */
  onIdleConnectionError?: (error: Error) => void;
  /**
   * PGlite: a new database starts from this data directory dump (`dumpDataDir`) instead of the committed
   * PGLITE_TEMPLATE; null runs initdb and every migration (how the template itself is made).
   */
  template?: Blob | null;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection can be cut by the server (restart, failover, admin command). The pool drops it
    // and opens a new one when needed; without a listener Node would treat the event as a crash.
    pool.on("error", (error) => (options.onIdleConnectionError ?? defaultIdleError)(error));
    const db = drizzleNodePg(pool, { schema });
    // Several app instances may start together on one server: only one migrates at a time.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(727274)");
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock(727274)").catch(() => {});
      client.release();
    }
    // Public reference data the queries join (HUD's FMRs), reloaded when the app ships a new build of it.
    await ensureFairMarketRents(db);
    return {
      db,
      kind: "postgres",
      executeSql: async (text, values) => {
        const result = await pool.query(text, values as unknown[] | undefined);
        // A multi-statement text answers one result per statement: the last one is the answer.
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: last?.rows ?? [] };
      },
      listen: (channel, onPayload) => listenOnPostgres(options, channel, onPayload),
      close: () => pool.end(),
    };
  }
  const template = options.template === undefined ? readPgliteTemplate() : (options.template ?? undefined);
  const client = await openPglite(options.dataDir && path.join(options.dataDir, "pglite"), template);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  await ensureFairMarketRents(db);
  return {
    db,
    kind: "pglite",
    // PGlite is one connection and queues its callers itself; only exec() takes several statements.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/** A dedicated client for LISTEN (a pooled connection would lose it): reconnects after a drop. */
async function listenOnPostgres(
  options: { databaseUrl?: string; onIdleConnectionError?: (error: Error) => void },
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replace(/"/g, '""')}"`;
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on("notification", (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    next.on("error", (error) => {
      (options.onIdleConnectionError ?? defaultIdleError)(error);
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${quoted}`);
    client = next;
  }
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

function defaultIdleError(error: Error) {
  console.error(`database: an idle connection was closed (${error.message}); it will be replaced`);
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from profiles`);
  return Number(result.rows[0]?.n ?? 0) === 0;
}
