import { type ListingFilter, PET_FILTER_OPTIONS } from "@common/listing-filter";
import { ACCESSIBILITY_FEATURES, UTILITIES } from "@common/listing-form";
import { Icon } from "~/components/icon";
import { Input, Label, Select } from "~/components/ui/field";
import { useT } from "~/lib/i18n";

/** The days the filter reads (parseListingFilter's dayParam): the date picker offers no other. */
const DAY_MIN = "2000-01-01";
const DAY_MAX = "2100-12-31";

/** The filter's sets of checkboxes: each box is `name=value`, so the URL repeats the name per value. */
export const FACT_SET_NAMES = ["accessibility", "utilities"] as const;

/**
 * Where and when in the rentals filter form: Available by (a date), Pets allowed, and the accessibility
 * features and included utilities as checkboxes in two disclosures (native <details>: open and usable without
 * JavaScript, by keyboard, and open whenever one of theirs is ticked). Plain inputs of the GET form: the URL
 * holds them, and so does a saved search.
 */
export function FactsFilters({ filter }: { filter: ListingFilter }) {
  const t = useT();
  return (
    <>
      <div>
        <Label htmlFor="filter-availableBy">{t("listings.filters.availableBy")}</Label>
        <Input
          id="filter-availableBy"
          name="availableBy"
          type="date"
          min={DAY_MIN}
          max={DAY_MAX}
          defaultValue={filter.availableBy}
        />
      </div>
      <div>
        <Label htmlFor="filter-pets">{t("listings.filters.pets")}</Label>
        <Select id="filter-pets" name="pets" defaultValue={filter.pets}>
          <option value="">{t("listings.filters.anyOption")}</option>
          {PET_FILTER_OPTIONS.map((pet) => (
            <option key={pet} value={pet}>
              {t(`listings.filters.pets.${pet}`)}
            </option>
          ))}
        </Select>
      </div>
      <CheckGroup
        name="accessibility"
        title={t("listings.filters.accessibility")}
        selected={filter.accessibility}
        options={ACCESSIBILITY_FEATURES.map((value) => ({ value, label: t(`listingFacts.access.${value}`) }))}
      />
      <CheckGroup
        name="utilities"
        title={t("listingFacts.utilitiesIncluded")}
        selected={filter.utilities}
        options={UTILITIES.map((value) => ({ value, label: t(`listingFacts.utility.${value}`) }))}
      />
    </>
  );
}

function CheckGroup({
  name,
  title,
  selected,
  options,
}: {
  name: (typeof FACT_SET_NAMES)[number];
  title: string;
  selected: readonly string[];
  options: { value: string; label: string }[];
}) {
  const t = useT();
  return (
    <details className="group rounded-lg border border-slate-200" open={selected.length > 0}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <span>{title}</span>
        <span className="flex items-center gap-2">
          {selected.length ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              <span aria-hidden="true">{selected.length}</span>
              <span className="sr-only">{t("listings.filters.selected", { count: selected.length })}</span>
            </span>
          ) : null}
          <Icon name="chevron-down" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        </span>
      </summary>
      <fieldset className="space-y-2 px-3 pb-3">
        <legend className="sr-only">{title}</legend>
        {options.map((o) => (
          <label key={o.value} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              defaultChecked={selected.includes(o.value)}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
            />
            {o.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
