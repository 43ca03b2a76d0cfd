import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { createListing, createUser } from "../db/seed/factories";
import { zipCentroid } from "../integrations/geo/zip-centroids";
import { createTestDatabase } from "../test/database";
import { mapPointsFor, publicMapPoint } from "./map-points";

const EXACT = { latitude: 41.8527, longitude: -87.6251 };
const CENTRE = { latitude: 41.84, longitude: -87.63 };

describe("publicMapPoint", () => {
  it("pins a listing whose landlord shows the exact address at its own point", () => {
    expect(publicMapPoint({ id: "a", ...EXACT, showExactAddress: true }, CENTRE)).toEqual({
      id: "a",
      lat: EXACT.latitude,
      lng: EXACT.longitude,
      approximate: false,
    });
  });

  it("places an area-only listing at its ZIP code's centre, never at its own point", () => {
    const point = publicMapPoint({ id: "a", ...EXACT, showExactAddress: false }, CENTRE);
    expect(point).toEqual({ id: "a", lat: CENTRE.latitude, lng: CENTRE.longitude, approximate: true });
  });

  it("leaves an area-only listing off the map when its ZIP code has no known centre", () => {
    expect(publicMapPoint({ id: "a", ...EXACT, showExactAddress: false }, null)).toBeNull();
  });

  it("shows an exact listing without a stored point by its area, else not at all", () => {
    const place = { id: "a", latitude: null, longitude: null, showExactAddress: true };
    expect(publicMapPoint(place, CENTRE)?.approximate).toBe(true);
    expect(publicMapPoint(place, null)).toBeNull();
  });
});

describe("mapPointsFor", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("reads the listings' public points in the order asked, and never an area-only listing's own point", async () => {
    const { db } = database;
    const owner = await createUser(db, { role: "landlord" });
    const areaOnly = await createListing(db, { ownerId: owner.id, zipCode: "60616", ...EXACT });
    const exact = await createListing(db, {
      ownerId: owner.id,
      zipCode: "60616",
      ...EXACT,
      showExactAddress: true,
    });
    const nowhere = await createListing(db, {
      ownerId: owner.id,
      zipCode: "",
      latitude: null,
      longitude: null,
    });
    const centre = await zipCentroid("United States", "60616");
    if (!centre) throw new Error("60616 is in the ZIP data");

    const points = await mapPointsFor(db, [exact.id, areaOnly.id, nowhere.id]);
    expect(points).toEqual([
      { id: exact.id, lat: EXACT.latitude, lng: EXACT.longitude, approximate: false },
      { id: areaOnly.id, lat: centre.latitude, lng: centre.longitude, approximate: true },
    ]);
    expect(JSON.stringify(points.filter((p) => p.approximate))).not.toContain(String(EXACT.latitude));
    expect(await mapPointsFor(db, [])).toEqual([]);
  });
});
