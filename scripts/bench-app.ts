/**
 * The built app for the page benchmarks (bench-pages, bench-lighthouse): a fresh PGlite with the demo data
 * (and, when asked, the demo photos), served on a free local port by the same Hono app `npm start` runs.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "../server/app";
import { openDatabase } from "../server/db/client";
import { DEMO_ACCOUNTS, seedDemoData } from "../server/db/seed/demo";
import { seedDemoPhotos } from "../server/db/seed/demo-photos";
import { createDeps } from "../server/deps";
import { loadEnv } from "../server/env";
import { createLogger } from "../server/logger";

export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

export async function startBenchApp(options: { photos?: boolean; buildDir?: string } = {}) {
  const buildDir = options.buildDir ?? BUILD_DIR;
  const serverBuild = path.join(buildDir, "server/index.js");
  if (!fs.existsSync(serverBuild)) throw new Error(`No build at ${buildDir}: run \`npm run build\` first.`);
  const build = (await import(serverBuild)) as ServerBuild;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-app-"));
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  await seedDemoData(database.db);
  const env = loadEnv({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://localhost:3000",
  });
  const deps = await createDeps(env, database, createLogger("silent"));
  if (options.photos) await seedDemoPhotos(deps.db, deps.storage, DEMO_ACCOUNTS.landlord.email);
  const app = createApp(deps, {
    build,
    clientDir: path.relative(process.cwd(), path.join(buildDir, "client")),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    deps,
    db: database.db,
    async close() {
      server.close();
      await deps.jobs.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
