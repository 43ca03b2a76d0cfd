import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "../../common/photos";
import type { SessionUser } from "../auth/session";
import type { DatabaseHandle } from "../db/client";
import { createListing, createUser } from "../db/seed/factories";
import { isAppError } from "../errors";
import { createDiskStorage } from "../integrations/storage/disk-storage";
import type { FileStorage } from "../integrations/storage/storage";
import { createTestDatabase } from "../test/database";
import { asFile, makeJpeg, makePng } from "../test/images";
import { mediaRoutes } from "./media";
import { addPhotos, listPhotos, movePhoto, removePhoto } from "./photo-service";
import { detectImageType, processPhoto } from "./pipeline";

let database: DatabaseHandle;
let storage: FileStorage;
let dir: string;
let landlord: SessionUser;
let other: SessionUser;
let renter: SessionUser;

const session = (u: { id: string; email: string; fullName: string; role: SessionUser["role"] }) => ({
  id: u.id,
  email: u.email,
  fullName: u.fullName,
  phone: null,
  role: u.role,
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

beforeAll(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "affordable-photos-"));
  storage = createDiskStorage(dir);
  landlord = session(await createUser(database.db, { role: "landlord" }));
  other = session(await createUser(database.db, { role: "landlord" }));
  renter = session(await createUser(database.db, { role: "renter" }));
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

describe("photo service", () => {
  it("adds, reorders and removes the owner's photos, served under /media with long cache headers", async () => {
    const listing = await createListing(database.db, { ownerId: landlord.id });
    const deps = { db: database.db, storage };
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
    const deps = { db: database.db, storage };
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
    const deps = { db: database.db, storage };
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
