import { and, count, desc, eq } from "drizzle-orm";
import {
  APPLICATION_PROFILE_MESSAGES as M,
  MAX_RENTER_DOCUMENT_BYTES,
  MAX_RENTER_DOCUMENTS,
} from "../../common/application-profile";
import {
  renterDocumentDeleteSchema,
  renterDocumentUploadSchema,
} from "../../common/schemas/application-profile";
import { isUuid } from "../../common/schemas/id";
import { requireRole, type SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import type { Executor } from "../db/client";
import { renterDocuments } from "../db/schema/applications";
import { profiles } from "../db/schema/auth";
import { applications, listings } from "../db/schema/listings";
import { AppError } from "../errors";
import { randomName } from "../integrations/storage/storage";
import { imageSlots } from "../photos/image-slots";
import { limitImageUploads } from "../photos/photo-service";
import { decodeImage, detectImageType, readImageSize } from "../photos/pipeline";
import { firstFieldError, parseInput } from "../validation";
import { isPdf } from "../verification/pdf";
import { canSeeApplicantData } from "./access";
import { recordProfileView } from "./profile-service";

/**
 * A renter's private documents (pay stubs, voucher paperwork, ID): PDF, JPEG or PNG by their bytes, at most
 * 10 MB each and 10 per renter, in the private storage area under random keys (disk or S3, as the
 * verification documents). Read only through `getDocumentFile`, which asks access.ts.
 */

const TYPES = {
  pdf: { contentType: "application/pdf", extension: "pdf" },
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
} as const;

/** The file's real type from its first bytes (never its name or the browser's word): PDF, JPEG, PNG or null. */
export function detectRenterDocumentType(bytes: Uint8Array): keyof typeof TYPES | null {
  if (bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === "%PDF-") return "pdf";
  const image = detectImageType(bytes);
  return image === "jpeg" || image === "png" ? image : null;
}

const refuse = (message: string, field = "file"): never => {
  throw new AppError("BAD_REQUEST", message, { [field]: message });
};

/** An ID photo leaves without its EXIF, GPS or other metadata: decoded and written again in its format. */
function reencode(body: Buffer, type: "jpeg" | "png"): Promise<Buffer> {
  return imageSlots.run(async () => {
    try {
      await readImageSize(body);
      const image = decodeImage(body);
      return await (type === "jpeg" ? image.jpeg({ quality: 90, mozjpeg: true }) : image.png()).toBuffer();
    } catch {
      return refuse(M.unreadable);
    }
  });
}

async function readFile(file: File) {
  if (file.size === 0) refuse(M.empty);
  if (file.size > MAX_RENTER_DOCUMENT_BYTES) refuse(M.tooLarge);
  const sent = Buffer.from(await file.arrayBuffer());
  if (sent.length > MAX_RENTER_DOCUMENT_BYTES) refuse(M.tooLarge);
  const type = detectRenterDocumentType(sent);
  if (!type) return refuse(M.wrongType);
  if (type === "pdf") {
    if (!isPdf(sent)) refuse(M.unreadable);
    return { body: sent, ...TYPES.pdf };
  }
  return { body: await reencode(sent, type), ...TYPES[type] };
}

/** A name to show: the file's own name without its path, control characters or extra length. */
function displayName(name: string, extension: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const clean = base
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "")
    .trim()
    .slice(0, 200);
  return clean || `document.${extension}`;
}

const renterOnly = (user: SessionUser | null) => requireRole(user, ["renter"], M.renterOnly);

const documentColumns = {
  id: renterDocuments.id,
  kind: renterDocuments.kind,
  fileName: renterDocuments.fileName,
  contentType: renterDocuments.contentType,
  sizeBytes: renterDocuments.sizeBytes,
  createdAt: renterDocuments.createdAt,
};

export async function listOwnDocuments(db: Executor, user: SessionUser | null) {
  const renter = renterOnly(user);
  return listDocumentsOf(db, renter.id);
}

export function listDocumentsOf(db: Executor, renterId: string) {
  return db
    .select(documentColumns)
    .from(renterDocuments)
    .where(eq(renterDocuments.renterId, renterId))
    .orderBy(desc(renterDocuments.createdAt))
    .limit(MAX_RENTER_DOCUMENTS);
}

/**
 * Adds one document. Refuses, storing nothing: anyone but a renter, a missing kind or file, an empty or
 * oversized file, anything that is not a PDF, JPEG or PNG by its bytes (whatever its name), a PDF not built
 * like one, an image that does not decode, an 11th document (counted under a lock on the renter's row).
 */
export async function uploadDocument(
  deps: Pick<AppDeps, "db" | "storage" | "rateLimiter">,
  user: SessionUser | null,
  input: unknown,
) {
  const renter = renterOnly(user);
  const value = parseInput(renterDocumentUploadSchema, input, firstFieldError);
  if ((await countDocuments(deps.db, renter.id)) >= MAX_RENTER_DOCUMENTS) refuse(M.tooMany);
  await limitImageUploads(deps.rateLimiter, renter.id, 1);
  const file = await readFile(value.file);
  const storageKey = `renter-documents/${randomName()}.${file.extension}`;
  await deps.storage.put("private", storageKey, file.body, file.contentType);
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, renter.id)).for("update");
      if ((await countDocuments(tx, renter.id)) >= MAX_RENTER_DOCUMENTS) refuse(M.tooMany);
      const [row] = await tx
        .insert(renterDocuments)
        .values({
          renterId: renter.id,
          kind: value.kind,
          storageKey,
          contentType: file.contentType,
          sizeBytes: file.body.length,
          fileName: displayName(value.file.name, file.extension),
        })
        .returning(documentColumns);
      return row;
    });
  } catch (error) {
    await deps.storage.delete("private", storageKey).catch(() => {});
    throw error;
  }
}

async function countDocuments(db: Executor, renterId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(renterDocuments)
    .where(eq(renterDocuments.renterId, renterId));
  return row?.n ?? 0;
}

/** Deletes one of the renter's documents: the row, then the file; another renter's is "not found". */
export async function deleteOwnDocument(
  deps: Pick<AppDeps, "db" | "storage">,
  user: SessionUser | null,
  input: unknown,
) {
  const renter = renterOnly(user);
  const { documentId } = parseInput(renterDocumentDeleteSchema, input, firstFieldError);
  if (!isUuid(documentId)) throw new AppError("NOT_FOUND", M.documentNotFound);
  const [deleted] = await deps.db
    .delete(renterDocuments)
    .where(and(eq(renterDocuments.id, documentId), eq(renterDocuments.renterId, renter.id)))
    .returning({ key: renterDocuments.storageKey });
  if (!deleted) throw new AppError("NOT_FOUND", M.documentNotFound);
  await deps.storage.delete("private", deleted.key);
}

/** The renter's applications to the viewer's listings, as access.ts reads them. */
async function applicationsToViewer(db: Executor, renterId: string, viewerId: string) {
  return db
    .select({
      listingId: applications.listingId,
      listingOwnerId: listings.ownerId,
      status: applications.status,
      decidedAt: applications.decidedAt,
    })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .where(and(eq(applications.renterId, renterId), eq(listings.ownerId, viewerId)))
    .limit(200);
}

/**
 * A document's file for its renter, or for a landlord with an application from that renter to one of
 * their listings that access.ts allows (the landlord's view is then listed for the renter). Everyone else,
 * a deleted document and a missing file get "not found": nothing tells them it exists.
 */
export async function getDocumentFile(
  deps: Pick<AppDeps, "db" | "storage">,
  user: SessionUser | null,
  documentId: string,
  now: Date = new Date(),
) {
  if (!user) throw new AppError("UNAUTHENTICATED", "Please log in to continue.");
  if (!isUuid(documentId)) throw new AppError("NOT_FOUND", M.documentNotFound);
  const [document] = await deps.db.select().from(renterDocuments).where(eq(renterDocuments.id, documentId));
  if (!document) throw new AppError("NOT_FOUND", M.documentNotFound);
  if (user.id !== document.renterId) {
    const through =
      user.role === "landlord" ? await applicationsToViewer(deps.db, document.renterId, user.id) : [];
    const allowed = through.filter((a) => canSeeApplicantData(user, document.renterId, a, now));
    if (allowed.length === 0) throw new AppError("NOT_FOUND", M.documentNotFound);
    await recordProfileView(
      deps.db,
      { renterId: document.renterId, listingId: allowed[0].listingId, viewerId: user.id },
      now,
    );
  }
  const file = await deps.storage.get("private", document.storageKey);
  if (!file) throw new AppError("NOT_FOUND", M.documentNotFound);
  return { body: file.body, contentType: document.contentType, fileName: document.fileName };
}
