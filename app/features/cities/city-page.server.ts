import { CITY_ESTIMATE_CARDS_MAX, type CityPageConfig } from "@common/city-pages";
import { RENT_ESTIMATE_LIMIT } from "@common/constants";
import { localizedPath } from "@common/i18n";
import { parseListingFilter } from "@common/schemas/listing-filter";
import type { VoucherFit } from "@common/voucher-rules";
import { buildMarketSnapshot } from "@server/cities/market-snapshot";
import { type CityRentParties, listCityListings, listCityRentParties } from "@server/cities/service";
import { withSaved } from "@server/favourites/favourites-service";
import type { RentEstimate } from "@server/integrations/market-data/market-data";
import type { ListingCardData } from "@server/listings/listing-card";
import { mapPointsFor, mapTilesSetting } from "@server/listings/map-points";
import { withVoucherFit } from "@server/vouchers/card-fit";
import { cityFairMarketRents } from "@server/vouchers/city-fmr";
import { readRenterVoucher, VOUCHER_COOKIE } from "@server/vouchers/renter-voucher";
import { searchVoucher } from "@server/vouchers/search-voucher";
import type { LoaderFunctionArgs } from "react-router";
import { resultsViewOf } from "~/components/map-view-switch";
import { pageMessages, serverT } from "~/lib/i18n.server";

import { cityDescription, cityHeadline, cityTitle } from "./city-copy";
import type { Loaded } from "./city-page";

async function settle<T>(promise: Promise<T>, onError: (error: unknown) => void): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    onError(error);
    return { ok: false };
  }
}

/**
 * The shared loader of the 12 city pages. The page shell (hero, SEO data) renders at once; listings,
 * the market snapshot, rent parties and Chicago's estimates stream in behind their skeletons.
 */
export function loadCityPage({ context, request }: LoaderFunctionArgs, config: CityPageConfig) {
  const { deps, logger } = context;
  const origin = deps.publicUrl || new URL(request.url).origin;

  // "Fits my voucher" (the page's URL, and the reader's own voucher): the verdicts are computed here.
  const voucherFilter = parseListingFilter(new URL(request.url).searchParams);
  const saved = readRenterVoucher(deps, context.user, request);
  // Started before anything is awaited, so the queries run side by side.
  const found = saved.then(async (voucher) => {
    const fit = searchVoucher(voucherFilter, voucher);
    const cards = await withVoucherFit(
      deps.db,
      await listCityListings(deps.db, config, fit?.voucher),
      voucher,
    );
    // The signed-in reader's hearts: one query for the page's cards (none for a visitor).
    return withSaved(deps.db, context.user, cards);
  });
  // The map (view=map): the city's homes at their public points only (map-points.ts), after the listings.
  const view = resultsViewOf(new URL(request.url).searchParams);
  const mapPoints =
    view === "map"
      ? found
          .then((items) =>
            mapPointsFor(
              deps.db,
              items.map((item) => item.id),
            ),
          )
          .catch(() => [])
      : null;
  const listings = settle(found, (error) =>
    logger.error({ err: error, city: config.city }, "city listings failed"),
  );
  const snapshot =
    config.size === "larger"
      ? buildMarketSnapshot({ db: deps.db, marketData: deps.marketData, logger }, config)
      : null;
  const rentParties = config.showsRentParties
    ? settle<CityRentParties>(listCityRentParties(deps.db, config), (error) =>
        logger.error({ err: error, city: config.city }, "city rent parties failed"),
      )
    : null;
  // Chicago: market estimates stand in only when the page has no listings to show, never beside them.
  const estimates = config.showsEstimatesFallback
    ? listings
        .then(async (result): Promise<RentEstimate[]> => {
          if (!result.ok || result.value.length > 0) return [];
          const found = await deps.marketData.rentEstimates({
            city: config.city,
            state: config.state,
            limit: RENT_ESTIMATE_LIMIT,
          });
          return found.slice(0, CITY_ESTIMATE_CARDS_MAX);
        })
        .catch((error): RentEstimate[] => {
          logger.error({ err: error, city: config.city }, "city estimates failed");
          return [];
        })
    : null;

  const t = serverT(context.locale, "home");
  return {
    // The listing and Rent Party cards bring their own areas' texts.
    messages: pageMessages(context.locale, "home", "cards", "voucherFit", "fairMarketRent", "map"),
    locale: context.locale,
    seo: {
      title: cityTitle(t, config),
      description: cityDescription(t, config, context.locale),
      headline: cityHeadline(t, config),
    },
    slug: config.slug,
    url: `${origin}${localizedPath(`/${config.slug}`, context.locale)}`,
    origin,
    listings: listings as Promise<Loaded<(ListingCardData & { voucherFit: VoucherFit | null })[]>>,
    /** The filter's state, and the reader's own voucher size (streamed: it is theirs alone). */
    voucherFilter: { fitsVoucher: voucherFilter.fitsVoucher, voucher: voucherFilter.voucher },
    savedVoucherBedrooms: saved.then((voucher) => voucher?.bedrooms ?? null),
    view,
    map: mapPoints ? { points: mapPoints, tiles: mapTilesSetting(deps.env) } : null,
    snapshot,
    rentParties,
    estimates,
    /** HUD's FMRs for the city's central ZIP and its voucher agencies (in-process public data: no wait). */
    fairMarketRents: cityFairMarketRents(config.slug),
  };
}

/**
 * A city page streams its cards' verdicts for the reader's own voucher and a signed-in reader's hearts,
 * so it is private (no shared cache keeps it) whenever it may carry them: a session, or a voucher cookie.
 * Decided from the request, before the streamed voucher is read.
 */
export function cityPageHeaders({ context, request }: Pick<LoaderFunctionArgs, "context" | "request">) {
  const cookie = request.headers.get("cookie") ?? "";
  const voucherCookie = cookie.split(";").some((pair) => pair.trim().startsWith(`${VOUCHER_COOKIE}=`));
  return context.user || voucherCookie ? { "Cache-Control": "private, no-store" } : undefined;
}

// The view does not read `messages` (the page's texts travel to I18nRoot), whose type changes once serialized.
export type CityPageData = Omit<ReturnType<typeof loadCityPage>, "messages">;
