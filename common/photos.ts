/** Listing photos: limits and the URLs of the sizes the server makes (pages and server agree on both). */
export const MAX_PHOTOS_PER_LISTING = 12;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * Pixels a photo may have (width × height), read from its header before anything is decoded: more than
 * any phone camera takes (48 MP sensors save 12 MP photos by default), far less than a 10 MB file of
 * compressed zeros can claim (a 10,000 × 10,000 PNG of 285 KB would take 300 MB to decode).
 */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** Widths of the WebP versions: cards, gallery on phones, gallery on large screens. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** Types a photo may be (checked from its bytes on the server); the photo manager's file picker. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

export const PHOTO_MESSAGES = {
  empty: "The file is empty. Please choose a photo.",
  tooLarge: "Photos must be 10 MB or smaller.",
  wrongType: "Only JPEG, PNG, WebP or AVIF photos can be uploaded.",
  heic: "HEIC photos are not supported yet. Please save the photo as JPEG and upload it again.",
  unreadable: "This photo could not be read. Please try another file.",
  tooManyPixels:
    "Photos can be at most 40 megapixels (for example 8000 × 5000 pixels). Please upload a smaller photo.",
  tooManyUploads: "You have uploaded many files in the last hour. Please try again later.",
  tooMany: "A listing can have at most 12 photos.",
  none: "Please choose at least one photo.",
} as const;

/** A photo as pages show it: the storage prefix is public (under /media/) and holds a random part. */
export interface PhotoRef {
  id: string;
  prefix: string;
  width: number;
  height: number;
}

export function photoUrl(prefix: string, width: PhotoWidth): string {
  return `/media/${prefix}/${width}.webp`;
}

/** The cover photo's 1200x630 JPEG, the listing page's og:image. */
export function photoSocialUrl(prefix: string): string {
  return `/media/${prefix}/social.jpg`;
}

/** The `srcset` of a photo: every width we make (a smaller original has them all, upscaled never). */
export function photoSrcSet(prefix: string): string {
  return PHOTO_WIDTHS.map((w) => `${photoUrl(prefix, w)} ${w}w`).join(", ");
}
