/**
 * Pins that would overlap on screen are drawn as one cluster: points are grouped by the grid cell
 * (CLUSTER_CELL_PX square, in the map's pixel space at the current zoom) they fall in. Light and
 * predictable; recomputed when the zoom changes. Pure, so the map chunk carries no clustering plugin.
 */
export const CLUSTER_CELL_PX = 56;

export interface Projected<T> {
  item: T;
  /** The point in the map's pixel space at the current zoom (Leaflet's map.project). */
  x: number;
  y: number;
}

export interface Cluster<T> {
  items: T[];
  /** The members' mean position in pixel space, where the cluster is drawn. */
  x: number;
  y: number;
  /** Every member is at the same place: zooming in never separates them (area-only homes of one ZIP). */
  samePlace: boolean;
}

export function clusterByGrid<T>(points: Projected<T>[], cell = CLUSTER_CELL_PX): Cluster<T>[] {
  const cells = new Map<string, Projected<T>[]>();
  for (const point of points) {
    const key = `${Math.floor(point.x / cell)}:${Math.floor(point.y / cell)}`;
    const members = cells.get(key);
    if (members) members.push(point);
    else cells.set(key, [point]);
  }
  return [...cells.values()].map((members) => {
    const x = members.reduce((sum, p) => sum + p.x, 0) / members.length;
    const y = members.reduce((sum, p) => sum + p.y, 0) / members.length;
    const [first] = members;
    return {
      items: members.map((p) => p.item),
      x,
      y,
      samePlace: members.every((p) => p.x === first.x && p.y === first.y),
    };
  });
}
