import { type ListingFilter, listingFilterToParams } from "@common/listing-filter";
import { authHref } from "@common/redirect-to";
import type { RentEstimate } from "@server/integrations/market-data/market-data";
import type { ListingCardData } from "@server/listings/listing-card";
import { lazy, Suspense, useState } from "react";
import { Await, Link } from "react-router";
import { ListingCard, ListingCardSkeleton } from "~/components/listing-card";
import { EstimateCard } from "~/components/listing-facts";
import { useListingText } from "~/components/listing-text";
import type { ResultsView } from "~/components/map-view-switch";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/i18n";
import { showToast } from "~/lib/toast";

// The dialog (Radix Dialog, zod, Conform) loads the first time someone messages from a card.
const MessageDialog = lazy(() => import("./message-dialog").then((m) => ({ default: m.MessageDialog })));

export const SKELETON_CARDS = 6;
const GRID = "grid gap-6 sm:grid-cols-2 xl:grid-cols-3";

/** A search result as the page gets it: the card, and whether the viewer owns the listing. */
type ResultItem = ListingCardData & { isOwn: boolean; distanceMiles?: number | null };

export interface RentalsResultsView {
  items: ResultItem[];
  total: number;
  page: number;
  totalIsAtLeast: boolean;
  pageCount: number;
}

export function ResultsSkeleton() {
  const t = useT();
  return (
    <div className={GRID} role="status" aria-busy="true" aria-label={t("listings.results.loading")}>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <ListingCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** Available Properties, then the estimates, then the spec's empty states (section 2, Rentals search). */
export function RentalsResults({
  results,
  estimates,
  filter,
  signedIn,
  view = "list",
}: {
  results: RentalsResultsView;
  /** The map (view=map) stays on when paging. */
  view?: ResultsView;
  /** null when the spec's conditions for asking do not hold. */
  estimates: Promise<RentEstimate[]> | null;
  filter: ListingFilter;
  signedIn: boolean;
}) {
  const t = useT();
  const text = useListingText();
  const [messaging, setMessaging] = useState<ResultItem | null>(null);
  const hasListings = results.items.length > 0 || results.total > 0;

  const onMessage = (listing: ResultItem) => {
    if (!signedIn) {
      // Sign in, then come back to this listing's message box.
      showToast({
        type: "error",
        title: "Authentication Required",
        description: "Please log in to send messages.",
        action: { label: "Log in", href: authHref(`/rentals/${listing.id}#message`) },
      });
      return;
    }
    if (listing.isOwn) {
      showToast({ type: "error", title: "This is your own listing." });
      return;
    }
    setMessaging(listing);
  };

  return (
    <div className="space-y-10">
      {hasListings ? (
        <section aria-labelledby="available-heading">
          <h2 id="available-heading" className="mb-4 text-xl font-bold">
            {t("listings.results.available")}
          </h2>
          {results.items.length ? (
            <div className={GRID}>
              {results.items.map((listing, i) => (
                <ListingCard
                  key={listing.id}
                  listing={listing}
                  showDescription
                  onMessage={onMessage}
                  priority={i === 0}
                />
              ))}
            </div>
          ) : (
            <p className="text-slate-600">{t("listings.results.noMoreOnPage")}</p>
          )}
          <Pagination
            filter={filter}
            view={view}
            page={results.page}
            pageCount={results.pageCount}
            morePages={results.totalIsAtLeast}
          />
        </section>
      ) : null}
      {estimates ? (
        <Suspense fallback={<ResultsSkeleton />}>
          <Await resolve={estimates} errorElement={<EmptyState filter={filter} showNoEstimates />}>
            {(list) =>
              list.length ? (
                <section aria-labelledby="estimates-heading">
                  <h2 id="estimates-heading" className="mb-1 text-xl font-bold">
                    {hasListings
                      ? t("listings.results.marketEstimates")
                      : t("listings.results.estimatedRentals")}
                  </h2>
                  <p className="mb-4 text-sm text-slate-600">{t("listings.results.estimatesNote")}</p>
                  <div className={GRID}>
                    {list.map((e) => (
                      <EstimateCard key={e.id} estimate={e} />
                    ))}
                  </div>
                </section>
              ) : hasListings ? null : (
                <EmptyState filter={filter} showNoEstimates />
              )
            }
          </Await>
        </Suspense>
      ) : hasListings ? null : (
        <EmptyState filter={filter} showNoEstimates={false} />
      )}
      {messaging ? (
        <Suspense fallback={null}>
          <MessageDialog
            open
            onOpenChange={(open) => !open && setMessaging(null)}
            title={t("listings.messageLandlord")}
            description={t("listings.results.about", { title: text.title(messaging.title) })}
            action={`/rentals/${messaging.id}`}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function EmptyState({ filter, showNoEstimates }: { filter: ListingFilter; showNoEstimates: boolean }) {
  const t = useT();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <p className="text-lg font-semibold">
        {filter.affordableOnly ? t("listings.results.noAffordable") : t("listings.results.none")}
      </p>
      {showNoEstimates ? <p className="mt-2 text-slate-600">{t("listings.results.noEstimates")}</p> : null}
      <Button asChild variant="outline" className="mt-6">
        <Link to="/rentals">{t("listings.filters.clear")}</Link>
      </Button>
    </div>
  );
}

function Pagination({
  filter,
  view,
  page,
  pageCount,
  morePages,
}: {
  filter: ListingFilter;
  view: ResultsView;
  page: number;
  pageCount: number;
  /** The count was capped: pageCount pages are known, more may follow. */
  morePages: boolean;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  const href = (p: number) => {
    const params = listingFilterToParams({ ...filter, page: p });
    if (view === "map") params.set("view", "map");
    const query = params.toString();
    return query ? `/rentals?${query}` : "/rentals";
  };
  return (
    <nav aria-label={t("listings.pages.label")} className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={href(page - 1)}>{t("listings.pages.previous")}</Link>
        </Button>
      ) : null}
      <span className="text-sm text-slate-600">
        {morePages
          ? t("listings.pages.page", { page })
          : t("listings.pages.pageOf", { page: Math.min(page, pageCount), count: pageCount })}
      </span>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link to={href(page + 1)}>{t("listings.pages.next")}</Link>
        </Button>
      ) : null}
    </nav>
  );
}
