import { type SQL, sql } from "drizzle-orm";
import { chordOfMiles, EARTH_RADIUS_MILES, milesOfChord, unitVector } from "../../common/distance";
import { hasDistanceSearch, type ListingFilter } from "../../common/listing-filter";
import { usStateCode } from "../../common/us-states";
import { listings } from "../db/schema/listings";
import { type Coordinates, usCityCentroid, zipCentroid } from "../integrations/geo/zip-centroids";

/**
 * "Within N miles" in the database. Every listing's point is also stored as a unit vector on the sphere
 * (listings.geo, a `cube` computed by PostgreSQL from latitude and longitude), indexed by GiST
 * (listings_public_geo_idx). The straight-line (chord) distance between two unit vectors grows with the
 * great-circle distance, so:
 *  - "within r miles" is the cube around the origin that holds the sphere's cap (the index's box), then the
 *    exact chord distance, which is the exact great-circle distance compared at its chord;
 *  - "nearest first" is the index's own order (`geo <-> origin`, a K-nearest-neighbour scan that stops at
 *    the page), exact too;
 *  - the miles shown on a card are 2R asin(chord / 2): the haversine distance.
 * PGlite ships the `cube` extension (loaded in server/db/client.ts) and so does PostgreSQL's contrib.
 */
export { chordOfMiles, EARTH_RADIUS_MILES, milesOfChord, unitVector };

export interface DistanceOrigin extends Coordinates {
  radiusMiles: number;
}

/** The axis-aligned box (min and max corners) of every unit vector within `miles` of the origin. */
export function boundingCube(origin: Coordinates, miles: number): { min: number[]; max: number[] } {
  const centre = unitVector(origin);
  const chord = chordOfMiles(miles);
  return { min: centre.map((c) => c - chord), max: centre.map((c) => c + chord) };
}

/**
 * Where a "near" place is: a 5-digit ZIP code's centroid, or a U.S. city's centre ("Chicago, IL",
 * "Chicago IL", "Chicago, Illinois"; a bare name takes the filter's state), else null.
 */
export async function locateNear(near: string, stateHint = ""): Promise<Coordinates | null> {
  const text = near.trim().replace(/\s+/g, " ");
  if (!text) return null;
  if (/^\d{5}(-\d{4})?$/.test(text)) return zipCentroid("United States", text);
  let city = text;
  let state = "";
  const comma = text.lastIndexOf(",");
  if (comma > 0) {
    city = text.slice(0, comma).trim();
    state = usStateCode(text.slice(comma + 1).trim());
  } else {
    const lastWord = /^(.+) ([A-Za-z]{2})$/.exec(text);
    if (lastWord && usStateCode(lastWord[2]).length === 2) {
      city = lastWord[1];
      state = usStateCode(lastWord[2]);
    }
  }
  state ||= usStateCode(stateHint.trim());
  if (!/^[A-Z]{2}$/.test(state)) return null;
  return usCityCentroid(city, state);
}

/** A point as a `cube` value's text, "(x, y, z)", for a stored column (saved_searches.distance_origin). */
export function cubeText(point: Coordinates): string {
  return `(${unitVector(point).join(", ")})`;
}

/**
 * The origin and radius of the filter's distance search, or null when it has none or its place cannot be
 * located (the page then says so under the field and searches without it).
 */
export async function distanceOrigin(filter: ListingFilter): Promise<DistanceOrigin | null> {
  if (!hasDistanceSearch(filter) || filter.radius === null) return null;
  const point =
    filter.lat !== null && filter.lng !== null
      ? { latitude: filter.lat, longitude: filter.lng }
      : await locateNear(filter.near, filter.state);
  return point ? { ...point, radiusMiles: filter.radius } : null;
}

function cubeOf(values: number[]): SQL {
  return sql`cube(array[${sql.join(
    values.map((v) => sql`${v}::float8`),
    sql`, `,
  )}])`;
}

function cubeBox(min: number[], max: number[]): SQL {
  return sql`cube(array[${sql.join(
    min.map((v) => sql`${v}::float8`),
    sql`, `,
  )}], array[${sql.join(
    max.map((v) => sql`${v}::float8`),
    sql`, `,
  )}])`;
}

/** A point as the index's type: a unit vector. */
export function originCube(origin: Coordinates): SQL {
  return cubeOf(unitVector(origin));
}

/** Listings within the origin's radius: the index's box, then the exact distance. */
export function withinCondition(origin: DistanceOrigin): SQL {
  const { min, max } = boundingCube(origin, origin.radiusMiles);
  return sql`(${listings.geo} <@ ${cubeBox(min, max)} and ${exactlyWithin(origin)})`;
}

/**
 * The exact distance alone: for a page read nearest first in the index's order, which stops at the page.
 * (With the box too, the planner, which cannot estimate a box of cubes, reads every listing in it and sorts.)
 */
export function exactlyWithin(origin: DistanceOrigin): SQL {
  return sql`cube_distance(${listings.geo}, ${originCube(origin)}) <= ${chordOfMiles(origin.radiusMiles)}::float8`;
}

/** Nearest first, in the index's order (a K-nearest-neighbour scan). */
export function nearestOrder(origin: Coordinates, geo: unknown = listings.geo): SQL {
  return sql`${geo} <-> ${originCube(origin)}`;
}

/** The listing's distance from the origin in miles (great-circle), for its card. */
export function distanceMilesColumn(origin: Coordinates): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_MILES}::float8 * asin(least(1, cube_distance(${listings.geo}, ${originCube(origin)}) / 2)))`.mapWith(
    Number,
  );
}
