import { createListing, createUser } from "@server/db/seed/factories";
import { createTestApp, type TestApp, testRequestContext } from "@server/test/app";
import { saveRenterVoucher } from "@server/vouchers/renter-voucher";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageMessages } from "~/lib/i18n.server";
import { withHomeVoucherFit } from "./home-voucher.server";

/**
 * The home page's cards carry the verdict for the reader's own voucher, as /rentals' cards do, and the page
 * is then private; a visitor without a voucher gets the page as it was (the shared, cacheable one).
 */
let t: TestApp;
type Card = { id: string; title: string; priceCents: number; bedrooms: number | null };
let fits: Card;
let over: Card;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.deps.db, { role: "landlord" });
  // 60614 (Chicago): HUD FY2026 FMR $2,670 for 2 bedrooms.
  const make = (title: string, dollars: number) =>
    createListing(t.deps.db, {
      ownerId: owner.id,
      title,
      zipCode: "60614",
      bedrooms: 2,
      priceCents: dollars * 100,
    });
  fits = await make("Fits", 2_000);
  over = await make("Over", 5_000);
});
afterAll(() => t.close());

const home = (featured: Promise<Card[]>, near: Promise<Card[] | null>) => ({
  messages: pageMessages("en", "home", "cards"),
  featuredListings: featured,
  rentalsNearYou: near,
});
const pick = ({ id, title, priceCents, bedrooms }: Card) => ({ id, title, priceCents, bedrooms });

describe("the home page's cards and the reader's voucher", () => {
  it("are left as they were, and the page shareable, without a voucher", async () => {
    const page = home(Promise.resolve([pick(fits)]), Promise.resolve(null));
    const result = await withHomeVoucherFit(page, {
      request: new Request("http://localhost/"),
      context: testRequestContext(t.deps),
    });
    expect(result.init?.headers).toBeUndefined();
    expect(result.data).toBe(page);
    expect(await result.data.featuredListings).toEqual([pick(fits)]);
  });

  it("carry the verdict for a visitor's cookie voucher, one query for both lists, and the page is private", async () => {
    const { setCookie } = await saveRenterVoucher(t.deps, null, { bedrooms: 2 });
    const request = new Request("http://localhost/", {
      headers: { cookie: (setCookie ?? "").split(";")[0] },
    });
    const result = await withHomeVoucherFit(
      home(Promise.resolve([pick(fits)]), Promise.resolve([pick(over), pick(fits)])),
      { request, context: testRequestContext(t.deps) },
    );
    expect(new Headers(result.init?.headers).get("cache-control")).toBe("private, no-store");
    expect(await result.data.featuredListings).toEqual([{ ...pick(fits), voucherFit: { kind: "fits" } }]);
    expect(await result.data.rentalsNearYou).toEqual([
      { ...pick(over), voucherFit: { kind: "over", over: 2330 } },
      { ...pick(fits), voucherFit: { kind: "fits" } },
    ]);
    expect(result.data.messages).toEqual([
      pageMessages("en", "home", "cards"),
      pageMessages("en", "voucherFit"),
    ]);
  });

  it("let a list that failed fail alone", async () => {
    const { setCookie } = await saveRenterVoucher(t.deps, null, { bedrooms: 2 });
    const request = new Request("http://localhost/", {
      headers: { cookie: (setCookie ?? "").split(";")[0] },
    });
    const failed = Promise.reject(new Error("market data down"));
    failed.catch(() => {});
    const result = await withHomeVoucherFit(home(failed, Promise.resolve([pick(over)])), {
      request,
      context: testRequestContext(t.deps),
    });
    await expect(result.data.featuredListings).rejects.toThrow("market data down");
    expect(await result.data.rentalsNearYou).toEqual([
      { ...pick(over), voucherFit: { kind: "over", over: 2330 } },
    ]);
  });
});
