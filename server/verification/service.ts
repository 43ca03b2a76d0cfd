import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Locale } from "../../common/i18n";
import { PHOTO_MESSAGES } from "../../common/photos";
import { isUuid } from "../../common/schemas/id";
import {
  MAX_VERIFICATION_FILE_BYTES,
  VERIFICATION_MESSAGES,
  verificationApproveSchema,
  verificationRejectSchema,
  verificationRequestSchema,
  verificationRevokeSchema,
} from "../../common/schemas/verification";
import { requireRole, type SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import type { Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { listings } from "../db/schema/listings";
import {
  verificationDecisions,
  verificationRequestListings,
  verificationRequests,
} from "../db/schema/verification";
import { AppError } from "../errors";
import { randomName } from "../integrations/storage/storage";
import { EMAIL_JOB } from "../jobs/email";
import { clearPremiumListings } from "../listings/premium-service";
import { imageSlots } from "../photos/image-slots";
import { limitImageUploads } from "../photos/photo-service";
import { decodeImage, detectImageType, readImageSize } from "../photos/pipeline";
import { firstFieldError, parseInput } from "../validation";
import { verificationDecisionEmail } from "./emails";
import { isPdf } from "./pdf";

/**
 * Landlord verification (the product promises verified landlords, so it is real): a landlord sends a proof of
 * ownership or management and an identity document for some of their own listings; an admin approves (the
 * "Verified landlord" badge: profiles.verified_at), rejects with a reason, or later revokes with a reason.
 * Every decision is a row of verification_decisions (who, what, when), written in the transaction that
 * changes the request and the profile, with the landlord's email queued in it too. Documents live in the
 * private storage area under random keys and are read only by admins (`getRequestDocument`).
 */

export type VerificationStatus = "not_verified" | "pending" | "approved" | "rejected" | "revoked";

/** The types a document may be, read from its first bytes. */
const DOCUMENT_TYPES = {
  pdf: { contentType: "application/pdf", extension: "pdf" },
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
  webp: { contentType: "image/webp", extension: "webp" },
} as const;

/** A document's real type from its bytes: PDF, JPEG, PNG or WebP; anything else (SVG, HTML, ...) is null. */
export function detectDocumentType(bytes: Uint8Array): keyof typeof DOCUMENT_TYPES | null {
  if (bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === "%PDF-") return "pdf";
  const image = detectImageType(bytes);
  return image === "jpeg" || image === "png" || image === "webp" ? image : null;
}

/**
 * An ID or deed photo as we store it: decoded (at most 40 megapixels, checked from its header first) and
 * written again in its own format, turned upright, without EXIF, GPS or any other metadata, so nothing
 * but the pictured document reaches the admin and a file that only starts like an image is refused. One
 * of the process's image slots, like listing photos.
 */
function reencodeImage(body: Buffer, type: "jpeg" | "png" | "webp"): Promise<Buffer> {
  return imageSlots.run(async () => {
    await readImageSize(body);
    const image = decodeImage(body);
    const encoded =
      type === "jpeg"
        ? image.jpeg({ quality: 90, mozjpeg: true })
        : type === "png"
          ? image.png()
          : image.webp({ quality: 90 });
    try {
      return await encoded.toBuffer();
    } catch {
      throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.unreadable);
    }
  });
}

async function readDocument(file: File, field: "document" | "identity") {
  const refuse = (message: string): never => {
    throw new AppError("BAD_REQUEST", message, { [field]: message });
  };
  if (file.size === 0) refuse(VERIFICATION_MESSAGES.empty);
  if (file.size > MAX_VERIFICATION_FILE_BYTES) refuse(VERIFICATION_MESSAGES.tooLarge);
  const sent = Buffer.from(await file.arrayBuffer());
  const type = detectDocumentType(sent);
  if (!type) return refuse(VERIFICATION_MESSAGES.wrongType);
  if (type === "pdf") {
    if (!isPdf(sent)) refuse(VERIFICATION_MESSAGES.unreadable);
    return { body: sent, ...DOCUMENT_TYPES.pdf };
  }
  try {
    return { body: await reencodeImage(sent, type), ...DOCUMENT_TYPES[type] };
  } catch (error) {
    if (error instanceof AppError) return refuse(error.message);
    throw error;
  }
}

/** The landlord's own listings, to choose from (newest first). */
export async function listOwnListingsForVerification(db: Executor, user: SessionUser | null) {
  const landlord = requireRole(user, ["landlord"]);
  return db
    .select({ id: listings.id, title: listings.title, city: listings.city, state: listings.state })
    .from(listings)
    .where(eq(listings.ownerId, landlord.id))
    .orderBy(desc(listings.createdAt))
    .limit(200);
}

/** Where the landlord stands: verified, a request under review, or the last refusal and its reason. */
export async function getVerificationStatus(
  db: Executor,
  user: SessionUser | null,
): Promise<{ status: VerificationStatus; reason: string | null; since: Date | null }> {
  const landlord = requireRole(user, ["landlord"]);
  const [pending] = await db
    .select({ createdAt: verificationRequests.createdAt })
    .from(verificationRequests)
    .where(and(eq(verificationRequests.landlordId, landlord.id), eq(verificationRequests.status, "pending")))
    .limit(1);
  if (pending) return { status: "pending", reason: null, since: pending.createdAt };
  const [profile] = await db
    .select({ verifiedAt: profiles.verifiedAt })
    .from(profiles)
    .where(eq(profiles.id, landlord.id));
  if (profile?.verifiedAt) return { status: "approved", reason: null, since: profile.verifiedAt };
  const [last] = await db
    .select()
    .from(verificationDecisions)
    .where(eq(verificationDecisions.landlordId, landlord.id))
    .orderBy(desc(verificationDecisions.createdAt))
    .limit(1);
  if (last?.action === "reject") return { status: "rejected", reason: last.reason, since: last.createdAt };
  if (last?.action === "revoke") return { status: "revoked", reason: last.reason, since: last.createdAt };
  return { status: "not_verified", reason: null, since: null };
}

/**
 * A landlord asks to be verified. Refuses: anyone but a landlord, a second pending request, a listing that
 * is not theirs, an empty, oversized or non-PDF/JPEG/PNG/WebP file (from the bytes, whatever its name), a
 * PDF not built like one, an image that does not decode, more files in the hour than the landlord's image
 * allowance. Images are stored re-encoded without metadata. Nothing is stored when anything is refused.
 */
export async function submitRequest(
  deps: Pick<AppDeps, "db" | "storage" | "rateLimiter">,
  user: SessionUser | null,
  input: unknown,
) {
  const landlord = requireRole(user, ["landlord"], "Only landlords can ask to be verified.");
  const value = parseInput(verificationRequestSchema, input, firstFieldError);
  const listingIds = [...new Set(value.listingIds)];
  if (!listingIds.every(isUuid)) {
    throw new AppError("BAD_REQUEST", VERIFICATION_MESSAGES.notYourListing, {
      listingIds: VERIFICATION_MESSAGES.notYourListing,
    });
  }
  const own = await deps.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, listingIds), eq(listings.ownerId, landlord.id)));
  if (own.length !== listingIds.length) {
    throw new AppError("BAD_REQUEST", VERIFICATION_MESSAGES.notYourListing, {
      listingIds: VERIFICATION_MESSAGES.notYourListing,
    });
  }
  await limitImageUploads(deps.rateLimiter, landlord.id, 2);
  const document = await readDocument(value.document, "document");
  const identity = await readDocument(value.identity, "identity");
  if (await hasPendingRequest(deps.db, landlord.id)) {
    throw new AppError("CONFLICT", VERIFICATION_MESSAGES.pending);
  }
  const documentKey = `verification/${randomName()}.${document.extension}`;
  const identityKey = `verification/${randomName()}.${identity.extension}`;
  await deps.storage.put("private", documentKey, document.body, document.contentType);
  await deps.storage.put("private", identityKey, identity.body, identity.contentType);
  try {
    return await deps.db.transaction(async (tx) => {
      // One pending request at a time, checked again under a lock on the landlord's row.
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, landlord.id)).for("update");
      if (await hasPendingRequest(tx, landlord.id)) {
        throw new AppError("CONFLICT", VERIFICATION_MESSAGES.pending);
      }
      const [request] = await tx
        .insert(verificationRequests)
        .values({
          landlordId: landlord.id,
          documentKind: value.documentKind,
          documentKey,
          documentType: document.contentType,
          identityKind: value.identityKind,
          identityKey,
          identityType: identity.contentType,
        })
        .returning();
      await tx
        .insert(verificationRequestListings)
        .values(listingIds.map((listingId) => ({ requestId: request.id, listingId })));
      return request;
    });
  } catch (error) {
    await Promise.all([
      deps.storage.delete("private", documentKey),
      deps.storage.delete("private", identityKey),
    ]).catch(() => {});
    throw error;
  }
}

async function hasPendingRequest(db: Executor, landlordId: string) {
  const rows = await db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(and(eq(verificationRequests.landlordId, landlordId), eq(verificationRequests.status, "pending")))
    .limit(1);
  return rows.length > 0;
}

/** The admin queue: pending requests, oldest first, with the landlord and the listings covered. */
export async function listPendingRequests(db: Executor, user: SessionUser | null) {
  requireRole(user, ["admin"]);
  const rows = await db
    .select({
      id: verificationRequests.id,
      landlordId: verificationRequests.landlordId,
      landlordName: profiles.fullName,
      landlordEmail: profiles.email,
      documentKind: verificationRequests.documentKind,
      documentType: verificationRequests.documentType,
      identityKind: verificationRequests.identityKind,
      identityType: verificationRequests.identityType,
      createdAt: verificationRequests.createdAt,
    })
    .from(verificationRequests)
    .innerJoin(profiles, eq(profiles.id, verificationRequests.landlordId))
    .where(eq(verificationRequests.status, "pending"))
    .orderBy(asc(verificationRequests.createdAt))
    .limit(200);
  if (rows.length === 0) return [];
  const covered = await db
    .select({
      requestId: verificationRequestListings.requestId,
      id: listings.id,
      title: listings.title,
      city: listings.city,
      state: listings.state,
    })
    .from(verificationRequestListings)
    .innerJoin(listings, eq(listings.id, verificationRequestListings.listingId))
    .where(
      inArray(
        verificationRequestListings.requestId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({
    ...r,
    listings: covered
      .filter((c) => c.requestId === r.id)
      .map(({ id, title, city, state }) => ({ id, title, city, state })),
  }));
}

/** Verified landlords (most recently verified first), for the admin's Revoke. */
export async function listVerifiedLandlords(db: Executor, user: SessionUser | null) {
  requireRole(user, ["admin"]);
  return db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      verifiedAt: profiles.verifiedAt,
    })
    .from(profiles)
    .where(isNotNull(profiles.verifiedAt))
    .orderBy(desc(profiles.verifiedAt))
    .limit(500);
}

/**
 * One of a request's two files, for an admin only: anyone else gets FORBIDDEN (or UNAUTHENTICATED), and a
 * request or file that does not exist is NOT_FOUND.
 */
export async function getRequestDocument(
  deps: Pick<AppDeps, "db" | "storage">,
  user: SessionUser | null,
  requestId: string,
  slot: string,
) {
  requireRole(user, ["admin"]);
  if (!isUuid(requestId) || (slot !== "document" && slot !== "identity")) {
    throw new AppError("NOT_FOUND", VERIFICATION_MESSAGES.notFound);
  }
  const [request] = await deps.db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.id, requestId));
  if (!request) throw new AppError("NOT_FOUND", VERIFICATION_MESSAGES.notFound);
  const key = slot === "document" ? request.documentKey : request.identityKey;
  const contentType = slot === "document" ? request.documentType : request.identityType;
  const file = await deps.storage.get("private", key);
  if (!file) throw new AppError("NOT_FOUND", VERIFICATION_MESSAGES.notFound);
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return { body: file.body, contentType, filename: `${slot}-${request.id.slice(0, 8)}.${extension}` };
}

/** Locks a pending request for a decision (or refuses: unknown, already decided). */
async function lockPending(tx: Executor, requestId: string) {
  if (!isUuid(requestId)) throw new AppError("NOT_FOUND", VERIFICATION_MESSAGES.notFound);
  const [request] = await tx
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.id, requestId))
    .for("update");
  if (!request) throw new AppError("NOT_FOUND", VERIFICATION_MESSAGES.notFound);
  if (request.status !== "pending") throw new AppError("CONFLICT", VERIFICATION_MESSAGES.notPending);
  const [landlord] = await tx
    .select({ email: profiles.email, fullName: profiles.fullName, locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.id, request.landlordId))
    .for("update");
  if (!landlord) throw new AppError("NOT_FOUND", VERIFICATION_MESSAGES.notFound);
  return { request, landlord };
}

/** Records an admin's decision and queues its email to the landlord, in the decision's transaction. */
async function recordDecision(
  tx: Executor,
  deps: Pick<AppDeps, "jobs" | "publicUrl">,
  admin: SessionUser,
  landlord: { email: string; fullName: string; locale: Locale },
  decision: Omit<typeof verificationDecisions.$inferInsert, "adminId">,
) {
  const [recorded] = await tx
    .insert(verificationDecisions)
    .values({ ...decision, adminId: admin.id })
    .returning();
  await deps.jobs.send(
    EMAIL_JOB,
    verificationDecisionEmail(decision.action, {
      to: landlord.email,
      name: landlord.fullName,
      reason: decision.reason,
      publicUrl: deps.publicUrl,
      locale: landlord.locale,
    }),
    { tx },
  );
  return recorded;
}

/** Approves a pending request: the landlord gets the badge (verified_at), the decision is recorded. */
export async function approveRequest(
  deps: Pick<AppDeps, "db" | "jobs" | "publicUrl">,
  user: SessionUser | null,
  input: unknown,
) {
  const admin = requireRole(user, ["admin"]);
  const { requestId } = parseInput(verificationApproveSchema, input, firstFieldError);
  return deps.db.transaction(async (tx) => {
    const { request, landlord } = await lockPending(tx, requestId);
    const now = new Date();
    await tx
      .update(verificationRequests)
      .set({ status: "approved", decidedBy: admin.id, decidedAt: now })
      .where(eq(verificationRequests.id, request.id));
    await tx
      .update(profiles)
      .set({ verifiedAt: sql`coalesce(${profiles.verifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(profiles.id, request.landlordId));
    return recordDecision(tx, deps, admin, landlord, {
      landlordId: request.landlordId,
      requestId: request.id,
      action: "approve",
    });
  });
}

/** Rejects a pending request with a reason, emailed to the landlord (who may send new documents). */
export async function rejectRequest(
  deps: Pick<AppDeps, "db" | "jobs" | "publicUrl">,
  user: SessionUser | null,
  input: unknown,
) {
  const admin = requireRole(user, ["admin"]);
  const { requestId, reason } = parseInput(verificationRejectSchema, input, firstFieldError);
  return deps.db.transaction(async (tx) => {
    const { request, landlord } = await lockPending(tx, requestId);
    await tx
      .update(verificationRequests)
      .set({ status: "rejected", decidedBy: admin.id, decidedAt: new Date(), decisionReason: reason })
      .where(eq(verificationRequests.id, request.id));
    return recordDecision(tx, deps, admin, landlord, {
      landlordId: request.landlordId,
      requestId: request.id,
      action: "reject",
      reason,
    });
  });
}

/** Takes a verified landlord's badge away, with a reason emailed to them. */
export async function revokeVerification(
  deps: Pick<AppDeps, "db" | "jobs" | "publicUrl">,
  user: SessionUser | null,
  input: unknown,
) {
  const admin = requireRole(user, ["admin"]);
  const { landlordId, reason } = parseInput(verificationRevokeSchema, input, firstFieldError);
  return deps.db.transaction(async (tx) => {
    const [landlord] = await tx
      .select({
        id: profiles.id,
        email: profiles.email,
        fullName: profiles.fullName,
        locale: profiles.locale,
        verifiedAt: profiles.verifiedAt,
      })
      .from(profiles)
      .where(eq(profiles.id, landlordId))
      .for("update");
    if (!landlord?.verifiedAt) {
      throw new AppError("NOT_FOUND", VERIFICATION_MESSAGES.notVerified);
    }
    await tx.update(profiles).set({ verifiedAt: null }).where(eq(profiles.id, landlord.id));
    // Premium placement is for verified landlords only.
    await clearPremiumListings(tx, landlord.id);
    return recordDecision(tx, deps, admin, landlord, { landlordId: landlord.id, action: "revoke", reason });
  });
}
