import { PHOTO_MESSAGES } from "@common/photos";
import { createListing } from "@server/db/seed/factories";
import { listPhotos } from "@server/photos/photo-service";
import { createTestApp, signUp, type TestApp } from "@server/test/app";
import { asFile, makeJpeg, makePng } from "@server/test/images";
import { loadPageRoutes, mountPageRoutes } from "@server/test/pages";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The photo page's action through the real middleware (body limit, form guard) and the real pipeline:
 * `/landlord-dashboard/listings/{id}/photos` (who may is in server/authorization-matrix.test.ts).
 */

let t: TestApp;
let cookie: string;
let listingId: string;
let page: string;

beforeAll(async () => {
  t = await createTestApp();
  mountPageRoutes(t, await loadPageRoutes());
  const signedUp = await signUp(t, { email: "photo.landlord@example.com", role: "landlord" });
  cookie = signedUp.cookie;
  const ownerId = (signedUp.json as { user: { id: string } }).user.id;
  listingId = (await createListing(t.deps.db, { ownerId, title: "Photo test" })).id;
  page = `/landlord-dashboard/listings/${listingId}/photos`;
});
afterAll(() => t.close());

function post(body: FormData | URLSearchParams, headers: Record<string, string> = {}) {
  return t.request(page, { method: "POST", headers: { cookie, ...headers }, body });
}

function upload(...files: File[]) {
  const form = new FormData();
  form.append("intent", "upload");
  for (const f of files) form.append("photos", f);
  return form;
}

type Result = { error?: Record<string, string[] | null>; toast?: { title: string } };

describe("the photo page's action", () => {
  it("adds photos from files, without their EXIF or GPS data, and comes back to the page", async () => {
    const gps = await makeJpeg({ gps: true, width: 800, height: 600 });
    expect((await sharp(gps).metadata()).exif).toBeDefined();
    const res = await post(
      upload(asFile(gps, "porch.jpg"), asFile(await makePng(), "kitchen.png", "image/png")),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(page);
    const photos = await listPhotos(t.deps.db, listingId);
    expect(photos).toHaveLength(2);
    const media = await t.request(`/media/${photos[0].prefix}/960.webp`);
    expect(media.status).toBe(200);
    const meta = await sharp(Buffer.from(await media.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
  });

  it("makes a photo the cover", async () => {
    const [first, second] = await listPhotos(t.deps.db, listingId);
    const res = await post(new URLSearchParams({ intent: "cover", photoId: second.id }));
    expect(res.status).toBe(302);
    expect((await listPhotos(t.deps.db, listingId)).map((p) => p.id)).toEqual([second.id, first.id]);
  });

  it.each([
    ["nothing chosen", () => upload(new File([], "")), PHOTO_MESSAGES.none],
    [
      "a PDF renamed .jpg",
      () => upload(asFile(Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj"), "deed.jpg")),
      PHOTO_MESSAGES.wrongType,
    ],
    [
      "an SVG with a script",
      () =>
        upload(
          asFile(
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            "x.jpg",
            "image/svg+xml",
          ),
        ),
      PHOTO_MESSAGES.wrongType,
    ],
    ["a zero-byte file", () => upload(asFile(Buffer.alloc(0), "empty.jpg")), PHOTO_MESSAGES.empty],
    [
      "a 50 MB photo",
      () => upload(asFile(Buffer.alloc(50 * 1024 * 1024, 0xff), "huge.jpg")),
      PHOTO_MESSAGES.tooLarge,
    ],
  ])("refuses %s with a clear message under the field, changing nothing", async (_name, form, message) => {
    const before = await listPhotos(t.deps.db, listingId);
    const res = await post(form());
    expect(res.status).toBe(400);
    const body = (await res.json()) as Result;
    expect(body.error?.photos, JSON.stringify(body)).toEqual([message]);
    expect(body.toast?.title).toBe(message);
    expect(await listPhotos(t.deps.db, listingId)).toEqual(before);
  });

  it("refuses a 13th photo", async () => {
    const have = (await listPhotos(t.deps.db, listingId)).length;
    const png = await makePng(40, 30);
    const files = Array.from({ length: 12 - have }, (_, i) => asFile(png, `p${i}.png`, "image/png"));
    expect((await post(upload(...files))).status).toBe(302);
    const res = await post(upload(asFile(png, "13.png", "image/png")));
    expect(res.status).toBe(400);
    expect(((await res.json()) as Result).error?.photos).toEqual([PHOTO_MESSAGES.tooMany]);
    expect(await listPhotos(t.deps.db, listingId)).toHaveLength(12);
  });

  it("answers an unknown photo with a message, not an error page", async () => {
    const res = await post(
      new URLSearchParams({ intent: "remove", photoId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(res.status).toBe(404);
    expect(((await res.json()) as Result).toast?.title).toBe("This photo doesn't exist.");
  });

  it("answers an upload over the page's body limit with a 413 page that says why", async () => {
    const res = await post(upload(asFile(await makePng(10, 10), "a.png", "image/png")), {
      "content-length": String(200 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("Photos must be 10 MB or smaller");
  });
});

describe("listing a property with its photos (/list-property)", () => {
  function newListing(title: string, ...files: File[]) {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title,
      country: "United States",
      state: "IL",
      city: "Chicago",
      addressLine: "2400 S Wabash Ave",
      price: "950",
      securityDeposit: "950",
      bedrooms: "2",
      bathrooms: "1",
    })) {
      form.append(name, value);
    }
    for (const f of files) form.append("photos", f);
    return t.request("/list-property", { method: "POST", headers: { cookie }, body: form });
  }

  async function listingIdByTitle(title: string) {
    const { listings } = await import("@server/db/schema/listings");
    const { eq } = await import("drizzle-orm");
    const rows = await t.deps.db.select({ id: listings.id }).from(listings).where(eq(listings.title, title));
    return rows.map((r) => r.id);
  }

  it("saves the listing and its photos in the order chosen, the first the cover, without GPS data", async () => {
    const gps = await makeJpeg({ gps: true, width: 800, height: 600 });
    const res = await newListing(
      "Sunny two-bed with photos",
      asFile(gps, "front.jpg"),
      asFile(await makePng(300, 200), "kitchen.png", "image/png"),
      asFile(await makePng(200, 300), "bath.png", "image/png"),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/landlord-dashboard");
    const [id] = await listingIdByTitle("Sunny two-bed with photos");
    const photos = await listPhotos(t.deps.db, id);
    expect(photos.map((p) => [p.width, p.height])).toEqual([
      [800, 600],
      [300, 200],
      [200, 300],
    ]);
    const media = await t.request(`/media/${photos[0].prefix}/480.webp`);
    expect((await sharp(Buffer.from(await media.arrayBuffer())).metadata()).exif).toBeUndefined();
  });

  it("refuses a listing whose photos hold a PDF: the message under the photo field, no listing saved", async () => {
    const res = await newListing(
      "Listing with a bad photo",
      asFile(await makePng(), "ok.png", "image/png"),
      asFile(Buffer.from("%PDF-1.7\n1 0 obj"), "deed.jpg"),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as Result).error?.photos).toEqual([PHOTO_MESSAGES.wrongType]);
    expect(await listingIdByTitle("Listing with a bad photo")).toEqual([]);
  });

  it("refuses 13 photos before saving anything", async () => {
    const png = await makePng(20, 20);
    const files = Array.from({ length: 13 }, (_, i) => asFile(png, `p${i}.png`, "image/png"));
    const res = await newListing("Thirteen photos", ...files);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Result).error?.photos).toEqual([PHOTO_MESSAGES.tooMany]);
    expect(await listingIdByTitle("Thirteen photos")).toEqual([]);
  });
});

describe("cards", () => {
  it("carry the cover photo's prefix", async () => {
    const { getPublicListing } = await import("@server/listings/listing-service");
    const listing = await getPublicListing(t.deps.db, listingId);
    const [cover] = await listPhotos(t.deps.db, listingId);
    expect(listing?.coverPhoto).toBe(cover.prefix);
    const { searchListings } = await import("@server/listings/search-service");
    const { parseListingFilter } = await import("@common/schemas/listing-filter");
    const found = await searchListings(
      t.deps.db,
      parseListingFilter(new URLSearchParams({ city: listing?.city ?? "" })),
    );
    expect(found.items.find((i) => i.id === listingId)?.coverPhoto).toBe(cover.prefix);
  });
});
