import { describe, expect, it } from "vitest";
import { zipCentroid } from "./zip-centroids";

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
