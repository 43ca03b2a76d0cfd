/**
 * Page benchmark (docs/performance.md): starts the built app over a fresh PGlite with the demo data, then
 *  1. measures requests per second of `/rentals` and the home page at a fixed concurrency, once per
 *     Accept-Encoding (identity, gzip, br: what a browser sends), over real HTTP on a local port;
 *  2. weighs five pages as a browser receives them (`Accept-Encoding: br, gzip`): the HTML plus the
 *     scripts, module preloads and style sheets it names, in wire bytes.
 *
 *   npm run build && npm run bench:pages
 *   BENCH_SECONDS=10 BENCH_CONCURRENCY=10 BUILD_DIR=build npm run bench:pages
 *   BENCH_BASELINE=build-base BENCH_PAGES_ONLY=rps npm run bench:pages
 *
 * Settings: BENCH_SECONDS (8 per page and encoding), BENCH_CONCURRENCY (10), BENCH_PAGES_ONLY=weight|rps,
 * BUILD_DIR (build), BENCH_DATABASE_URL (a PostgreSQL server: each build gets a fresh database on it instead
 * of PGlite, e.g. postgres://postgres@127.0.0.1:5432/postgres). BENCH_BASELINE names another build to compare with: both are served from this one
 * process (each on its own database), and each row alternates between them in short segments
 * (BENCH_ROUNDS, 8, per build); BENCH_BASELINE_SOURCE names the checkout it was built from (a worktree), whose
 * server code then serves it (without it both builds run this checkout's server: pages-only changes), so that a neighbour's load on a shared machine weighs on both alike; run
 * one after the other, the same build's rows spread by 10-25 % on such a machine.
 */
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { listings } from "../server/db/schema/listings";
import { rentParties } from "../server/db/schema/rent-parties";
import { BUILD_DIR, startBenchApp } from "./bench-app";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const ONLY = process.env.BENCH_PAGES_ONLY;

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: number;
  body: Buffer;
}

// One pool of kept-alive connections per server and measurement: a connection left idle while the other
// server was measured could be closed by its server just as it is reused.
const agents = new Map<number, http.Agent>();
function agentFor(port: number) {
  let agent = agents.get(port);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    agents.set(port, agent);
  }
  return agent;
}

/** One GET without decoding the body: the bytes are what travelled. */
function get(port: number, pathname: string, encoding: string, keep = false): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        agent: agentFor(port),
        headers: { "accept-encoding": encoding },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (keep) chunks.push(chunk);
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
  });
}

const BASELINE = process.env.BENCH_BASELINE;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
/**
 * The checkout the baseline build was made from: its server code (server/) serves the baseline. Without it
 * both builds run this checkout's server, which compares the pages only.
 */
const BASELINE_SOURCE = process.env.BENCH_BASELINE_SOURCE;

async function throughput(port: number, pathname: string, encoding: string, seconds = SECONDS) {
  // Warm-up.
  for (let i = 0; i < 20; i++) await get(port, pathname, encoding);
  let done = 0;
  let bytes = 0;
  const cpu = process.cpuUsage();
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const reply = await get(port, pathname, encoding);
        if (reply.status !== 200) throw new Error(`${pathname} answered ${reply.status}`);
        done++;
        bytes += reply.bytes;
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  // Fresh connections for the next segment or row.
  agents.get(port)?.destroy();
  agents.delete(port);
  // CPU per request (server and this client, one process): steadier than req/s on a shared machine.
  const cpuMs = (used.user + used.system) / 1000 / Math.max(1, done);
  return { done, rps: done / seconds, cpuMs, bytesPerPage: Math.round(bytes / Math.max(1, done)) };
}

/** Requests per second of the baseline and of this build, in alternating segments of one row. */
async function compare(ports: { baseline: number; current: number }, pathname: string, encoding: string) {
  const segment = SECONDS / ROUNDS;
  const done = { baseline: 0, current: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? (["current", "baseline"] as const) : (["baseline", "current"] as const);
    for (const which of order)
      done[which] += (await throughput(ports[which], pathname, encoding, segment)).done;
  }
  return { baseline: done.baseline / SECONDS, current: done.current / SECONDS };
}

function decode(reply: Reply): string {
  const encoding = reply.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(reply.body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(reply.body).toString("utf8");
  return reply.body.toString("utf8");
}

async function weigh(port: number, pathname: string) {
  const accept = "br, gzip";
  const page = await get(port, pathname, accept, true);
  const html = decode(page);
  const urls = new Set<string>();
  // Style sheets and module preloads in the head, and the modules the inline boot script imports.
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)) {
    urls.add(m[1]);
  }
  for (const m of html.matchAll(/import[ (]*"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]);
  if (process.env.BENCH_VERBOSE) console.log(pathname, [...urls].join(" "));
  let js = 0;
  let css = 0;
  for (const url of urls) {
    const reply = await get(port, url, accept);
    if (url.endsWith(".css")) css += reply.bytes;
    else js += reply.bytes;
  }
  return {
    page: pathname,
    html: page.bytes,
    htmlEncoding: page.headers["content-encoding"] ?? "identity",
    js,
    css,
    total: page.bytes + js + css,
  };
}

// The machine is shared: how busy it was says how far to trust the figures.
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function main() {
  const app = await startBenchApp();
  const baseline = BASELINE
    ? await startBenchApp({
        buildDir: path.resolve(BASELINE),
        sourceDir: BASELINE_SOURCE && path.resolve(BASELINE_SOURCE),
      })
    : null;
  const { port } = app;
  try {
    const [listing] = await app.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.status, "active"))
      .limit(1);
    const [party] = await app.db.select({ id: rentParties.id }).from(rentParties).limit(1);
    console.log(
      `pages benchmark: build ${path.relative(process.cwd(), BUILD_DIR) || "."}, ${os.cpus().length} CPUs, ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"}, load average ${loadAverage()}`,
    );
    if (ONLY !== "rps") {
      const pages = ["/", "/rentals", "/chicago", `/rentals/${listing.id}`, `/party/${party.id}`];
      console.log("page weight (Accept-Encoding: br, gzip; HTML + scripts + style sheets it names):");
      for (const pathname of pages) {
        const w = await weigh(port, pathname);
        console.log(
          `  ${pathname.padEnd(48)} html ${kib(w.html).padStart(10)} (${w.htmlEncoding})  js ${kib(w.js).padStart(10)}  css ${kib(w.css).padStart(9)}  total ${kib(w.total).padStart(10)}`,
        );
      }
    }
    if (ONLY !== "weight" && baseline) {
      console.log(
        `requests/s at ${CONCURRENCY} connections, ${SECONDS} s a build, alternating with ${BASELINE} in ${ROUNDS} rounds:`,
      );
      for (const pathname of ["/rentals", "/"]) {
        for (const encoding of ["identity", "gzip, deflate", "gzip, deflate, br"]) {
          const r = await compare({ baseline: baseline.port, current: port }, pathname, encoding);
          const change = (100 * (r.current - r.baseline)) / r.baseline;
          console.log(
            `  ${pathname.padEnd(9)} Accept-Encoding: ${encoding.padEnd(18)} baseline ${r.baseline.toFixed(0).padStart(5)}  this build ${r.current.toFixed(0).padStart(5)} req/s  ${change >= 0 ? "+" : ""}${change.toFixed(0)} %`,
          );
        }
      }
    } else if (ONLY !== "weight") {
      console.log(`requests/s at ${CONCURRENCY} connections, ${SECONDS} s each:`);
      for (const pathname of ["/rentals", "/"]) {
        for (const encoding of ["identity", "gzip, deflate", "gzip, deflate, br"]) {
          const r = await throughput(port, pathname, encoding);
          console.log(
            `  ${pathname.padEnd(9)} Accept-Encoding: ${encoding.padEnd(18)} ${r.rps.toFixed(0).padStart(5)} req/s  ${r.cpuMs.toFixed(1).padStart(5)} ms CPU/req  ${kib(r.bytesPerPage).padStart(10)} per page`,
          );
        }
      }
    }
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    for (const agent of agents.values()) agent.destroy();
    await app.close();
    await baseline?.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
