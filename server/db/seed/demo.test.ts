import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CITY_PAGES } from "../../../common/city-pages";
import { AFFORDABLE_MAX_RENT_DOLLARS } from "../../../common/constants";
import { campaignStage } from "../../../common/rent-party-rules";
import { createApp } from "../../app";
import { milesBetween, usCityCentroid, zipCentroid } from "../../integrations/geo/zip-centroids";
import { createTestApp, type TestApp } from "../../test/app";
import { isDatabaseEmpty } from "../client";
import { listingPhotos } from "../schema/verification";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from "./demo";
import { seedDemoPhotos } from "./demo-photos";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo data", () => {
  it("fills an empty database with listings in all 12 cities, campaigns and messages", async () => {
    expect(await isDatabaseEmpty(t.deps.db)).toBe(true);
    const summary = await seedDemoData(t.deps.db, { storage: t.deps.storage });
    expect(summary.listings).toBeGreaterThanOrEqual(48);
    expect(summary.pendingRequests).toBe(1);

    // Verification: the demo landlord is verified with the approval on record; another waits for review
    // (its two PDFs are in private storage); the rest are not verified.
    const verified = await t.deps.db.execute<{ email: string; approvals: number }>(sql`select p.email,
      (select count(*)::int from verification_decisions d where d.landlord_id = p.id and d.action = 'approve') as approvals
      from profiles p where p.verified_at is not null`);
    expect(verified.rows).toEqual([{ email: DEMO_ACCOUNTS.landlord.email, approvals: 1 }]);
    const pending = await t.deps.db.execute<{ document_key: string; email: string; listings: number }>(
      sql`select r.document_key, p.email, (select count(*)::int from verification_request_listings l
        where l.request_id = r.id) as listings
        from verification_requests r join profiles p on p.id = r.landlord_id where r.status = 'pending'`,
    );
    expect(pending.rows).toHaveLength(1);
    expect(pending.rows[0].email).toBe("grace.landlord@affordable.example");
    expect(pending.rows[0].listings).toBeGreaterThan(0);
    const pdf = await t.deps.storage.get("private", pending.rows[0].document_key);
    expect(pdf?.body.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await isDatabaseEmpty(t.deps.db)).toBe(false);

    const cities = await t.deps.db.execute<{ city: string }>(sql`select distinct city from listings`);
    expect(cities.rows.map((r) => r.city)).toEqual(expect.arrayContaining(CITY_PAGES.map((c) => c.city)));

    const stats = await t.deps.db.execute<Record<string, number>>(sql`select
      count(*) filter (where bedrooms = 0)::int as studios,
      count(*) filter (where accepts_section_8)::int as section8,
      count(*) filter (where price_cents <= 100000)::int as affordable,
      count(*) filter (where featured)::int as featured
      from listings`);
    const s = stats.rows[0];
    expect(s.studios).toBeGreaterThan(0);
    expect(s.section8).toBeGreaterThan(0);
    expect(s.affordable).toBeGreaterThan(0);
    expect(s.featured).toBeGreaterThan(0);

    const parties = await t.deps.db.execute<{ verified: boolean; n: number }>(
      sql`select verified, count(*)::int as n from rent_parties group by verified`,
    );
    expect(parties.rows.find((r) => r.verified)?.n).toBeGreaterThan(0);
    expect(parties.rows.find((r) => !r.verified)?.n).toBeGreaterThan(0);

    // Amount raised equals the sum of counted donations.
    const mismatched = await t.deps.db.execute(sql`select p.id from rent_parties p
      where p.amount_raised_cents <> coalesce((select sum(d.amount_cents) from donations d
        where d.rent_party_id = p.id and d.counted_at is not null), 0)`);
    expect(mismatched.rows).toHaveLength(0);

    const messages = await t.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from messages`);
    expect(messages.rows[0].n).toBeGreaterThan(0);

    // The demo landlord has applications to show, and the demo renter has one.
    const applied = await t.deps.db.execute<{
      owner: string;
      renter: string;
    }>(sql`select o.email as owner, r.email as renter
      from applications a join listings l on l.id = a.listing_id
      join profiles o on o.id = l.owner_id join profiles r on r.id = a.renter_id`);
    expect(
      applied.rows.filter((r) => r.owner === DEMO_ACCOUNTS.landlord.email).length,
    ).toBeGreaterThanOrEqual(2);
    expect(applied.rows.some((r) => r.renter === DEMO_ACCOUNTS.renter.email)).toBe(true);
  });

  it("looks like the product's purpose: mostly affordable, every city page filled, real neighbours", async () => {
    const prices = await t.deps.db.execute<{
      total: number;
      affordable: number;
    }>(sql`select count(*)::int as total,
      count(*) filter (where price_cents <= ${AFFORDABLE_MAX_RENT_DOLLARS * 100})::int as affordable from listings`);
    const { total, affordable } = prices.rows[0];
    expect(affordable * 2, `${affordable} of ${total} listings at or under $1,000`).toBeGreaterThanOrEqual(
      total,
    );

    // Every city page has listings of its own city (as the page matches them), not just of its state.
    for (const page of CITY_PAGES) {
      const own = await t.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from listings
        where status = 'active' and lower(city) like ${`%${page.city.toLowerCase()}%`}`);
      expect(own.rows[0].n, page.city).toBeGreaterThanOrEqual(3);
    }

    // Nearby areas: Chicago has suburbs with listings, each within 15 miles.
    const chicago = await usCityCentroid("Chicago", "IL");
    const neighbours = await t.deps.db.execute<{
      city: string;
      zip_code: string;
    }>(sql`select distinct city, zip_code
      from listings where state = 'IL' and city <> 'Chicago'`);
    expect(new Set(neighbours.rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(2);
    for (const row of neighbours.rows) {
      const at = await zipCentroid("United States", row.zip_code);
      expect(at, row.zip_code).not.toBeNull();
      if (chicago && at) expect(milesBetween(chicago, at), row.city).toBeLessThan(15);
    }
  });

  it("has Rent Parties in several cities, one at each stage of a campaign's life, in the real order", async () => {
    const rows = await t.deps.db.execute<{
      title: string;
      city: string;
      verified: boolean;
      is_active: boolean;
      landlord_status: "pending" | "confirmed" | "disputed";
      goal_amount_cents: number;
      amount_owed_cents: number | null;
      amount_raised_cents: number;
      paid_out_cents: number;
      answered_at: Date | null;
      verified_at: Date | null;
      created_at: Date;
      first_donation: Date | null;
      last_donation: Date | null;
      first_payout: Date | null;
    }>(sql`select p.title, p.city, p.verified, p.is_active, p.landlord_status, p.goal_amount_cents,
      p.amount_owed_cents, p.amount_raised_cents, p.landlord_answered_at as answered_at, p.verified_at, p.created_at,
      coalesce((select sum(o.amount_cents) from payouts o where o.rent_party_id = p.id), 0)::int as paid_out_cents,
      (select min(d.counted_at) from donations d where d.rent_party_id = p.id) as first_donation,
      (select max(d.counted_at) from donations d where d.rent_party_id = p.id) as last_donation,
      (select min(o.sent_at) from payouts o where o.rent_party_id = p.id) as first_payout
      from rent_parties p`);
    const parties = rows.rows.map((r) => ({
      ...r,
      stage: campaignStage({
        verified: r.verified,
        isActive: r.is_active,
        landlordStatus: r.landlord_status,
        goalAmountCents: r.goal_amount_cents,
        amountOwedCents: r.amount_owed_cents,
        amountRaisedCents: r.amount_raised_cents,
        paidOutCents: r.paid_out_cents,
      }),
    }));
    const stages = new Set(parties.map((p) => p.stage));
    for (const stage of ["waiting_for_landlord", "under_review", "live", "funded", "paid"] as const) {
      expect(stages, stage).toContain(stage);
    }
    // Live campaigns (the public lists show these) in several cities, Chicago among them.
    const liveCities = new Set(parties.filter((p) => p.stage === "live").map((p) => p.city));
    expect(liveCities.size).toBeGreaterThanOrEqual(4);
    expect(liveCities).toContain("Chicago");

    const time = (d: Date | string | null) => (d ? new Date(d).getTime() : Number.NaN);
    for (const p of parties) {
      if (p.stage === "waiting_for_landlord") {
        expect(p.answered_at, p.title).toBeNull();
        expect(p.verified, p.title).toBe(false);
      }
      // Verified only after the landlord confirmed; donations only once live; payouts after donations.
      if (p.verified) {
        expect(p.landlord_status, p.title).toBe("confirmed");
        expect(p.amount_owed_cents, p.title).toBeGreaterThan(0);
        expect(time(p.answered_at), p.title).toBeGreaterThan(time(p.created_at));
        expect(time(p.answered_at), p.title).toBeLessThan(time(p.verified_at));
      } else {
        expect(p.first_donation, p.title).toBeNull();
      }
      if (p.first_donation) expect(time(p.first_donation), p.title).toBeGreaterThan(time(p.verified_at));
      if (p.first_payout) expect(time(p.first_payout), p.title).toBeGreaterThan(time(p.last_donation));
      for (const at of [p.answered_at, p.verified_at, p.last_donation, p.first_payout]) {
        if (at) expect(time(at), p.title).toBeLessThanOrEqual(Date.now());
      }
    }
  });

  it("gives the listings shown first real photos, drawn at seed time and stored through the pipeline", async () => {
    const started = performance.now();
    const summary = await seedDemoPhotos(t.deps.db, t.deps.storage, DEMO_ACCOUNTS.landlord.email);
    const ms = performance.now() - started;
    expect(summary.listingsWithPhotos).toBeGreaterThanOrEqual(5);
    expect(summary.listingsWithPhotos).toBeLessThanOrEqual(12);
    expect(summary.photos).toBeGreaterThan(summary.listingsWithPhotos);
    console.log(`demo photos: ${summary.photos} photos in ${Math.round(ms)} ms`);
    const [cover] = await t.deps.db
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.position, 0))
      .limit(1);
    const res = await t.request(`/media/${cover.storagePrefix}/480.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // The demo landlord's first listing has photos (the photo manager is not empty in the demo).
    const own = await t.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from listing_photos p
      join listings l on l.id = p.listing_id join profiles o on o.id = l.owner_id where o.email = ${DEMO_ACCOUNTS.landlord.email}`);
    expect(own.rows[0].n).toBeGreaterThan(0);
  });

  it("lets each demo account sign in with its role", async () => {
    const app = createApp(t.deps);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const res = await app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: t.deps.env.PUBLIC_URL },
        body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
      });
      expect(res.status, account.email).toBe(200);
      expect((await res.json()).user.role).toBe(account.role);
    }
  });
});
