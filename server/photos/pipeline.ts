import sharp, { type Metadata, type OutputInfo } from "sharp";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PHOTO_MESSAGES,
  PHOTO_WIDTHS,
  type PhotoWidth,
} from "../../common/photos";
import { AppError } from "../errors";
import { imageSlots } from "./image-slots";

export type ImageType = "jpeg" | "png" | "webp" | "avif" | "heic";

/**
 * The real type of an image from its first bytes (never its name or the browser's content type). SVG,
 * PDF, GIF and everything else are null.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(4, 8) === "ftyp") {
    const brand = ascii(8, 12);
    if (brand === "avif" || brand === "avis") return "avif";
    if (["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(brand)) return "heic";
  }
  return null;
}

export interface ProcessedPhoto {
  width: number;
  height: number;
  /** WebP versions by width, and the 1200x630 JPEG for social previews. */
  sizes: Record<PhotoWidth, Buffer>;
  social: Buffer;
}

/** How sharp reads an upload: a broken file is an error, never a partial picture; one frame only. */
const DECODE_OPTIONS = { failOn: "error", limitInputPixels: MAX_PHOTO_PIXELS, animated: false } as const;

/**
 * An image's upright size from its header alone (nothing is decoded yet), refusing one over
 * MAX_PHOTO_PIXELS: a file of compressed zeros can claim 10,000 × 10,000 pixels in 285 KB. sharp's
 * `limitInputPixels` refuses the same again when decoding, should a header lie.
 */
export async function readImageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    // Header only: the pixel limit is ours to say below (sharp's own would read as "could not be read").
    meta = await sharp(bytes, { animated: false }).metadata();
  } catch {
    throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.unreadable);
  }
  if (!meta.width || !meta.height) throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.unreadable);
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) {
    throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.tooManyPixels);
  }
  return meta.autoOrient ?? { width: meta.width, height: meta.height };
}

/** Decodes an image turned upright by its EXIF orientation; a file that does not decode is refused. */
export function decodeImage(bytes: Buffer) {
  return sharp(bytes, DECODE_OPTIONS).autoOrient();
}

/** The widest version we make: the one decode of an upload is scaled to it, the others come from it. */
const LARGEST_WIDTH = Math.max(...PHOTO_WIDTHS);

/**
 * Checks an upload and makes its versions: the type from the bytes (JPEG, PNG, WebP, AVIF; this build of
 * sharp has no HEVC decoder, so HEIC is refused with its own message), at most 10 MB and 40 megapixels
 * (from the header, before decoding), then the photo is decoded once, turned upright by its EXIF
 * orientation and scaled to the largest width, and every version is encoded from those pixels without any
 * metadata (EXIF, GPS, XMP, ICC comments: sharp writes none unless asked). At most two images are
 * decoded at once in this process (`imageSlots`); the others wait. Throws AppError("BAD_REQUEST") with
 * the message to show.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.empty);
  if (bytes.length > MAX_PHOTO_BYTES) throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.tooLarge);
  const type = detectImageType(bytes);
  if (type === "heic") throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.heic);
  if (!type) throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.wrongType);
  return imageSlots.run(async () => {
    const { width, height } = await readImageSize(bytes);
    let pixels: { data: Buffer; info: OutputInfo };
    try {
      pixels = await decodeImage(bytes)
        .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.unreadable);
    }
    const { data, info } = pixels;
    const scaled = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const sizes = {} as Record<PhotoWidth, Buffer>;
    for (const w of PHOTO_WIDTHS) {
      sizes[w] = await scaled()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: w <= 480 ? 72 : 78, effort: 3 })
        .toBuffer();
    }
    const social = await scaled()
      .resize({ width: 1200, height: 630, fit: "cover", position: "attention" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return { width, height, sizes, social };
  });
}
