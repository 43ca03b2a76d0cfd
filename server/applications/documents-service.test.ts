import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_PROFILE_MESSAGES as M, MAX_RENTER_DOCUMENTS } from "../../common/application-profile";
import type { SessionUser } from "../auth/session";
import {
  applicationProfileViews,
  renterApplicationProfiles,
  renterDocuments,
} from "../db/schema/applications";
import { applications } from "../db/schema/listings";
import { demoPdf } from "../db/seed/demo-verification";
import { createListing, createUser } from "../db/seed/factories";
import { createS3Storage } from "../integrations/storage/s3-storage";
import type { FileStorage } from "../integrations/storage/storage";
import { appPerFile, createTestApp, type TestApp } from "../test/app";
import { makeJpeg, makePng } from "../test/images";
import { expectAppError, sessionOf } from "../test/messaging";
import { deleteOwnDocument, getDocumentFile, listOwnDocuments, uploadDocument } from "./documents-service";
import { deleteOwnProfile, getOwnProfile, listOwnProfileViews, saveOwnProfile } from "./profile-service";
import { buildProfileSnapshot } from "./profile-snapshot";

let t: TestApp;
appPerFile(
  async () => ({ t: await createTestApp() }),
  (made) => {
    ({ t } = made);
  },
);

let s3rver: S3rver;
let s3Endpoint = "";
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "affordable-renter-docs-"));
beforeAll(async () => {
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: "affordable-test" }],
  });
  const address = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3rver.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

const PDF = demoPdf(["Pay stub, November"]);
const pdfFile = (name = "stub.pdf") => new File([new Uint8Array(PDF)], name, { type: "application/pdf" });

async function person(role: "renter" | "landlord" | "admin") {
  return sessionOf(await createUser(t.deps.db, { role }));
}

async function applyTo(
  renter: SessionUser,
  landlord: SessionUser,
  values: Partial<typeof applications.$inferInsert> = {},
) {
  const listing = await createListing(t.deps.db, {
    ownerId: landlord.id,
    title: `Home of ${landlord.fullName}`,
  });
  const [application] = await t.deps.db
    .insert(applications)
    .values({ listingId: listing.id, renterId: renter.id, ...values })
    .returning();
  return { listing, application };
}

const storages: [string, () => FileStorage][] = [
  ["disk", () => t.deps.storage],
  [
    "s3 (s3rver)",
    () =>
      createS3Storage({
        endpoint: s3Endpoint,
        bucket: "affordable-test",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        region: "us-east-1",
        forcePathStyle: true,
      }),
  ],
];

describe("the application profile", () => {
  it("is saved, replaced and read by its renter only", async () => {
    const renter = await person("renter");
    expect(await getOwnProfile(t.deps.db, renter)).toBeNull();
    await saveOwnProfile(t.deps.db, renter, {
      adults: "2",
      children: "1",
      incomeSources: ["voucher"],
      voucherAgency: "CHA",
    });
    let profile = await getOwnProfile(t.deps.db, renter);
    expect(profile).toMatchObject({
      adults: 2,
      children: 1,
      incomeSources: ["voucher"],
      voucherAgency: "CHA",
    });
    await saveOwnProfile(t.deps.db, renter, { adults: "1", about: "Quiet." });
    profile = await getOwnProfile(t.deps.db, renter);
    expect(profile).toMatchObject({
      adults: 1,
      children: 0,
      incomeSources: [],
      voucherAgency: null,
      about: "Quiet.",
    });
    for (const someone of [await person("landlord"), await person("admin"), null]) {
      await expect(getOwnProfile(t.deps.db, someone)).rejects.toThrow();
      await expect(saveOwnProfile(t.deps.db, someone, { adults: "1" })).rejects.toThrow();
    }
  });

  it("refuses bad input with the field's message and changes nothing", async () => {
    const renter = await person("renter");
    await saveOwnProfile(t.deps.db, renter, { adults: "3" });
    const error = await expectAppError(
      saveOwnProfile(t.deps.db, renter, { adults: "0", pets: "a\u0000b" }),
      "BAD_REQUEST",
    );
    expect(error.fieldErrors).toMatchObject({ adults: M.atLeastOneAdult });
    expect((await getOwnProfile(t.deps.db, renter))?.adults).toBe(3);
  });

  it("builds the snapshot an application carries (null without a profile)", async () => {
    const renter = await person("renter");
    expect(await buildProfileSnapshot(t.deps.db, renter.id)).toBeNull();
    await saveOwnProfile(t.deps.db, renter, {
      adults: "2",
      monthlyIncome: "1800",
      incomeSources: ["job", "voucher"],
      voucherBedrooms: "2",
      voucherExpiresOn: "2027-05-01",
      previousLandlordName: "Pat",
    });
    await uploadDocument(t.deps, renter, { kind: "voucher", file: pdfFile("voucher.pdf") });
    const snapshot = await buildProfileSnapshot(t.deps.db, renter.id);
    expect(snapshot).toMatchObject({
      version: 1,
      adults: 2,
      children: 0,
      monthlyIncome: 1800,
      incomeSources: ["job", "voucher"],
      voucher: { agency: null, bedrooms: 2, expiresOn: "2027-05-01" },
      previousLandlord: { name: "Pat", contact: null },
      documents: [{ kind: "voucher", fileName: "voucher.pdf", contentType: "application/pdf" }],
    });
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
  });
});

describe.each(storages)("documents on %s storage", (_name, storage) => {
  const deps = () => ({ db: t.deps.db, storage: storage(), rateLimiter: t.deps.rateLimiter });

  it("stores PDF, JPEG and PNG privately by their bytes, lists them, serves them to the renter", async () => {
    const renter = await person("renter");
    const pdf = await uploadDocument(deps(), renter, {
      kind: "pay_stub",
      file: pdfFile("../../etc/stub\u0000.pdf"),
    });
    expect(pdf.fileName).toBe("stub.pdf");
    // A real JPEG named .png is fine: the type comes from the bytes.
    await uploadDocument(deps(), renter, {
      kind: "id",
      file: new File([new Uint8Array(await makeJpeg())], "id.png"),
    });
    await uploadDocument(deps(), renter, {
      kind: "other",
      file: new File([new Uint8Array(await makePng())], "x.png"),
    });
    const listed = await listOwnDocuments(t.deps.db, renter);
    expect(listed.map((d) => d.contentType).sort()).toEqual(["application/pdf", "image/jpeg", "image/png"]);
    const [row] = await t.deps.db.select().from(renterDocuments).where(eq(renterDocuments.id, pdf.id));
    expect(row.storageKey).toMatch(/^renter-documents\/[0-9a-f]{32}\.pdf$/);
    expect(await deps().storage.get("public", row.storageKey)).toBeNull();
    const file = await getDocumentFile(deps(), renter, pdf.id);
    expect(Buffer.compare(file.body, PDF)).toBe(0);
    expect(file.contentType).toBe("application/pdf");
  });

  it("refuses what is not a PDF, JPEG or PNG, an empty, a broken or a too-large file: nothing stored", async () => {
    const renter = await person("renter");
    const cases: [File, string][] = [
      [
        new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "stub.pdf", { type: "application/pdf" }),
        M.wrongType,
      ],
      [new File(["GIF89a......"], "id.png"), M.wrongType],
      [new File([], "empty.pdf"), M.empty],
      [new File(["%PDF-1.7 not really"], "broken.pdf"), M.unreadable],
      [new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], "broken.jpg"), M.unreadable],
      [new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.pdf"), M.tooLarge],
    ];
    for (const [file, message] of cases) {
      const error = await expectAppError(uploadDocument(deps(), renter, { kind: "id", file }), "BAD_REQUEST");
      expect(error.message).toBe(message);
    }
    expect(await listOwnDocuments(t.deps.db, renter)).toEqual([]);
    await expectAppError(
      uploadDocument(deps(), renter, { kind: "passport", file: pdfFile() }),
      "BAD_REQUEST",
    );
  });

  it(`keeps at most ${MAX_RENTER_DOCUMENTS} per renter`, async () => {
    const renter = await person("renter");
    const rows = Array.from({ length: MAX_RENTER_DOCUMENTS }, (_, i) => ({
      renterId: renter.id,
      kind: "other" as const,
      storageKey: `renter-documents/limit${i}${renter.id.slice(0, 8).toLowerCase()}.pdf`,
      contentType: "application/pdf",
      sizeBytes: 10,
      fileName: `f${i}.pdf`,
    }));
    await t.deps.db.insert(renterDocuments).values(rows);
    const error = await expectAppError(
      uploadDocument(deps(), renter, { kind: "id", file: pdfFile() }),
      "BAD_REQUEST",
    );
    expect(error.message).toBe(M.tooMany);
    expect(await listOwnDocuments(t.deps.db, renter)).toHaveLength(MAX_RENTER_DOCUMENTS);
  });

  it("deletes one document: the row and the file, at once; another renter's is not found", async () => {
    const renter = await person("renter");
    const other = await person("renter");
    const doc = await uploadDocument(deps(), renter, { kind: "pay_stub", file: pdfFile() });
    const [row] = await t.deps.db.select().from(renterDocuments).where(eq(renterDocuments.id, doc.id));
    await expectAppError(deleteOwnDocument(deps(), other, { documentId: doc.id }), "NOT_FOUND");
    await deleteOwnDocument(deps(), renter, { documentId: doc.id });
    expect(await listOwnDocuments(t.deps.db, renter)).toEqual([]);
    expect(await deps().storage.get("private", row.storageKey)).toBeNull();
    await expectAppError(getDocumentFile(deps(), renter, doc.id), "NOT_FOUND");
    await expectAppError(deleteOwnDocument(deps(), renter, { documentId: "not-a-uuid" }), "NOT_FOUND");
  });

  it("deletes the whole profile: rows, files, views and the copies on applications", async () => {
    const renter = await person("renter");
    const landlord = await person("landlord");
    await saveOwnProfile(t.deps.db, renter, { adults: "1" });
    const doc = await uploadDocument(deps(), renter, { kind: "pay_stub", file: pdfFile() });
    const [row] = await t.deps.db.select().from(renterDocuments).where(eq(renterDocuments.id, doc.id));
    const { application } = await applyTo(renter, landlord, {
      profileSnapshot: await buildProfileSnapshot(t.deps.db, renter.id),
    });
    await getDocumentFile(deps(), landlord, doc.id);
    expect(await listOwnProfileViews(t.deps.db, renter)).toHaveLength(1);
    await deleteOwnProfile(deps(), renter);
    expect(await getOwnProfile(t.deps.db, renter)).toBeNull();
    expect(
      await t.deps.db.select().from(renterDocuments).where(eq(renterDocuments.renterId, renter.id)),
    ).toEqual([]);
    expect(
      await t.deps.db
        .select()
        .from(applicationProfileViews)
        .where(eq(applicationProfileViews.renterId, renter.id)),
    ).toEqual([]);
    expect(await deps().storage.get("private", row.storageKey)).toBeNull();
    const [after] = await t.deps.db.select().from(applications).where(eq(applications.id, application.id));
    expect(after.profileSnapshot).toBeNull();
    await expectAppError(getDocumentFile(deps(), landlord, doc.id), "NOT_FOUND");
    expect(
      await t.deps.db
        .select()
        .from(renterApplicationProfiles)
        .where(eq(renterApplicationProfiles.renterId, renter.id)),
    ).toEqual([]);
  });
});

describe("who may open a document", () => {
  const deps = () => ({ db: t.deps.db, storage: t.deps.storage, rateLimiter: t.deps.rateLimiter });

  it("renter A and landlord A (open application) yes; renter B, landlord B, admin, anonymous no", async () => {
    const renterA = await person("renter");
    const renterB = await person("renter");
    const landlordA = await person("landlord");
    const landlordB = await person("landlord");
    const admin = await person("admin");
    const doc = await uploadDocument(deps(), renterA, { kind: "id", file: pdfFile() });
    // Landlord B has a listing too, but renter A did not apply to it.
    await createListing(t.deps.db, { ownerId: landlordB.id, title: "Not applied to" });
    const { listing } = await applyTo(renterA, landlordA);
    expect((await getDocumentFile(deps(), renterA, doc.id)).contentType).toBe("application/pdf");
    expect((await getDocumentFile(deps(), landlordA, doc.id)).contentType).toBe("application/pdf");
    await expectAppError(getDocumentFile(deps(), renterB, doc.id), "NOT_FOUND");
    await expectAppError(getDocumentFile(deps(), landlordB, doc.id), "NOT_FOUND");
    await expectAppError(getDocumentFile(deps(), admin, doc.id), "NOT_FOUND");
    await expectAppError(getDocumentFile(deps(), null, doc.id), "UNAUTHENTICATED");
    // Landlord A's opening is listed for the renter: which listing, when.
    const views = await listOwnProfileViews(t.deps.db, renterA);
    expect(views).toEqual([
      expect.objectContaining({
        listingId: listing.id,
        listingTitle: listing.title,
        landlordName: landlordA.fullName,
      }),
    ]);
  });

  it("a decided application opens for 30 days, then no more", async () => {
    const renter = await person("renter");
    const landlord = await person("landlord");
    const doc = await uploadDocument(deps(), renter, { kind: "id", file: pdfFile() });
    const decidedAt = new Date("2026-10-01T00:00:00Z");
    await applyTo(renter, landlord, { status: "declined", decidedAt });
    const within = new Date(decidedAt.getTime() + 29 * 86_400_000);
    const after = new Date(decidedAt.getTime() + 31 * 86_400_000);
    expect((await getDocumentFile(deps(), landlord, doc.id, within)).contentType).toBe("application/pdf");
    await expectAppError(getDocumentFile(deps(), landlord, doc.id, after), "NOT_FOUND");
  });

  it("a file gone from the storage is not found", async () => {
    const renter = await person("renter");
    const doc = await uploadDocument(deps(), renter, { kind: "id", file: pdfFile() });
    const [row] = await t.deps.db.select().from(renterDocuments).where(eq(renterDocuments.id, doc.id));
    await t.deps.storage.delete("private", row.storageKey);
    await expectAppError(getDocumentFile(deps(), renter, doc.id), "NOT_FOUND");
  });
});
