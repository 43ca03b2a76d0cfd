import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, PHOTO_MESSAGES } from "../../common/photos";
import type { SessionUser } from "../auth/session";
import type { DatabaseHandle } from "../db/client";
import { createListing, createUser } from "../db/seed/factories";
import { createDiskStorage } from "../integrations/storage/disk-storage";
import type { FileStorage } from "../integrations/storage/storage";
import { createRateLimiter, type RateLimiter, rateLimitRules } from "../rate-limits/limiter";
import { createTestDatabase } from "../test/database";
import { asFile, makeJpeg, makePng } from "../test/images";
import { refusal } from "../test/refusal";
import { createSlots, imageSlots } from "./image-slots";
import { mediaRoutes } from "./media";
import { addPhotos, listPhotos, movePhoto, removePhoto } from "./photo-service";
import { detectImageType, processPhoto } from "./pipeline";

let database: DatabaseHandle;
let storage: FileStorage;
let dir: string;
let landlord: SessionUser;
let other: SessionUser;
let renter: SessionUser;
let rateLimiter: RateLimiter;

const session = (u: { id: string; email: string; fullName: string; role: SessionUser["role"] }) => ({
  id: u.id,
  email: u.email,
  fullName: u.fullName,
  phone: null,
  role: u.role,
});

beforeAll(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "affordable-photos-"));
  storage = createDiskStorage(dir);
  landlord = session(await createUser(database.db, { role: "landlord" }));
  other = session(await createUser(database.db, { role: "landlord" }));
  renter = session(await createUser(database.db, { role: "renter" }));
  rateLimiter = createRateLimiter(database.db, rateLimitRules(10));
});

afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("photo pipeline", () => {
  it("detects the type from the bytes", async () => {
    expect(detectImageType(await makeJpeg())).toBe("jpeg");
    expect(detectImageType(await makePng())).toBe("png");
    expect(detectImageType(Buffer.from("%PDF-1.7\n..."))).toBeNull();
    expect(
      detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>')),
    ).toBeNull();
    expect(detectImageType(Buffer.from("\0\0\0\x18ftypheic\0\0\0\0", "latin1"))).toBe("heic");
  });

  it("strips EXIF and GPS, applies the orientation and makes WebP sizes plus a 1200x630 social JPEG", async () => {
    const original = await makeJpeg({ width: 2000, height: 1000, gps: true, orientation: 6 });
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from("GPS 9000"))).toBe(true);
    const out = await processPhoto(original);
    // Orientation 6 is a quarter turn: the upright photo is portrait.
    expect({ width: out.width, height: out.height }).toEqual({ width: 1000, height: 2000 });
    for (const [w, buffer] of Object.entries(out.sizes)) {
      const meta = await sharp(buffer).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(Math.min(Number(w), 1000));
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(buffer.includes(Buffer.from("GPS 9000"))).toBe(false);
    }
    const social = await sharp(out.social).metadata();
    expect([social.format, social.width, social.height, social.exif]).toEqual(["jpeg", 1200, 630, undefined]);
  });

  it("refuses what is not a photo, an empty file and one over 10 MB", async () => {
    await expect(refusal(processPhoto(Buffer.alloc(0)))).resolves.toEqual({
      code: "BAD_REQUEST",
      message: PHOTO_MESSAGES.empty,
    });
    await expect(refusal(processPhoto(Buffer.from("%PDF-1.4 renamed.jpg")))).resolves.toMatchObject({
      message: PHOTO_MESSAGES.wrongType,
    });
    const big = Buffer.concat([await makeJpeg(), Buffer.alloc(MAX_PHOTO_BYTES)]);
    await expect(refusal(processPhoto(big))).resolves.toMatchObject({ message: PHOTO_MESSAGES.tooLarge });
    // JPEG magic followed by junk (a polyglot or a truncated file): it must decode, or it is refused.
    const junk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<?php echo 1; ?>")]);
    await expect(refusal(processPhoto(junk))).resolves.toMatchObject({ message: PHOTO_MESSAGES.unreadable });
    await expect(
      refusal(processPhoto(Buffer.from("\0\0\0\x18ftypheic\0\0\0\0", "latin1"))),
    ).resolves.toMatchObject({ message: PHOTO_MESSAGES.heic });
  });
});

/** A PNG of compressed zeros: a few hundred KB that claim `width` × `height` pixels. */
function zeroPng(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#000" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

describe("decompression bombs and decoding cost", () => {
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await zeroPng(9999, 9999);
  });

  it("refuses a 9,999 x 9,999 PNG of zeros from its header, with a clear message, before decoding", async () => {
    expect(bomb.length).toBeLessThan(400 * 1024);
    expect(9999 * 9999).toBeGreaterThan(MAX_PHOTO_PIXELS);
    await expect(refusal(processPhoto(bomb))).resolves.toEqual({
      code: "BAD_REQUEST",
      message: PHOTO_MESSAGES.tooManyPixels,
    });
  });

  it("keeps memory within 200 MB of idle while 3 uploads of 12 bombs each are refused at once", async () => {
    const listing = await createListing(database.db, { ownerId: landlord.id });
    const deps = { db: database.db, storage, rateLimiter };
    // Sampled on every turn of the event loop while the uploads run (no timing is asserted).
    const idle = process.memoryUsage().rss;
    let peak = idle;
    let running = true;
    const sample = async () => {
      while (running) {
        peak = Math.max(peak, process.memoryUsage().rss);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const sampling = sample();
    const upload = () =>
      refusal(
        addPhotos(
          deps,
          landlord,
          listing.id,
          Array.from({ length: 12 }, (_, i) => asFile(bomb, `${i}.png`, "image/png")),
        ),
      );
    const results = await Promise.all([upload(), upload(), upload()]);
    running = false;
    await sampling;
    expect(results.map((r) => r.message)).toEqual(Array(3).fill(PHOTO_MESSAGES.tooManyPixels));
    const growth = Math.round((peak - idle) / 2 ** 20);
    console.info(
      `3 uploads × 12 bombs refused: RSS ${Math.round(idle / 2 ** 20)} MB idle, peak +${growth} MB`,
    );
    expect(growth).toBeLessThan(200);
    expect(await listPhotos(database.db, listing.id)).toEqual([]);
  });

  it("decodes at most two images at once in this process; the others wait their turn", async () => {
    const jpeg = await makeJpeg({ width: 64, height: 48 });
    const runs = Array.from({ length: 5 }, () => processPhoto(jpeg));
    // A free slot is taken before processPhoto returns: two run, three wait.
    expect([imageSlots.active, imageSlots.waiting]).toEqual([2, 3]);
    await Promise.all(runs);
    expect([imageSlots.active, imageSlots.waiting]).toEqual([0, 0]);
  });

  it("slots: a queued task starts when one ends, in order, and a failing task frees its slot", async () => {
    const slots = createSlots(1);
    const order: string[] = [];
    let finishFirst = () => {};
    const first = slots.run(
      () =>
        new Promise<void>((resolve) => {
          order.push("first");
          finishFirst = resolve;
        }),
    );
    const failing = slots.run(async () => {
      order.push("failing");
      throw new Error("broken file");
    });
    const third = slots.run(async () => {
      order.push("third");
    });
    expect([slots.active, slots.waiting, order]).toEqual([1, 2, ["first"]]);
    finishFirst();
    await first;
    await expect(failing).rejects.toThrow("broken file");
    await third;
    expect(order).toEqual(["first", "failing", "third"]);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it("counts each file against the landlord's hourly allowance, refused before anything is decoded", async () => {
    const first = session(await createUser(database.db, { role: "landlord" }));
    const second = session(await createUser(database.db, { role: "landlord" }));
    const listing = await createListing(database.db, { ownerId: first.id });
    const small = createRateLimiter(database.db, {
      ...rateLimitRules(10),
      imageUpload: { limit: 3, windowSeconds: 3600 },
    });
    const deps = { db: database.db, storage, rateLimiter: small };
    const jpeg = await makeJpeg({ width: 64, height: 48 });
    const files = (n: number) => Array.from({ length: n }, (_, i) => asFile(jpeg, `${i}.jpg`));
    expect(await addPhotos(deps, first, listing.id, files(2))).toHaveLength(2);
    await expect(refusal(addPhotos(deps, first, listing.id, files(2)))).resolves.toEqual({
      code: "RATE_LIMITED",
      message: PHOTO_MESSAGES.tooManyUploads,
    });
    expect(await listPhotos(database.db, listing.id)).toHaveLength(2);
    // Another landlord has their own allowance.
    const theirs = await createListing(database.db, { ownerId: second.id });
    expect(await addPhotos(deps, second, theirs.id, files(3))).toHaveLength(3);
  });
});

describe("photo service", () => {
  it("adds, reorders and removes the owner's photos, served under /media with long cache headers", async () => {
    const listing = await createListing(database.db, { ownerId: landlord.id });
    const deps = { db: database.db, storage, rateLimiter };
    const added = await addPhotos(deps, landlord, listing.id, [
      asFile(await makeJpeg({ gps: true, colour: "#ff0000" }), "a.jpg"),
      asFile(await makePng(), "b.png", "image/png"),
      asFile(await makeJpeg({ colour: "#0000ff" }), "c.jpg"),
    ]);
    expect(added.map((p) => p.width)).toEqual([640, 300, 640]);
    await movePhoto(database.db, landlord, listing.id, added[2].id, "cover");
    await movePhoto(database.db, landlord, listing.id, added[0].id, "down");
    expect((await listPhotos(database.db, listing.id)).map((p) => p.id)).toEqual([
      added[2].id,
      added[1].id,
      added[0].id,
    ]);

    const media = mediaRoutes({ storage });
    const res = await media.request(`/media/${added[0].prefix}/480.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toBe("image/webp");
    const served = Buffer.from(await res.arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    expect(served.includes(Buffer.from("GPS 9000"))).toBe(false);

    await removePhoto(deps, landlord, listing.id, added[2].id);
    expect((await listPhotos(database.db, listing.id)).map((p) => p.id)).toEqual([added[1].id, added[0].id]);
    expect((await media.request(`/media/${added[2].prefix}/480.webp`)).status).toBe(404);
  });

  it("media serves photo keys only: no private file, no traversal", async () => {
    await storage.put("private", "docs/abc.pdf", Buffer.from("%PDF"), "application/pdf");
    const media = mediaRoutes({ storage });
    for (const url of [
      "/media/docs/abc.pdf",
      "/media/../private/docs/abc.pdf",
      "/media/photos/x/..%2f..%2fprivate/480.webp",
      "/media/private/docs/abc.pdf",
    ]) {
      expect((await media.request(url)).status).toBe(404);
    }
  });

  it("refuses a 13th photo, someone else's listing and a renter, saving nothing", async () => {
    const listing = await createListing(database.db, { ownerId: landlord.id });
    const deps = { db: database.db, storage, rateLimiter };
    const jpeg = await makeJpeg({ width: 64, height: 48 });
    const twelve = Array.from({ length: 12 }, (_, i) => asFile(jpeg, `${i}.jpg`));
    await addPhotos(deps, landlord, listing.id, twelve);
    await expect(refusal(addPhotos(deps, landlord, listing.id, [asFile(jpeg, "13.jpg")]))).resolves.toEqual({
      code: "BAD_REQUEST",
      message: PHOTO_MESSAGES.tooMany,
    });
    await expect(refusal(addPhotos(deps, other, listing.id, [asFile(jpeg, "x.jpg")]))).resolves.toMatchObject(
      {
        code: "FORBIDDEN",
      },
    );
    await expect(
      refusal(addPhotos(deps, renter, listing.id, [asFile(jpeg, "x.jpg")])),
    ).resolves.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(refusal(addPhotos(deps, null, listing.id, [asFile(jpeg, "x.jpg")]))).resolves.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect(await listPhotos(database.db, listing.id)).toHaveLength(12);
  });

  it("a batch with one bad file saves none of it", async () => {
    const listing = await createListing(database.db, { ownerId: landlord.id });
    const deps = { db: database.db, storage, rateLimiter };
    const error = await refusal(
      addPhotos(deps, landlord, listing.id, [
        asFile(await makeJpeg(), "ok.jpg"),
        asFile(Buffer.from("<svg onload=alert(1)>"), "evil.svg", "image/svg+xml"),
      ]),
    );
    expect(error.message).toBe(PHOTO_MESSAGES.wrongType);
    expect(await listPhotos(database.db, listing.id)).toEqual([]);
  });
});
