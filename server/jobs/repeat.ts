import type { Logger } from "../logger";
import type { JobName, JobQueue } from "./queue";

/**
 * Queues a scheduled job every `seconds` on top of its cron schedule, whose finest step is a minute: the
 * saved-search match under ALERT_MATCH_SECONDS (a test server's instant alerts arrive within seconds).
 * Meant for a `stately` queue, which keeps at most one job waiting, so a tick while a run is still
 * waiting or running adds nothing. Returns the function that stops it.
 */
export function repeatJob(
  jobs: Pick<JobQueue, "send">,
  name: JobName,
  seconds: number,
  logger: Pick<Logger, "warn">,
): () => void {
  const timer = setInterval(() => {
    jobs.send(name, {} as never).catch((err: unknown) => logger.warn({ err, job: name }, "job not queued"));
  }, seconds * 1000);
  // Never what keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
