import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { Icon } from "~/components/icon";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/hydrated";
import { useT } from "~/lib/i18n";
import { showToast } from "~/lib/toast";

/** What the favourites action answers a fetcher (app/routes/renter-dashboard_.saved-homes.tsx). */
type FavouriteResult = { listingId: string; saved: boolean } | { error: string };

/**
 * The heart of a listing card or page: a small POST form to the Saved homes route's action ("Save this home" / "Remove from saved
 * homes", aria-pressed). Without JavaScript it posts and comes back to this page with a toast; once hydrated a
 * fetcher posts it and the heart changes at once (the loaders then re-read it). A visitor is sent to sign in
 * and comes back here. `saved` is the signed-in user's state from the page's loader (undefined: a visitor).
 */
export function FavouriteButton({
  listingId,
  saved = false,
  className,
}: {
  listingId: string;
  saved?: boolean;
  className?: string;
}) {
  const t = useT();
  const fetcher = useFetcher<FavouriteResult>();
  const location = useLocation();
  const hydrated = useHydrated();
  const intent = fetcher.formData?.get("intent");
  // While the request (and the loaders' re-read after it) runs, the state asked for.
  const shown = intent === "save" ? true : intent === "remove" ? false : saved;
  const result = fetcher.data;
  useEffect(() => {
    if (result && "error" in result) showToast({ type: "error", title: result.error });
  }, [result]);
  return (
    <fetcher.Form method="post" action="/renter-dashboard/saved-homes" className={className}>
      <input type="hidden" name="listingId" value={listingId} />
      <input type="hidden" name="intent" value={shown ? "remove" : "save"} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="fetch" value="1" /> : null}
      <button
        type="submit"
        aria-pressed={shown}
        aria-label={shown ? t("listings.card.unsave") : t("listings.card.save")}
        title={shown ? t("listings.card.unsave") : t("listings.card.save")}
        data-testid="favourite-button"
        className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white/95 text-rose-600 shadow-sm transition-colors hover:bg-rose-50"
      >
        <Icon name="heart" className={cn("size-5", shown && "fill-current")} />
      </button>
    </fetcher.Form>
  );
}
