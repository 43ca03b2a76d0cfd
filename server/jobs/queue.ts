import { type SQL, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { DatabaseHandle, Executor } from "../db/client";
import type { Logger } from "../logger";
import { EMAIL_JOB, type EmailJob } from "./email";

/**
 * Every kind of background job and what it carries. Payloads are ids and small values, never rows:
 * a handler reads the current state when it runs, so a retried job never acts on stale data.
 */
export interface JobPayloads {
  /** One outgoing email, sent through the mail transport; retried with back-off when it fails. */
  [EMAIL_JOB]: EmailJob;
  /** Re-checks with the payment provider every donation still waiting or confirming (and more). */
  "payments-reconcile": Record<string, never>;
  /** Deletes rate-limit windows that have ended. */
  "rate-limits-sweep": Record<string, never>;
  /** One email about the receiver's messages still unread a few minutes after they arrived. */
  "message-notice": { receiverId: string };
  /** Matches the listings that went live (listing_match_outbox) against the saved searches. */
  "saved-search-match": Record<string, never>;
  /** The daily digests whose renters' local morning has come (server/saved-searches/digest.ts). */
  "saved-search-digest": Record<string, never>;
}

export type JobName = keyof JobPayloads;

export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: { id: string }) => Promise<void>;

export interface SendJobOptions {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
  /** On a `stately` queue: at most one waiting job with this key. */
  singletonKey?: string;
  /**
   * Enqueue inside this open transaction: the job exists exactly when the transaction commits
   * (the outbox pattern), e.g. a receipt with the payment that it confirms.
   */
  tx?: Executor;
}

/** Retries with exponential back-off: 30 s, 1 min, 2 min, ... about 4 hours in all. */
const RETRY = { retryLimit: 9, retryDelay: 30, retryBackoff: true } as const;

/**
 * When a job whose worker died (a crash, kill -9, a lost machine) is given up. pg-boss 10 has no
 * heartbeat: a job stays active until its expiry has passed and a maintenance run (on whichever
 * instance gets there first) fails it. A stately queue takes no other job while one is active, so a
 * scheduled job's expiry must fit inside its schedule: expiry plus one maintenance interval is at most
 * 2 minutes, the reconciliation's schedule, and the next run after a crash starts on time.
 */
export interface QueueTiming {
  /** Seconds between maintenance runs: dead jobs failed, old ones archived (pg-boss's default is 120). */
  maintenanceIntervalSeconds: number;
  /**
   * Seconds a scheduled job may run (pg-boss's default is 15 minutes). `reconcilePayments` stops taking
   * donations after RECONCILE_BUDGET_SECONDS (45) plus at most one 10 s provider call, well inside it.
   */
  scheduledJobExpireSeconds: number;
}

export const QUEUE_TIMING: QueueTiming = { maintenanceIntervalSeconds: 30, scheduledJobExpireSeconds: 90 };

/**
 * A durable job queue in our own PostgreSQL (pg-boss 10, schema `pgboss`): jobs survive restarts and
 * crashes, failed jobs are retried with back-off, and several app instances share one queue, each job
 * running once. On PGlite it runs in-process on the same single connection.
 *
 * Inside `db.transaction(...)` always pass `{ tx }`: on PGlite the transaction holds the only
 * connection, and a send on the outer database would wait for it forever.
 */
export interface JobQueue {
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendJobOptions): Promise<string | null>;
  /** Registers what runs a job; workers poll only after `startWorkers`. */
  handle<N extends JobName>(name: N, handler: JobHandler<N>): void;
  /** Starts polling for every handled queue, and the cron schedules. */
  startWorkers(schedules?: Partial<Record<JobName, string>>): Promise<void>;
  /**
   * Runs every job that is due now, in this process, until none is left (tests, scripts). With
   * `includeDelayed`, retries and delayed jobs run too. Returns how many jobs ran (failures included).
   */
  drain(options?: { includeDelayed?: boolean }): Promise<number>;
  /** Jobs of one queue by state (tests and admin views). */
  count(name: JobName, state?: "created" | "retry" | "active" | "completed" | "failed"): Promise<number>;
  stop(): Promise<void>;
}

/** How long a digest run may take (see QUEUES). */
export const DIGEST_EXPIRE_SECONDS = 12 * 60;

/**
 * Each queue and its policy: `standard` runs every job; `stately` keeps at most one job waiting and
 * one running, so a periodic sweep never piles up behind a slow one. A scheduled job is not retried
 * (its next scheduled run is the retry) and expires after `scheduledJobExpireSeconds`; the others are
 * retried with back-off.
 */
const QUEUES: Record<
  JobName,
  {
    policy: PgBoss.QueuePolicy;
    scheduled?: true /** Instead of scheduledJobExpireSeconds. */;
    expireSeconds?: number;
  }
> = {
  [EMAIL_JOB]: { policy: "standard" },
  "payments-reconcile": { policy: "stately", scheduled: true },
  "rate-limits-sweep": { policy: "stately", scheduled: true },
  // One notice waiting per receiver (singletonKey): later messages join the batch it will send.
  "message-notice": { policy: "stately" },
  "saved-search-match": { policy: "stately", scheduled: true },
  // Every 15 minutes, and a morning's run may mail 10,000 renters (about 100 s on a busy machine,
  // docs/performance.md): it stops taking searches after DIGEST_RUN_BUDGET_MS (10 min), and a crashed run
  // is failed within 12 min + one maintenance interval, before the next run.
  "saved-search-digest": { policy: "stately", scheduled: true, expireSeconds: DIGEST_EXPIRE_SECONDS },
};

/** A queue's settings: every job of it gets them (a job sent with none of its own). */
function queueOptions(name: JobName, timing: QueueTiming = QUEUE_TIMING): PgBoss.Queue {
  const { policy, scheduled, expireSeconds } = QUEUES[name];
  return scheduled
    ? { name, policy, retryLimit: 0, expireInSeconds: expireSeconds ?? timing.scheduledJobExpireSeconds }
    : { name, policy, ...RETRY };
}

export async function createJobQueue(options: {
  database: DatabaseHandle;
  logger: Logger;
  /** Seconds between polls of each worker (pg-boss minimum 0.5). */
  pollingIntervalSeconds?: number;
  /** Run pg-boss's maintenance and cron timers (off in tests: they only add background queries). */
  maintenance?: boolean;
  /** Expiry and maintenance interval (QUEUE_TIMING; tests make them short). */
  timing?: QueueTiming;
}): Promise<JobQueue> {
  const { database, logger } = options;
  const timing = options.timing ?? QUEUE_TIMING;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: "pgboss",
    // Maintenance (expiring, archiving) and cron run on whichever instance gets there first.
    supervise: options.maintenance ?? true,
    schedule: options.maintenance ?? true,
    maintenanceIntervalSeconds: timing.maintenanceIntervalSeconds,
    migrate: true,
    ...RETRY,
  });
  boss.on("error", (err) => logger.error({ err }, "job queue error"));
  await boss.start();
  for (const name of Object.keys(QUEUES) as JobName[]) {
    const settings = queueOptions(name, timing);
    await boss.createQueue(name, settings);
    // createQueue leaves an existing queue as it was: a database made by an earlier version gets
    // today's settings too.
    await boss.updateQueue(name, settings);
  }

  const handlers = new Map<JobName, JobHandler<JobName>>();

  async function run(name: JobName, job: PgBoss.Job<unknown>) {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`No handler for job ${name}`);
    await handler(job.data as JobPayloads[JobName], { id: job.id });
  }

  return {
    async send(name, data, sendOptions = {}) {
      const db = sendOptions.tx ? sqlOn(sendOptions.tx) : undefined;
      // pg-boss's own startAfter breaks on PGlite: the planner folds both branches of its CASE with the
      // value ("300" is no timestamp). So the job is created due now and moved later in the same
      // transaction (or statement sequence), before any worker can see it when a tx is given.
      // No retry or expiry options here: the queue's own settings (queueOptions) apply to every job.
      const id = await boss.send(name, data as object, {
        ...(db ? { db } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      });
      if (id && sendOptions.startAfterSeconds) {
        const text =
          "update pgboss.job set start_after = now() + $2::int * interval '1 second', " +
          "keep_until = now() + $2::int * interval '1 second' + interval '14 days' where name = $3 and id = $1";
        const values = [id, Math.round(sendOptions.startAfterSeconds), name];
        if (db) await db.executeSql(text, values);
        else await database.executeSql(text, values);
      }
      return id;
    },
    handle(name, handler) {
      handlers.set(name, handler as JobHandler<JobName>);
    },
    async startWorkers(schedules = {}) {
      for (const name of handlers.keys()) {
        await boss.work(
          name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
          async ([job]) => {
            try {
              await run(name, job);
            } catch (err) {
              logger.warn({ err, job: name, jobId: job.id }, "job failed; it will be retried");
              throw err;
            }
          },
        );
      }
      for (const [name, cron] of Object.entries(schedules)) {
        // The queue's settings apply to each scheduled job (a run cut short is not retried: the
        // schedule's next run is).
        if (cron) await boss.schedule(name, cron, {});
      }
    },
    async drain({ includeDelayed = false } = {}) {
      let ran = 0;
      for (let round = 0; round < 100; round++) {
        let ranThisRound = 0;
        for (const name of handlers.keys()) {
          const jobs = await boss.fetch(name, { batchSize: 50, ignoreStartAfter: includeDelayed });
          for (const job of jobs) {
            ranThisRound++;
            try {
              await run(name, job);
              await boss.complete(name, job.id);
            } catch (err) {
              await boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
            }
          }
        }
        ran += ranThisRound;
        if (ranThisRound === 0) break;
      }
      return ran;
    },
    async count(name, state) {
      const { rows } = await database.executeSql(
        state
          ? "select count(*)::int as n from pgboss.job where name = $1 and state = $2"
          : "select count(*)::int as n from pgboss.job where name = $1",
        state ? [name, state] : [name],
      );
      return Number((rows[0] as { n: number } | undefined)?.n ?? 0);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000, close: false, wait: true });
    },
  };
}

/**
 * pg-boss's parameterised SQL ($1, $2, ...) run through a Drizzle executor, so a job can be inserted
 * in the caller's transaction on either driver.
 */
function sqlOn(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      parts.forEach((part, i) => {
        // An option left unset is undefined, which Drizzle would drop from the text: it is SQL null.
        chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`);
      });
      const result = await executor.execute(sql.join(chunks, sql.raw("")));
      return { rows: result.rows };
    },
  };
}
