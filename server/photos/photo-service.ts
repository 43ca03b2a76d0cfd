import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import { MAX_PHOTOS_PER_LISTING, PHOTO_MESSAGES, PHOTO_WIDTHS, type PhotoRef } from "../../common/photos";
import { isUuid } from "../../common/schemas/id";
import { listingFormSchema } from "../../common/schemas/listing-form";
import type { SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import type { Database, Executor } from "../db/client";
import { listings } from "../db/schema/listings";
import { listingPhotos } from "../db/schema/verification";
import { AppError } from "../errors";
import { type FileStorage, randomName } from "../integrations/storage/storage";
import { createListing, getOwnListing, requireLandlord } from "../listings/listing-service";
import type { RateLimiter } from "../rate-limits/limiter";
import { parseInput } from "../validation";
import { type ProcessedPhoto, processPhoto } from "./pipeline";

export const PHOTO_NOT_FOUND = "This photo doesn't exist.";

/**
 * Counts a landlord's images against their hourly allowance (each file, refused or not: decoding is the
 * cost), before any is decoded.
 */
export async function limitImageUploads(
  rateLimiter: Pick<RateLimiter, "consume">,
  landlordId: string,
  files: number,
) {
  if (!(await rateLimiter.consume("imageUpload", landlordId, files))) {
    throw new AppError("RATE_LIMITED", PHOTO_MESSAGES.tooManyUploads);
  }
}

const photoRefColumns = {
  id: listingPhotos.id,
  prefix: listingPhotos.storagePrefix,
  width: listingPhotos.width,
  height: listingPhotos.height,
};

/** A listing's photos in order (the first is the cover). Public: the listing page checks the listing. */
export async function listPhotos(db: Executor, listingId: string): Promise<PhotoRef[]> {
  return db
    .select(photoRefColumns)
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position));
}

/**
 * The cover photo of each listing, for cards (one indexed look-up per listing).
 * Cards select `coverPhoto` in `listingCardColumns` (server/listings/listing-card.ts) instead.
 * @public for callers that hold listing ids only (the seed, tests)
 */
export async function coverPhotos(db: Executor, listingIds: string[]): Promise<Map<string, PhotoRef>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({ listingId: listingPhotos.listingId, ...photoRefColumns })
    .from(listingPhotos)
    .where(and(inArray(listingPhotos.listingId, listingIds), eq(listingPhotos.position, 0)));
  return new Map(rows.map(({ listingId, ...photo }) => [listingId, photo]));
}

/** The owner's listing with its photos (the photo manager page). */
export async function getOwnListingPhotos(db: Executor, user: SessionUser | null, listingId: unknown) {
  const listing = await getOwnListing(db, user, listingId);
  return { listing, photos: await listPhotos(db, listing.id) };
}

async function storePhoto(storage: FileStorage, prefix: string, photo: ProcessedPhoto) {
  await Promise.all([
    ...PHOTO_WIDTHS.map((w) => storage.put("public", `${prefix}/${w}.webp`, photo.sizes[w], "image/webp")),
    storage.put("public", `${prefix}/social.jpg`, photo.social, "image/jpeg"),
  ]);
}

async function deletePhotoFiles(storage: FileStorage, prefix: string) {
  await Promise.allSettled([
    ...PHOTO_WIDTHS.map((w) => storage.delete("public", `${prefix}/${w}.webp`)),
    storage.delete("public", `${prefix}/social.jpg`),
  ]);
}

/** Files a file input really sent (one with nothing chosen still sends an empty, nameless file). */
function chosen(files: readonly File[]) {
  return files.filter((f) => f.size > 0 || f.name !== "");
}

/**
 * Checks and converts each file (one at a time: 12 photos never sit decoded in memory together), then
 * stores its sizes. Nothing is stored when one file is refused.
 */
async function processAndStore(storage: FileStorage, files: readonly File[], folder: string) {
  const processed: ProcessedPhoto[] = [];
  for (const file of files) processed.push(await processPhoto(Buffer.from(await file.arrayBuffer())));
  const prefixes = processed.map(() => `photos/${folder.slice(0, 8)}/${randomName()}`);
  await Promise.all(processed.map((photo, i) => storePhoto(storage, prefixes[i], photo)));
  return { processed, prefixes };
}

/** The photos' rows after the listing's last one, at most 12 in all (under a lock on the listing). */
async function insertPhotoRows(
  tx: Executor,
  listingId: string,
  stored: { processed: ProcessedPhoto[]; prefixes: string[] },
) {
  await tx.execute(sql`select 1 from ${listings} where ${listings.id} = ${listingId} for update`);
  const [{ current, next }] = await tx
    .select({
      current: count(),
      next: sql<number>`coalesce(max(${listingPhotos.position}) + 1, 0)::int`,
    })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId));
  if (current + stored.processed.length > MAX_PHOTOS_PER_LISTING) {
    throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.tooMany);
  }
  return tx
    .insert(listingPhotos)
    .values(
      stored.processed.map((photo, i) => ({
        listingId,
        storagePrefix: stored.prefixes[i],
        position: next + i,
        width: photo.width,
        height: photo.height,
      })),
    )
    .returning(photoRefColumns);
}

/** Runs the rows' transaction; when it fails, the files stored for it are deleted again. */
async function withStoredFiles<T>(
  storage: FileStorage,
  stored: { prefixes: string[] },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await Promise.all(stored.prefixes.map((p) => deletePhotoFiles(storage, p)));
    throw error;
  }
}

/**
 * Adds photos to the owner's listing, in the order given, after the ones it has: each file is checked and
 * converted first (nothing is saved when one is refused), the total stays at most 12 (counted under a
 * lock on the listing, so two uploads at once cannot pass it together).
 */
export async function addPhotos(
  deps: Pick<AppDeps, "db" | "storage" | "rateLimiter">,
  user: SessionUser | null,
  listingId: unknown,
  files: readonly File[],
): Promise<PhotoRef[]> {
  const listing = await getOwnListing(deps.db, user, listingId);
  const real = chosen(files);
  if (real.length === 0) throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.none);
  const [{ existing }] = await deps.db
    .select({ existing: count() })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listing.id));
  if (existing + real.length > MAX_PHOTOS_PER_LISTING) {
    throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.tooMany);
  }
  await limitImageUploads(deps.rateLimiter, listing.ownerId, real.length);
  const stored = await processAndStore(deps.storage, real, listing.id);
  return withStoredFiles(deps.storage, stored, () =>
    deps.db.transaction((tx) => insertPhotoRows(tx, listing.id, stored)),
  );
}

/**
 * Lists a property with the photos chosen in the same form (the listing form's `photos`), in their order,
 * the first the cover. The listing and its photos are saved together or not at all: a refused photo
 * (its message under the form's photo field) saves no listing.
 */
export async function createListingWithPhotos(
  deps: Pick<AppDeps, "db" | "storage" | "rateLimiter"> & Partial<Pick<AppDeps, "geocoder">>,
  user: SessionUser | null,
  input: unknown,
) {
  const landlord = requireLandlord(user);
  const { photos } = parseInput(listingFormSchema, input ?? {});
  const real = chosen(photos);
  if (real.length === 0) return createListing(deps.db, user, input, deps.geocoder);
  let stored: Awaited<ReturnType<typeof processAndStore>>;
  try {
    await limitImageUploads(deps.rateLimiter, landlord.id, real.length);
    stored = await processAndStore(deps.storage, real, randomName());
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, error.message, { photos: error.message });
    throw error;
  }
  return withStoredFiles(deps.storage, stored, () =>
    deps.db.transaction(async (tx) => {
      const listing = await createListing(tx, user, input, deps.geocoder);
      await insertPhotoRows(tx, listing.id, stored);
      return listing;
    }),
  );
}

async function ownPhoto(db: Executor, user: SessionUser | null, listingId: unknown, photoId: unknown) {
  const listing = await getOwnListing(db, user, listingId);
  if (!isUuid(photoId)) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  const [photo] = await db
    .select()
    .from(listingPhotos)
    .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listing.id)))
    .limit(1);
  if (!photo) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  return photo;
}

/** Removes a photo of the owner's listing; the ones after it move up (the next becomes the cover). */
export async function removePhoto(
  deps: Pick<AppDeps, "db" | "storage" | "rateLimiter">,
  user: SessionUser | null,
  listingId: unknown,
  photoId: unknown,
) {
  const photo = await ownPhoto(deps.db, user, listingId, photoId);
  await deps.db.transaction(async (tx) => {
    await tx.delete(listingPhotos).where(eq(listingPhotos.id, photo.id));
    await tx
      .update(listingPhotos)
      .set({ position: sql`${listingPhotos.position} - 1` })
      .where(and(eq(listingPhotos.listingId, photo.listingId), gt(listingPhotos.position, photo.position)));
  });
  await deletePhotoFiles(deps.storage, photo.storagePrefix);
}

export type PhotoMove = "up" | "down" | "cover";

/** Moves a photo one place earlier or later, or to the front (the cover). */
export async function movePhoto(
  db: Database,
  user: SessionUser | null,
  listingId: unknown,
  photoId: unknown,
  move: PhotoMove,
) {
  const photo = await ownPhoto(db, user, listingId, photoId);
  await db.transaction(async (tx) => {
    const ids = (
      await tx
        .select({ id: listingPhotos.id })
        .from(listingPhotos)
        .where(eq(listingPhotos.listingId, photo.listingId))
        .orderBy(asc(listingPhotos.position))
        .for("update")
    ).map((r) => r.id);
    const from = ids.indexOf(photo.id);
    const to =
      move === "cover" ? 0 : move === "up" ? Math.max(0, from - 1) : Math.min(ids.length - 1, from + 1);
    if (from === to) return;
    ids.splice(from, 1);
    ids.splice(to, 0, photo.id);
    await setPositions(tx, ids);
  });
}

async function setPositions(tx: Executor, ids: string[]) {
  for (const [position, id] of ids.entries()) {
    await tx.update(listingPhotos).set({ position }).where(eq(listingPhotos.id, id));
  }
}
