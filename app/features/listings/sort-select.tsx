import { type ListingSort, SORT_OPTIONS } from "@common/listing-filter";
import { Button } from "~/components/ui/button";
import { Label, Select } from "~/components/ui/field";
import { useT } from "~/lib/i18n";
import type { MessageId } from "~/locales/catalogs";
import { FILTERS_FORM_ID } from "./rentals-filters";

/** Each order's name (SORT_OPTIONS' labels are the English ones). */
const SORT_LABELS = {
  "": "listings.sort.recommended",
  price_asc: "listings.sort.priceAsc",
  newest: "listings.sort.newest",
  available: "listings.sort.available",
  distance: "listings.sort.distance",
} as const satisfies Record<ListingSort, MessageId>;

/**
 * The results' order, above them. The select belongs to the filter form (`form=`): one GET form holds
 * every choice, so a sort keeps the filters and a filter keeps the sort, and the form's latest state is
 * what goes into the URL. With JavaScript a choice applies at once; without it, Apply sends the form.
 */
export function SortSelect({
  sort,
  distance = false,
}: {
  sort: ListingSort;
  /** A "within N miles" search is on: "Distance" (nearest first) is offered. */
  distance?: boolean;
}) {
  const t = useT();
  return (
    // On a phone it takes the row's width left by the List / Map switch, so that its longest order
    // ("Available soonest") is not cut off.
    <div className="flex min-w-0 flex-1 items-end justify-end gap-2 sm:flex-none">
      <div className="w-full max-w-56 sm:w-52">
        <Label htmlFor="rentals-sort">{t("listings.sort.label")}</Label>
        <Select
          id="rentals-sort"
          name="sort"
          form={FILTERS_FORM_ID}
          defaultValue={sort}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {SORT_OPTIONS.filter((o) => distance || o.value !== "distance").map((o) => (
            <option key={o.value} value={o.value}>
              {t(SORT_LABELS[o.value])}
            </option>
          ))}
        </Select>
      </div>
      {/* Only without JavaScript: shown until hydration, it took a line of its own on a phone and the
          results moved up when it went (a layout shift). With JavaScript a choice applies at once, and
          one made before hydration is replayed by React. */}
      <noscript>
        <Button type="submit" form={FILTERS_FORM_ID} variant="outline">
          {t("listings.sort.apply")}
        </Button>
      </noscript>
    </div>
  );
}
