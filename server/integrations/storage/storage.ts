import { randomBytes } from "node:crypto";

/**
 * Where uploaded files live. Two areas that never mix: `public` (listing photos, served by `/media/...`
 * with long cache headers) and `private` (verification documents, read only by a service that checked the
 * reader). A private key is random (`newPrivateKey`), and no public route reads the private area.
 */
export type StorageArea = "public" | "private";

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** "disk" or "s3" (logs, health). */
  readonly kind: "disk" | "s3";
  put(area: StorageArea, key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(area: StorageArea, key: string): Promise<StoredFile | null>;
  /** Removes a file; removing a missing file is not an error. */
  delete(area: StorageArea, key: string): Promise<void>;
}

/** Keys are ours, never a user's: lower-case path segments of [a-z0-9_-] with one optional extension. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,80}(\/[a-z0-9][a-z0-9_-]{0,80}){0,4}(\.[a-z0-9]{1,5})?$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** A random, unguessable name (128 bits) for a new file. */
export function randomName(): string {
  return randomBytes(16).toString("hex");
}

/** The content type a public file is served with, from its key's extension. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return (
    {
      webp: "image/webp",
      avif: "image/avif",
      jpg: "image/jpeg",
      png: "image/png",
      pdf: "application/pdf",
    }[extension] ?? "application/octet-stream"
  );
}
