/**
 * The voucher data's cost in the server process: resident memory the compact HUD data adds once loaded,
 * the first load's time, and the lookups' time (docs/performance.md).
 *
 *   npm run bench:vouchers
 */
import { performance } from "node:perf_hooks";
import { agenciesForZip, fmrForZip, searchAgencies } from "../server/vouchers/fmr-lookup";
import { readHudData } from "../server/vouchers/hud-data";

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

function settle() {
  for (let i = 0; i < 3; i++) gc?.();
}

settle();
const before = process.memoryUsage();
const t0 = performance.now();
fmrForZip("60614");
const loadMs = performance.now() - t0;
settle();
const after = process.memoryUsage();

// Every ZIP HUD publishes, plus some it does not, in a shuffled order.
const zips = readHudData()
  .fmr.zips.map((z) => String(z).padStart(5, "0"))
  .concat(["00000", "99999", "abcde"]);
for (let i = zips.length - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [zips[i], zips[j]] = [zips[j], zips[i]];
}
function perCall(fn: (zip: string) => unknown, runs: number): number {
  for (let i = 0; i < 10_000; i++) fn(zips[i % zips.length]);
  const start = performance.now();
  for (let i = 0; i < runs; i++) fn(zips[i % zips.length]);
  return ((performance.now() - start) * 1000) / runs;
}
const fmrUs = perCall(fmrForZip, 1_000_000);
const agenciesUs = perCall((z) => agenciesForZip(z), 200_000);
const searchStart = performance.now();
for (let i = 0; i < 200; i++) searchAgencies(["chicago", "housing authority", "IL002", "tx"][i % 4], 20);
const searchUs = ((performance.now() - searchStart) * 1000) / 200;

console.log(
  [
    `first load (read, gunzip, parse, index): ${loadMs.toFixed(0)} ms`,
    `resident memory added: ${mb(after.rss - before.rss)} MB (heap ${mb(after.heapUsed - before.heapUsed)} MB, ` +
      `array buffers ${mb(after.arrayBuffers - before.arrayBuffers)} MB)${gc ? "" : " (run with --expose-gc for settled figures)"}`,
    `fmrForZip: ${fmrUs.toFixed(2)} µs a lookup (1,000,000 lookups over ${zips.length} ZIPs)`,
    `agenciesForZip: ${agenciesUs.toFixed(2)} µs a lookup`,
    `searchAgencies: ${searchUs.toFixed(0)} µs a search (1,968 agencies)`,
  ].join("\n"),
);
