/**
 * ZIP (and Canadian FSA) centroids from the `zipcodes` package, which ships its data inside the
 * package: no download at install or run time, no third-party call. Loaded lazily on first use.
 */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

type ZipCodes = typeof import("zipcodes");
let loading: Promise<ZipCodes> | null = null;

function load(): Promise<ZipCodes> {
  loading ??= import("zipcodes").then((m) => ((m as { default?: ZipCodes }).default ?? m) as ZipCodes);
  return loading;
}

/** The centroid of a US ZIP code (or a Canadian postal code's first three characters), else null. */
export async function zipCentroid(
  country: string,
  zip: string | null | undefined,
): Promise<Coordinates | null> {
  const code = zip?.trim().toUpperCase();
  if (!code) return null;
  let key: string | null = null;
  if (country === "United States") {
    key = /^(\d{5})(-?\d{4})?$/.exec(code)?.[1] ?? null;
  } else if (country === "Canada") {
    key = /^([A-Z]\d[A-Z])\s?(\d[A-Z]\d)?$/.exec(code)?.[1] ?? null;
  }
  if (!key) return null;
  const found = (await load()).lookup(key);
  if (!found || !Number.isFinite(found.latitude) || !Number.isFinite(found.longitude)) return null;
  return { latitude: found.latitude, longitude: found.longitude };
}

/**
 * The centre of a U.S. city (the median latitude and longitude of its ZIP centroids), by its name and state
 * (code or name), else null. The median, not the mean: the data has the odd wrong entry (New York's 10200
 * sits at longitude +73.95, the other side of the world), which would drag a mean 40 miles off.
 * Used for distances between cities, never to locate anyone precisely.
 */
export async function usCityCentroid(city: string, state: string): Promise<Coordinates | null> {
  const name = city.trim();
  const region = state.trim();
  if (!name || !region) return null;
  const zips = (await load())
    .lookupByName(name, region)
    .filter((z) => Number.isFinite(z.latitude) && Number.isFinite(z.longitude));
  if (zips.length === 0) return null;
  return { latitude: median(zips.map((z) => z.latitude)), longitude: median(zips.map((z) => z.longitude)) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const EARTH_RADIUS_MILES = 3958.8;

/** The great-circle distance between two points, in miles. */
export function milesBetween(a: Coordinates, b: Coordinates): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The U.S. cities (name and state code, lower-cased, as `city|st`) with a ZIP centroid within `miles` of
 * `point`: the places that can be near at all. One pass over the package's ZIP table (about 44,000
 * centroids, a few milliseconds).
 */
export async function usCitiesWithin(point: Coordinates, miles: number): Promise<Set<string>> {
  const { codes } = await load();
  const found = new Set<string>();
  for (const zip of Object.values(codes)) {
    if (zip.country !== "US" || !Number.isFinite(zip.latitude) || !Number.isFinite(zip.longitude)) continue;
    if (milesBetween(point, zip) <= miles) found.add(`${zip.city.toLowerCase()}|${zip.state.toLowerCase()}`);
  }
  return found;
}
