import { RENT_ESTIMATE_LIMIT } from "@common/constants";
import { formatCount } from "@common/format";
import type { Locale } from "@common/i18n";
import {
  hasDistanceSearch,
  type ListingFilter,
  wantsRentEstimates,
  withoutDistance,
} from "@common/listing-filter";
import { parseListingFilter } from "@common/schemas/listing-filter";
import { withSaved } from "@server/favourites/favourites-service";
import { distanceOrigin } from "@server/listings/distance-sql";
import { mapPointsFor, mapTilesSetting } from "@server/listings/map-points";
import { searchCacheKey, searchListings } from "@server/listings/search-service";
import { withVoucherFit } from "@server/vouchers/card-fit";
import { readRenterVoucher } from "@server/vouchers/renter-voucher";
import { searchVoucher } from "@server/vouchers/search-voucher";
import { lazy, Suspense } from "react";
import { data, useLocation, useNavigation } from "react-router";
import { MapViewSwitch, resultsViewOf } from "~/components/map-view-switch";
import { VoucherFilterNote } from "~/components/voucher-filter";
import { FILTERS_FORM_ID, RentalsFilters } from "~/features/listings/rentals-filters";
import { RentalsResults, ResultsSkeleton } from "~/features/listings/rentals-results";
import { SortSelect } from "~/features/listings/sort-select";
import { SaveSearchForm } from "~/features/saved-searches/save-search-form";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/rentals._index";

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  return [
    { title: `${data.meta.title} | Affordable` },
    { name: "description", content: data.meta.description },
    { property: "og:title", content: data.meta.title },
    { property: "og:type", content: "website" },
  ];
};

/** The page's title and description in its language, with the city searched for. */
function searchMeta(locale: Locale, filter: ListingFilter) {
  const t = serverT(locale, "listings", "cards");
  const place = filter.city ? `${filter.city}${filter.state ? `, ${filter.state}` : ""}` : "";
  return place
    ? {
        title: t("listings.search.titleIn", { place }),
        description: t("listings.search.metaDescriptionIn", { place }),
      }
    : { title: t("listings.search.title"), description: t("listings.search.metaDescription") };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = parseListingFilter(params);
  // "Within N miles" of a place that cannot be located: said under its field; the search runs without it.
  const nearNotFound = hasDistanceSearch(filter) && !(await distanceOrigin(filter));
  const searched = nearNotFound ? withoutDistance(filter) : filter;
  const view = resultsViewOf(params);
  const { deps, user } = context;
  // Estimates are asked only under the spec's conditions; they stream in after the listings.
  const estimates = wantsRentEstimates(filter)
    ? deps.marketData.rentEstimates({ city: filter.city, state: filter.state, limit: RENT_ESTIMATE_LIMIT })
    : null;
  // Every visitor of a search sees the same results (isOwn is worked out below, per user), except a search
  // by the renter's own voucher: their figures stay out of the shared cache.
  const now = new Date();
  const saved = await readRenterVoucher(deps, user, request);
  const fit = searchVoucher(filter, saved);
  const search = () => searchListings(deps.db, searched, { now, voucher: fit?.voucher });
  const result = fit?.private
    ? await search()
    : await deps.readCache.read(searchCacheKey(searched, now), search);
  // The verdict for the renter's own voucher on each card (computed here: the figures never leave the server).
  // And the signed-in reader's hearts: one query for the page's cards (none for a visitor).
  const items = await withSaved(deps.db, user, await withVoucherFit(deps.db, result.items, saved));
  // The map (view=map): the page's homes at their public points only (map-points.ts), and the tile setting.
  const map =
    view === "map"
      ? {
          points: await mapPointsFor(
            deps.db,
            items.map((item) => item.id),
          ),
          tiles: mapTilesSetting(deps.env),
        }
      : null;
  return data(
    {
      messages: pageMessages(context.locale, "listings", "cards", "voucherFit", "map", "savedSearches"),
      meta: searchMeta(context.locale, filter),
      filter,
      nearNotFound,
      view,
      map,
      signedIn: user !== null,
      results: {
        total: result.total,
        totalIsAtLeast: result.totalIsAtLeast,
        page: result.page,
        pageCount: result.pageCount,
        items: items.map(({ ownerId, ...item }) => ({ ...item, isOwn: ownerId === user?.id })),
      },
      estimates,
      /** The renter's own voucher size (the filter says "Your 2-bedroom voucher"), or null. */
      savedVoucherBedrooms: saved?.bedrooms ?? null,
    },
    saved ? { headers: PRIVATE_HEADERS } : undefined,
  );
}

/** The map (view=map) in a script of its own: the list page loads none of it. Leaflet follows when in view. */
const ListingsMap = lazy(() => import("~/components/listings-map").then((m) => ({ default: m.ListingsMap })));

/** A page with the renter's own verdicts is theirs: no shared cache or saved offline copy keeps it. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" };

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Rentals({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const t = useT();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/rentals";
  const { filter, results, estimates, signedIn, view, map } = loaderData;
  return (
    // The header's container (max-w-6xl px-4), so the page lines up with it.
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-extrabold">{t("listings.search.title")}</h1>
      <p className="mt-1 text-slate-600" aria-live="polite">
        {loading
          ? t("listings.search.loading")
          : results.totalIsAtLeast
            ? t("listings.search.foundAtLeast", { shown: formatCount(results.total, true) })
            : t("listings.search.found", { count: results.total })}
      </p>
      {filter.affordableOnly ? (
        <p className="mt-1 text-sm font-semibold text-green-700">{t("listings.search.affordableShown")}</p>
      ) : null}
      <VoucherFilterNote filter={filter} savedVoucherBedrooms={loaderData.savedVoucherBedrooms} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr] lg:items-start">
        {/* Sticky itself (a grid item sized to its content): it stays in view while the results scroll. */}
        <aside className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
          <RentalsFilters
            filter={filter}
            savedVoucherBedrooms={loaderData.savedVoucherBedrooms}
            nearNotFound={loaderData.nearNotFound}
          />
          <SaveSearchForm signedIn={signedIn} search={location.search} />
        </aside>
        <div>
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <MapViewSwitch view={view} formId={FILTERS_FORM_ID} />
            <SortSelect sort={filter.sort} distance={hasDistanceSearch(filter) && !loaderData.nearNotFound} />
          </div>
          {map && !loading && results.items.length > 0 ? (
            <div className="mb-8">
              <Suspense
                fallback={<div className="h-[26rem] rounded-xl border border-slate-200 bg-slate-100" />}
              >
                <ListingsMap
                  points={map.points}
                  listings={results.items}
                  tiles={map.tiles}
                  label={t("map.region")}
                  caption={t("map.caption", { count: map.points.length })}
                />
              </Suspense>
            </div>
          ) : null}
          {loading ? (
            <ResultsSkeleton />
          ) : (
            <RentalsResults
              results={results}
              estimates={estimates}
              filter={filter}
              signedIn={signedIn}
              view={view}
            />
          )}
        </div>
      </div>
    </section>
  );
}
