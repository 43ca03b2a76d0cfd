/**
 * `npm run bench:applications` (docs/performance.md): a landlord with 200 applications on one listing. Serves
 * the built app on PostgreSQL and compares the time of the listing's applications page (an HTTP request
 * for its HTML: session, loader, render) with the time of the queries its loader runs, called directly.
 * The goal: the page within 2x its queries. For scale, a page with no data of its own (`/terms`) signed out
 * and signed in: what every page costs, and what a session adds.
 *
 *   BUILD_DIR=build npm run build && npm run bench:applications
 *
 * Settings: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres: a scratch database
 * there, dropped after), BENCH_APPLICATIONS (200), BENCH_ROUNDS (100), BUILD_DIR (build).
 */
import os from "node:os";

process.env.BENCH_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

async function main() {
  const { sql, eq } = await import("drizzle-orm");
  const { startBenchApp } = await import("./bench-app");
  const { profiles } = await import("../server/db/schema/auth");
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import("../server/db/seed/demo");
  const { listLandlordApplications } = await import("../server/applications/application-service");
  const app = await startBenchApp();
  try {
    const db = app.db;
    const [landlord] = await db
      .select()
      .from(profiles)
      .where(eq(profiles.email, DEMO_ACCOUNTS.landlord.email));
    const listing = await db.execute<{ id: string }>(sql`
      insert into listings (owner_id, title, state, city, price_cents, status)
      values (${landlord.id}, 'Bench: 200 applications', 'IL', 'Chicago', 120000, 'active') returning id`);
    const listingId = listing.rows[0].id;
    await db.execute(sql`
      insert into profiles (id, email, full_name, role, created_at)
      select 'bench-renter-' || g, 'bench-renter-' || g || '@bench.example', 'Bench Renter ' || g, 'renter', now()
      from generate_series(1, ${APPLICATIONS}) g`);
    await db.execute(sql`
      insert into applications (listing_id, renter_id, move_in_date, message, status, created_at)
      select ${listingId}, 'bench-renter-' || g, current_date + 30,
        'Hello, we would love to see the apartment. Message ' || g,
        (array['new', 'viewed', 'viewing_proposed', 'declined'])[1 + g % 4],
        now() - g * interval '1 hour'
      from generate_series(1, ${APPLICATIONS}) g`);
    await db.execute(sql`analyze`);

    const base = `http://127.0.0.1:${app.port}`;
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.landlord.email, password: DEMO_PASSWORD }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const user = {
      id: landlord.id,
      email: landlord.email,
      fullName: landlord.fullName,
      phone: null,
      role: "landlord" as const,
    };
    const pages = [1, Math.ceil(APPLICATIONS / 20)];
    const load = os.loadavg().map((n) => n.toFixed(1));
    console.log(
      `applications bench: ${APPLICATIONS} applications on one listing, PostgreSQL, ${ROUNDS} rounds per page` +
        ` (${os.cpus().length} CPUs, load average ${load.join(" ")})`,
    );
    // What any page costs (the shell's render; signed in, also the session and the root loader's unread
    // count): a page with no data of its own, signed out and signed in, alternated after a warm-up.
    const signedOut: number[] = [];
    const signedIn: number[] = [];
    const time = async (headers: HeadersInit) => {
      const start = performance.now();
      await (await fetch(`${base}/terms`, { headers })).text();
      return performance.now() - start;
    };
    for (let i = 0; i < 5; i++) await Promise.all([time({}), time({ cookie })]);
    for (let i = 0; i < ROUNDS; i++) {
      signedOut.push(await time({}));
      signedIn.push(await time({ cookie }));
    }
    for (const [label, xs] of [
      ["signed out", signedOut],
      ["signed in", signedIn],
    ] as const) {
      console.log(
        `  /terms (${label}, no data of its own): median ${median(xs).toFixed(1)} ms (p95 ${p95(xs).toFixed(1)})`,
      );
    }
    for (const page of pages) {
      const pageTimes: number[] = [];
      const queryTimes: number[] = [];
      // Warm-up: the first request compiles the route's module and fills the caches.
      for (let i = 0; i < 5; i++) {
        await (
          await fetch(`${base}/landlord-dashboard/listings/${listingId}/applications?page=${page}`, {
            headers: { cookie },
          })
        ).text();
      }
      for (let i = 0; i < ROUNDS; i++) {
        // Alternate the two, so a neighbour's load on a shared machine weighs on both alike.
        let start = performance.now();
        const res = await fetch(
          `${base}/landlord-dashboard/listings/${listingId}/applications?page=${page}`,
          {
            headers: { cookie },
          },
        );
        const html = await res.text();
        pageTimes.push(performance.now() - start);
        if (res.status !== 200 || !html.includes("Bench Renter"))
          throw new Error(`page answered ${res.status}`);
        start = performance.now();
        // The loader's queries: the listing (the landlord's own), then the page of applications and the count.
        await listLandlordApplications(db, user, { listingId, page });
        queryTimes.push(performance.now() - start);
      }
      const ratio = median(pageTimes) / median(queryTimes);
      console.log(
        `  page ${String(page).padStart(2)}: page median ${median(pageTimes).toFixed(1)} ms (p95 ${p95(pageTimes).toFixed(1)}),` +
          ` queries median ${median(queryTimes).toFixed(1)} ms (p95 ${p95(queryTimes).toFixed(1)}), ratio ${ratio.toFixed(2)}x`,
      );
    }
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
