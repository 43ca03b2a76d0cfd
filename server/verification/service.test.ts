import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { EMPTY_FILTER } from "../../common/listing-filter";
import { PHOTO_MESSAGES } from "../../common/photos";
import { VERIFICATION_MESSAGES } from "../../common/schemas/verification";
import type { SessionUser } from "../auth/session";
import { profiles } from "../db/schema/auth";
import { verificationDecisions, verificationRequests } from "../db/schema/verification";
import { demoPdf } from "../db/seed/demo-verification";
import { createListing, createUser } from "../db/seed/factories";
import { searchListings } from "../listings/search-service";
import { appPerFile, TEST_ORIGIN, type TestApp } from "../test/app";
import { makeJpeg } from "../test/images";
import { createAdminTestApp } from "../test/messaging";
import {
  approveRequest,
  getRequestDocument,
  getVerificationStatus,
  listPendingRequests,
  rejectRequest,
  revokeVerification,
  submitRequest,
} from "./service";

let t: TestApp;
let admin: SessionUser;
appPerFile(createAdminTestApp, (made) => {
  ({ t, admin } = made);
});

const deps = () => ({
  db: t.deps.db,
  storage: t.deps.storage,
  jobs: t.deps.jobs,
  publicUrl: TEST_ORIGIN,
  rateLimiter: t.deps.rateLimiter,
});

const PDF = new Uint8Array(demoPdf(["A small real PDF"]));
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function landlordWithListing(locale: "en" | "es" = "en") {
  const user = await createUser(t.deps.db, { role: "landlord", locale });
  const listing = await createListing(t.deps.db, { ownerId: user.id, title: `Home of ${user.fullName}` });
  const acting: SessionUser = {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    phone: null,
    role: "landlord",
  };
  return { user: acting, listing };
}

function form(listingIds: string | string[], files: { document?: File; identity?: File } = {}) {
  return {
    documentKind: "deed",
    document: files.document ?? new File([PDF], "deed.pdf", { type: "application/pdf" }),
    identityKind: "government_id",
    identity: files.identity ?? new File([PDF], "id.pdf", { type: "application/pdf" }),
    listingIds,
  };
}

async function requestsOf(landlordId: string) {
  return t.deps.db.select().from(verificationRequests).where(eq(verificationRequests.landlordId, landlordId));
}

describe("landlord verification", () => {
  it("stores a request with both files in the private area under random keys; one pending at a time", async () => {
    const { user, listing } = await landlordWithListing();
    // A real PDF named .jpg is fine: the type comes from the bytes.
    const request = await submitRequest(
      deps(),
      user,
      form(listing.id, { identity: new File([PDF], "passport.jpg", { type: "image/jpeg" }) }),
    );
    expect(request.status).toBe("pending");
    expect(request.documentKey).toMatch(/^verification\/[0-9a-f]{32}\.pdf$/);
    expect(request.identityType).toBe("application/pdf");
    expect((await t.deps.storage.get("private", request.documentKey))?.body.equals(PDF)).toBe(true);
    expect(await t.deps.storage.get("public", request.documentKey)).toBeNull();
    expect((await getVerificationStatus(t.deps.db, user)).status).toBe("pending");
    await expect(submitRequest(deps(), user, form(listing.id))).rejects.toThrow(
      VERIFICATION_MESSAGES.pending,
    );
    expect(await requestsOf(user.id)).toHaveLength(1);
    const queue = await listPendingRequests(t.deps.db, admin);
    const mine = queue.find((r) => r.id === request.id);
    expect(mine?.landlordEmail).toBe(user.email);
    expect(mine?.listings.map((l) => l.id)).toEqual([listing.id]);
  });

  it("refuses another landlord's listing, a renter, an SVG, a zero-byte file; nothing is stored", async () => {
    const { user } = await landlordWithListing();
    const other = await landlordWithListing();
    await expect(submitRequest(deps(), user, form(other.listing.id))).rejects.toThrow(
      VERIFICATION_MESSAGES.notYourListing,
    );
    await expect(submitRequest(deps(), user, form("not-a-uuid"))).rejects.toThrow(
      VERIFICATION_MESSAGES.notYourListing,
    );
    await expect(submitRequest(deps(), user, form([]))).rejects.toThrow(VERIFICATION_MESSAGES.listings);
    // A file input left empty (a nameless, empty file) is "no file chosen".
    await expect(
      submitRequest(deps(), user, form(other.listing.id, { document: new File([], "") })),
    ).rejects.toThrow(VERIFICATION_MESSAGES.document);
    const own = await createListing(t.deps.db, { ownerId: user.id });
    await expect(
      submitRequest(
        deps(),
        user,
        form(own.id, { document: new File([SVG], "deed.pdf", { type: "application/pdf" }) }),
      ),
    ).rejects.toThrow(VERIFICATION_MESSAGES.wrongType);
    await expect(
      submitRequest(deps(), user, form(own.id, { identity: new File([], "id.png", { type: "image/png" }) })),
    ).rejects.toThrow(VERIFICATION_MESSAGES.empty);
    const renter = await createUser(t.deps.db, { role: "renter" });
    await expect(
      submitRequest(
        deps(),
        { id: renter.id, email: renter.email, fullName: renter.fullName, phone: null, role: "renter" },
        form(own.id),
      ),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(submitRequest(deps(), null, form(own.id))).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect(await requestsOf(user.id)).toHaveLength(0);
    // A real JPEG is accepted.
    const jpeg = await makeJpeg({ width: 32, height: 32 });
    const ok = await submitRequest(
      deps(),
      user,
      form(own.id, { document: new File([new Uint8Array(jpeg)], "bill.jpg", { type: "image/jpeg" }) }),
    );
    expect(ok.documentType).toBe("image/jpeg");
  });

  it("stores an ID photo re-encoded: no EXIF or GPS, the orientation applied", async () => {
    const { user, listing } = await landlordWithListing();
    const photo = await makeJpeg({ width: 200, height: 100, gps: true, orientation: 6 });
    expect(photo.includes(Buffer.from("GPS 9000"))).toBe(true);
    const request = await submitRequest(
      deps(),
      user,
      form(listing.id, { identity: new File([new Uint8Array(photo)], "id.jpg", { type: "image/jpeg" }) }),
    );
    expect(request.identityType).toBe("image/jpeg");
    const stored = await getRequestDocument(deps(), admin, request.id, "identity");
    const meta = await sharp(stored.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 100, 200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.body.includes(Buffer.from("GPS 9000"))).toBe(false);
  });

  it("refuses a file that only starts like a JPEG or a PDF, with the photo form's message; nothing is stored", async () => {
    const { user, listing } = await landlordWithListing();
    const html = Buffer.from(
      "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
    );
    const jpegHtml = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]);
    const fakePdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), html, Buffer.from("\n%%EOF\n")]);
    const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name);
    await expect(
      submitRequest(deps(), user, form(listing.id, { identity: file(jpegHtml, "id.jpg") })),
    ).rejects.toMatchObject({
      message: PHOTO_MESSAGES.unreadable,
      fieldErrors: { identity: PHOTO_MESSAGES.unreadable },
    });
    await expect(
      submitRequest(deps(), user, form(listing.id, { document: file(fakePdf, "deed.pdf") })),
    ).rejects.toMatchObject({
      message: VERIFICATION_MESSAGES.unreadable,
      fieldErrors: { document: VERIFICATION_MESSAGES.unreadable },
    });
    expect(await requestsOf(user.id)).toHaveLength(0);
  });

  it("lets only admins read a document", async () => {
    const { user, listing } = await landlordWithListing();
    const request = await submitRequest(deps(), user, form(listing.id));
    const file = await getRequestDocument(deps(), admin, request.id, "document");
    expect(file.contentType).toBe("application/pdf");
    expect(file.body.equals(PDF)).toBe(true);
    await expect(getRequestDocument(deps(), user, request.id, "document")).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(getRequestDocument(deps(), null, request.id, "identity")).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    await expect(getRequestDocument(deps(), admin, request.id, "other")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(getRequestDocument(deps(), admin, crypto.randomUUID(), "document")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("approve, reject and revoke: the badge follows, every decision is recorded, the landlord is emailed", async () => {
    const { user, listing } = await landlordWithListing();
    const first = await submitRequest(deps(), user, form(listing.id));
    // Only an admin decides.
    await expect(approveRequest(deps(), user, { requestId: first.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(rejectRequest(deps(), admin, { requestId: first.id, reason: "  " })).rejects.toThrow(
      VERIFICATION_MESSAGES.reason,
    );
    const sent = t.mailer.sent.length;
    await rejectRequest(deps(), admin, { requestId: first.id, reason: "The deed is unreadable." });
    expect(await getVerificationStatus(t.deps.db, user)).toMatchObject({
      status: "rejected",
      reason: "The deed is unreadable.",
    });
    await expect(rejectRequest(deps(), admin, { requestId: first.id, reason: "Again" })).rejects.toThrow(
      VERIFICATION_MESSAGES.notPending,
    );

    // Resubmit after a rejection, then approve.
    const second = await submitRequest(deps(), user, form(listing.id));
    await approveRequest(deps(), admin, { requestId: second.id });
    const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile.verifiedAt).toBeInstanceOf(Date);
    expect((await getVerificationStatus(t.deps.db, user)).status).toBe("approved");
    const verifiedSearch = await searchListings(
      t.deps.db,
      { ...EMPTY_FILTER, verifiedOnly: true },
      { pageSize: 500 },
    );
    expect(verifiedSearch.items.find((i) => i.id === listing.id)?.landlordVerified).toBe(true);

    await revokeVerification(deps(), admin, { landlordId: user.id, reason: "The deed was forged." });
    const [after] = await t.deps.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(after.verifiedAt).toBeNull();
    expect(await getVerificationStatus(t.deps.db, user)).toMatchObject({
      status: "revoked",
      reason: "The deed was forged.",
    });
    await expect(revokeVerification(deps(), admin, { landlordId: user.id, reason: "Twice" })).rejects.toThrow(
      VERIFICATION_MESSAGES.notVerified,
    );
    const unverifiedSearch = await searchListings(
      t.deps.db,
      { ...EMPTY_FILTER, verifiedOnly: true },
      { pageSize: 500 },
    );
    expect(unverifiedSearch.items.some((i) => i.id === listing.id)).toBe(false);

    const decisions = await t.deps.db
      .select()
      .from(verificationDecisions)
      .where(eq(verificationDecisions.landlordId, user.id));
    expect(decisions.map((d) => [d.action, d.adminId, d.reason]).sort()).toEqual(
      [
        ["approve", admin.id, null],
        ["reject", admin.id, "The deed is unreadable."],
        ["revoke", admin.id, "The deed was forged."],
      ].sort(),
    );
    expect(decisions.every((d) => d.createdAt instanceof Date)).toBe(true);

    await t.drainJobs();
    const mails = t.mailer.sent.slice(sent).filter((m) => m.to === user.email);
    const bySubject = new Map(mails.map((m) => [m.subject, m.text]));
    expect([...bySubject.keys()].sort()).toEqual(
      [
        "Your Affordable verification request was not approved",
        "You are a verified landlord on Affordable",
        "Your Affordable verified landlord badge was removed",
      ].sort(),
    );
    expect(bySubject.get("Your Affordable verification request was not approved")).toContain(
      "Reason: The deed is unreadable.",
    );
    expect(bySubject.get("Your Affordable verified landlord badge was removed")).toContain(
      "Reason: The deed was forged.",
    );
  });

  it("writes to a Spanish landlord in Spanish, the link on the Spanish page", async () => {
    const { user, listing } = await landlordWithListing("es");
    const request = await submitRequest(deps(), user, form(listing.id));
    const sent = t.mailer.sent.length;
    await rejectRequest(deps(), admin, { requestId: request.id, reason: "The deed is unreadable." });
    await t.drainJobs();
    const [mail] = t.mailer.sent.slice(sent).filter((m) => m.to === user.email);
    expect(mail.subject).toBe("No aprobamos tu solicitud de verificación en Affordable");
    expect(mail.text).toMatch(/^Hola, .+:\n\nRevisamos tu solicitud de verificación/);
    expect(mail.text).toContain("Motivo: The deed is unreadable.");
    expect(mail.text).toContain(
      `Puedes enviar documentos nuevos cuando quieras: ${TEST_ORIGIN}/es/landlord-dashboard/verification`,
    );
  });
});
