import type { MapPoint, MapTiles } from "@common/map";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "~/lib/hydrated";
import { useLocalePath, useT } from "~/lib/i18n";
import type { MapPin } from "./leaflet-map";
import { useListingText } from "./listing-text";

/** Leaflet and its stylesheet: a script of their own, fetched only once a map is on screen. */
const LeafletMap = lazy(() => import("./leaflet-map"));

/** What a pin's card shows of a listing (any listing card's data has it). */
export interface MapListing {
  id: string;
  title: string;
  priceCents: number;
  city: string;
  state: string;
}

/**
 * A map of listings: the server sends each one's public point (never an area-only listing's own point),
 * this joins them with the cards' texts. The caption is the map's text alternative; the page's list of the
 * same homes stays the primary, keyboard-friendly view. Leaflet loads when the box scrolls into view.
 */
export function ListingsMap({
  points,
  listings,
  tiles,
  caption,
  label,
  single = false,
  className = "h-[26rem]",
}: {
  points: MapPoint[];
  listings: MapListing[];
  tiles: MapTiles;
  caption: string;
  /** The map region's accessible name. */
  label: string;
  single?: boolean;
  /** The box's height (the map fills it). */
  className?: string;
}) {
  const t = useT();
  const text = useListingText();
  const localePath = useLocalePath();
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || shown || points.length === 0) return;
    if (typeof IntersectionObserver === "undefined") {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setShown(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, points.length]);

  const pins = useMemo<MapPin[]>(() => {
    const byId = new Map(listings.map((listing) => [listing.id, listing]));
    return points.flatMap((point) => {
      const listing = byId.get(point.id);
      if (!listing) return [];
      const price = `${text.price(listing.priceCents)}${listing.priceCents ? t("listings.perMonth") : ""}`;
      return [
        {
          ...point,
          title: text.title(listing.title),
          detail: `${price} · ${listing.city}, ${listing.state}`,
          href: localePath(`/rentals/${listing.id}`),
        },
      ];
    });
  }, [points, listings, text, t, localePath]);

  if (pins.length === 0) {
    return (
      <p className="text-sm text-slate-700" data-testid="listings-map">
        {t("map.none")}
      </p>
    );
  }
  return (
    <figure className="m-0" data-testid="listings-map">
      <div
        ref={box}
        className={`relative isolate overflow-hidden rounded-xl border border-slate-200 bg-slate-100 ${className}`}
      >
        {hydrated && shown ? (
          <Suspense fallback={<p className="p-4 text-sm text-slate-600">{t("map.loading")}</p>}>
            <LeafletMap pins={pins} tiles={tiles} label={label} single={single} />
          </Suspense>
        ) : (
          <p className="p-4 text-sm text-slate-600">{t("map.placeholder")}</p>
        )}
      </div>
      <figcaption className="mt-2 text-sm text-slate-700">{caption}</figcaption>
    </figure>
  );
}
