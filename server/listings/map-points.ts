import { inArray } from "drizzle-orm";
import type { MapPoint, MapTiles } from "../../common/map";
import type { Executor } from "../db/client";
import { listings } from "../db/schema/listings";
import type { Env } from "../env";
import { type Coordinates, zipCentroid } from "../integrations/geo/zip-centroids";

/** What the rule needs of a listing: its stored point, and whether its landlord shows the exact address. */
export interface MapPlace {
  id: string;
  latitude: number | null;
  longitude: number | null;
  showExactAddress: boolean;
}

/**
 * THE rule for where a map may show a listing, the only place it is decided. A listing whose landlord shows
 * its exact address is pinned at its stored point. Any other (area only, the default) is placed at its ZIP
 * code's centre and drawn as an approximate circle: its own point never leaves the server, so the browser
 * cannot learn it. An exact one without a stored point is shown by its area too; a listing with neither is
 * left off the map (the list still has it).
 */
export function publicMapPoint(place: MapPlace, zipCentre: Coordinates | null): MapPoint | null {
  const { latitude, longitude } = place;
  if (place.showExactAddress && Number.isFinite(latitude) && Number.isFinite(longitude)) {
    return { id: place.id, lat: latitude as number, lng: longitude as number, approximate: false };
  }
  if (!zipCentre) return null;
  return { id: place.id, lat: zipCentre.latitude, lng: zipCentre.longitude, approximate: true };
}

/**
 * The public map points of listings the page already shows (a search page, a city's homes, one listing),
 * in one primary-key query. Callers pass ids they read as public.
 */
export async function mapPointsFor(db: Executor, ids: readonly string[]): Promise<MapPoint[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: listings.id,
      latitude: listings.latitude,
      longitude: listings.longitude,
      showExactAddress: listings.showExactAddress,
      country: listings.country,
      zipCode: listings.zipCode,
    })
    .from(listings)
    .where(inArray(listings.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const points: MapPoint[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const point = publicMapPoint(row, await zipCentroid(row.country, row.zipCode));
    if (point) points.push(point);
  }
  return points;
}

/** The tile settings a map page sends the browser (public: the URL template and its attribution). */
export function mapTilesSetting(
  env: Pick<Env, "MAP_TILE_URL" | "MAP_TILE_ATTRIBUTION" | "MAP_TILE_ATTRIBUTION_URL">,
): MapTiles {
  return {
    url: env.MAP_TILE_URL,
    attribution: env.MAP_TILE_ATTRIBUTION,
    attributionUrl: env.MAP_TILE_ATTRIBUTION_URL,
  };
}
