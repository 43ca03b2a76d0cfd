import { z } from "zod";
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_LISTING, PHOTO_MESSAGES } from "../photos";

/**
 * The photo manager's forms (`/landlord-dashboard/listings/{id}/photos`): one upload form and a
 * small form per photo (move up, move down, make cover, remove). The files' real type and size are checked
 * by the server's pipeline from the bytes; here only that some were chosen and not more than a listing holds.
 */
export const UNKNOWN_PHOTO_ACTION = "Unknown photo action. Please reload the page and try again.";

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

/**
 * The chosen files. A file input with nothing chosen still sends one empty, nameless file (which Conform
 * may read as nothing): that counts as none. Every message is the field's own (never one file's).
 */
const photoFiles = (min: number) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value]).filter(
        (f) => f !== undefined && f !== null && f !== "" && !(isFile(f) && f.size === 0 && f.name === ""),
      ),
    z
      .array(z.unknown())
      .min(min, PHOTO_MESSAGES.none)
      .max(MAX_PHOTOS_PER_LISTING, PHOTO_MESSAGES.tooMany)
      .refine((values) => values.every(isFile), PHOTO_MESSAGES.none)
      // Checked in the browser too, so a 50 MB photo is refused before it is sent.
      .refine((files) => files.every((f) => !isFile(f) || f.size <= MAX_PHOTO_BYTES), PHOTO_MESSAGES.tooLarge)
      .transform((files) => files as File[]),
  );

const chosenFiles = photoFiles(1);

/** The listing form's photos, chosen when a property is first listed: none is fine. */
export const optionalPhotoFiles = photoFiles(0);

export const photoUploadSchema = z.object({
  intent: z.literal("upload"),
  photos: chosenFiles,
});

export const photoChangeSchema = z.object({
  intent: z.enum(["up", "down", "cover", "remove"], { error: UNKNOWN_PHOTO_ACTION }),
  photoId: z.uuid({ error: UNKNOWN_PHOTO_ACTION }),
});

/** What the photo page's action reads: an upload, or a change to one photo. */
export const photoActionSchema = z.discriminatedUnion("intent", [photoUploadSchema, photoChangeSchema], {
  error: UNKNOWN_PHOTO_ACTION,
});
