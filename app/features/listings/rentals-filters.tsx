import { AFFORDABLE_MAX_RENT_DOLLARS, SEARCH_DEBOUNCE_MS } from "@common/constants";
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, type ListingFilter } from "@common/listing-filter";
import { formatUsdDollars } from "@common/money";
import filterSchemaLimits from "@common/schemas/listing-filter?limits";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Input, Label, Select } from "~/components/ui/field";
import { VoucherFilter } from "~/components/voucher-filter";
import { useT } from "~/lib/i18n";
import type { MessageId } from "~/locales/catalogs";
import { DistanceFilter } from "./distance-filter";
import { FACT_SET_NAMES, FactsFilters } from "./facts-filters";

const TEXT_FIELDS = [
  // "Any country", not "United States": an empty filter matches every country and must not look filled.
  { name: "country", label: "listings.filters.country", placeholder: "listings.filters.countryPlaceholder" },
  { name: "state", label: "listings.filters.state", placeholder: "listings.filters.statePlaceholder" },
  { name: "city", label: "listings.filters.city", placeholder: "listings.filters.cityPlaceholder" },
  { name: "zipCode", label: "listings.filters.zipCode", placeholder: "listings.filters.zipCodePlaceholder" },
] as const satisfies readonly { name: string; label: MessageId; placeholder: MessageId }[];

const SELECT_FIELDS = [
  { name: "bedrooms", label: "listings.filters.bedrooms", options: BEDROOM_OPTIONS },
  { name: "bathrooms", label: "listings.filters.bathrooms", options: BATHROOM_OPTIONS },
] as const satisfies readonly { name: string; label: MessageId; options: unknown }[];

const CHECK_FIELDS = [
  { name: "section8", label: "listings.section8Accepted" },
  { name: "affordableOnly", label: "listings.filters.affordableOnly" },
  { name: "verifiedOnly", label: "listings.filters.verifiedOnly" },
] as const satisfies readonly { name: string; label: MessageId }[];

const limits = filterSchemaLimits.listingFilterFieldsSchema;

/** The filter form's id: the Sort select above the results belongs to it (`form=`), so one form holds all. */
export const FILTERS_FORM_ID = "rentals-filters";

/**
 * The rentals filter sidebar: a GET form, so every filter lives in the URL (shareable, reloadable,
 * undone with Back). With JavaScript it applies itself: text and Max Rent after a 300 ms pause, as does a
 * select stepped with the arrow keys; clicks at once. The sidebar (the route's <aside>) is sticky on desktop.
 * Nothing here is refused (the URL is read leniently), so there are no errors to show: the inputs take
 * only their limits from the schema (`?limits`: JSON in the browser build), not Conform's form state, so the
 * search page loads no zod.
 */
export function RentalsFilters({
  filter,
  savedVoucherBedrooms = null,
  nearNotFound = false,
}: {
  filter: ListingFilter;
  /** "Within N miles" of a place that could not be located: its field says so. */
  nearNotFound?: boolean;
  /** The renter's own voucher size, when they saved one: "Fits my voucher" then uses it. */
  savedVoucherBedrooms?: number | null;
}) {
  const submit = useSubmit();
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A select stepped through with the arrow keys changes on every step: wait like for typing.
  const keyboardSelect = useRef(false);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const location = useLocation();
  // The queries this form asked for since the URL last came from outside it, and the latest of them: an
  // earlier one may still land after a later one was sent (its answer was already on its way).
  const submitted = useRef(new Set<string>());
  const latest = useRef<string | null>(null);
  const syncedKey = useRef<string | null>(null);

  const apply = useCallback(
    (delay: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const form = formRef.current;
        if (!form) return;
        // Empty fields stay out of the URL.
        const data = new FormData(form);
        for (const [key, value] of [...data.entries()]) if (value === "") data.delete(key);
        const query = new URLSearchParams(data as unknown as Record<string, string>).toString();
        latest.current = query ? `?${query}` : "";
        submitted.current.add(latest.current);
        submit(data, { method: "get", action: "/rentals", preventScrollReset: true });
      }, delay);
    },
    [submit],
  );

  // Back/forward and Clear Filters change the URL: bring the inputs in line, except the one being typed in.
  // Only then: the form's own search coming back, or the same page's data read again, must not put an older
  // value back into a control the visitor changed meanwhile (its search is still waiting to be sent, and
  // would go out without it).
  useEffect(() => {
    const form = formRef.current;
    if (!form || syncedKey.current === location.key) return;
    const hydrating = syncedKey.current === null;
    syncedKey.current = location.key;
    if (submitted.current.has(location.search)) {
      // The form's own search: the inputs already hold it, or a newer choice that is on its way.
      if (location.search === latest.current) submitted.current.clear();
      return;
    }
    submitted.current.clear();
    clearTimeout(timer.current);
    const values: Record<string, string> = {
      country: filter.country,
      state: filter.state,
      city: filter.city,
      zipCode: filter.zipCode,
      maxRent: filter.maxRent ? String(filter.maxRent) : "",
      bedrooms: filter.bedrooms,
      bathrooms: filter.bathrooms,
      voucher: filter.voucher === null ? "" : String(filter.voucher),
      availableBy: filter.availableBy,
      pets: filter.pets,
      near: filter.near,
      radius: filter.radius === null ? "" : String(filter.radius),
      lat: filter.lat === null ? "" : String(filter.lat),
      lng: filter.lng === null ? "" : String(filter.lng),
      sort: filter.sort,
    };
    const field = (name: string) =>
      form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    const checks = ["section8", "affordableOnly", "verifiedOnly", "fitsVoucher"] as const;
    // The sets' boxes (accessibility=step_free&accessibility=elevator): each ticked when the filter holds it.
    const setBoxes = FACT_SET_NAMES.flatMap((name) =>
      [...form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`)].map((box) => ({
        box,
        wanted: (filter[name] as readonly string[]).includes(box.value),
      })),
    );
    // On a slow phone the page is usable before its script runs: what was typed or ticked by then (no
    // handler heard it) is the visitor's search, not something to reset.
    if (
      hydrating &&
      (Object.entries(values).some(([name, value]) => (field(name)?.value ?? value) !== value) ||
        checks.some(
          (name) => ((field(name) as HTMLInputElement | null)?.checked ?? filter[name]) !== filter[name],
        ) ||
        setBoxes.some(({ box, wanted }) => box.checked !== wanted))
    ) {
      apply(SEARCH_DEBOUNCE_MS);
      return;
    }
    for (const [name, value] of Object.entries(values)) {
      const el = field(name);
      if (el && el !== document.activeElement && el.value !== value) el.value = value;
    }
    for (const name of checks) {
      const el = field(name) as HTMLInputElement | null;
      if (el) el.checked = filter[name];
    }
    for (const { box, wanted } of setBoxes) box.checked = wanted;
  }, [filter, location.key, location.search, apply]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div>
      <Button
        type="button"
        variant="outline"
        className="w-full lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="sliders-horizontal" className="size-4" />
        {t("listings.filters.title")}
      </Button>
      <div id={panelId} className={`${open ? "block" : "hidden"} mt-3 lg:mt-0 lg:block`}>
        <Form
          id={FILTERS_FORM_ID}
          ref={formRef}
          method="get"
          action="/rentals"
          role="search"
          aria-label={t("listings.filters.formLabel")}
          // Nothing is refused (an amount off the 50-dollar step included): the browser must not block Search.
          noValidate
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          onSubmit={(event) => {
            event.preventDefault();
            apply(0);
          }}
          onKeyDown={(event) => {
            keyboardSelect.current = (event.target as HTMLElement).tagName === "SELECT";
          }}
          onPointerDown={() => {
            keyboardSelect.current = false;
          }}
          onChange={(event) => {
            const target = event.target as unknown as HTMLInputElement;
            // Typed values (text, Max Rent) and keyboard steps through a select wait 300 ms; clicks apply at once.
            // A date typed part by part changes with each part: it waits too.
            const typed =
              target.type === "text" ||
              target.type === "search" ||
              target.type === "number" ||
              target.type === "date";
            const stepped = target.tagName === "SELECT" && keyboardSelect.current;
            apply(typed || stepped ? SEARCH_DEBOUNCE_MS : 0);
          }}
        >
          <h2 className="text-lg font-semibold">{t("listings.filters.title")}</h2>
          {TEXT_FIELDS.map((f) => (
            <div key={f.name}>
              <Label htmlFor={`filter-${f.name}`}>{t(f.label)}</Label>
              <Input
                id={`filter-${f.name}`}
                name={f.name}
                type="text"
                defaultValue={filter[f.name]}
                placeholder={t(f.placeholder)}
                maxLength={limits[f.name]?.maxLength}
                autoComplete="off"
              />
            </div>
          ))}
          <DistanceFilter filter={filter} nearNotFound={nearNotFound} onLocated={() => apply(0)} />
          <div>
            <Label htmlFor="filter-maxRent">{t("listings.filters.maxRent")}</Label>
            <Input
              id="filter-maxRent"
              name="maxRent"
              type="number"
              inputMode="numeric"
              min={limits.maxRent?.min}
              max={limits.maxRent?.max}
              // The arrows' increment; any whole amount is accepted.
              step={50}
              defaultValue={filter.maxRent ?? ""}
              placeholder={t("listings.filters.any")}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            {SELECT_FIELDS.map((f) => (
              <div key={f.name}>
                <Label htmlFor={`filter-${f.name}`}>{t(f.label)}</Label>
                <Select id={`filter-${f.name}`} name={f.name} defaultValue={filter[f.name]}>
                  <option value="">{t("listings.filters.anyOption")}</option>
                  {f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.value === "studio" ? t("listings.studio") : o.label}
                    </option>
                  ))}
                </Select>
              </div>
            ))}
          </div>
          <FactsFilters filter={filter} />
          {CHECK_FIELDS.map((f) => (
            <label key={f.name} className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                name={f.name}
                value="true"
                defaultChecked={filter[f.name]}
                className="size-4 accent-brand-600"
              />
              {t(f.label, { amount: formatUsdDollars(AFFORDABLE_MAX_RENT_DOLLARS) })}
            </label>
          ))}
          <VoucherFilter filter={filter} savedVoucherBedrooms={savedVoucherBedrooms} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" className="flex-1">
              {t("listings.filters.search")}
            </Button>
            <Button asChild variant="outline" className="flex-1 whitespace-nowrap">
              <Link to="/rentals">{t("listings.filters.clear")}</Link>
            </Button>
          </div>
        </Form>
      </div>
    </div>
  );
}
