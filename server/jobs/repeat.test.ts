import { afterEach, describe, expect, it, vi } from "vitest";
import { repeatJob } from "./repeat";

describe("repeatJob", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("queues the job every so many seconds until stopped, and a failed send only logs", async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    let fail = false;
    const jobs = {
      send: async (name: string) => {
        sent.push(name);
        if (fail) throw new Error("database gone");
        return null;
      },
    };
    const warn = vi.fn();
    const stop = repeatJob(jobs as never, "saved-search-match", 2, { warn } as never);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(["saved-search-match"]);
    fail = true;
    await vi.advanceTimersByTimeAsync(4000);
    expect(sent).toHaveLength(3);
    expect(warn).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(3);
  });
});
