/**
 * The maps (search results, city pages, a listing's page): what a page sends the browser to draw, and the
 * raster tile setting. Where a listing may be shown is decided on the server (server/listings/map-points.ts).
 */

/** OpenStreetMap's standard tiles, the default of MAP_TILE_URL. */
export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
/** The attribution OpenStreetMap's tile policy asks for, with the link to its copyright page. */
export const DEFAULT_MAP_ATTRIBUTION = "© OpenStreetMap contributors";
export const DEFAULT_MAP_ATTRIBUTION_URL = "https://www.openstreetmap.org/copyright";

/** An area-only listing is drawn as a circle of about a mile around its ZIP code's centre, never its point. */
export const APPROXIMATE_RADIUS_METERS = 1609;

/** One listing on a map: its public point (see publicMapPoint), and whether it is only the area. */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  /** Drawn as a circle of APPROXIMATE_RADIUS_METERS around the ZIP code's centre. */
  approximate: boolean;
}

/** Where the browser fetches tiles and whom it credits (MAP_TILE_URL and its attribution settings). */
export interface MapTiles {
  url: string;
  attribution: string;
  attributionUrl: string;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * A tile URL template: https (or http on this machine, for the tests' tile server), one host with no
 * `{s}` sub-domains or wildcards (the Content-Security-Policy allows exactly its origin), and the `{z}`,
 * `{x}` and `{y}` placeholders. Returns its origin, or null when the template is not usable.
 */
export function tileOrigin(template: string): string | null {
  if (!["{z}", "{x}", "{y}"].every((part) => template.includes(part))) return null;
  let url: URL;
  try {
    url = new URL(template.replaceAll("{z}", "0").replaceAll("{x}", "0").replaceAll("{y}", "0"));
  } catch {
    return null;
  }
  const local = url.protocol === "http:" && LOOPBACK.has(url.hostname);
  if (url.protocol !== "https:" && !local) return null;
  if (/[{}*]/.test(url.host) || url.username || url.password) return null;
  return url.origin;
}
