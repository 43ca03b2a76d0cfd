/**
 * Rentals search benchmark (figures in docs/performance.md): loads 100,000 listings over 200 cities into
 * PGlite and into a scratch database on PostgreSQL, then measures a mix of filter combinations: the database
 * query alone (searchListings) and the whole server-rendered /rentals response (Hono app + React Router
 * build). It also EXPLAINs every search of the mix and reports any that is not served by an index.
 *
 *   npm run build && npm run bench:search      (runs with NODE_ENV=production: React's production build)
 *   BENCH_LISTINGS=20000 BENCH_ROUNDS=5 BENCH_DB=pglite npm run bench:search
 *
 * Settings: BENCH_LISTINGS (100000), BENCH_ROUNDS (10), BENCH_DB (both | pglite | postgres), BENCH_VERBOSE
 * (each search's p50), BENCH_EXPLAIN (a regex: EXPLAIN ANALYZE of the matching searches on PostgreSQL),
 * BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: a scratch database is created there
 * and dropped afterwards), BUILD_DIR (build).
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import type { ListingFilter } from "../common/listing-filter";
import { parseListingFilter } from "../common/schemas/listing-filter";
import { createApp } from "../server/app";
import type { AppDeps } from "../server/context";
import { type DatabaseHandle, openDatabase } from "../server/db/client";
import type { ReadCache } from "../server/db/read-cache";
import { createUser } from "../server/db/seed/factories";
import { createDeps } from "../server/deps";
import { loadEnv } from "../server/env";
import { usCityCentroid } from "../server/integrations/geo/zip-centroids";
import { searchListings, searchQueries } from "../server/listings/search-service";
import { createLogger } from "../server/logger";
import { createScratchDatabase } from "../server/test/scratch-database";
import { searchVoucher } from "../server/vouchers/search-voucher";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const KINDS = (process.env.BENCH_DB ?? "both") === "both" ? ["pglite", "postgres"] : [process.env.BENCH_DB!];
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

const BASE_CITIES: [string, string][] = [
  ["New York", "NY"],
  ["Los Angeles", "CA"],
  ["Chicago", "IL"],
  ["Houston", "TX"],
  ["Phoenix", "AZ"],
  ["Philadelphia", "PA"],
  ["San Antonio", "TX"],
  ["San Diego", "CA"],
  ["Dallas", "TX"],
  ["Jacksonville", "FL"],
  ["Austin", "TX"],
  ["Columbus", "OH"],
  ["Charlotte", "NC"],
  ["Indianapolis", "IN"],
  ["Seattle", "WA"],
  ["Denver", "CO"],
  ["Boston", "MA"],
  ["Nashville", "TN"],
  ["Detroit", "MI"],
  ["Portland", "OR"],
  ["Memphis", "TN"],
  ["Louisville", "KY"],
  ["Baltimore", "MD"],
  ["Milwaukee", "WI"],
  ["Albuquerque", "NM"],
  ["Tucson", "AZ"],
  ["Fresno", "CA"],
  ["Sacramento", "CA"],
  ["Atlanta", "GA"],
  ["Miami", "FL"],
  ["Raleigh", "NC"],
  ["Omaha", "NE"],
  ["Oakland", "CA"],
  ["Minneapolis", "MN"],
  ["Tulsa", "OK"],
  ["Cleveland", "OH"],
  ["Wichita", "KS"],
  ["Brooklyn", "NY"],
  ["Tampa", "FL"],
  ["Newark", "NJ"],
  ["Pittsburgh", "PA"],
  ["Cincinnati", "OH"],
  ["St. Louis", "MO"],
  ["Orlando", "FL"],
  ["Buffalo", "NY"],
  ["Richmond", "VA"],
  ["Birmingham", "AL"],
  ["Rochester", "NY"],
  ["Springfield", "IL"],
  ["Toledo", "OH"],
];
const PREFIXES = ["", "North ", "South ", "East "];
const CITIES = PREFIXES.flatMap((p) => BASE_CITIES.map(([c, s]) => [`${p}${c}`, s] as const));

/** The mix: what visitors type and tick, from nothing to everything, short terms and no-match included. */
const MIX = [
  "",
  "city=Chicago",
  "city=chi",
  // A place plus a value that place hardly has (a price-order walk once read the whole index for it).
  "city=chi&bedrooms=2",
  "city=Houston&state=TX",
  "state=IL",
  "state=il&bedrooms=2",
  "state=N&bedrooms=2&section8=true",
  "maxRent=900",
  "affordableOnly=true",
  "affordableOnly=true&city=Detroit&state=MI",
  "bedrooms=studio",
  "bedrooms=3%2B&bathrooms=2",
  "bathrooms=3%2B",
  "section8=true",
  "section8=true&bedrooms=1&maxRent=1200",
  "zipCode=606",
  "zipCode=7",
  "country=canada",
  "country=united&page=5",
  "city=Springfield&page=3",
  "city=%25",
  "city=zzzz",
  // The sort orders: by price and newest, with and without filters.
  "sort=price_asc",
  "sort=newest",
  "sort=newest&state=IL&bedrooms=2",
  "sort=price_asc&section8=true&page=3",
  // Fits my voucher (by a size chosen in the filter; a saved voucher runs the same SQL with its own figures).
  "voucher=2",
  "voucher=2&city=Chicago",
  "voucher=1&sort=newest",
  "voucher=3&state=IL&bedrooms=2",
  "voucher=2&section8=true&page=5",
  "voucher=0&maxRent=900",
  // Within N miles of a ZIP code, a city or the visitor's location, nearest first too (listings_public_geo_idx).
  "near=60614&radius=5",
  "near=Chicago%2C%20IL&radius=10&bedrooms=2",
  "near=60614&radius=25&sort=distance",
  "near=Houston%2C%20TX&radius=3&sort=distance&page=3",
  "lat=41.88&lng=-87.63&radius=1&maxRent=1500",
];

/** The searches of one feature in the mix: "Fits my voucher" and "within N miles". */
const GROUPS: [string, RegExp][] = [
  ["voucher", /(^|&)voucher=/],
  ["distance", /(^|&)(near|lat)=/],
];

/** The voucher a search of the mix filters by (the URL's size: the bench has no saved voucher). */
const voucherOf = (filter: ListingFilter) => searchVoucher(filter, null)?.voucher ?? null;

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function load(database: DatabaseHandle) {
  const owner = await createUser(database.db, { role: "landlord", fullName: "Bench Landlord" });
  // One array literal per list (drizzle would spread a JS array into one parameter per item).
  const pgArray = (values: string[]) =>
    `{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
  const cities = pgArray(CITIES.map(([c]) => c));
  const states = pgArray(CITIES.map(([, s]) => s));
  // Each home within about 10 miles of its city's centre (a prefixed city shares its base city's centre).
  const centres = await Promise.all(
    CITIES.map(([c, s]) => usCityCentroid(c.replace(/^(North|South|East) /, ""), s)),
  );
  const lats = `{${centres.map((p) => p?.latitude ?? 0).join(",")}}`;
  const lngs = `{${centres.map((p) => p?.longitude ?? 0).join(",")}}`;
  const started = performance.now();
  const batch = 25_000;
  for (let from = 1; from <= LISTINGS; from += batch) {
    const to = Math.min(LISTINGS, from + batch - 1);
    await database.db.execute(sql`
      insert into listings (owner_id, title, description, country, state, city, zip_code, price_cents,
        security_deposit_cents, bedrooms, bathrooms, accepts_section_8, status, image_url, created_at,
        latitude, longitude)
      select ${owner.id}, 'Home ' || g, 'A bench listing with laundry on site and a bus stop nearby.',
        case when g % 25 = 0 then 'Canada' else 'United States' end,
        (${states}::text[])[(1 + (g * 7919) % ${CITIES.length})::int],
        (${cities}::text[])[(1 + (g * 7919) % ${CITIES.length})::int],
        lpad((10000 + ((g * 7919) % ${CITIES.length}) * 400 + (g * 13) % 20)::text, 5, '0'),
        case when g % 97 = 0 then 0 else 40000 + (g * 2654435761::bigint % 260000)::int end,
        100000,
        case when g % 50 = 0 then null else (g * 31) % 5 end,
        (array[1, 1.5, 2, 2.5, 3])[(1 + (g * 17) % 5)::int],
        g % 3 = 0,
        case when g % 20 = 0 then 'paused' else 'active' end,
        '/images/home-' || (1 + g % 6) || '.svg',
        now() - (g || ' minutes')::interval,
        (${lats}::float8[])[(1 + (g * 7919) % ${CITIES.length})::int] + ((g * 31) % 1000 / 1000.0 - 0.5) * 0.3,
        (${lngs}::float8[])[(1 + (g * 7919) % ${CITIES.length})::int] + ((g * 17) % 1000 / 1000.0 - 0.5) * 0.4
      from generate_series(${from}::bigint, ${to}::bigint) g`);
  }
  await database.db.execute(sql`vacuum analyze listings`);
  return Math.round(performance.now() - started);
}

interface PlanNode {
  "Node Type": string;
  Plans?: PlanNode[];
}

/**
 * Sequential scans in a plan, except those under a Limit: the capped count (`limit 1001`) of a search
 * that matches nearly everything reads until it has enough rows and stops (docs/performance.md calls
 * these expected).
 */
export function unboundedSeqScans(node: PlanNode, underLimit = false): number {
  const limited = underLimit || node["Node Type"] === "Limit";
  const own = node["Node Type"] === "Seq Scan" && !limited ? 1 : 0;
  return own + (node.Plans ?? []).reduce((n, child) => n + unboundedSeqScans(child, limited), 0);
}

/**
 * Every search of the mix must be served by an index: no sequential scan of listings in any plan, but a
 * scan that a Limit stops early.
 */
async function checkPlans(database: DatabaseHandle) {
  const client = (
    database.db as unknown as {
      $client: { query: (q: string, p?: unknown[]) => Promise<{ rows: { "QUERY PLAN": unknown }[] }> };
    }
  ).$client;
  const problems: string[] = [];
  for (const query of MIX) {
    const filter = parseListingFilter(new URLSearchParams(query));
    const queries = await searchQueries(
      database.db,
      filter,
      undefined,
      undefined,
      undefined,
      voucherOf(filter),
    );
    if (queries === "none") continue;
    for (const name of ["pinned", "items", "fewItems", "count"] as const) {
      const { sql: text, params } = queries[name].toSQL();
      const result = await client.query(`explain (format json) ${text}`, params as unknown[]);
      const [{ Plan: plan }] = result.rows[0]["QUERY PLAN"] as { Plan: PlanNode }[];
      if (unboundedSeqScans(plan) > 0) problems.push(`${name} of "${query}"`);
      // A distance search's count comes from the distance index's box, and its page nearest first from the
      // index's own order (a page in another order may walk that order's index instead).
      const distance =
        /(^|&)(near|lat)=/.test(query) &&
        (name === "count" || (name === "items" && /sort=distance/.test(query)));
      if (distance && !JSON.stringify(plan).includes("listings_public_geo_idx")) {
        problems.push(`${name} of "${query}" without listings_public_geo_idx`);
      }
    }
  }
  return problems;
}

/**
 * BENCH_EXPLAIN=<regex>: the database's own time for the searches of the mix it matches (EXPLAIN ANALYZE of
 * the capped count and of the page query searchListings then runs, median of 3), and the shared buffers they
 * touch: on a busy machine the round trips' times say more about the machine than about the query.
 */
async function explainAnalyze(database: DatabaseHandle, pattern: RegExp) {
  const client = (
    database.db as unknown as {
      $client: { query: (q: string, p?: unknown[]) => Promise<{ rows: { "QUERY PLAN": unknown }[] }> };
    }
  ).$client;
  type Analyzed = {
    "Execution Time": number;
    Plan: { "Shared Hit Blocks": number; "Shared Read Blocks": number };
  };
  const run = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = query.toSQL();
    const times: number[] = [];
    let blocks = 0;
    for (let i = 0; i < 3; i++) {
      const result = await client.query(`explain (analyze, buffers, format json) ${text}`, params);
      const [analyzed] = result.rows[0]["QUERY PLAN"] as Analyzed[];
      times.push(analyzed["Execution Time"]);
      blocks = analyzed.Plan["Shared Hit Blocks"] + analyzed.Plan["Shared Read Blocks"];
    }
    return { ms: percentile(times, 50), blocks };
  };
  for (const query of MIX.filter((q) => pattern.test(q))) {
    const filter = parseListingFilter(new URLSearchParams(query));
    const queries = await searchQueries(
      database.db,
      filter,
      undefined,
      undefined,
      undefined,
      voucherOf(filter),
    );
    if (queries === "none") continue;
    const [{ total }] = await queries.count;
    const count = await run(queries.count);
    const page = Number(total) >= queries.countLimit ? await run(queries.items) : await run(queries.fewItems);
    console.log(
      `  explain ${query.padEnd(40)} count ${count.ms.toFixed(1).padStart(6)} ms (${count.blocks} blocks, ${total} rows)  page ${page.ms.toFixed(1).padStart(6)} ms (${page.blocks} blocks)`,
    );
  }
}

async function bench(kind: string, build: ServerBuild) {
  let database: DatabaseHandle;
  let cleanup = async () => {};
  if (kind === "postgres") {
    const scratch = await createScratchDatabase(SERVER_URL, "bench_listings");
    database = await openDatabase({ databaseUrl: scratch.url });
    cleanup = scratch.drop;
  } else {
    database = await openDatabase({});
  }
  let deps: AppDeps | undefined;
  try {
    const loadMs = await load(database);
    const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "bench-search-"));
    const env = loadEnv({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://localhost:3000",
    });
    deps = await createDeps(env, database, createLogger("silent"));
    // The search itself, query and rendering, every time: the read cache would answer every round after
    // the first without the query (bench:pages measures pages with it).
    const uncached: ReadCache = { read: (_key, load) => load(), readPage: (_key, load) => load() };
    const app = createApp({ ...deps, readCache: uncached }, { build });
    const problems = await checkPlans(database);

    const queryMs: number[] = [];
    const responseMs: number[] = [];
    const perSearch = new Map<string, { q: number[]; r: number[] }>(MIX.map((q) => [q, { q: [], r: [] }]));
    const filters = MIX.map((q) => parseListingFilter(new URLSearchParams(q)));
    // Warm up caches and the JIT once over the mix.
    for (const [i, q] of MIX.entries()) {
      await searchListings(database.db, filters[i], { voucher: voucherOf(filters[i]) });
      await (await app.request(`/rentals?${q}`)).text();
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, q] of MIX.entries()) {
        let t = performance.now();
        await searchListings(database.db, filters[i], { voucher: voucherOf(filters[i]) });
        queryMs.push(performance.now() - t);
        perSearch.get(q)?.q.push(queryMs[queryMs.length - 1]);
        t = performance.now();
        const response = await app.request(`/rentals?${q}`);
        const body = await response.text();
        responseMs.push(performance.now() - t);
        perSearch.get(q)?.r.push(responseMs[responseMs.length - 1]);
        if (response.status !== 200 || !body.includes("properties found")) {
          throw new Error(`/rentals?${q} answered ${response.status}`);
        }
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    const q50 = percentile(queryMs, 50);
    const q95 = percentile(queryMs, 95);
    const r50 = percentile(responseMs, 50);
    const r95 = percentile(responseMs, 95);
    if (process.env.BENCH_VERBOSE) {
      for (const [q, t] of perSearch) {
        console.log(
          `  ${kind} ${(q || "(no filter)").padEnd(48)} query p50 ${percentile(t.q, 50).toFixed(1).padStart(6)} ms  /rentals p50 ${percentile(t.r, 50).toFixed(1).padStart(6)} ms`,
        );
      }
    }
    // The features' own aims (issues 26 and 28) are about their searches: p95 over their shapes' rounds.
    for (const [group, pattern] of GROUPS) {
      const shapes = [...perSearch].filter(([q]) => pattern.test(q)).map(([, t]) => t);
      const gq95 = percentile(
        shapes.flatMap((t) => t.q),
        95,
      );
      const gr95 = percentile(
        shapes.flatMap((t) => t.r),
        95,
      );
      console.log(
        `  ${kind} ${group} searches (${shapes.length}): query p95 ${gq95.toFixed(1)} ms, /rentals p95 ${gr95.toFixed(1)} ms, ratio ${(gr95 / gq95).toFixed(2)}x`,
      );
    }
    if (process.env.BENCH_EXPLAIN && kind === "postgres") {
      await explainAnalyze(database, new RegExp(process.env.BENCH_EXPLAIN));
    }
    return { kind, loadMs, samples: queryMs.length, q50, q95, r50, r95, ratio: r95 / q95, problems };
  } finally {
    await deps?.jobs.stop();
    await database.close();
    await cleanup();
  }
}

async function main() {
  const serverBuild = path.join(BUILD_DIR, "server/index.js");
  if (!fs.existsSync(serverBuild)) throw new Error(`No build at ${BUILD_DIR}: run \`npm run build\` first.`);
  const build = (await import(serverBuild)) as ServerBuild;
  console.log(
    `rentals search: ${LISTINGS.toLocaleString("en-US")} listings in ${CITIES.length} cities, ${MIX.length} searches x ${ROUNDS} rounds`,
  );
  const rows = [];
  for (const kind of KINDS) {
    const r = await bench(kind, build);
    rows.push(r);
    console.log(
      `${kind.padEnd(9)} load ${(r.loadMs / 1000).toFixed(1)}s | query p50 ${r.q50.toFixed(1)} ms p95 ${r.q95.toFixed(1)} ms | ` +
        `/rentals p50 ${r.r50.toFixed(1)} ms p95 ${r.r95.toFixed(1)} ms | p95 ratio ${r.ratio.toFixed(2)}x | ` +
        `plans without an index: ${r.problems.length ? r.problems.join("; ") : "none"}`,
    );
  }
  if (rows.some((r) => r.problems.length)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
