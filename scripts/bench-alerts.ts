/**
 * bench:alerts: the saved-search matcher's one query (candidateSearchesCondition) over BENCH_SEARCHES saved
 * searches (default 100,000) on PostgreSQL, timed for BENCH_LISTINGS new listings (default 200): p50 and p95
 * (issue 29's target: p95 under 50 ms). A scratch database on BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), dropped at the end.
 */
import { performance } from "node:perf_hooks";

process.env.BENCH_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100_000);
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
  const { sql } = await import("drizzle-orm");
  const { createScratchDatabase } = await import("../server/test/scratch-database");
  const { openDatabase } = await import("../server/db/client");
  const { savedSearches } = await import("../server/db/schema/saved-searches");
  const { candidateSearchesCondition } = await import("../server/saved-searches/match-listing");
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL as string, "bench_alerts");
  const database = await openDatabase({ databaseUrl: scratch.url, onIdleConnectionError: () => {} });
  try {
    const db = database.db;
    const owner = "bench-owner";
    await db.execute(
      sql`insert into profiles (id, email, full_name, role) values (${owner}, 'bench@example.com', 'Bench', 'renter')`,
    );
    const cityList = sql.raw(
      `array[${["''", ...CITIES.map((c) => `'${c.toLowerCase()}'`), "'chi'", "'spring'"].join(",")}]`,
    );
    const started = performance.now();
    await db.execute(sql`
      insert into saved_searches (owner_id, name, query, filter, city, state, max_rent_cents, bedrooms_min, bedrooms_max, section_8, alerts)
      select ${owner}, 'Search ' || g, '', '{}'::jsonb,
        (${cityList})[1 + (g * 7919) % 13],
        case when g % 3 = 0 then 'il' else '' end,
        case when g % 4 = 0 then null else 50000 + (g % 20) * 10000 end,
        case when g % 5 = 0 then null else g % 4 end,
        case when g % 5 = 0 then null when g % 4 = 3 then null else g % 4 end,
        g % 2 = 0,
        (array['instant','daily','off'])[1 + g % 3]
      from generate_series(1, ${SEARCHES}) g`);
    await db.execute(sql`analyze saved_searches`);
    console.log(
      `bench:alerts: ${SEARCHES} saved searches inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < LISTINGS; i++) {
      const listing = {
        status: "active",
        priceCents: 60_000 + (i % 15) * 10_000,
        country: "United States",
        state: i % 2 ? "IL" : "TX",
        city: CITIES[i % CITIES.length],
        zipCode: "60616",
        bedrooms: i % 4,
        bathrooms: 1,
        acceptsSection8: i % 3 === 0,
        landlordVerified: false,
        availableFrom: null,
        accessibility: [],
        pets: "ask",
        utilities: [],
      };
      const t0 = performance.now();
      const rows = await db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(candidateSearchesCondition(listing));
      times.push(performance.now() - t0);
      found += rows.length;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(
      `bench:alerts: a new listing matched against ${SEARCHES} saved searches: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, ` +
        `max ${at(1)} ms (${LISTINGS} listings, ${Math.round(found / LISTINGS)} candidates each on average)`,
    );
  } finally {
    await database.close();
    await scratch.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
