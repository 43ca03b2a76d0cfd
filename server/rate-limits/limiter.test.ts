import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { createTestDatabase } from "../test/database";
import { createRateLimiter } from "./limiter";

const rules = {
  auth: { limit: 3, windowSeconds: 60 },
  donation: { limit: 2, windowSeconds: 60 },
  contact: { limit: 1, windowSeconds: 600 },
  message: { limit: 1, windowSeconds: 600 },
  messageNewContact: { limit: 1, windowSeconds: 600 },
  pwaInstall: { limit: 1, windowSeconds: 3600 },
  listingReport: { limit: 1, windowSeconds: 600 },
  listingReportPerListing: { limit: 1, windowSeconds: 600 },
  imageUpload: { limit: 12, windowSeconds: 3600 },
};

describe("rate limiter (shared in the database)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("allows the limit per window per key, then refuses until the window ends", async () => {
    let now = Date.parse("2026-01-01T00:00:00Z");
    const limiter = createRateLimiter(database.db, rules, () => now);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.consume("auth", "1.1.1.1"));
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.consume("auth", "2.2.2.2")).toBe(true);
    // Rules count apart: the same address still has its donation attempts.
    expect(await limiter.consume("donation", "1.1.1.1")).toBe(true);
    now += 60_000;
    expect(await limiter.consume("auth", "1.1.1.1")).toBe(true);
  });

  it("counts an attempt's cost: 12 photos at once use 12 of the window's allowance", async () => {
    let now = Date.parse("2026-04-01T00:00:00Z");
    const limiter = createRateLimiter(database.db, rules, () => now);
    expect(await limiter.consume("imageUpload", "landlord-1", 10)).toBe(true);
    expect(await limiter.consume("imageUpload", "landlord-1", 2)).toBe(true);
    expect(await limiter.consume("imageUpload", "landlord-1")).toBe(false);
    expect(await limiter.consume("imageUpload", "landlord-2", 12)).toBe(true);
    expect(await limiter.consume("imageUpload", "landlord-3", 13)).toBe(false);
    now += 3600_000;
    expect(await limiter.consume("imageUpload", "landlord-1", 12)).toBe(true);
  });

  it("is one limit for two app instances on one database", async () => {
    const now = () => Date.parse("2026-02-01T00:00:00Z");
    const instanceA = createRateLimiter(database.db, rules, now);
    const instanceB = createRateLimiter(database.db, rules, now);
    expect(await instanceA.consume("donation", "9.9.9.9")).toBe(true);
    expect(await instanceB.consume("donation", "9.9.9.9")).toBe(true);
    expect(await instanceA.consume("donation", "9.9.9.9")).toBe(false);
    expect(await instanceB.consume("donation", "9.9.9.9")).toBe(false);
  });

  it("counts concurrent attempts exactly", async () => {
    const limiter = createRateLimiter(database.db, { ...rules, auth: { limit: 10, windowSeconds: 60 } });
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.consume("auth", "5.5.5.5")));
    expect(results.filter(Boolean)).toHaveLength(10);
  });

  it("sweeps ended windows only", async () => {
    let now = Date.parse("2026-03-01T00:00:00Z");
    const limiter = createRateLimiter(database.db, rules, () => now);
    await limiter.consume("contact", "7.7.7.7");
    now += 60_000;
    await limiter.consume("auth", "8.8.8.8");
    now += 60_000;
    // The auth window (60 s) has ended; the contact window (10 min) has not.
    const swept = await limiter.sweep();
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await limiter.consume("contact", "7.7.7.7")).toBe(false);
  });
});
