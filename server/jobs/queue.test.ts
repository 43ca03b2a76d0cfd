import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { JOB_SCHEDULES } from "../deps";
import { createLogger } from "../logger";
import { RECONCILE_BUDGET_SECONDS } from "../rent-parties/reconcile-payments";
import { DIGEST_RUN_BUDGET_MS } from "../saved-searches/digest";
import { createTestDatabase } from "../test/database";
import { EMAIL_JOB } from "./email";
import { createJobQueue, DIGEST_EXPIRE_SECONDS, type JobQueue, QUEUE_TIMING } from "./queue";

const message = (to: string) => ({ to, subject: "Hello", text: "Hi" });

describe("job queue (pg-boss on this database)", () => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  beforeAll(async () => {
    database = await createTestDatabase();
    queue = await createJobQueue({ database, logger: createLogger("silent"), maintenance: false });
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it("runs a job, and retries one that failed until it succeeds", async () => {
    const sent: string[] = [];
    let failures = 1;
    queue.handle(EMAIL_JOB, async (data) => {
      if (failures-- > 0) throw new Error("SMTP down");
      sent.push(data.to);
    });
    await queue.send(EMAIL_JOB, message("a@example.com"));
    expect(await queue.drain()).toBe(1);
    expect(sent).toEqual([]);
    expect(await queue.count(EMAIL_JOB, "retry")).toBe(1);
    // The retry waits for its back-off; it runs once it is due.
    expect(await queue.drain()).toBe(0);
    expect(await queue.drain({ includeDelayed: true })).toBe(1);
    expect(sent).toEqual(["a@example.com"]);
    expect(await queue.count(EMAIL_JOB, "completed")).toBe(1);
  });

  it("keeps at most one reconciliation waiting", async () => {
    queue.handle("payments-reconcile", async () => {});
    const first = await queue.send("payments-reconcile", {});
    const second = await queue.send("payments-reconcile", {});
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(await queue.drain()).toBe(1);
  });

  it("a scheduled job expires in time for the schedule's next run and is not retried", async () => {
    // A crashed run is failed within expiry + one maintenance interval: before the next run is due.
    expect(JOB_SCHEDULES["payments-reconcile"]).toBe("*/2 * * * *");
    const { scheduledJobExpireSeconds: expiry, maintenanceIntervalSeconds } = QUEUE_TIMING;
    expect(expiry + maintenanceIntervalSeconds).toBeLessThanOrEqual(120);
    // A live run (its time budget plus one 10 s provider call) is never taken for a dead one.
    expect(RECONCILE_BUDGET_SECONDS + 10).toBeLessThan(expiry);

    const jobSettings = async () => {
      const { rows } = await database.executeSql(
        "select extract(epoch from expire_in)::int as expiry, retry_limit from pgboss.job " +
          "where name = 'payments-reconcile' and state = 'created'",
      );
      return rows[0];
    };
    queue.handle("payments-reconcile", async () => {});
    await queue.send("payments-reconcile", {});
    expect(await jobSettings()).toEqual({ expiry, retry_limit: 0 });
    await queue.drain();

    // A database whose queue an earlier version made (pg-boss's 15 minutes, 9 retries) is brought up to date.
    await database.executeSql(
      "update pgboss.queue set expire_seconds = null, retry_limit = 9 where name = 'payments-reconcile'",
    );
    const restarted = await createJobQueue({ database, logger: createLogger("silent"), maintenance: false });
    await restarted.send("payments-reconcile", {});
    expect(await jobSettings()).toEqual({ expiry, retry_limit: 0 });
    await restarted.stop();
    await queue.drain();
  });

  it("the digest run, longer, also expires before its next run and stops taking searches before that", async () => {
    expect(JOB_SCHEDULES["saved-search-digest"]).toBe("*/15 * * * *");
    expect(DIGEST_EXPIRE_SECONDS + QUEUE_TIMING.maintenanceIntervalSeconds).toBeLessThanOrEqual(15 * 60);
    expect(DIGEST_RUN_BUDGET_MS / 1000 + 60).toBeLessThan(DIGEST_EXPIRE_SECONDS);
    queue.handle("saved-search-digest", async () => {});
    await queue.send("saved-search-digest", {});
    const { rows } = await database.executeSql(
      "select extract(epoch from expire_in)::int as expiry, retry_limit from pgboss.job " +
        "where name = 'saved-search-digest' and state = 'created'",
    );
    expect(rows[0]).toEqual({ expiry: DIGEST_EXPIRE_SECONDS, retry_limit: 0 });
    await queue.drain();
  });

  it("a job sent in a transaction exists exactly when the transaction commits", async () => {
    const before = await queue.count(EMAIL_JOB);
    await database.db.transaction(async (tx) => {
      await queue.send(EMAIL_JOB, message("committed@example.com"), { tx });
    });
    expect(await queue.count(EMAIL_JOB)).toBe(before + 1);
    await expect(
      database.db.transaction(async (tx) => {
        await queue.send(EMAIL_JOB, message("rolled-back@example.com"), { tx });
        throw new Error("the payment write failed");
      }),
    ).rejects.toThrow("the payment write failed");
    expect(await queue.count(EMAIL_JOB)).toBe(before + 1);
    await queue.drain();
  });

  it("keeps a job through a restart: a second queue on the database runs it", async () => {
    await queue.send(EMAIL_JOB, message("later@example.com"));
    const other = await createJobQueue({ database, logger: createLogger("silent"), maintenance: false });
    const sent: string[] = [];
    other.handle(EMAIL_JOB, async (data) => {
      sent.push(data.to);
    });
    expect(await other.drain()).toBe(1);
    expect(sent).toEqual(["later@example.com"]);
    await other.stop();
  });

  it("workers pick jobs up by themselves", async () => {
    const worker = await createJobQueue({
      database,
      logger: createLogger("silent"),
      maintenance: false,
      pollingIntervalSeconds: 0.5,
    });
    const sent: string[] = [];
    worker.handle(EMAIL_JOB, async (data) => {
      sent.push(data.to);
    });
    await worker.startWorkers();
    await queue.send(EMAIL_JOB, message("worker@example.com"));
    await expect.poll(() => sent, { timeout: 15_000, interval: 100 }).toEqual(["worker@example.com"]);
    await worker.stop();
  });
});
