import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { createLogger } from "../logger";
import { createTestDatabase } from "../test/database";
import { createJobQueue, type JobQueue, type QueueTiming } from "./queue";

/**
 * A worker killed in the middle of a reconciliation (kill -9: no clean-up, its job left active) must
 * not stop the others: once the job's expiry has passed, another instance runs the next reconciliation.
 * The worker is a separate process on the same PostgreSQL database (PGlite has one process only), with
 * the queue built by `createJobQueue` as at start-up, timings made short.
 */
const onPostgres = process.env.TEST_DB_KIND === "postgres";
const TIMING: QueueTiming = { maintenanceIntervalSeconds: 1, scheduledJobExpireSeconds: 3 };
const root = path.resolve(import.meta.dirname, "../..");
const moduleUrl = (file: string) => pathToFileURL(path.join(root, file)).href;

/** A worker process whose reconciliation starts, says so, and never ends. */
function startDoomedWorker(databaseUrl: string): ChildProcess {
  const code = `(async () => {
    const { openDatabase } = await import(${JSON.stringify(moduleUrl("server/db/client.ts"))});
    const { createJobQueue } = await import(${JSON.stringify(moduleUrl("server/jobs/queue.ts"))});
    const { createLogger } = await import(${JSON.stringify(moduleUrl("server/logger.ts"))});
    const database = await openDatabase({ databaseUrl: process.env.CRASH_DATABASE_URL });
    const jobs = await createJobQueue({
      database,
      logger: createLogger("silent"),
      timing: JSON.parse(process.env.CRASH_TIMING),
      pollingIntervalSeconds: 0.5,
    });
    jobs.handle("payments-reconcile", async () => {
      process.stdout.write("reconcile started\\n");
      await new Promise(() => {});
    });
    await jobs.startWorkers();
    process.stdout.write("worker ready\\n");
  })().catch((err) => { console.error(err); process.exit(1); });`;
  return spawn(process.execPath, ["--import", "tsx", "-e", code], {
    cwd: root,
    env: { ...process.env, CRASH_DATABASE_URL: databaseUrl, CRASH_TIMING: JSON.stringify(TIMING) },
    stdio: ["ignore", "pipe", "inherit"],
  });
}

describe.skipIf(!onPostgres)("a worker killed mid-reconciliation", () => {
  let database: DatabaseHandle & { url?: string };
  let queue: JobQueue;
  let child: ChildProcess | undefined;
  let survivor: JobQueue | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = await createJobQueue({
      database,
      logger: createLogger("silent"),
      maintenance: false,
      timing: TIMING,
    });
  });
  afterAll(async () => {
    if (child?.exitCode === null) child.kill("SIGKILL");
    await survivor?.stop();
    await queue.stop();
    await database.close();
  });

  it("leaves the job active only until its expiry: another worker runs the next reconciliation", async () => {
    const doomed = startDoomedWorker(database.url!);
    child = doomed;
    let output = "";
    doomed.stdout?.on("data", (chunk) => {
      output += String(chunk);
    });
    const exited = new Promise<void>((resolve) => doomed.on("exit", () => resolve()));
    await expect.poll(() => output, { timeout: 60_000, interval: 100 }).toContain("worker ready");

    await queue.send("payments-reconcile", {});
    await expect.poll(() => output, { timeout: 30_000, interval: 100 }).toContain("reconcile started");
    expect(await queue.count("payments-reconcile", "active")).toBe(1);
    doomed.kill("SIGKILL");
    await exited;

    // The schedule's next run waits behind the dead one (one active job at a time on this queue).
    expect(await queue.send("payments-reconcile", {})).toEqual(expect.any(String));
    const runs: string[] = [];
    survivor = await createJobQueue({
      database,
      logger: createLogger("silent"),
      timing: TIMING,
      pollingIntervalSeconds: 0.5,
    });
    survivor.handle("payments-reconcile", async (_data, job) => {
      runs.push(job.id);
    });
    await survivor.startWorkers();
    // With pg-boss's default expiry the dead job would hold the queue for 15 minutes.
    await expect.poll(() => runs.length, { timeout: 60_000, interval: 200 }).toBe(1);
    // The dead run is failed, not retried: the schedule's next run is its retry.
    await expect.poll(() => queue.count("payments-reconcile", "completed"), { timeout: 30_000 }).toBe(1);
    expect(await queue.count("payments-reconcile", "failed")).toBe(1);
    expect(await queue.count("payments-reconcile", "retry")).toBe(0);
    expect(await queue.count("payments-reconcile", "active")).toBe(0);
  }, 180_000);
});
