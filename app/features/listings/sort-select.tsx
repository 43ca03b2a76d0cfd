import { type ListingSort, SORT_OPTIONS } from "@common/listing-filter";
import { Button } from "~/components/ui/button";
import { Label, Select } from "~/components/ui/field";
import { useHydrated } from "~/lib/hydrated";
import { FILTERS_FORM_ID } from "./rentals-filters";

/**
 * The results' order, above them. The select belongs to the filter form (`form=`): one GET form holds
 * every choice, so a sort keeps the filters and a filter keeps the sort, and the form's latest state is
 * what goes into the URL. With JavaScript a choice applies at once; without it, Apply sends the form.
 */
export function SortSelect({ sort }: { sort: ListingSort }) {
  const hydrated = useHydrated();
  return (
    <div className="flex items-end gap-2">
      <div className="w-44">
        <Label htmlFor="rentals-sort">Sort by</Label>
        <Select
          id="rentals-sort"
          name="sort"
          form={FILTERS_FORM_ID}
          defaultValue={sort}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
      {hydrated ? null : (
        <Button type="submit" form={FILTERS_FORM_ID} variant="outline">
          Apply
        </Button>
      )}
    </div>
  );
}
