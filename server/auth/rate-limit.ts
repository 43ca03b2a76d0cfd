/**
 * A fixed-window counter per (bucket, client address), kept in memory. It guards sign-in, sign-up and
 * password reset, whether they come through the API or the page forms. Several app instances each keep
 * their own counts: the limit is per instance.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; returns false when the address is over its limit for this window. */
  consume(bucket: string, address: string): boolean {
    const key = `${bucket}:${address}`;
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 50_000) this.sweep(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a minute and try again.";
