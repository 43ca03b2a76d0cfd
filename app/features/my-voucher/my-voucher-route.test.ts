import { listingFilterToParams } from "@common/listing-filter";
import { parseListingFilter } from "@common/schemas/listing-filter";
import { profiles } from "@server/db/schema/auth";
import { listings } from "@server/db/schema/listings";
import { renterVouchers } from "@server/db/schema/renter-vouchers";
import { createListing, createUser } from "@server/db/seed/factories";
import { isPageCacheCandidate } from "@server/page-cache";
import { createTestApp, signUp, type TestApp } from "@server/test/app";
import { loadPageRoutes, mountPageRoutes } from "@server/test/pages";
import { VOUCHER_COOKIE } from "@server/vouchers/renter-voucher";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * "My voucher" through the real app: a visitor's voucher lives in their own cookie and changes only their
 * own pages; the anonymous page cache never serves or keeps a page made with it; deleting clears it.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  mountPageRoutes(t, await loadPageRoutes());
  const owner = await createUser(t.deps.db, { role: "landlord" });
  // 60614 (Chicago): HUD FY2026 FMR $2,670 for 2 bedrooms.
  for (const [title, price] of [
    ["Fits a two-bedroom voucher", 2_000],
    ["Far above the payment standard", 5_000],
  ] as const) {
    await createListing(t.deps.db, {
      ownerId: owner.id,
      title,
      zipCode: "60614",
      bedrooms: 2,
      priceCents: price * 100,
      acceptsSection8: true,
    });
  }
});
afterAll(() => t.close());

const form = (fields: Record<string, string>, cookie?: string) =>
  t.request("/my-voucher", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

/** A page's loader data (the test app answers with it), and each card's title and verdict. */
const page = async (path: string, cookie?: string) => {
  const res = await t.request(path, cookie ? { headers: { cookie } } : {});
  const data = (await res.json()) as { results: { items: { title: string; voucherFit: unknown }[] } };
  const cards = data.results.items.map((item) => ({ title: item.title, fit: item.voucherFit }));
  return { res, cards, titles: cards.map((card) => card.title) };
};
const noVerdicts = (cards: { fit: unknown }[]) => cards.every((card) => card.fit === null);

const voucherCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${VOUCHER_COOKIE}=`))
    ?.split(";")[0];

describe("a visitor's voucher", () => {
  it("is kept in their own cookie and changes only their pages", async () => {
    // The anonymous page is cached first: it must never show a verdict.
    expect(noVerdicts((await page("/rentals")).cards)).toBe(true);
    const saved = await form({ intent: "save", bedrooms: "2", grossMonthlyIncome: "2000" });
    expect(saved.status).toBe(302);
    const cookie = voucherCookieOf(saved);
    expect(cookie).toBeTruthy();
    expect(await t.deps.db.select().from(renterVouchers)).toEqual([]);

    const mine = await page("/rentals", cookie);
    expect(mine.cards).toEqual(
      expect.arrayContaining([
        { title: "Fits a two-bedroom voucher", fit: { kind: "fits" } },
        { title: "Far above the payment standard", fit: { kind: "over", over: 2330 } },
      ]),
    );
    expect(mine.res.headers.get("cache-control")).toMatch(/private, no-store/);
    // Nobody else gets the verdicts, from the cache or otherwise.
    for (let i = 0; i < 2; i++) expect(noVerdicts((await page("/rentals")).cards)).toBe(true);

    const filtered = await page("/rentals?fitsVoucher=true", cookie);
    expect(filtered.titles).toContain("Fits a two-bedroom voucher");
    expect(filtered.titles).not.toContain("Far above the payment standard");

    // The anonymous page cache neither serves nor keeps a request that carries it.
    const withVoucher = new Request("http://localhost/rentals", { headers: { cookie: cookie ?? "" } });
    expect(isPageCacheCandidate(withVoucher)).toBe(false);

    const deleted = await form({ intent: "delete" }, cookie);
    expect(deleted.status).toBe(302);
    expect(deleted.headers.getSetCookie().join("\n")).toMatch(
      new RegExp(`${VOUCHER_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`),
    );
  });

  it("makes a city page private for a reader with a voucher cookie or a session, shareable for others", async () => {
    const shared = await t.request("/chicago");
    expect(shared.status).toBe(200);
    expect(shared.headers.get("cache-control") ?? "").not.toMatch(/private|no-store/);
    const cookie = voucherCookieOf(await form({ intent: "save", bedrooms: "2" }));
    const mine = await t.request("/chicago", { headers: { cookie: cookie ?? "" } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toMatch(/private, no-store/);
    const renter = await signUp(t, { email: "voucher.city@example.com", role: "renter" });
    const signedIn = await t.request("/chicago", { headers: { cookie: renter.cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toMatch(/private, no-store/);
  });

  it("makes a listing page with the visitor's own verdict private, and leaves the others shareable", async () => {
    const [listing] = await t.deps.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.title, "Fits a two-bedroom voucher"));
    const path = `/rentals/${listing.id}`;
    const shared = await t.request(path);
    expect(shared.status).toBe(200);
    expect((await shared.json()).voucherFit).toBeNull();
    expect(shared.headers.get("cache-control") ?? "").not.toMatch(/private|no-store/);
    const cookie = voucherCookieOf(await form({ intent: "save", bedrooms: "2" }));
    const mine = await t.request(path, { headers: { cookie: cookie ?? "" } });
    expect((await mine.json()).voucherFit).toEqual({ kind: "fits" });
    expect(mine.headers.get("cache-control")).toMatch(/private, no-store/);
    // A signed-in renter's voucher on their profile likewise.
    const renter = await signUp(t, { email: "voucher.page@example.com", role: "renter" });
    const [profile] = await t.deps.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, "voucher.page@example.com"));
    await t.deps.db.insert(renterVouchers).values({ userId: profile.id, bedrooms: 2 });
    const signedIn = await t.request(path, { headers: { cookie: renter.cookie } });
    expect((await signedIn.json()).voucherFit).toEqual({ kind: "fits" });
    expect(signedIn.headers.get("cache-control")).toMatch(/private, no-store/);
  });

  it("refuses bad input with the field's message and sets no cookie", async () => {
    const res = await form({ intent: "save", bedrooms: "12", grossMonthlyIncome: "-5" });
    expect(res.status).toBe(400);
    expect(voucherCookieOf(res)).toBeUndefined();
  });

  it("filters by a size chosen in the URL for anyone (a public search)", async () => {
    const { titles, cards } = await page("/rentals?voucher=2");
    expect(titles).toContain("Fits a two-bedroom voucher");
    expect(titles).not.toContain("Far above the payment standard");
    expect(noVerdicts(cards)).toBe(true);
  });

  it("finds agencies in HUD's directory, and nothing for a bad query", async () => {
    const found = await (await t.request("/my-voucher/agencies?q=chicago%20housing")).json();
    expect(found.agencies.length).toBeGreaterThan(0);
    expect(found.agencies[0]).toMatchObject({ code: expect.stringMatching(/^IL/) });
    for (const q of ["", "%20%20", "x".repeat(500)]) {
      const res = await t.request(`/my-voucher/agencies?q=${q}`);
      expect(res.status).toBe(200);
      expect((await res.json()).agencies).toEqual([]);
    }
    // Control characters are refused before any page runs (the URL guard), never a 500.
    for (const q of ["%00", "%01"]) expect((await t.request(`/my-voucher/agencies?q=${q}`)).status).toBe(400);
  });
});

describe("the filter's URL", () => {
  it("reads any fitsVoucher and voucher value leniently: a size 0-8 or none, never an error", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (fits, size) => {
        const filter = parseListingFilter(new URLSearchParams({ fitsVoucher: fits, voucher: size }));
        expect(
          filter.voucher === null ||
            (Number.isInteger(filter.voucher) && filter.voucher >= 0 && filter.voucher <= 8),
        ).toBe(true);
        expect(parseListingFilter(listingFilterToParams(filter))).toEqual(filter);
      }),
      { seed: 26, numRuns: 500 },
    );
  });
});
