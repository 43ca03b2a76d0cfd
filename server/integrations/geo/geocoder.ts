import { z } from "zod";
import type { Logger } from "../../logger";
import { zipCentroid } from "./zip-centroids";

/** Where a listing is, and how precisely: its street address, or only its ZIP code's centre. */
export interface GeocodeResult {
  latitude: number;
  longitude: number;
  precision: "address" | "zip";
}

/** What a listing's place is made of; the street line is absent until the listing has one. */
export interface GeocodeAddress {
  /** Street and number ("1234 N Clark St"); the unit is never sent: it does not move the point. */
  street?: string | null;
  city: string;
  state: string;
  zipCode?: string | null;
  country: string;
}

export interface Geocoder {
  readonly name: "zip" | "census" | "nominatim";
  /** Never throws: a provider's failure falls back to the ZIP centroid; null when nothing is known. */
  geocode(address: GeocodeAddress): Promise<GeocodeResult | null>;
}

const HTTP_TIMEOUT_MS = 3000;

/** The default: the ZIP code's centroid from the embedded database (no call out, no key). */
export function zipGeocoder(): Geocoder {
  return {
    name: "zip",
    async geocode(address) {
      const centre = await zipCentroid(address.country, address.zipCode);
      return centre ? { ...centre, precision: "zip" } : null;
    },
  };
}

/** The U.S. Census Geocoder's `onelineaddress` answer: matches carry x (longitude) and y (latitude). */
const censusAnswer = z.object({
  result: z.object({
    addressMatches: z.array(
      z.object({ coordinates: z.object({ x: z.coerce.number(), y: z.coerce.number() }) }).loose(),
    ),
  }),
});

/** A Nominatim `format=jsonv2` search answer: an array of places whose lat/lon are strings. */
const nominatimAnswer = z.array(z.object({ lat: z.coerce.number(), lon: z.coerce.number() }).loose());

type Locate = (line: string, signal: AbortSignal, doFetch: typeof fetch) => Promise<Coordinates | null>;
interface Coordinates {
  latitude: number;
  longitude: number;
}

function validPoint(latitude: number, longitude: number): Coordinates | null {
  return Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : null;
}

async function getJson(url: URL, signal: AbortSignal, doFetch: typeof fetch): Promise<unknown> {
  const response = await doFetch(url, {
    headers: { Accept: "application/json", "User-Agent": "Affordable rentals (listing geocoder)" },
    signal,
  });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  return response.json();
}

const censusLocate =
  (baseUrl: string): Locate =>
  async (line, signal, doFetch) => {
    const url = new URL(`${baseUrl.replace(/\/$/, "")}/geocoder/locations/onelineaddress`);
    url.searchParams.set("address", line);
    url.searchParams.set("benchmark", "Public_AR_Current");
    url.searchParams.set("format", "json");
    const answer = censusAnswer.parse(await getJson(url, signal, doFetch));
    const match = answer.result.addressMatches[0];
    return match ? validPoint(match.coordinates.y, match.coordinates.x) : null;
  };

const nominatimLocate =
  (baseUrl: string): Locate =>
  async (line, signal, doFetch) => {
    const url = new URL(`${baseUrl.replace(/\/$/, "")}/search`);
    url.searchParams.set("q", line);
    url.searchParams.set("format", "jsonv2");
    url.searchParams.set("countrycodes", "us");
    url.searchParams.set("limit", "1");
    const [place] = nominatimAnswer.parse(await getJson(url, signal, doFetch));
    return place ? validPoint(place.lat, place.lon) : null;
  };

/**
 * A provider that places a U.S. listing at its street address. Without a street line, outside the United
 * States, with no match, or when the provider fails or is slow, the listing goes to its ZIP centroid. Logs
 * never carry the address (it is the landlord's, and a tenant's home).
 */
function httpGeocoder(
  name: "census" | "nominatim",
  locate: Locate,
  options: { logger: Logger; fetch?: typeof fetch; timeoutMs?: number },
): Geocoder {
  const fallback = zipGeocoder();
  const doFetch = options.fetch ?? fetch;
  return {
    name,
    async geocode(address) {
      const street = address.street?.trim();
      if (!street || address.country !== "United States") return fallback.geocode(address);
      const line = [street, address.city.trim(), `${address.state.trim()} ${address.zipCode?.trim() ?? ""}`]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(", ");
      try {
        const found = await locate(line, AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS), doFetch);
        if (found) return { ...found, precision: "address" };
        options.logger.info({ geocoder: name }, "geocoder found no match; using the ZIP centroid");
      } catch (error) {
        const reason = error instanceof Error ? error.name : "unknown";
        options.logger.warn({ geocoder: name, reason }, "geocoder failed; using the ZIP centroid");
      }
      return fallback.geocode(address);
    },
  };
}

export function censusGeocoder(options: {
  baseUrl: string;
  logger: Logger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): Geocoder {
  return httpGeocoder("census", censusLocate(options.baseUrl), options);
}

export function nominatimGeocoder(options: {
  baseUrl: string;
  logger: Logger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): Geocoder {
  return httpGeocoder("nominatim", nominatimLocate(options.baseUrl), options);
}

/** The public services' addresses, used when GEOCODER_URL is unset. */
const DEFAULT_URLS = {
  census: "https://geocoding.geo.census.gov",
  nominatim: "https://nominatim.openstreetmap.org",
} as const;

/** The configured geocoder (GEOCODER, GEOCODER_URL): the ZIP centroid unless a provider is chosen. */
export function createGeocoder(options: {
  provider: "zip" | "census" | "nominatim";
  url?: string;
  logger: Logger;
}): Geocoder {
  if (options.provider === "zip") return zipGeocoder();
  const baseUrl = options.url ?? DEFAULT_URLS[options.provider];
  return options.provider === "census"
    ? censusGeocoder({ baseUrl, logger: options.logger })
    : nominatimGeocoder({ baseUrl, logger: options.logger });
}
