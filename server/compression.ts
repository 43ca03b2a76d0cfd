import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

/**
 * Compression of dynamic responses (pages, single-fetch data, API JSON, sitemaps) as they stream.
 * Built assets are compressed once at build time (scripts/postbuild.ts) and served by serveStatic.
 *
 * - Only when the client accepts it (brotli preferred, then gzip), and never for server-sent events
 *   (`text/event-stream`), a response that already has a Content-Encoding, HEAD, 204/304, or a body under
 *   1 KiB of known length.
 * - Levels chosen for CPU per request, not for the last byte: brotli quality 4, gzip level 6.
 * - Streaming is kept: what React writes in one burst (one turn of the event loop) is compressed and
 *   flushed together, so the shell and each deferred section reach the browser as soon as they are
 *   rendered, without a flush (and its overhead) per small chunk.
 */

const COMPRESSIBLE =
  /^(text\/(?!event-stream)[\w.+-]+|application\/(json|xml|javascript|manifest\+json|[\w.+-]+\+(json|xml)))\b/i;
const MIN_BYTES = 1024;

export type Encoding = "br" | "gzip";

/** The best encoding this Accept-Encoding allows (q-values honoured; `*` counts), or null for identity. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (acceptsEncoding(acceptEncoding, "br")) return "br";
  if (acceptsEncoding(acceptEncoding, "gzip")) return "gzip";
  return null;
}

/** Whether this Accept-Encoding allows the encoding at all (q-values honoured; `*` counts). */
export function acceptsEncoding(acceptEncoding: string | null | undefined, encoding: Encoding): boolean {
  if (!acceptEncoding) return false;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") weight = Number(value);
    }
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return (q.get(encoding) ?? q.get("*") ?? 0) > 0;
}

export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType);
}

const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  // A 256 KiB window instead of the default 4 MiB: our pages are 10-110 KiB, so the output is the same
  // byte for byte, and setting up the smaller window costs a third less CPU per page (1.14 -> 0.76 ms for
  // the 70 KB home page, with the size hint below).
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
};
const BROTLI_OPTIONS: zlib.BrotliOptions = { params: BROTLI_PARAMS };
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

function createCompressor(encoding: Encoding) {
  return encoding === "br" ? zlib.createBrotliCompress(BROTLI_OPTIONS) : zlib.createGzip(GZIP_OPTIONS);
}

function compressSync(data: Uint8Array, encoding: Encoding): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(data, {
        params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength },
      })
    : zlib.gzipSync(data, GZIP_OPTIONS);
}

/**
 * Gzip of a text with holes, done once (the page cache keeps pages whose CSP nonce changes per response):
 * each part is deflated on its own (level 9: once per page, not per response) and ends byte aligned (a
 * sync flush), so that each hole can be filled per response by a stored block of `holeLength` bytes. A
 * part may still refer back to the text before it (given as the deflater's dictionary), with every hole
 * as zero bytes, which no text contains: nothing ever refers into a hole, whatever fills it.
 */
export function gzipAroundHoles(parts: Uint8Array[], holeLength: number): Buffer[] {
  const hole = Buffer.alloc(holeLength);
  let before = Buffer.alloc(0);
  return parts.map((part, i) => {
    if (i > 0) before = Buffer.concat([before, hole]).subarray(-DEFLATE_WINDOW);
    const deflated = zlib.deflateRawSync(part, {
      level: 9,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
      ...(before.length > 0 ? { dictionary: before } : {}),
    });
    before = Buffer.concat([before, part]).subarray(-DEFLATE_WINDOW);
    return deflated;
  });
}

/** How far back deflate refers. */
const DEFLATE_WINDOW = 32 * 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block marked last: the end of the deflate data. */
const DEFLATE_END = Buffer.from([1, 0, 0, 0xff, 0xff]);

/**
 * One gzip member: the parts deflated by gzipAroundHoles with `filler` (exactly the holes' length) in
 * every hole: the gzip of `parts` joined by `filler`. Costs a checksum of the text, no compression.
 */
export function gzipFilled(deflated: Buffer[], parts: Uint8Array[], filler: Buffer): Buffer {
  // A stored block (not last): header bits 000 padded to a byte, then its length and that length's complement.
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(filler.length, 1);
  stored.writeUInt16LE(~filler.length & 0xffff, 3);
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      out.push(stored, filler);
      crc = zlib.crc32(filler, crc);
      size += filler.length;
    }
    out.push(deflated[i]);
    crc = zlib.crc32(part, crc);
    size += part.byteLength;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(DEFLATE_END, trailer);
  return Buffer.concat(out);
}

/**
 * The body compressed, flushed after each burst of chunks so that streaming goes on.
 *
 * React writes many small chunks and every write to a zlib stream is a round trip to the thread pool, so
 * the chunks of one burst (one turn of the event loop) are handed over as one buffer. A body that ends
 * within its first burst (no deferred data) is compressed in one synchronous call, the cheapest way.
 */
export function compressStream(
  body: ReadableStream<Uint8Array>,
  encoding: Encoding,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let burst: Uint8Array[] = [];
  let compressor: zlib.BrotliCompress | zlib.Gzip | undefined;
  let ended = false;
  const take = () => {
    const data = burst.length === 1 ? burst[0] : Buffer.concat(burst);
    burst = [];
    return data;
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const streaming = () => {
        if (compressor) return compressor;
        const created = createCompressor(encoding);
        created.on("data", (chunk: Buffer) => controller.enqueue(chunk));
        created.on("end", () => controller.close());
        created.on("error", (error) => controller.error(error));
        compressor = created;
        return created;
      };
      const flush = () => {
        if (ended || burst.length === 0) return;
        const z = streaming();
        z.write(take());
        z.flush();
      };
      void (async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            // Chunks already queued are read in this same turn; the write waits for the burst to end.
            if (burst.push(value) === 1) setImmediate(flush);
          }
          ended = true;
          if (!compressor) {
            controller.enqueue(compressSync(take(), encoding));
            controller.close();
            return;
          }
          if (burst.length > 0) compressor.write(take());
          compressor.end();
        } catch (error) {
          ended = true;
          if (compressor) compressor.destroy(error as Error);
          else controller.error(error);
        }
      })();
    },
    cancel(reason) {
      ended = true;
      compressor?.destroy();
      return reader.cancel(reason);
    },
  });
}

/** Compresses a response when the request allows it; always says that it varies by Accept-Encoding. */
export function compressResponse(request: Request, response: Response): Response {
  const headers = response.headers;
  if (!isCompressible(headers.get("content-type")) || headers.has("content-encoding")) return response;
  appendVary(headers);
  if (request.method === "HEAD" || !response.body || response.status === 204 || response.status === 304) {
    return response;
  }
  const length = headers.get("content-length");
  if (length !== null && Number(length) < MIN_BYTES) return response;
  const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
  if (!encoding) return response;
  const compressed = new Headers(headers);
  compressed.delete("content-length");
  compressed.set("content-encoding", encoding);
  return new Response(compressStream(response.body, encoding), {
    status: response.status,
    statusText: response.statusText,
    headers: compressed,
  });
}

function appendVary(headers: Headers) {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", "Accept-Encoding");
  else if (!/accept-encoding|\*/i.test(vary)) headers.set("vary", `${vary}, Accept-Encoding`);
}

/** Hono middleware: see the module comment. */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = compressResponse(c.req.raw, c.res);
    if (response === c.res) return;
    // Hono copies the old response's headers onto a new one (Content-Length included): start afresh.
    c.res = undefined;
    c.res = response;
  };
}

/**
 * Cache-Control of a file from the build: hashed /assets never change (a new build has new names); the
 * service worker must always be checked (a stale one would keep users on an old version); images are
 * fresh for a day and then revalidated in the background; other public files for an hour.
 */
export function staticCacheControl(pathname: string): string {
  if (pathname.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (pathname === "/sw.js") return "no-cache";
  if (pathname.startsWith("/images/") || pathname.startsWith("/icons/")) {
    return "public, max-age=86400, stale-while-revalidate=604800";
  }
  return "public, max-age=3600";
}
