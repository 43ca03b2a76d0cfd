import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createListing, createUser } from "../../db/seed/factories";
import { createLogger } from "../../logger";
import { createTestDatabase } from "../../test/database";
import {
  createMarketData,
  httpMarketData,
  listingsMarketData,
  MIN_LISTINGS_FOR_ESTIMATE,
} from "./market-data";

const logger = createLogger("silent");

/** A local server that answers like the rent-estimates provider; `mode` picks its behaviour. */
let mode: "ok" | "error" | "garbage" | "slow" | "mixed" = "ok";
const seen: { url: string; key: string | undefined; accept: string | undefined }[] = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? "", key: req.headers["x-api-key"] as string, accept: req.headers.accept });
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname !== "/rent-estimates") {
      res.writeHead(404).end();
      return;
    }
    if (req.headers["x-api-key"] !== "secret-key") {
      res.writeHead(401, { "content-type": "application/json" }).end('{"error":"bad key"}');
      return;
    }
    if (mode === "error") return void res.writeHead(503).end("down");
    if (mode === "garbage")
      return void res.writeHead(200, { "content-type": "application/json" }).end("{not json");
    if (mode === "slow") return void setTimeout(() => res.writeHead(200).end('{"rentEstimates":[]}'), 2000);
    const city = url.searchParams.get("city");
    const state = url.searchParams.get("state");
    const limit = Number(url.searchParams.get("limit"));
    const rentEstimates = Array.from({ length: 10 }, (_, i) => ({
      id: `est-${i}`,
      rent: 1000 + i * 100.4,
      propertyType: "Apartment",
      bedrooms: i % 4,
      bathrooms: 1 + (i % 2) * 0.5,
      city,
      state,
      zipCode: 60616 + i,
    }));
    if (mode === "mixed") rentEstimates.splice(1, 0, { id: "bad", rent: -5 } as never);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ rentEstimates: rentEstimates.slice(0, limit + 1) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("HTTP market-data provider", () => {
  it("asks GET /rent-estimates with city, state, limit, the key header and Accept JSON", async () => {
    mode = "ok";
    seen.length = 0;
    const provider = httpMarketData({ baseUrl: `${baseUrl}/`, apiKey: "secret-key", logger });
    const estimates = await provider.rentEstimates({ city: "Chicago", state: "IL", limit: 8 });
    expect(seen[0].url).toBe("/rent-estimates?city=Chicago&state=IL&limit=8");
    expect(seen[0].key).toBe("secret-key");
    expect(seen[0].accept).toBe("application/json");
    expect(estimates).toHaveLength(8);
    expect(estimates[0]).toEqual({
      id: "est-0",
      rent: 1000,
      propertyType: "Apartment",
      bedrooms: 0,
      bathrooms: 1,
      city: "Chicago",
      state: "IL",
      zipCode: "60616",
      sampleSize: null,
    });
    expect(estimates[1].rent).toBe(1100);
  });

  it("drops malformed entries instead of showing invented figures", async () => {
    mode = "mixed";
    const provider = httpMarketData({ baseUrl, apiKey: "secret-key", logger });
    const estimates = await provider.rentEstimates({ city: "Chicago", state: "IL", limit: 8 });
    expect(estimates.map((e) => e.id)).not.toContain("bad");
    expect(estimates.every((e) => e.rent > 0)).toBe(true);
  });

  for (const [name, setup] of [
    ["an error status", () => (mode = "error")],
    ["a body that is not JSON", () => (mode = "garbage")],
    ["a time-out", () => (mode = "slow")],
  ] as const) {
    it(`gives an empty list on ${name}, and logs it`, async () => {
      setup();
      const errors: unknown[] = [];
      const spyLogger = { ...logger, error: (obj: unknown) => errors.push(obj) } as unknown as typeof logger;
      const provider = httpMarketData({ baseUrl, apiKey: "secret-key", logger: spyLogger, timeoutMs: 300 });
      expect(await provider.rentEstimates({ city: "Chicago", state: "IL", limit: 8 })).toEqual([]);
      expect(errors).toHaveLength(1);
    });
  }

  it("gives an empty list with a wrong key or an unreachable server", async () => {
    mode = "ok";
    const wrongKey = httpMarketData({ baseUrl, apiKey: "nope", logger });
    expect(await wrongKey.rentEstimates({ city: "Chicago", state: "IL", limit: 8 })).toEqual([]);
    const unreachable = httpMarketData({ baseUrl: "http://127.0.0.1:9", apiKey: "secret-key", logger });
    expect(await unreachable.rentEstimates({ city: "Chicago", state: "IL", limit: 8 })).toEqual([]);
  });
});

describe("built-in market data from our listings", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    const owner = await createUser(database.db, { role: "landlord" });
    const add = (bedrooms: number, dollars: number, extra: Record<string, unknown> = {}) =>
      createListing(database.db, {
        ownerId: owner.id,
        city: "Chicago",
        state: "IL",
        bedrooms,
        bathrooms: 1,
        priceCents: dollars * 100,
        ...extra,
      });
    // One-bedrooms: 900, 1000, 1300 (median 1000), plus a paused and an unpriced one that must not count.
    await add(1, 900);
    await add(1, 1000);
    await add(1, 1300);
    await add(1, 5000, { status: "paused" });
    await add(1, 0);
    // 3+: 3, 4 and 5 bedrooms count together (median 2000).
    await add(3, 1800, { bathrooms: 2 });
    await add(4, 2000, { bathrooms: 2 });
    await add(5, 2600, { bathrooms: 2.5 });
    // Studios: too few to say anything.
    await add(0, 700);
    await add(0, 750);
    // Another city with the same name in another state must not count.
    await add(1, 9000, { state: "OH" });
  });
  afterAll(() => database.close());

  it("gives the median rent per bedroom count, only where there are enough listings", async () => {
    const provider = listingsMarketData({ db: database.db, logger });
    const estimates = await provider.rentEstimates({ city: "chicago", state: "il", limit: 8 });
    expect(MIN_LISTINGS_FOR_ESTIMATE).toBe(3);
    expect(estimates.map((e) => [e.bedrooms, e.rent, e.sampleSize, e.bathrooms])).toEqual([
      [1, 1000, 3, 1],
      [3, 2000, 3, 2],
    ]);
    expect(estimates[0].propertyType).toBe("1 bedroom");
    expect(new Set(estimates.map((e) => e.id)).size).toBe(2);
  });

  it("gives nothing for a city without listings and respects the limit", async () => {
    const provider = listingsMarketData({ db: database.db, logger });
    expect(await provider.rentEstimates({ city: "Atlantis", state: "IL", limit: 8 })).toEqual([]);
    expect(await provider.rentEstimates({ city: "Chicago", state: "IL", limit: 1 })).toHaveLength(1);
  });

  it("is the default; the HTTP provider is used only with both a URL and a key", () => {
    const db = database.db;
    expect(createMarketData({ db, logger }).name).toBe("listings");
    expect(createMarketData({ db, logger, url: baseUrl }).name).toBe("listings");
    expect(createMarketData({ db, logger, url: baseUrl, apiKey: "k" }).name).toBe("http");
  });
});
