import { DEFAULT_RADIUS_MILES, type ListingFilter, NEAR_MAX, RADIUS_OPTIONS } from "@common/listing-filter";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label, Select } from "~/components/ui/field";
import { useHydrated } from "~/lib/hydrated";
import { useT } from "~/lib/i18n";

/** The visitor's location in the URL: 2 decimals (about half a mile), never more precise. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * "Within N miles of" a ZIP code or a city, or of the visitor's location: part of the rentals filter form
 * (its inputs are the form's: near, radius, and lat/lng as hidden fields). "Use my location" appears only
 * once the page runs and the browser can locate (progressive: the form works without it). Typing a place
 * forgets the location. `onLocated` sends the form, like any other change.
 */
export function DistanceFilter({
  filter,
  nearNotFound,
  onLocated,
}: {
  filter: ListingFilter;
  /** The place could not be located: its field says so (the search ran without the distance). */
  nearNotFound: boolean;
  onLocated: () => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [locating, setLocating] = useState<"idle" | "busy" | "failed">("idle");
  const located = filter.lat !== null && filter.lng !== null;
  const canLocate = hydrated && typeof navigator !== "undefined" && "geolocation" in navigator;
  const errorId = "filter-near-error";

  const locate = (form: HTMLFormElement | null) => {
    if (!form) return;
    const field = (name: string) =>
      form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    setLocating("busy");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating("idle");
        const [lat, lng, near, radius] = ["lat", "lng", "near", "radius"].map(field);
        if (!lat || !lng) return;
        lat.value = String(round2(position.coords.latitude));
        lng.value = String(round2(position.coords.longitude));
        if (near) near.value = "";
        if (radius && !radius.value) radius.value = String(DEFAULT_RADIUS_MILES);
        onLocated();
      },
      () => setLocating("failed"),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };

  return (
    <div className="space-y-2">
      <div>
        <Label htmlFor="filter-near">{t("listings.filters.near")}</Label>
        <Input
          id="filter-near"
          name="near"
          type="text"
          defaultValue={filter.near}
          placeholder={
            located ? t("listings.filters.nearYourLocation") : t("listings.filters.nearPlaceholder")
          }
          maxLength={NEAR_MAX}
          autoComplete="off"
          aria-invalid={nearNotFound || undefined}
          aria-describedby={nearNotFound ? errorId : undefined}
          onChange={(event) => {
            // A typed place replaces the visitor's location.
            const form = event.currentTarget.form;
            for (const name of ["lat", "lng"]) {
              const el = form?.elements.namedItem(name) as HTMLInputElement | null;
              if (el) el.value = "";
            }
          }}
        />
        {nearNotFound ? (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {t("listings.filters.nearNotFound")}
          </p>
        ) : null}
      </div>
      <input type="hidden" name="lat" defaultValue={filter.lat ?? ""} />
      <input type="hidden" name="lng" defaultValue={filter.lng ?? ""} />
      <div>
        <Label htmlFor="filter-radius">{t("listings.filters.within")}</Label>
        <Select id="filter-radius" name="radius" defaultValue={filter.radius ?? ""}>
          <option value="">{t("listings.filters.anyDistance")}</option>
          {RADIUS_OPTIONS.map((miles) => (
            <option key={miles} value={miles}>
              {t("listings.filters.miles", { count: miles })}
            </option>
          ))}
        </Select>
      </div>
      {canLocate ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={(event) => locate(event.currentTarget.form)}
            disabled={locating === "busy"}
          >
            {t("listings.filters.useMyLocation")}
          </Button>
          <p role="status" className="mt-1 text-sm text-slate-600">
            {locating === "failed"
              ? t("listings.filters.locationUnavailable")
              : located
                ? t("listings.filters.nearYourLocation")
                : ""}
          </p>
        </div>
      ) : null}
    </div>
  );
}
