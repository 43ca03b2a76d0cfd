import { describe, expect, it } from "vitest";
import { EMPTY_FILTER } from "../../common/listing-filter";
import { parseListingFilter } from "../../common/schemas/listing-filter";
import { milesBetween, usCityCentroid, zipCentroid } from "../integrations/geo/zip-centroids";
import {
  boundingCube,
  chordOfMiles,
  distanceOrigin,
  EARTH_RADIUS_MILES,
  locateNear,
  milesOfChord,
  unitVector,
} from "./distance-sql";

/** The straight-line distance between two unit vectors. */
const chordBetween = (a: number[], b: number[]) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

describe("distance math", () => {
  const lincolnPark = { latitude: 41.9214, longitude: -87.6513 };
  const loop = { latitude: 41.8786, longitude: -87.6251 };
  const evanston = { latitude: 42.0451, longitude: -87.6877 };

  it("the chord of two points is their haversine distance, compared at its chord", () => {
    for (const [a, b] of [
      [lincolnPark, loop],
      [lincolnPark, evanston],
      [loop, { latitude: 40.7128, longitude: -74.006 }],
    ]) {
      const chord = chordBetween(unitVector(a), unitVector(b));
      expect(milesOfChord(chord)).toBeCloseTo(milesBetween(a, b), 6);
      expect(chordOfMiles(milesBetween(a, b))).toBeCloseTo(chord, 12);
    }
    // Lincoln Park to the Loop is about 3.1 miles.
    expect(milesBetween(lincolnPark, loop)).toBeGreaterThan(3);
    expect(milesBetween(lincolnPark, loop)).toBeLessThan(3.3);
    expect(milesOfChord(chordOfMiles(25))).toBeCloseTo(25, 9);
    expect(EARTH_RADIUS_MILES).toBe(3958.8);
  });

  it("the bounding cube holds every point within the radius and leaves out those far beyond it", () => {
    for (const miles of [1, 3, 5, 10, 25]) {
      const box = boundingCube(lincolnPark, miles);
      const inside = (p: { latitude: number; longitude: number }) =>
        unitVector(p).every((v, i) => v >= box.min[i] && v <= box.max[i]);
      // Points on the circle of the radius, all around, and just inside it.
      for (let bearing = 0; bearing < 360; bearing += 15) {
        const d = (miles * 0.999) / EARTH_RADIUS_MILES;
        const lat1 = (lincolnPark.latitude * Math.PI) / 180;
        const lng1 = (lincolnPark.longitude * Math.PI) / 180;
        const b = (bearing * Math.PI) / 180;
        const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
        const lng2 =
          lng1 +
          Math.atan2(
            Math.sin(b) * Math.sin(d) * Math.cos(lat1),
            Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
          );
        const p = { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI };
        expect(milesBetween(lincolnPark, p)).toBeLessThan(miles);
        expect(inside(p), `${miles} mi at ${bearing}°`).toBe(true);
      }
      // Twice the radius away (north, east) is outside the box.
      expect(
        inside({ latitude: lincolnPark.latitude + (2 * miles) / 69, longitude: lincolnPark.longitude }),
      ).toBe(false);
      expect(
        inside({ latitude: lincolnPark.latitude, longitude: lincolnPark.longitude + (2 * miles) / 51 }),
      ).toBe(false);
    }
  });
});

describe("where a search is measured from", () => {
  it("a ZIP code is its centroid; a city, with its state in any spelling, is its centre", async () => {
    expect(await locateNear("60614")).toEqual(await zipCentroid("United States", "60614"));
    const chicago = await usCityCentroid("Chicago", "IL");
    expect(chicago).not.toBeNull();
    for (const text of [
      "Chicago, IL",
      "chicago, il",
      "Chicago IL",
      "Chicago, Illinois",
      "  Chicago ,  IL ",
    ]) {
      expect(await locateNear(text), text).toEqual(chicago);
    }
    // A bare city name takes the filter's state.
    expect(await locateNear("Chicago", "IL")).toEqual(chicago);
  });

  it("a place it cannot locate is null, never an error", async () => {
    for (const text of ["", "00000", "Chicago", "Nowhereville, IL", "Chicago, XX", "%%%", "12345678"]) {
      expect(await locateNear(text), text).toBeNull();
    }
  });

  it("the filter's origin: the visitor's location wins over a place; none without a place", async () => {
    const near = parseListingFilter(new URLSearchParams("near=60614&radius=5"));
    expect(await distanceOrigin(near)).toEqual({
      ...(await zipCentroid("United States", "60614")),
      radiusMiles: 5,
    });
    const located = parseListingFilter(new URLSearchParams("near=60614&lat=41.9214&lng=-87.6513&radius=3"));
    expect(await distanceOrigin(located)).toEqual({ latitude: 41.92, longitude: -87.65, radiusMiles: 3 });
    expect(await distanceOrigin(EMPTY_FILTER)).toBeNull();
    expect(await distanceOrigin(parseListingFilter(new URLSearchParams("near=Atlantis, ZZ")))).toBeNull();
  });
});

describe("the distance filter in the URL", () => {
  it("reads near, lat/lng (rounded to 2 decimals) and one of the offered radii", () => {
    const f = parseListingFilter(new URLSearchParams("near=60614&radius=5&sort=distance"));
    expect(f).toMatchObject({ near: "60614", radius: 5, lat: null, lng: null, sort: "distance" });
    expect(parseListingFilter(new URLSearchParams("near=Chicago, IL"))).toMatchObject({ radius: 10 });
    expect(parseListingFilter(new URLSearchParams("lat=41.92146&lng=-87.65134&radius=1"))).toMatchObject({
      lat: 41.92,
      lng: -87.65,
      near: "",
      radius: 1,
    });
  });

  it("ignores what it cannot use: a radius alone, odd radii, coordinates out of range, sort by distance from nowhere", () => {
    expect(parseListingFilter(new URLSearchParams("radius=5"))).toMatchObject({ radius: null, near: "" });
    expect(parseListingFilter(new URLSearchParams("near=60614&radius=7"))).toMatchObject({ radius: 10 });
    expect(parseListingFilter(new URLSearchParams("lat=91&lng=0&radius=5"))).toMatchObject({
      lat: null,
      radius: null,
    });
    expect(parseListingFilter(new URLSearchParams("lat=abc&lng=1e3"))).toMatchObject({
      lat: null,
      lng: null,
    });
    expect(parseListingFilter(new URLSearchParams("sort=distance")).sort).toBe("");
    expect(parseListingFilter(new URLSearchParams(`near=${"x".repeat(81)}`))).toMatchObject({
      near: "",
      radius: null,
    });
  });
});
