import { and, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EMPTY_FILTER, listingFilterToParams } from "../../common/listing-filter";
import { listingMatchesFilter, MAX_SAVED_SEARCHES, type MatchableListing } from "../../common/saved-search";
import { parseListingFilter } from "../../common/schemas/listing-filter";
import type { SessionUser } from "../auth/session";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { profiles } from "../db/schema/auth";
import { emailDeliveries, emailSuppressions } from "../db/schema/email";
import { listings } from "../db/schema/listings";
import { renterVouchers } from "../db/schema/renter-vouchers";
import { listingMatchOutbox, savedSearchAlerts, savedSearches } from "../db/schema/saved-searches";
import { createListing, createUser } from "../db/seed/factories";
import { createDeps } from "../deps";
import { loadEnv } from "../env";
import { createMailer } from "../integrations/email/mailer";
import { EMAIL_JOB } from "../jobs/email";
import { distanceOrigin } from "../listings/distance-sql";
import { searchConditions } from "../listings/search-service";
import { createLogger } from "../logger";
import { createTestApp, type TestApp } from "../test/app";
import { alertEmail } from "./alert-email";
import { runDigests } from "./digest";
import { candidateSearchesCondition, sweepListingMatches } from "./match-listing";
import { changeSavedSearch, listSavedSearches, saveSearch } from "./service";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token";

let t: TestApp;
let renter: SessionUser;
let landlord: { id: string };
let verifiedLandlord: { id: string };

const asUser = (row: { id: string; email: string; fullName: string }): SessionUser => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  phone: null,
  role: "renter",
});

beforeAll(async () => {
  t = await createTestApp();
  renter = asUser(await createUser(t.deps.db, { role: "renter", fullName: "Rita Renter" }));
  landlord = await createUser(t.deps.db, { role: "landlord" });
  verifiedLandlord = await createUser(t.deps.db, { role: "landlord" });
  await t.deps.db
    .update(profiles)
    .set({ verifiedAt: new Date() })
    .where(eq(profiles.id, verifiedLandlord.id));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.delete(savedSearches);
  await t.deps.db.delete(listings);
  await t.deps.db.delete(emailDeliveries);
  await t.deps.db.delete(emailSuppressions);
  await t.drainJobs();
  t.mailer.sent.length = 0;
});

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return <T>(items: readonly T[]): T => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return items[s % items.length];
  };
}

describe("matching: the search query, the alert matcher and listingMatchesFilter agree", () => {
  it("on random listings and filters", async () => {
    const pick = random(29);
    const made: (MatchableListing & { id: string })[] = [];
    for (let i = 0; i < 60; i++) {
      const owner = pick([landlord, verifiedLandlord]);
      const row = await createListing(t.deps.db, {
        ownerId: owner.id,
        city: pick(["Chicago", "Chicago Heights", "East Chicago", "Springfield", "Evanston"]),
        state: pick(["IL", "IN", "WI"]),
        zipCode: pick(["60601", "60602", "46312", null]),
        priceCents: pick([0, 70_000, 95_000, 120_000, 180_000]),
        bedrooms: pick([null, 0, 1, 2, 3, 4]),
        bathrooms: pick([null, 1, 1.5, 2, 3]),
        acceptsSection8: pick([true, false]),
        status: pick(["active", "active", "paused"]),
        availableFrom: pick([null, "2026-12-01", "2027-03-01"]),
        accessibility: pick([[], ["step_free"], ["step_free", "elevator"]] as ("step_free" | "elevator")[][]),
        pets: pick(["ask", "cats", "dogs", "cats_dogs", "none"] as const),
        utilities: [],
        ...pick([
          { latitude: 41.8786, longitude: -87.6251 }, // the Loop
          { latitude: 41.9214, longitude: -87.6513 }, // Lincoln Park, 3.1 miles north
          { latitude: 42.0451, longitude: -87.6877 }, // Evanston
          { latitude: 41.5934, longitude: -87.3464 }, // Gary
          { latitude: 39.7817, longitude: -89.6501 }, // Springfield
          { latitude: null, longitude: null },
        ]),
      });
      made.push({ ...row, bathrooms: row.bathrooms, landlordVerified: owner === verifiedLandlord });
    }
    const filters = Array.from({ length: 80 }, () =>
      parseListingFilter(
        listingFilterToParams({
          ...EMPTY_FILTER,
          city: pick(["", "", "chicago", "Chi", "heights", "spring", "xyz", "o"]),
          state: pick(["", "", "IL", "in", "W"]),
          zipCode: pick(["", "", "606", "60601", "4"]),
          maxRent: pick([null, null, 800, 1200]),
          bedrooms: pick(["", "studio", "1", "2", "3+"] as const),
          bathrooms: pick(["", "", "1", "2", "3+"] as const),
          section8: pick([false, true]),
          verifiedOnly: pick([false, false, true]),
          affordableOnly: pick([false, false, true]),
          availableBy: pick(["", "", "2027-01-01"]),
          accessibility: pick([[], [], ["step_free"]] as "step_free"[][]),
          pets: pick(["", "", "cats", "dogs"] as const),
          // Within N miles of a ZIP code, a city, the visitor's location, or a place that cannot be found.
          ...pick([
            {},
            {},
            { near: "60601", radius: pick([1, 3, 5, 10, 25] as const) },
            { near: "Evanston, IL", radius: pick([1, 5, 25] as const) },
            { lat: 41.88, lng: -87.63, radius: pick([3, 5, 25] as const) },
            { near: "Nowhere, ZZ", radius: 5 as const },
          ]),
        }),
      ),
    );
    const saved = [];
    for (const [i, filter] of filters.entries()) {
      // Saved straight into the table (the service's limit is 20 per account).
      const owner = await createUser(t.deps.db, { role: "renter" });
      const { id } = await saveSearch(t.deps.db, asUser(owner), {
        name: `Search ${i}`,
        alerts: "instant",
        query: listingFilterToParams(filter).toString(),
      });
      saved.push({ id, filter, origin: await distanceOrigin(filter) });
    }
    for (const filter of filters) {
      // A place that cannot be located searches without the distance, on the page as in the rule.
      const origin = await distanceOrigin(filter);
      const conditions = await searchConditions(t.deps.db, filter, null, origin);
      const found =
        conditions === "none"
          ? []
          : (
              await t.deps.db
                .select({ id: listings.id })
                .from(listings)
                .where(and(...conditions))
            ).map((r) => r.id);
      const expected = made.filter((l) => listingMatchesFilter(l, filter, true, origin)).map((l) => l.id);
      expect(new Set(found), JSON.stringify(filter)).toEqual(new Set(expected));
    }
    let distanceMatches = 0;
    for (const listing of made.filter((l) => l.status === "active" && l.priceCents > 0)) {
      const rows = await t.deps.db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(candidateSearchesCondition(listing));
      const expected = saved
        .filter((s) => listingMatchesFilter(listing, s.filter, true, s.origin))
        .map((s) => s.id);
      expect(new Set(rows.map((r) => r.id)), JSON.stringify(listing)).toEqual(new Set(expected));
      distanceMatches += saved.filter((s) => s.origin && expected.includes(s.id)).length;
    }
    // The distance searches were put to the test: some matched, and (above) others did not.
    expect(distanceMatches).toBeGreaterThan(5);
  });
});

async function saveChicago(alerts: "instant" | "daily" = "instant") {
  return saveSearch(t.deps.db, renter, {
    name: "Chicago 2BR Section 8",
    alerts,
    query: "city=Chicago&bedrooms=2&section8=true",
  });
}
const matching = () =>
  createListing(t.deps.db, { ownerId: landlord.id, city: "Chicago", bedrooms: 2, acceptsSection8: true });
const nonMatching = () =>
  createListing(t.deps.db, { ownerId: landlord.id, city: "Chicago", bedrooms: 1, acceptsSection8: true });

describe("instant alerts", () => {
  it("one email for the matching listing, with the one-click unsubscribe headers, and never twice", async () => {
    const search = await saveChicago();
    const home = await matching();
    await nonMatching();
    expect((await sweepListingMatches(t.deps)).matched).toBe(1);
    await t.drainJobs();
    expect(t.mailer.sent).toHaveLength(1);
    const mail = t.mailer.sent[0];
    expect(mail.to).toBe(renter.email);
    expect(mail.subject).toContain("Chicago 2BR Section 8");
    expect(mail.text).toContain(`/rentals/${home.id}`);
    expect(mail.text).toContain("Accepts Section 8");
    expect(mail.html).toContain("$950");
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3999\/unsubscribe\/[^>]+>, <mailto:/,
    );
    // The listing is queued again (a retried run, an edit): the pair exists, nothing is sent.
    await t.deps.db.insert(listingMatchOutbox).values({ listingId: home.id });
    expect((await sweepListingMatches(t.deps)).matched).toBe(0);
    await t.deps.db.update(listings).set({ title: "Renamed" }).where(eq(listings.id, home.id));
    expect((await sweepListingMatches(t.deps)).matched).toBe(0);
    await t.drainJobs();
    expect(t.mailer.sent).toHaveLength(1);
    const [pair] = await t.deps.db
      .select()
      .from(savedSearchAlerts)
      .where(eq(savedSearchAlerts.searchId, search.id));
    expect(pair.notifiedAt).not.toBeNull();
    const [row] = await listSavedSearches(t.deps.db, renter);
    expect(row.newMatches).toBe(1);
  });

  it("a listing resumed from paused, or edited into the search, is matched then", async () => {
    await saveChicago();
    const home = await createListing(t.deps.db, {
      ownerId: landlord.id,
      city: "Chicago",
      bedrooms: 1,
      acceptsSection8: true,
      status: "paused",
    });
    expect((await sweepListingMatches(t.deps)).matched).toBe(0);
    await t.deps.db.update(listings).set({ status: "active" }).where(eq(listings.id, home.id));
    expect((await sweepListingMatches(t.deps)).matched).toBe(0);
    await t.deps.db.update(listings).set({ bedrooms: 2 }).where(eq(listings.id, home.id));
    expect((await sweepListingMatches(t.deps)).matched).toBe(1);
  });

  it("a within-N-miles search: homes inside the radius only; one saved before its place was kept is located", async () => {
    const near = await saveSearch(t.deps.db, renter, {
      name: "Near the Loop",
      alerts: "instant",
      query: "near=60601&radius=5",
    });
    const old = await saveSearch(t.deps.db, renter, {
      name: "Old near",
      alerts: "instant",
      query: "lat=41.88&lng=-87.63&radius=5",
    });
    // As migration 0033 leaves a search saved before it: a chord, no place yet.
    await t.deps.db
      .update(savedSearches)
      .set({ distanceOrigin: null, distanceChord: 0 })
      .where(eq(savedSearches.id, old.id));
    const inside = await createListing(t.deps.db, {
      ownerId: landlord.id,
      latitude: 41.9214,
      longitude: -87.6513,
    });
    await createListing(t.deps.db, { ownerId: landlord.id, latitude: 42.0451, longitude: -87.6877 });
    await createListing(t.deps.db, { ownerId: landlord.id });
    expect((await sweepListingMatches(t.deps)).matched).toBe(2);
    const pairs = await t.deps.db.select().from(savedSearchAlerts);
    expect(pairs.map((p) => [p.searchId, p.listingId]).sort()).toEqual(
      [
        [near.id, inside.id],
        [old.id, inside.id],
      ].sort(),
    );
  });

  it("a landlord verified later: their homes are matched then for Verified landlords only, each pair once", async () => {
    const owner = await createUser(t.deps.db, { role: "landlord" });
    const any = await saveSearch(t.deps.db, renter, {
      name: "Any",
      alerts: "instant",
      query: "city=Chicago",
    });
    const verified = await saveSearch(t.deps.db, renter, {
      name: "Verified",
      alerts: "instant",
      query: "city=Chicago&verifiedOnly=true",
    });
    const home = await createListing(t.deps.db, { ownerId: owner.id });
    await createListing(t.deps.db, { ownerId: owner.id, status: "paused" });
    expect((await sweepListingMatches(t.deps)).matched).toBe(1);
    const verify = (at: Date | null) =>
      t.deps.db.update(profiles).set({ verifiedAt: at }).where(eq(profiles.id, owner.id));
    await verify(new Date());
    // Queued in the verifying transaction: only the public home, matched for the second search alone.
    expect((await t.deps.db.select().from(listingMatchOutbox)).map((r) => r.listingId)).toEqual([home.id]);
    expect((await sweepListingMatches(t.deps)).matched).toBe(1);
    // Revoked and verified again: queued again, alerted never again.
    await verify(null);
    await verify(new Date());
    expect((await sweepListingMatches(t.deps)).matched).toBe(0);
    const pairs = await t.deps.db.select().from(savedSearchAlerts);
    expect(pairs.map((p) => [p.searchId, p.listingId]).sort()).toEqual(
      [
        [any.id, home.id],
        [verified.id, home.id],
      ].sort(),
    );
    await t.drainJobs();
    expect(t.mailer.sent).toHaveLength(2);
  });

  it("paused, alerts-off and deleted searches send nothing, also when paused after the match", async () => {
    const search = await saveChicago();
    await changeSavedSearch(t.deps.db, renter, { intent: "pause", id: search.id });
    await matching();
    expect((await sweepListingMatches(t.deps)).matched).toBe(0);
    await changeSavedSearch(t.deps.db, renter, { intent: "resume", id: search.id });
    await matching();
    expect((await sweepListingMatches(t.deps)).matched).toBe(1);
    // Paused between the match and the email job: the job sends nothing.
    await changeSavedSearch(t.deps.db, renter, { intent: "pause", id: search.id });
    await t.drainJobs();
    expect(t.mailer.sent).toHaveLength(0);
    await changeSavedSearch(t.deps.db, renter, { intent: "delete", id: search.id });
    await matching();
    expect((await sweepListingMatches(t.deps)).matched).toBe(0);
  });

  it("the email job sends an alert at most once: a retried job, and a send cut off by a crash", async () => {
    const search = await saveChicago();
    const message = alertEmail({
      kind: "instant",
      publicUrl: t.deps.publicUrl,
      supportEmail: t.deps.supportEmail,
      secret: t.deps.cookieSecret,
      search: { id: search.id, name: "x" },
      recipient: { email: renter.email, name: "Rita", locale: "en" },
      listings: [],
      once: "alert:test:retry",
    });
    // pg-boss runs a job again when its worker died after the SMTP send, before completing it.
    await t.deps.jobs.send(EMAIL_JOB, message);
    await t.deps.jobs.send(EMAIL_JOB, message);
    await t.drainJobs();
    expect(t.mailer.sent).toHaveLength(1);
    // A failed send (SMTP refused for now) releases the claim: the retry sends it.
    t.mailer.failNext = true;
    await t.deps.jobs.send(EMAIL_JOB, { ...message, once: "alert:test:transient" });
    await t.drainJobs({ includeDelayed: true });
    await t.drainJobs({ includeDelayed: true });
    expect(t.mailer.sent).toHaveLength(2);
    // Killed between the claim and the record: the key stays claimed, nothing is sent again.
    await t.deps.db.insert(emailDeliveries).values({ key: "alert:test:crashed" });
    await t.deps.jobs.send(EMAIL_JOB, { ...message, once: "alert:test:crashed" });
    await t.drainJobs();
    expect(t.mailer.sent).toHaveLength(2);
  });

  it("an address that bounced for good (SMTP 5xx) is recorded and not mailed again", async () => {
    await saveChicago();
    const original = t.mailer.send.bind(t.mailer);
    t.mailer.send = async () => {
      throw Object.assign(new Error("550 5.1.1 mailbox unavailable"), { responseCode: 550 });
    };
    await matching();
    await sweepListingMatches(t.deps);
    await t.drainJobs();
    t.mailer.send = original;
    const rows = await t.deps.db.select().from(emailSuppressions);
    expect(rows.map((r) => r.email)).toEqual([renter.email.toLowerCase()]);
    await matching();
    await sweepListingMatches(t.deps);
    await t.drainJobs();
    expect(t.mailer.sent).toHaveLength(0);
  });
});

describe("daily digest", () => {
  it("one email in the renter's local morning, once a day, without listings paused since", async () => {
    const search = await saveChicago("daily");
    const kept = await matching();
    const paused = await matching();
    await sweepListingMatches(t.deps);
    await t.drainJobs();
    expect(t.mailer.sent).toHaveLength(0);
    await t.deps.db.update(listings).set({ status: "paused" }).where(eq(listings.id, paused.id));
    // 6:00 in Chicago (12:00 UTC in winter): not yet.
    expect((await runDigests(t.deps, new Date("2026-12-01T12:00:00Z"))).sent).toBe(0);
    // A run out of time takes none; the search is still due at the next run.
    expect((await runDigests(t.deps, new Date("2026-12-01T14:15:00Z"), 0)).sent).toBe(0);
    expect((await runDigests(t.deps, new Date("2026-12-01T14:30:00Z"))).sent).toBe(1);
    expect((await runDigests(t.deps, new Date("2026-12-01T20:00:00Z"))).sent).toBe(0);
    await t.drainJobs();
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0].text).toContain(`/rentals/${kept.id}`);
    expect(t.mailer.sent[0].text).not.toContain(`/rentals/${paused.id}`);
    const [row] = await t.deps.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row.lastDigestAt).not.toBeNull();
  });

  it("marks a home that fits the renter's saved voucher as the instant alert does", async () => {
    await t.deps.db
      .insert(renterVouchers)
      .values({ userId: renter.id, bedrooms: 2 })
      .onConflictDoUpdate({ target: renterVouchers.userId, set: { bedrooms: 2 } });
    try {
      for (const alerts of ["instant", "daily"] as const) {
        await saveSearch(t.deps.db, renter, {
          name: `Voucher ${alerts}`,
          alerts,
          query: "city=Chicago&bedrooms=2&fitsVoucher=true",
        });
      }
      await matching();
      expect((await sweepListingMatches(t.deps)).matched).toBe(2);
      expect((await runDigests(t.deps, new Date("2026-12-01T14:15:00Z"))).sent).toBe(1);
      await t.drainJobs();
      const [instant, digest] = ["Voucher instant", "Voucher daily"].map((name) =>
        t.mailer.sent.find((m) => m.subject.includes(name)),
      );
      expect(instant?.text).toContain("Fits your voucher");
      expect(digest?.text).toContain("Fits your voucher");
    } finally {
      await t.deps.db.delete(renterVouchers).where(eq(renterVouchers.userId, renter.id));
    }
  });
});

describe("saved searches", () => {
  it("at most 20 per account, names 1-80 characters, only renters", async () => {
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      await saveSearch(t.deps.db, renter, { name: `S${i}`, alerts: "off", query: "city=Chicago" });
    }
    await expect(
      saveSearch(t.deps.db, renter, { name: "one more", alerts: "off", query: "" }),
    ).rejects.toThrow(/up to 20/);
    await expect(saveSearch(t.deps.db, renter, { name: "", alerts: "off", query: "" })).rejects.toThrow();
    await expect(
      saveSearch(t.deps.db, renter, { name: "x".repeat(81), alerts: "off", query: "" }),
    ).rejects.toThrow();
    await expect(
      saveSearch(t.deps.db, { ...renter, role: "landlord" }, { name: "x", alerts: "off", query: "" }),
    ).rejects.toThrow(/Only renters/);
  });

  it("a stored query the search no longer understands is shown as such and still matched by what it says", async () => {
    await t.deps.db.insert(savedSearches).values({
      ownerId: renter.id,
      name: "Old link",
      query: "city=Chicago&bedrooms=99&shape=round",
      filter: {},
      city: "chicago",
    });
    const [row] = await listSavedSearches(t.deps.db, renter);
    expect(row.notUnderstood).toEqual(["bedrooms", "shape"]);
    await matching();
    expect((await sweepListingMatches(t.deps)).matched).toBe(1);
  });

  it("another renter cannot change or delete my search", async () => {
    const search = await saveChicago();
    const other = asUser(await createUser(t.deps.db, { role: "renter" }));
    await expect(changeSavedSearch(t.deps.db, other, { intent: "delete", id: search.id })).rejects.toThrow(
      /doesn't exist/,
    );
  });
});

describe("unsubscribe tokens", () => {
  const secret = "a".repeat(64);
  const id = "7d1f3c1e-9a4b-4f7e-8a39-2b6f1b1f0c11";
  const other = "0b0e6a5e-2f44-4c55-9d1b-8f7e3e0a1b22";
  it("name their search, cannot be moved to another or forged, and expire", () => {
    const token = unsubscribeToken(secret, id);
    expect(readUnsubscribeToken(secret, token)).toEqual({ searchId: id });
    expect(readUnsubscribeToken(secret, token.replace(id, other))).toEqual({ error: "invalid" });
    expect(readUnsubscribeToken("b".repeat(64), token)).toEqual({ error: "invalid" });
    expect(readUnsubscribeToken(secret, `${token}x`)).toEqual({ error: "invalid" });
    expect(readUnsubscribeToken(secret, "nonsense")).toEqual({ error: "invalid" });
    const old = unsubscribeToken(secret, id, new Date("2020-01-01T00:00:00Z"));
    expect(readUnsubscribeToken(secret, old)).toEqual({ error: "expired" });
  });
});

describe("real SMTP", () => {
  it("carries the List-Unsubscribe headers and the stable Message-ID", async () => {
    const raw: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let text = "";
        stream.on("data", (c) => {
          text += c.toString();
        });
        stream.on("end", () => {
          raw.push(text);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as { port: number }).port;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Affordable <no-reply@affordable.example>",
      dataDir: "/tmp",
      logger: createLogger("silent"),
    });
    const { once, savedSearchId, bulk, ...message } = alertEmail({
      kind: "instant",
      publicUrl: "https://affordable.example",
      supportEmail: "support@affordable.example",
      secret: "s".repeat(64),
      search: { id: "7d1f3c1e-9a4b-4f7e-8a39-2b6f1b1f0c11", name: "Chicago" },
      recipient: { email: "r@example.com", name: "R", locale: "es" },
      listings: [],
      once: "alert:a:b",
    });
    expect([once, savedSearchId, bulk]).toEqual(["alert:a:b", "7d1f3c1e-9a4b-4f7e-8a39-2b6f1b1f0c11", true]);
    // The links' texts end without the colon that introduces the address in the plain text.
    expect(message.html).toContain(">Dejar de recibir estas alertas (un clic, sin iniciar sesión)</a>");
    expect(message.text).toContain("Dejar de recibir estas alertas (un clic, sin iniciar sesión):");
    await mailer.send(message);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // Long header lines are folded (RFC 5322): read them unfolded.
    const headers = raw[0].split("\r\n\r\n")[0].replace(/\r\n[ \t]+/g, " ");
    expect(headers).toMatch(
      /^List-Unsubscribe: <https:\/\/affordable\.example\/es\/unsubscribe\/[^>]+>, <mailto:support@affordable\.example\?subject=unsubscribe%20/m,
    );
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(headers).toContain("Message-ID: <alert.a.b@affordable.example>");
    expect(raw[0]).toContain("Hola, R:");
  });
});

describe.runIf(process.env.TEST_DB_KIND === "postgres")("two app instances on one PostgreSQL", () => {
  let second: DatabaseHandle;
  afterAll(() => second?.close());
  it("match the same listings at once: each pair once, one email", async () => {
    const url = (t.database as DatabaseHandle & { url?: string }).url as string;
    second = await openDatabase({ databaseUrl: url, onIdleConnectionError: () => {} });
    const env = loadEnv({ NODE_ENV: "test", PUBLIC_URL: t.deps.publicUrl, DATA_DIR: t.deps.env.DATA_DIR });
    const deps2 = await createDeps(env, second, createLogger("silent"), { mailTransport: t.mailer });
    try {
      await saveChicago();
      for (let i = 0; i < 10; i++) await matching();
      const [a, b] = await Promise.all([sweepListingMatches(t.deps), sweepListingMatches(deps2)]);
      expect(a.matched + b.matched).toBe(10);
      expect(a.listings + b.listings).toBe(10);
      await Promise.all([t.drainJobs(), deps2.jobs.drain()]);
      expect(t.mailer.sent).toHaveLength(10);
      expect(new Set(t.mailer.sent.map((m) => m.text)).size).toBe(10);
    } finally {
      await deps2.messageEvents.stop();
      await deps2.jobs.stop();
    }
  });
});
