/**
 * "Within N miles" as plain arithmetic: a point as a unit vector on the sphere, and the straight-line
 * (chord) distance between two of them, which grows with the great-circle distance. The database compares
 * the same chords (server/listings/distance-sql.ts: listings.geo, the `cube` extension); the saved-search
 * rule (listingMatchesFilter) compares them here.
 */
export const EARTH_RADIUS_MILES = 3958.8;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A point as a unit vector (x, y, z) on the sphere. */
export function unitVector(point: GeoPoint): [number, number, number] {
  const lat = (point.latitude * Math.PI) / 180;
  const lng = (point.longitude * Math.PI) / 180;
  return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
}

/** The chord between two points on the unit sphere that are `miles` apart along the surface. */
export function chordOfMiles(miles: number): number {
  return 2 * Math.sin(Math.min(Math.PI / 2, miles / (2 * EARTH_RADIUS_MILES)));
}

/** The surface distance in miles of a chord on the unit sphere (the inverse of chordOfMiles). */
export function milesOfChord(chord: number): number {
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, chord / 2));
}

/** Whether `point` is within `miles` of `origin`: their chord against the radius's (as the database does). */
export function isWithinMiles(point: GeoPoint, origin: GeoPoint, miles: number): boolean {
  const a = unitVector(point);
  const b = unitVector(origin);
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) <= chordOfMiles(miles);
}
