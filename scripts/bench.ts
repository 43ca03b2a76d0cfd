/**
 * All benchmarks, one after another (each can also run alone: npm run bench:<part>). After `npm run build`.
 * BENCH_SKIP=lighthouse,messaging skips parts; messaging and alerts need the PostgreSQL server (BENCH_DATABASE_URL).
 */
import { execFileSync } from "node:child_process";

const skip = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));
for (const part of ["search", "messaging", "alerts", "pages", "lighthouse"]) {
  if (skip.has(part)) continue;
  console.log(`\n=== bench:${part}`);
  execFileSync(process.execPath, ["--import", "tsx", `scripts/bench-${part}.ts`], { stdio: "inherit" });
}
