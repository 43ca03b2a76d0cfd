import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n";

export type ResultsView = "list" | "map";

/** `view=map` in a page's URL shows its results on a map too; anything else is the list. */
export function resultsViewOf(params: URLSearchParams): ResultsView {
  return params.get("view") === "map" ? "map" : "list";
}

/**
 * List / Map: two links to the same page with and without `view=map`, every other choice kept. Works
 * without JavaScript. `formId`: the page's filter form, which then keeps the map when a filter changes.
 */
export function MapViewSwitch({ view, formId }: { view: ResultsView; formId?: string }) {
  const t = useT();
  const location = useLocation();
  const hrefFor = (next: ResultsView) => {
    const params = new URLSearchParams(location.search);
    if (next === "map") params.set("view", "map");
    else params.delete("view");
    const query = params.toString();
    return { pathname: location.pathname, search: query ? `?${query}` : "" };
  };
  const item = (value: ResultsView, label: string) => (
    <Link
      to={hrefFor(value)}
      preventScrollReset
      aria-current={view === value ? "page" : undefined}
      className={cn(
        "rounded-md px-3 py-1.5 text-sm font-semibold",
        view === value ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav
      aria-label={t("map.view.label")}
      className="inline-flex gap-1 rounded-lg border border-slate-300 bg-white p-1"
    >
      {item("list", t("map.view.list"))}
      {item("map", t("map.view.map"))}
      {view === "map" && formId ? <input type="hidden" name="view" value="map" form={formId} /> : null}
    </nav>
  );
}
