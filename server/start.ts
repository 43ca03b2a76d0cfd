import fs from "node:fs";
import type { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { isDatabaseEmpty, openDatabase } from "./db/client";
import { DEMO_ACCOUNTS, seedDemoData } from "./db/seed/demo";
import { seedDemoPhotos } from "./db/seed/demo-photos";
import { createDeps, JOB_SCHEDULES } from "./deps";
import { loadEnv } from "./env";
import { createStorage } from "./integrations/storage/create-storage";
import { repeatJob } from "./jobs/repeat";
import { createLogger } from "./logger";
import { alignAmountsWithPaymentMode } from "./rent-parties/align-amounts-with-payment-mode";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Pages from Vite's dev server instead of the build (`npm run dev`, server/dev.ts). */
export interface DevPages {
  /** The current React Router build, reloaded by Vite when a module changes. */
  build: () => Promise<ServerBuild>;
  /** The HTTP server, handing each request to Vite's middleware (modules, HMR, public/) before Hono. */
  createServer: typeof createServer;
  close: () => Promise<void>;
}

async function main(dev?: DevPages) {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  fs.mkdirSync(env.DATA_DIR, { recursive: true });

  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  const serverBuildPath = path.join(buildDir, "server/index.js");
  if (!dev && !fs.existsSync(serverBuildPath)) {
    throw new Error("No build found: run `npm run build` first (npm start does it for you).");
  }

  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onIdleConnectionError: (err) => logger.warn({ err }, "database: idle connection closed by the server"),
  });
  logger.info({ database: database.kind, dataDir: env.DATA_DIR }, "database ready, migrations applied");

  // Demo data goes only into an empty embedded database, unless asked for (SEED=always).
  const wantsSeed = env.SEED === "always" || (env.SEED === "auto" && database.kind === "pglite");
  const seeding = wantsSeed && (await isDatabaseEmpty(database.db));
  if (seeding) {
    const summary = await seedDemoData(database.db, { storage: createStorage(env) });
    logger.info(summary, "demo data loaded");
  }

  const deps = await createDeps(env, database, logger);
  if (seeding) {
    // Drawn with sharp and put through the upload pipeline into the configured storage (disk or S3).
    logger.info(
      await seedDemoPhotos(deps.db, deps.storage, DEMO_ACCOUNTS.landlord.email),
      "demo photos loaded",
    );
  }
  await alignAmountsWithPaymentMode(deps.db, deps.payments.livemode, logger);
  // Emails, payment reconciliation and clean-ups run in the background; with several instances each
  // job still runs once.
  await deps.jobs.startWorkers(JOB_SCHEDULES);
  // The match job's schedule runs it once a minute; a shorter ALERT_MATCH_SECONDS queues it more often.
  const stopMatchRepeat =
    env.ALERT_MATCH_SECONDS < 60
      ? repeatJob(deps.jobs, "saved-search-match", env.ALERT_MATCH_SECONDS, logger)
      : () => {};
  const app = createApp(
    deps,
    dev
      ? { build: dev.build }
      : {
          build: (await import(serverBuildPath)) as ServerBuild,
          clientDir: path.relative(process.cwd(), path.join(buildDir, "client")),
        },
  );

  const server = serve(
    { fetch: app.fetch, port: env.PORT, hostname: env.HOST, createServer: dev?.createServer },
    () => {
      logger.info({ url: env.PUBLIC_URL, mail: deps.mailDestination }, `listening on ${env.PUBLIC_URL}`);
    },
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Open event streams would keep the server from closing.
    await deps.messageEvents.stop().catch((err) => logger.error({ err }, "message events stop failed"));
    server.close();
    stopMatchRepeat();
    await dev?.close().catch((err) => logger.error({ err }, "vite dev server close failed"));
    await deps.jobs.stop().catch((err) => logger.error({ err }, "job queue stop failed"));
    await database.close().catch((err) => logger.error({ err }, "database close failed"));
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

/** Starts the server: from the build (server/index.ts), or with Vite's dev server (server/dev.ts). */
export function start(dev?: DevPages) {
  main(dev).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
