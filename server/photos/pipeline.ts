import sharp from "sharp";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, PHOTO_WIDTHS, type PhotoWidth } from "../../common/photos";
import { AppError } from "../errors";

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

/** Bigger than any phone camera: refuses decompression bombs before decoding. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Checks an upload and makes its versions: the type from the bytes (JPEG, PNG, WebP, AVIF; this build of
 * sharp has no HEVC decoder, so HEIC is refused with its own message), at most 10 MB, then every version is
 * re-encoded from the decoded pixels, turned upright by its EXIF orientation, without any metadata (EXIF,
 * GPS, XMP, ICC comments: sharp writes none unless asked). Throws AppError("BAD_REQUEST") with the message
 * to show.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.empty);
  if (bytes.length > MAX_PHOTO_BYTES) throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.tooLarge);
  const type = detectImageType(bytes);
  if (type === "heic") throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.heic);
  if (!type) throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.wrongType);
  const input = () =>
    sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  let width: number;
  let height: number;
  try {
    const upright = await input().toBuffer({ resolveWithObject: true });
    width = upright.info.width;
    height = upright.info.height;
  } catch {
    throw new AppError("BAD_REQUEST", PHOTO_MESSAGES.unreadable);
  }
  const sizes = {} as Record<PhotoWidth, Buffer>;
  await Promise.all(
    PHOTO_WIDTHS.map(async (w) => {
      sizes[w] = await input()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: w <= 480 ? 72 : 78, effort: 3 })
        .toBuffer();
    }),
  );
  const social = await input()
    .resize({ width: 1200, height: 630, fit: "cover", position: "attention" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return { width, height, sizes, social };
}
