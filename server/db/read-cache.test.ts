import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createTestDatabase } from "../test/database";
import { type DatabaseHandle, openDatabase } from "./client";
import { createReadCache } from "./read-cache";
import { profiles } from "./schema/auth";
import { listings } from "./schema/listings";
import { publicReadChanges } from "./schema/read-cache";
import { rentParties } from "./schema/rent-parties";
import { listingPhotos } from "./schema/verification";
import { createListing, createRentParty, createUser } from "./seed/factories";

/**
 * The read cache against a real database. "Two instances" are two caches; on PostgreSQL each has its own
 * connection pool to the one database (on PGlite they share the embedded database, as requests do).
 */
const logger = createLogger("silent");
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let other: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  other = database.url
    ? await openDatabase({ databaseUrl: database.url, onIdleConnectionError: () => {} })
    : database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
});

/** A load that counts its calls and answers the current listing titles. */
function titles() {
  const load = async () => {
    load.calls++;
    const rows = await database.db.select({ title: listings.title }).from(listings).orderBy(listings.title);
    return rows.map((r) => r.title);
  };
  load.calls = 0;
  return load;
}

describe("read cache", () => {
  it("loads once for reads with no change between them, concurrent ones included", async () => {
    const cache = createReadCache(database.db, logger);
    const load = titles();
    const [a, b] = await Promise.all([cache.read("k", load), cache.read("k", load)]);
    const c = await cache.read("k", load);
    expect(load.calls).toBe(1);
    expect(c).toBe(a);
    expect(b).toBe(a);
    // Another key is another entry.
    await cache.read("other", load);
    expect(load.calls).toBe(2);
  });

  it("reads again after a committed change to listings, photos, profiles or Rent Parties", async () => {
    const cache = createReadCache(database.db, logger);
    const load = titles();
    const owner = await createUser(database.db, { role: "landlord" });
    await cache.read("k", load);
    const calls = () => load.calls;

    const listing = await createListing(database.db, { ownerId: owner.id, title: "Cache Test Flat" });
    expect(await cache.read("k", load)).toContain("Cache Test Flat");
    expect(calls()).toBe(2);

    await database.db.insert(listingPhotos).values({
      listingId: listing.id,
      storagePrefix: "photos/cache-test",
      position: 0,
      width: 10,
      height: 10,
    });
    await cache.read("k", load);
    expect(calls()).toBe(3);

    await database.db.update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.id, owner.id));
    await cache.read("k", load);
    expect(calls()).toBe(4);

    await createRentParty(database.db, { title: "Cache Test Party", verified: true });
    await cache.read("k", load);
    expect(calls()).toBe(5);

    // Nothing changed since: served from the cache.
    await cache.read("k", load);
    expect(calls()).toBe(5);
  });

  it("keeps its entries across a transaction that rolls back", async () => {
    const cache = createReadCache(database.db, logger);
    const load = titles();
    await cache.read("k", load);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(listings).set({ title: "Never Committed" });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await cache.read("k", load)).not.toContain("Never Committed");
    expect(load.calls).toBe(1);
  });

  it("a change made through another instance is read at once: no stale list on either", async () => {
    const a = createReadCache(database.db, logger);
    const b = createReadCache(other.db, logger);
    const owner = await createUser(other.db, { role: "landlord" });
    const loadA = titles();
    const loadB = titles();
    const before = await a.read("k", loadA);
    await b.read("k", loadB);
    await createListing(other.db, { ownerId: owner.id, title: "Made On Instance B" });
    const afterOnA = await a.read("k", loadA);
    expect(afterOnA).toContain("Made On Instance B");
    expect(afterOnA).toHaveLength(before.length + 1);
    expect(await b.read("k", loadB)).toContain("Made On Instance B");

    await database.db
      .update(listings)
      .set({ title: "Renamed On A" })
      .where(eq(listings.title, "Made On Instance B"));
    expect(await b.read("k", loadB)).toContain("Renamed On A");
  });

  it("keeps at most 500 results: the least recently used one leaves first", async () => {
    const cache = createReadCache(database.db, logger);
    const loads: string[] = [];
    const read = (key: string) =>
      cache.read(key, async () => {
        loads.push(key);
        return key;
      });
    for (let i = 0; i < 500; i++) await read(`k${i}`);
    // k0 is used again, so k1 is now the least recently used.
    await read("k0");
    await read("k500");
    expect(loads).toHaveLength(501);
    await read("k0");
    await read("k2");
    expect(loads).toHaveLength(501);
    await read("k1");
    expect(loads.at(-1)).toBe("k1");
    expect(loads).toHaveLength(502);
  });

  it("does not keep a failed load", async () => {
    const cache = createReadCache(database.db, logger);
    let calls = 0;
    const failing = async () => {
      calls++;
      if (calls === 1) throw new Error("database away");
      return "ok";
    };
    await expect(cache.read("k", failing)).rejects.toThrow("database away");
    expect(await cache.read("k", failing)).toBe("ok");
    expect(calls).toBe(2);
  });

  it("prunes the change rows past a thousand, and still tells changes apart", async () => {
    const cache = createReadCache(database.db, logger);
    await database.db.execute(sql`insert into public_read_changes select from generate_series(1, 1100)`);
    const load = titles();
    await cache.read("k", load);
    // The prune runs beside the read; wait for it.
    await expect
      .poll(
        async () =>
          (await database.db.select({ n: sql<number>`count(*)::int` }).from(publicReadChanges))[0].n,
      )
      .toBeLessThanOrEqual(100);
    await cache.read("k", load);
    expect(load.calls).toBe(2);
    await cache.read("k", load);
    expect(load.calls).toBe(2);
    await database.db.update(rentParties).set({ title: "After The Prune" });
    await cache.read("k", load);
    expect(load.calls).toBe(3);
  });
});
