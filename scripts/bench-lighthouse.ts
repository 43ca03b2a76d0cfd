/**
 * Lighthouse benchmark (issues 10 and 12): Lighthouse 12 in the system Chromium, mobile with its default
 * simulated throttling (slow 4G, 4x CPU slowdown), performance only, 3 runs per page, medians reported.
 * Pages: `/`, `/rentals`, `/chicago`, a demo listing, a listing with 12 photos, a campaign. The app is the
 * built one over a fresh PGlite with the demo data and photos (scripts/bench-app.ts).
 *
 *   npm run build && npm run bench:lighthouse
 *   BENCH_LIGHTHOUSE_RUNS=5 CHROMIUM_PATH=/usr/bin/chromium npm run bench:lighthouse
 *
 * BENCH_LIGHTHOUSE_PAGES=photos,rentals runs only the pages whose name holds one of those words.
 * BENCH_LIGHTHOUSE_REPORTS=dir writes each run's Lighthouse JSON there (network requests, LCP element, ...).
 * Lighthouse 12 (13 needs Node 22). Nothing is downloaded: Chromium is the system's.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { asc, eq } from "drizzle-orm";
import lighthouse from "lighthouse";
import sharp from "sharp";
import { profiles } from "../server/db/schema/auth";
import { listings } from "../server/db/schema/listings";
import { rentParties } from "../server/db/schema/rent-parties";
import { addPhotos } from "../server/photos/photo-service";
import { startBenchApp } from "./bench-app";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface Run {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** A photo-like picture (a soft gradient with grain), so its WebP weighs what a phone photo would. */
async function photo(n: number): Promise<File> {
  const width = 1600;
  const height = 1067;
  const hue = (n * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},45%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},40%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="${200 + n * 20}" y="300" width="700" height="500" fill="hsl(${(hue + 180) % 360},30%,55%)"/>
  </svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 28 },
    },
  })
    .blur(0.8)
    .png()
    .toBuffer();
  const bytes = await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return new File([new Uint8Array(bytes)], `photo-${n}.jpg`, { type: "image/jpeg" });
}

async function main() {
  const app = await startBenchApp({ photos: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const base = `http://127.0.0.1:${app.port}`;
    const [listing] = await app.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.status, "active"))
      .orderBy(asc(listings.priceCents))
      .limit(1);
    const [party] = await app.db.select({ id: rentParties.id }).from(rentParties).limit(1);
    // A listing with 12 photos: one of the demo landlord's, which has none or one yet.
    const [own] = await app.db
      .select({ id: listings.id, ownerId: listings.ownerId })
      .from(listings)
      .innerJoin(profiles, eq(profiles.id, listings.ownerId))
      .where(eq(profiles.role, "landlord"))
      .orderBy(asc(listings.createdAt))
      .limit(1);
    const [owner] = await app.db.select().from(profiles).where(eq(profiles.id, own.ownerId));
    const files = await Promise.all(Array.from({ length: 12 }, (_, i) => photo(i)));
    await addPhotos(app.deps, { ...owner, role: "landlord" }, own.id, files);

    const allPages: [string, string][] = [
      ["/", "/"],
      ["/rentals", "/rentals"],
      ["/chicago", "/chicago"],
      ["/rentals/{id} (demo listing)", `/rentals/${listing.id}`],
      ["/rentals/{id} (12 photos)", `/rentals/${own.id}`],
      ["/party/{id}", `/party/${party.id}`],
    ];
    // BENCH_LIGHTHOUSE_PAGES=rentals,photos: only the pages whose name holds one of these words.
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",");
    const pages = only ? allPages.filter(([name]) => only.some((w) => name.includes(w))) : allPages;
    console.log(
      `Lighthouse ${RUNS} runs per page, mobile, simulated throttling; ${os.cpus().length} CPUs, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
    console.log("| page | performance | LCP | FCP | TBT | CLS | transfer | LCP range |");
    console.log("|---|---|---|---|---|---|---|---|");
    for (const [name, pathname] of pages) {
      const runs: Run[] = [];
      for (let i = 0, retries = 0; i < RUNS; i++) {
        const result = await lighthouse(`${base}${pathname}`, {
          port: chrome.port,
          onlyCategories: ["performance"],
          output: "json",
          logLevel: "error",
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${pathname}`);
        const { lhr } = result;
        if (lhr.runtimeError) {
          // Chromium sometimes loses the trace (NO_NAVSTART): the run is repeated, at most twice a page.
          if (retries++ < 2) {
            console.error(`${pathname}: ${lhr.runtimeError.code}, run repeated`);
            i--;
            continue;
          }
          throw new Error(`${pathname}: ${lhr.runtimeError.message}`);
        }
        if (REPORTS_DIR) {
          fs.mkdirSync(REPORTS_DIR, { recursive: true });
          const file = `${name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}-${i + 1}.json`;
          fs.writeFileSync(path.join(REPORTS_DIR, file), JSON.stringify(lhr));
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: audit("largest-contentful-paint"),
          fcp: audit("first-contentful-paint"),
          tbt: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          bytes: audit("total-byte-weight"),
        });
      }
      const m = (key: keyof Run) => median(runs.map((r) => r[key]));
      const lcps = runs.map((r) => r.lcp);
      console.log(
        `| \`${name}\` | ${m("score")} | ${(m("lcp") / 1000).toFixed(2)} s | ${(m("fcp") / 1000).toFixed(2)} s | ${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} | ${(m("bytes") / 1024).toFixed(0)} KiB | ${(Math.min(...lcps) / 1000).toFixed(2)}-${(Math.max(...lcps) / 1000).toFixed(2)} s |`,
      );
    }
  } finally {
    chrome.kill();
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
