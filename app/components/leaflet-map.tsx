import "leaflet/dist/leaflet.css";
import { APPROXIMATE_RADIUS_METERS, type MapTiles } from "@common/map";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useT } from "~/lib/i18n";
import { clusterByGrid } from "./map-clusters";

/**
 * The map itself (Leaflet 1.9 and its stylesheet): a script of its own, loaded by `ListingsMap` only when a
 * map is on screen. Never rendered on the server.
 */

/** One home on the map, at its public point (server/listings/map-points.ts), with its card's texts. */
export interface MapPin {
  id: string;
  lat: number;
  lng: number;
  approximate: boolean;
  title: string;
  /** "$1,200/month · Chicago, IL" */
  detail: string;
  href: string;
}

const PIN_CLASS =
  "map-pin flex items-center justify-center rounded-full border-2 border-white bg-brand-700 text-white shadow-md";
const APPROXIMATE_PIN_CLASS =
  "map-pin flex items-center justify-center rounded-full border-2 border-brand-700 bg-white shadow-md";
const CLUSTER_CLASS =
  "map-cluster flex items-center justify-center rounded-full border-2 border-white bg-brand-800 text-sm font-bold text-white shadow-md";

/** A card in a pin's popup, built as DOM nodes (text only: nothing a landlord wrote becomes HTML). */
function card(pin: MapPin, texts: { approximate: string }): HTMLElement {
  const box = document.createElement("div");
  box.className = "map-card space-y-1";
  const title = document.createElement("a");
  title.href = pin.href;
  // Followed in the app by the root's listener (StaticLink's), like the list's links.
  title.setAttribute("data-static-link", "");
  title.setAttribute("data-discover", "true");
  title.className = "block font-semibold text-brand-800 underline";
  title.textContent = pin.title;
  const detail = document.createElement("p");
  detail.className = "m-0 text-slate-700";
  detail.textContent = pin.detail;
  box.append(title, detail);
  if (pin.approximate) {
    const note = document.createElement("p");
    note.className = "m-0 text-xs text-slate-600";
    note.textContent = texts.approximate;
    box.append(note);
  }
  return box;
}

export default function LeafletMap({
  pins,
  tiles,
  label,
  single = false,
}: {
  pins: MapPin[];
  tiles: MapTiles;
  /** The map region's accessible name. */
  label: string;
  /** One listing's map (its page): no clustering, a closer view. */
  single?: boolean;
}) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || pins.length === 0) return;
    const map = L.map(element, { attributionControl: false, zoomControl: false, scrollWheelZoom: false });
    L.control.zoom({ zoomInTitle: t("map.zoomIn"), zoomOutTitle: t("map.zoomOut") }).addTo(map);
    L.tileLayer(tiles.url, { maxZoom: 18, minZoom: 3 }).addTo(map);
    const texts = { approximate: t("map.approximate") };
    const layer = L.layerGroup().addTo(map);

    const pinMarker = (pin: MapPin) => {
      if (pin.approximate) {
        L.circle([pin.lat, pin.lng], {
          radius: APPROXIMATE_RADIUS_METERS,
          color: "#065f46",
          weight: 2,
          fillOpacity: 0.12,
          interactive: false,
          className: "map-area",
        }).addTo(layer);
      }
      const marker = L.marker([pin.lat, pin.lng], {
        icon: L.divIcon({
          className: pin.approximate ? APPROXIMATE_PIN_CLASS : PIN_CLASS,
          iconSize: [22, 22],
          html: "",
        }),
        title: pin.title,
      });
      marker.bindPopup(card(pin, texts), { minWidth: 180 });
      marker.addTo(layer);
      marker
        .getElement()
        ?.setAttribute(
          "aria-label",
          t(pin.approximate ? "map.pinApproximate" : "map.pin", { title: pin.title, price: pin.detail }),
        );
    };

    const draw = () => {
      layer.clearLayers();
      if (single) {
        for (const pin of pins) pinMarker(pin);
        return;
      }
      const zoom = map.getZoom();
      const projected = pins.map((pin) => {
        const { x, y } = map.project([pin.lat, pin.lng], zoom);
        return { item: pin, x, y };
      });
      for (const cluster of clusterByGrid(projected)) {
        if (cluster.items.length === 1) {
          pinMarker(cluster.items[0]);
          continue;
        }
        const at = map.unproject([cluster.x, cluster.y], zoom);
        const count = cluster.items.length;
        if (cluster.samePlace && cluster.items.some((pin) => pin.approximate)) {
          L.circle(at, {
            radius: APPROXIMATE_RADIUS_METERS,
            color: "#065f46",
            weight: 2,
            fillOpacity: 0.12,
            interactive: false,
            className: "map-area",
          }).addTo(layer);
        }
        const marker = L.marker(at, {
          icon: L.divIcon({ className: CLUSTER_CLASS, iconSize: [36, 36], html: String(count) }),
          title: t("map.cluster", { count }),
        }).addTo(layer);
        marker.getElement()?.setAttribute("aria-label", t("map.cluster", { count }));
        if (cluster.samePlace || zoom >= map.getMaxZoom()) {
          // Homes at one place (area-only homes of one ZIP code) never come apart: list their cards.
          const list = document.createElement("div");
          list.className = "map-card-list max-h-64 space-y-3 overflow-y-auto";
          for (const pin of cluster.items) list.append(card(pin, texts));
          marker.bindPopup(list, { minWidth: 200 });
        } else {
          const bounds = L.latLngBounds(cluster.items.map((pin) => [pin.lat, pin.lng] as [number, number]));
          marker.on("click", () => map.fitBounds(bounds, { padding: [40, 40], maxZoom: map.getMaxZoom() }));
        }
      }
    };

    map.on("zoomend", draw);
    if (single || pins.length === 1) {
      map.setView([pins[0].lat, pins[0].lng], pins[0].approximate ? 13 : 15);
    } else {
      const bounds = L.latLngBounds(pins.map((pin) => [pin.lat, pin.lng] as [number, number]));
      map.fitBounds(bounds, { padding: [40, 40], maxZoom: 13 });
    }
    draw();
    return () => {
      map.remove();
    };
  }, [pins, tiles, single, t]);

  return (
    <div className="relative h-full w-full">
      <div
        ref={container}
        className="h-full w-full"
        role="region"
        aria-label={label}
        data-testid="leaflet-map"
      />
      <p className="absolute right-0 bottom-0 z-[1000] m-0 bg-white/90 px-1.5 text-xs text-slate-700">
        {t("map.attribution")}{" "}
        <a href={tiles.attributionUrl} className="underline" target="_blank" rel="noreferrer">
          {tiles.attribution}
        </a>
      </p>
    </div>
  );
}
