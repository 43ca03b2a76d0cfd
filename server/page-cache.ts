import { isbot } from "isbot";
import { LOCALE_COOKIE } from "../common/i18n";
import { acceptsEncoding, gzipAroundHoles, gzipFilled } from "./compression";
import type { ReadCache } from "./db/read-cache";
import { LOCATION_COOKIE } from "./location/service";

/**
 * Whole anonymous pages from the read cache: the home page and search are the same for every visitor at
 * one location, in one time zone, until what they read changes (on any instance: the read cache's rule),
 * so they are rendered once and then served as text.
 *
 * Only a GET of an allowed path, by a visitor with no cookie but the ones the key holds (`tz`,
 * `location`): a session, a flash toast or any other cookie renders as before. Only a 200 HTML response
 * without Set-Cookie, Vary or a private Cache-Control is kept.
 *
 * The CSP nonce is per response: the rendered text is kept with holes where the nonce of the response
 * that rendered it stood, and every response fills them with its own. Gzip is done once, around the holes
 * (each hole a stored block), so a hit costs no compression either; a client that refuses gzip gets the
 * text and the compression middleware as usual.
 */

/** Pages whose loaders read only the read cache's tables, the location and the time zone. */
const CACHED_PATHS = new Set(["/", "/rentals", "/es", "/es/rentals"]);
/**
 * The request cookies a cached page may be served to: those the key holds (the root loader's `tz`, the
 * home page's location override) and the chosen language, which the path already says (common/i18n.ts).
 */
const KEYED_COOKIES = new Set(["tz", LOCATION_COOKIE, LOCALE_COOKIE]);

interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The text between the nonces. */
  parts: Buffer[];
  /**
   * The parts deflated (gzipAroundHoles), made by the first response that asks for gzip and kept: a page
   * rendered for a client that takes no gzip, or never served again, costs no compression.
   */
  gzip?: Buffer[];
  /** The nonce's length in bytes, which the gzip's holes have. */
  holeLength: number;
  bytes: number;
}

/**
 * Whether a request may be served from (and fill) the page cache, by what it carries alone: GET of an
 * allowed path, and no cookie but the keyed ones.
 */
export function isPageCacheCandidate(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (!CACHED_PATHS.has(url.pathname)) return false;
  const cookie = request.headers.get("cookie");
  if (!cookie) return true;
  for (const pair of cookie.split(";")) {
    const name = pair.split("=")[0].trim();
    if (name && !KEYED_COOKIES.has(name)) return false;
  }
  return true;
}

/** The key: everything the page's text depends on besides the read cache's data and the clock. */
export function pageCacheKey(
  request: Request,
  inputs: { timeZone: string; location: unknown; locationSource: string | null },
): string {
  const userAgent = request.headers.get("user-agent");
  // Crawlers get the whole page at once (entry.server), browsers a streamed one: not the same text.
  const bot = Boolean(userAgent && isbot(userAgent));
  return `page:${JSON.stringify([request.url, inputs.timeZone, inputs.location, inputs.locationSource, bot])}`;
}

/** The page as it may be kept, or null when this response may not be shared. Consumes the body if kept. */
async function toCachedPage(response: Response, nonce: string): Promise<CachedPage | null> {
  const headers = response.headers;
  if (response.status !== 200 || !response.body) return null;
  if (!headers.get("content-type")?.startsWith("text/html")) return null;
  if (headers.has("set-cookie") || headers.has("vary") || headers.has("content-encoding")) return null;
  if (/private|no-store/i.test(headers.get("cache-control") ?? "")) return null;
  // Split as bytes: decoding the page into a string and encoding its parts again cost more than the split.
  const body = Buffer.from(await response.arrayBuffer());
  const hole = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(hole); at !== -1; at = body.indexOf(hole, from)) {
    parts.push(body.subarray(from, at));
    from = at + hole.length;
  }
  parts.push(body.subarray(from));
  return {
    status: response.status,
    headers: [...headers],
    parts,
    holeLength: hole.length,
    // The page's bytes and room for its gzip, kept once made.
    bytes: body.length + Math.ceil(body.length / 2),
  };
}

/** A Buffer as the Uint8Array a Response takes, without a copy. */
const bytes = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

function fromCachedPage(page: CachedPage, nonce: string, acceptEncoding: string | null): Response {
  const headers = new Headers(page.headers);
  const filler = Buffer.from(nonce);
  if (filler.length === page.holeLength && acceptsEncoding(acceptEncoding, "gzip")) {
    headers.set("content-encoding", "gzip");
    headers.set("vary", "Accept-Encoding");
    page.gzip ??= gzipAroundHoles(page.parts, page.holeLength);
    return new Response(bytes(gzipFilled(page.gzip, page.parts, filler)), {
      status: page.status,
      headers,
    });
  }
  const body: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) body.push(filler);
    body.push(part);
  });
  return new Response(bytes(Buffer.concat(body)), { status: page.status, headers });
}

/**
 * Serves a candidate request (see isPageCacheCandidate) for an anonymous visitor: from the cache, or
 * rendered by `render` and kept when it may be shared. `nonce` is this response's CSP nonce.
 */
export async function servePageFromCache(input: {
  readCache: ReadCache;
  request: Request;
  key: string;
  nonce: string;
  render: () => Promise<Response>;
}): Promise<Response> {
  const { request, nonce, render } = input;
  // Without a nonce there is nothing to tell apart per response: never kept.
  if (!nonce) return render();
  let own: Response | undefined;
  let rendered = false;
  let page: CachedPage | null;
  try {
    page = await input.readCache.readPage(input.key, async () => {
      rendered = true;
      const response = await render();
      const kept = await toCachedPage(response, nonce);
      if (!kept) own = response;
      return kept;
    });
  } catch (error) {
    // Another request's render failed: this one renders for itself.
    if (rendered) throw error;
    return render();
  }
  if (own) return own;
  if (!page) return render();
  return fromCachedPage(page, nonce, request.headers.get("accept-encoding"));
}
