/**
 * bench:alerts: the saved-search matcher's one query (candidateSearchesCondition) over BENCH_SEARCHES saved
 * searches (default 100,000) on PostgreSQL, timed for BENCH_LISTINGS new listings (default 200): p50 and p95
 * (issue 29's target: p95 under 50 ms). A scratch database on BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), dropped at the end.
 *
 * Then the daily digest for BENCH_RENTERS renters (default 10,000), each with a daily search and
 * BENCH_DIGEST_HOMES (default 5) new matches: the digest job end to end (runDigests: each search's
 * transaction, its email rendered and queued), then its email jobs run through a no-op mail transport
 * (the email worker's claim and record included). BENCH_ONLY=matcher or BENCH_ONLY=digest runs one part.
 */
import { performance } from "node:perf_hooks";

process.env.BENCH_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100_000);
const RENTERS = Number(process.env.BENCH_RENTERS ?? 10_000);
const DIGEST_HOMES = Number(process.env.BENCH_DIGEST_HOMES ?? 5);
const ONLY = process.env.BENCH_ONLY ?? "";
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 200);
const CITIES = [
  "Chicago",
  "Springfield",
  "Houston",
  "Phoenix",
  "Dallas",
  "Austin",
  "Denver",
  "Boston",
  "Miami",
  "Tampa",
];

async function main() {
  const { createScratchDatabase } = await import("../server/test/scratch-database");
  const { openDatabase } = await import("../server/db/client");
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL as string, "bench_alerts");
  const database = await openDatabase({ databaseUrl: scratch.url, onIdleConnectionError: () => {} });
  try {
    if (ONLY !== "digest") await benchMatcher(database);
    if (ONLY !== "matcher") await benchDigest(database);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

async function benchMatcher(database: import("../server/db/client").DatabaseHandle) {
  const db = database.db;
  const { sql } = await import("drizzle-orm");
  const { savedSearches } = await import("../server/db/schema/saved-searches");
  const { candidateSearchesCondition } = await import("../server/saved-searches/match-listing");
  const { chordOfMiles } = await import("../common/distance");
  {
    const owner = "bench-owner";
    await db.execute(
      sql`insert into profiles (id, email, full_name, role) values (${owner}, 'bench@example.com', 'Bench', 'renter')`,
    );
    const cityList = sql.raw(
      `array[${["''", ...CITIES.map((c) => `'${c.toLowerCase()}'`), "'chi'", "'spring'"].join(",")}]`,
    );
    const started = performance.now();
    await db.execute(sql`
      insert into saved_searches (owner_id, name, query, filter, city, state, max_rent_cents, bedrooms_min, bedrooms_max, section_8, alerts, distance_origin, distance_chord)
      select ${owner}, 'Search ' || g, '', '{}'::jsonb,
        (${cityList})[1 + (g * 7919) % 13],
        case when g % 3 = 0 then 'il' else '' end,
        case when g % 4 = 0 then null else 50000 + (g % 20) * 10000 end,
        case when g % 5 = 0 then null else g % 4 end,
        case when g % 5 = 0 then null when g % 4 = 3 then null else g % 4 end,
        g % 2 = 0,
        (array['instant','daily','off'])[1 + g % 3],
        -- One in ten within 5 miles of a point around Chicago (a few hundredths of a degree apart).
        case when g % 10 = 1 then cube(array[
          cos(radians(41.8 + (g % 37) * 0.01)) * cos(radians(-87.7 + (g % 41) * 0.01)),
          cos(radians(41.8 + (g % 37) * 0.01)) * sin(radians(-87.7 + (g % 41) * 0.01)),
          sin(radians(41.8 + (g % 37) * 0.01))]) end,
        case when g % 10 = 1 then ${chordOfMiles(5)}::float8 end
      from generate_series(1, ${SEARCHES}) g`);
    await db.execute(sql`analyze saved_searches`);
    console.log(
      `bench:alerts: ${SEARCHES} saved searches inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const times: number[] = [];
    let lastListing = {} as Parameters<typeof candidateSearchesCondition>[0];
    let found = 0;
    for (let i = 0; i < LISTINGS; i++) {
      const listing = {
        status: "active",
        priceCents: 60_000 + (i % 15) * 10_000,
        country: "United States",
        state: i % 2 ? "IL" : "TX",
        city: CITIES[i % CITIES.length],
        zipCode: "60616",
        latitude: 41.85 + (i % 20) * 0.01,
        longitude: -87.65,
        bedrooms: i % 4,
        bathrooms: 1,
        acceptsSection8: i % 3 === 0,
        landlordVerified: false,
        availableFrom: null,
        accessibility: [],
        pets: "ask",
        utilities: [],
      };
      lastListing = listing;
      const t0 = performance.now();
      const rows = await db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(candidateSearchesCondition(listing));
      times.push(performance.now() - t0);
      found += rows.length;
    }
    if (process.env.BENCH_EXPLAIN) {
      // The plan of the last listing's query (BENCH_EXPLAIN=1).
      const query = db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(candidateSearchesCondition(lastListing))
        .toSQL();
      const plan = await database.executeSql(`explain (analyze, buffers) ${query.sql}`, query.params);
      console.log(plan.rows.map((r) => Object.values(r as object)[0]).join("\n"));
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(
      `bench:alerts: a new listing matched against ${SEARCHES} saved searches: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, ` +
        `max ${at(1)} ms (${LISTINGS} listings, ${Math.round(found / LISTINGS)} candidates each on average)`,
    );
  }
}

async function benchDigest(database: import("../server/db/client").DatabaseHandle) {
  const os = await import("node:os");
  const path = await import("node:path");
  const { sql } = await import("drizzle-orm");
  const { createDeps } = await import("../server/deps");
  const { loadEnv } = await import("../server/env");
  const { createLogger } = await import("../server/logger");
  const { runDigests } = await import("../server/saved-searches/digest");
  const db = database.db;
  const started = performance.now();
  await db.execute(sql`
    insert into profiles (id, email, full_name, role, locale)
    select 'bench-renter-' || g, 'renter' || g || '@example.com', 'Renter ' || g, 'renter',
      case when g % 3 = 0 then 'es' else 'en' end
    from generate_series(1, ${RENTERS}) g`);
  await db.execute(
    sql`insert into profiles (id, email, full_name, role) values ('bench-landlord', 'landlord@example.com', 'Landlord', 'landlord')`,
  );
  await db.execute(sql`
    insert into listings (owner_id, title, description, country, state, city, zip_code, price_cents,
      security_deposit_cents, bedrooms, bathrooms, accepts_section_8)
    select 'bench-landlord', 'Bench home ' || g, 'A home for the digest bench.', 'United States', 'IL',
      'Chicago', '60616', 90000 + g * 1000, 90000, 2, 1, true
    from generate_series(1, 50) g`);
  // Every tenth search is "Fits my voucher" with a saved voucher, so the digest checks the voucher too.
  await db.execute(sql`
    insert into renter_vouchers (user_id, bedrooms)
    select 'bench-renter-' || g, 2 from generate_series(1, ${RENTERS}) g where g % 10 = 0`);
  await db.execute(sql`
    insert into saved_searches (owner_id, name, query, filter, city, state, alerts)
    select 'bench-renter-' || g, 'Chicago 2BR ' || g,
      case when g % 10 = 0 then 'city=Chicago&bedrooms=2&fitsVoucher=true' else 'city=Chicago&bedrooms=2' end,
      '{}'::jsonb, 'chicago', 'il', 'daily'
    from generate_series(1, ${RENTERS}) g`);
  const homes = await db.execute<{ id: string }>(sql`select id from listings order by title`);
  const ids = homes.rows.map((r) => r.id);
  await db.execute(sql`
    insert into saved_search_alerts (search_id, listing_id)
    select s.id, (${sql.raw(`array[${ids.map((id) => `'${id}'::uuid`).join(",")}]`)})[1 + (k + abs(hashtext(s.id::text))) % ${ids.length}]
    from saved_searches s, generate_series(0, ${DIGEST_HOMES - 1}) k
    where s.alerts = 'daily'
    on conflict do nothing`);
  await db.execute(sql`delete from listing_match_outbox`);
  await db.execute(sql`analyze`);
  console.log(
    `bench:alerts: digest data (${RENTERS} renters, ${DIGEST_HOMES} new homes each) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const env = loadEnv({
    NODE_ENV: "test",
    PUBLIC_URL: "http://localhost:3999",
    DATA_DIR: path.join(os.tmpdir(), "bench-alerts"),
  });
  let sent = 0;
  const noop = {
    destination: "no-op",
    async send() {
      sent++;
    },
  };
  const deps = await createDeps(env, database, createLogger("silent"), { mailTransport: noop });
  try {
    // 8:15 in Chicago: every search is due.
    const t0 = performance.now();
    const result = await runDigests(deps, new Date("2026-12-01T14:15:00Z"));
    const digestSeconds = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    let ran = 1;
    while (ran > 0) ran = await deps.jobs.drain();
    const sendSeconds = (performance.now() - t1) / 1000;
    console.log(
      `bench:alerts: daily digest for ${RENTERS} renters: the job ${digestSeconds.toFixed(1)} s ` +
        `(${result.sent} digests queued, ${((digestSeconds * 1000) / Math.max(1, result.sent)).toFixed(1)} ms each), ` +
        `their email jobs ${sendSeconds.toFixed(1)} s (${sent} sent, no-op transport); in all ${(digestSeconds + sendSeconds).toFixed(1)} s`,
    );
  } finally {
    await deps.messageEvents.stop();
    await deps.jobs.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
