/**
 * The built app for the page benchmarks (bench-pages, bench-lighthouse): a fresh PGlite with the demo data
 * (or a fresh database on the PostgreSQL server of BENCH_DATABASE_URL; and, when asked, the demo photos), served on a free local port by the same Hono app `npm start` runs.
 */

import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp as createAppHere } from "../server/app";
import { openDatabase as openDatabaseHere } from "../server/db/client";
import { DEMO_ACCOUNTS, seedDemoData } from "../server/db/seed/demo";
import { seedDemoPhotos } from "../server/db/seed/demo-photos";
import { createDeps as createDepsHere } from "../server/deps";
import { loadEnv } from "../server/env";
import { createLogger } from "../server/logger";
import { createScratchDatabase } from "../server/test/scratch-database";

export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");
/** The server modules of another checkout (its own copies, with its own middleware and caches). */
async function serverModulesFrom(sourceDir: string) {
  const load = (file: string) => import(pathToFileURL(path.join(sourceDir, file)).href);
  const [app, deps, client] = await Promise.all([
    load("server/app.ts"),
    load("server/deps.ts"),
    load("server/db/client.ts"),
  ]);
  return {
    createApp: app.createApp as typeof createAppHere,
    createDeps: deps.createDeps as typeof createDepsHere,
    openDatabase: client.openDatabase as typeof openDatabaseHere,
  };
}

/** A PostgreSQL server to bench on instead of PGlite: each app gets a fresh database there, dropped after. */
const SERVER_URL = process.env.BENCH_DATABASE_URL;

export async function startBenchApp(
  options: {
    photos?: boolean;
    buildDir?: string;
    /**
     * Another checkout (a worktree of an older commit) whose server code serves the build: the app,
     * its middleware and services are the server's, not only the pages.
     */
    sourceDir?: string;
  } = {},
) {
  const buildDir = options.buildDir ?? BUILD_DIR;
  const { createApp, createDeps, openDatabase } = options.sourceDir
    ? await serverModulesFrom(options.sourceDir)
    : { createApp: createAppHere, createDeps: createDepsHere, openDatabase: openDatabaseHere };
  const serverBuild = path.join(buildDir, "server/index.js");
  if (!fs.existsSync(serverBuild)) throw new Error(`No build at ${buildDir}: run \`npm run build\` first.`);
  const build = (await import(serverBuild)) as ServerBuild;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-app-"));
  const scratch = SERVER_URL ? await createScratchDatabase(SERVER_URL, "bench_app") : undefined;
  const database = await openDatabase({ databaseUrl: scratch?.url, dataDir: path.join(dataDir, "db") });
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
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
