import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("rate limiter", () => {
  it("allows the limit per window per address, then refuses until the window ends", () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.consume("auth", "1.1.1.1"))).toEqual([true, true, true]);
    expect(limiter.consume("auth", "1.1.1.1")).toBe(false);
    expect(limiter.consume("auth", "2.2.2.2")).toBe(true);
    now = 60_000;
    expect(limiter.consume("auth", "1.1.1.1")).toBe(true);
  });
});
