import { describe, expect, it } from "vitest";
import { clusterByGrid } from "./map-clusters";

describe("clusterByGrid", () => {
  it("puts points of one grid cell in one cluster at their mean, and leaves far ones alone", () => {
    const clusters = clusterByGrid([
      { item: "a", x: 10, y: 10 },
      { item: "b", x: 30, y: 40 },
      { item: "c", x: 500, y: 500 },
    ]);
    expect(clusters).toEqual([
      { items: ["a", "b"], x: 20, y: 25, samePlace: false },
      { items: ["c"], x: 500, y: 500, samePlace: true },
    ]);
  });

  it("says when every member is at the same place (zooming in would never separate them)", () => {
    const [cluster] = clusterByGrid([
      { item: 1, x: 100, y: 100 },
      { item: 2, x: 100, y: 100 },
    ]);
    expect(cluster.samePlace).toBe(true);
    expect(cluster.items).toEqual([1, 2]);
  });

  it("gives nothing for no points", () => {
    expect(clusterByGrid([])).toEqual([]);
  });
});
