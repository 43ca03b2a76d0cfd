/**
 * Whether a file is built like a PDF, beyond its first bytes: an HTML page or a script that merely starts
 * with `%PDF-` is not one. Checked without a PDF library (a document is only stored for an admin to open
 * in their own viewer): the `%PDF-1.x` or `%PDF-2.x` header, an `%%EOF` near the end preceded by
 * `startxref` and a byte offset inside the file, and at that offset a cross-reference table (`xref`) or
 * a cross-reference stream (`N G obj`, PDF 1.5 and later), as every PDF writer makes.
 */
export function isPdf(bytes: Uint8Array): boolean {
  const head = latin1(bytes.subarray(0, 16));
  if (!/^%PDF-[12]\.\d/.test(head)) return false;
  // Writers may leave a few bytes (line ends, padding) after the last %%EOF.
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES)));
  const end = /startxref\s+(\d{1,10})\s+%%EOF\s*$/.exec(tail.replace(/\0+$/, ""));
  if (!end) return false;
  const offset = Number(end[1]);
  if (offset < "%PDF-1.x\n".length || offset >= bytes.length) return false;
  const atOffset = latin1(bytes.subarray(offset, offset + 32));
  return /^xref\s/.test(atOffset) || /^\d+\s+\d+\s+obj\b/.test(atOffset);
}

/** How far from the end `startxref ... %%EOF` is looked for. */
const TAIL_BYTES = 1024;

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
}
