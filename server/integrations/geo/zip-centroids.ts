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
