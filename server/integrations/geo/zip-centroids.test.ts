import { describe, expect, it } from "vitest";
import { milesBetween, usCityCentroid, zipCentroid } from "./zip-centroids";

describe("zipCentroid", () => {
  it("finds a US ZIP's centroid from the embedded data, ZIP+4 included", async () => {
    const chicago = await zipCentroid("United States", "60616");
    expect(chicago?.latitude).toBeCloseTo(41.84, 1);
    expect(chicago?.longitude).toBeCloseTo(-87.63, 1);
    expect(await zipCentroid("United States", "60616-1234")).toEqual(chicago);
  });

  it("finds a Canadian postal code by its first three characters", async () => {
    const toronto = await zipCentroid("Canada", "m5v 3l9");
    expect(toronto?.latitude).toBeCloseTo(43.65, 1);
  });

  it("gives null for unknown, malformed or absent codes and other countries", async () => {
    expect(await zipCentroid("United States", "00000")).toBeNull();
    expect(await zipCentroid("United States", "abc")).toBeNull();
    expect(await zipCentroid("United States", "")).toBeNull();
    expect(await zipCentroid("United States", null)).toBeNull();
    expect(await zipCentroid("United Kingdom", "SW1A 1AA")).toBeNull();
  });
});

describe("usCityCentroid", () => {
  it("is not dragged off by a wrong entry in the data: Brooklyn is a few miles from New York", async () => {
    const newYork = await usCityCentroid("New York", "NY");
    const brooklyn = await usCityCentroid("Brooklyn", "New York");
    if (!newYork || !brooklyn) throw new Error("both cities are in the data");
    expect(newYork.longitude).toBeCloseTo(-73.98, 1);
    expect(milesBetween(newYork, brooklyn)).toBeLessThan(10);
  });

  it("gives null for a city that is not in the data", async () => {
    expect(await usCityCentroid("Atlantis", "IL")).toBeNull();
  });
});
