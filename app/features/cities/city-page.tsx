import { CITY_SKELETON_CARDS, type CityPageConfig, cityPageConfig } from "@common/city-pages";
import type { MarketSnapshot } from "@server/cities/market-snapshot";
import type { CityRentParties } from "@server/cities/service";
import type { RentEstimate } from "@server/integrations/market-data/market-data";
import type { ListingCardData } from "@server/listings/listing-card";
import type * as React from "react";
import { lazy, Suspense } from "react";
import { Await, Link } from "react-router";
import { CampaignCard } from "~/components/campaign-card";
import { Deferred, DeferredSection, LoadError, PageSection } from "~/components/deferred-section";
import { Icon } from "~/components/icon";
import { ListingCard, ListingCardSkeleton } from "~/components/listing-card";
import { EstimateCard } from "~/components/listing-facts";
import { MapViewSwitch } from "~/components/map-view-switch";
import { MarketSnapshotSkeleton, MarketSnapshotView } from "~/components/market-snapshot";
import { Button } from "~/components/ui/button";
import { CityVoucherFilter } from "~/components/voucher-filter";
import { cn } from "~/lib/cn";
import { useLocale, useT } from "~/lib/i18n";
import { cityHeadline, cityIntro, cityPlace, cityTagline } from "./city-copy";
import type { CityPageData } from "./city-page.server";
import { CityJsonLd } from "./city-seo";

/** A deferred part of the page: it always resolves, so a failure shows its own message, never a 500. */
export type Loaded<T> = { ok: true; value: T } | { ok: false };

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

function Skeletons({ count }: { count: number }) {
  return (
    <div className={GRID}>
      {Array.from({ length: count }, (_, i) => (
        <ListingCardSkeleton key={i} />
      ))}
    </div>
  );
}

function EmptyBox({ children }: { children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
      {children}
    </div>
  );
}

function ListingGrid({ config, items }: { config: CityPageConfig; items: ListingCardData[] }) {
  const t = useT();
  return (
    <ul className={GRID} data-testid="city-listings">
      {items.map((listing, i) => (
        <li key={listing.id}>
          <ListingCard
            listing={listing}
            linkLabel={t("home.city.viewListing")}
            showDescription={config.showsDescription}
            priority={i === 0}
          />
        </li>
      ))}
    </ul>
  );
}

/** The city's map (view=map) in a script of its own; Leaflet follows once it is in view. */
const ListingsMap = lazy(() => import("~/components/listings-map").then((m) => ({ default: m.ListingsMap })));

/** List / Map above the city's homes, and with view=map their map (the list below has the same homes). */
function CityMap({ data, items }: { data: Pick<CityPageData, "view" | "map">; items: ListingCardData[] }) {
  const t = useT();
  if (items.length === 0) return null;
  const box = <div className="h-[26rem] rounded-xl border border-slate-200 bg-slate-100" />;
  return (
    <div className="mb-6 space-y-4">
      <MapViewSwitch view={data.view} />
      {data.map ? (
        <Suspense fallback={box}>
          <Await resolve={data.map.points}>
            {(points) =>
              data.map ? (
                <ListingsMap
                  points={points}
                  listings={items}
                  tiles={data.map.tiles}
                  label={t("map.region")}
                  caption={t("map.caption", { count: points.length })}
                />
              ) : null
            }
          </Await>
        </Suspense>
      ) : null}
    </div>
  );
}

/** "Available Rentals in {city}": skeleton cards (6 or 3) until the listings come, then `children`. */
function ListingsSection({
  config,
  data,
  children,
}: {
  config: CityPageConfig;
  data: Pick<CityPageData, "listings" | "voucherFilter" | "savedVoucherBedrooms" | "view" | "map">;
  children: (items: ListingCardData[]) => React.ReactNode;
}) {
  const t = useT();
  const listings = data.listings;
  return (
    <DeferredSection
      id="listings-heading"
      title={t("home.city.listingsHeading", { city: config.city })}
      intro={<CityVoucherFilter filter={data.voucherFilter} saved={data.savedVoucherBedrooms} />}
      resolve={listings}
      label={t("home.city.listingsLabel")}
      skeleton={<Skeletons count={CITY_SKELETON_CARDS[config.size]} />}
      errorElement={<LoadError />}
    >
      {(result) =>
        result.ok ? (
          <>
            <CityMap data={data} items={result.value} />
            {children(result.value)}
          </>
        ) : (
          <LoadError />
        )
      }
    </DeferredSection>
  );
}

/** "Rental Market Snapshot"; without market data, New York leaves the section out, the others say so. */
function SnapshotSection({
  config,
  snapshot,
}: {
  config: CityPageConfig;
  snapshot: Promise<MarketSnapshot | null>;
}) {
  const t = useT();
  const section = (children: React.ReactNode) => (
    <PageSection id="snapshot-heading" title={t("home.snapshot.heading")}>
      {children}
    </PageSection>
  );
  return (
    <Deferred
      resolve={snapshot}
      label={t("home.snapshot.label")}
      skeleton={section(<MarketSnapshotSkeleton />)}
    >
      {(value) =>
        value || config.showsTrendUnavailable
          ? section(<MarketSnapshotView snapshot={value} unavailableText={t("home.city.trendUnavailable")} />)
          : null
      }
    </Deferred>
  );
}

/* ---------- Larger pages: New York, Miami, Atlanta, Houston, Los Angeles ---------- */

function LargerHero({ config }: { config: CityPageConfig }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="flex items-center gap-1 text-sm font-semibold uppercase tracking-wide text-brand-700">
          <Icon name="map-pin" className="size-4" />
          {cityPlace(config, locale)}
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{cityHeadline(t, config)}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{cityIntro(t, config)}</p>
        <p className="mt-3 text-sm font-semibold text-brand-800">{t("home.city.highlights")}</p>
      </div>
    </div>
  );
}

function LargerListings({ config, items }: { config: CityPageConfig; items: ListingCardData[] }) {
  const t = useT();
  if (items.length === 0) {
    return (
      <EmptyBox>
        <p className="text-lg font-semibold">{t("home.city.noListingsNow", { city: config.city })}</p>
        <p className="mt-1 text-slate-600">{t("home.city.newHomesWeekly")}</p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/start-rent-party">{t("home.startRentParty")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/rentals">{t("home.browseAllRentals")}</Link>
          </Button>
        </div>
      </EmptyBox>
    );
  }
  return <ListingGrid config={config} items={items} />;
}

function LargerCityPage({ config, data }: { config: CityPageConfig; data: CityPageData }) {
  const t = useT();
  return (
    <>
      <LargerHero config={config} />
      {data.snapshot ? <SnapshotSection config={config} snapshot={data.snapshot} /> : null}
      <ListingsSection config={config} data={data}>
        {(items) => <LargerListings config={config} items={items} />}
      </ListingsSection>
      <section aria-labelledby="landlord-cta-heading" className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-brand-800 p-8 text-center text-white sm:flex-row sm:text-left">
          <Icon name="badge-check" className="size-12 shrink-0 text-brand-200" />
          <div className="flex-1">
            <h2 id="landlord-cta-heading" className="text-2xl font-bold">
              {t("home.city.ownRental", { city: config.city })}
            </h2>
            <p className="mt-1 text-brand-100">{t("home.city.ownRentalText")}</p>
          </div>
          <Button asChild size="lg" variant="secondary" className="shrink-0">
            <Link to="/verified-landlord">{t("home.becomeVerified")}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}

/* ---------- Smaller pages: Chicago, Detroit, Philadelphia, Baltimore, Brooklyn, Dallas, Phoenix ---------- */

function SmallerHero({ config }: { config: CityPageConfig }) {
  const t = useT();
  const locale = useLocale();
  const theme = config.theme;
  return (
    <div className={cn("text-white", theme?.hero ?? "bg-brand-800")} data-testid="city-hero">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <p
          className={cn(
            "flex items-center gap-1 text-sm font-semibold uppercase tracking-wide",
            theme?.accent,
          )}
        >
          <Icon name="map-pin" className="size-4" />
          {cityPlace(config, locale)}
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{cityHeadline(t, config)}</h1>
        <p className={cn("mt-4 max-w-2xl text-lg", theme?.accent)}>{theme ? cityTagline(t, config) : null}</p>
        <p className="mt-3 text-sm font-semibold">{t("home.city.highlights")}</p>
      </div>
    </div>
  );
}

function ListYourProperty() {
  const t = useT();
  return (
    <div className="mt-5">
      <Button asChild>
        <Link to="/list-property">{t("home.listYourProperty")}</Link>
      </Button>
    </div>
  );
}

function ChicagoFallback({
  config,
  estimates,
}: {
  config: CityPageConfig;
  estimates: Promise<RentEstimate[]>;
}) {
  const t = useT();
  return (
    <Deferred
      resolve={estimates}
      label={t("home.city.estimatesLabel")}
      skeleton={<Skeletons count={CITY_SKELETON_CARDS.smaller} />}
    >
      {(found) =>
        found.length > 0 ? (
          <>
            <p className="text-slate-700">{t("home.city.estimatesIntro", { city: config.city })}</p>
            <ul className={cn("mt-4", GRID)} data-testid="city-estimates">
              {found.map((estimate) => (
                <li key={estimate.id}>
                  <EstimateCard estimate={estimate} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <EmptyBox>
            <p className="text-lg font-semibold">{t("home.city.noListingsAtAll", { city: config.city })}</p>
            <ListYourProperty />
          </EmptyBox>
        )
      }
    </Deferred>
  );
}

function SmallerListings({
  config,
  items,
  estimates,
}: {
  config: CityPageConfig;
  items: ListingCardData[];
  estimates: Promise<RentEstimate[]> | null;
}) {
  const t = useT();
  if (items.length > 0) return <ListingGrid config={config} items={items} />;
  if (config.showsEstimatesFallback && estimates)
    return <ChicagoFallback config={config} estimates={estimates} />;
  return (
    <EmptyBox>
      <p className="text-lg font-semibold">{t("home.city.expanding", { city: config.city })}</p>
      <ListYourProperty />
    </EmptyBox>
  );
}

/** "Active Rent Parties in {city} Area", up to 3 cards; nothing while loading, failed or empty. */
function RentPartiesSection({
  config,
  parties,
}: {
  config: CityPageConfig;
  parties: Promise<Loaded<CityRentParties>>;
}) {
  const t = useT();
  return (
    <Deferred resolve={parties} label={t("home.parties.label")} skeleton={null}>
      {(result) =>
        result.ok && result.value.parties.length > 0 ? (
          <PageSection
            id="parties-heading"
            title={
              result.value.scope === "local"
                ? t("home.city.partiesHeading", { city: config.city })
                : t("home.city.nearbyPartiesHeading", { city: config.city })
            }
          >
            <ul
              className={GRID}
              data-testid={result.value.scope === "local" ? "city-rent-parties" : "nearby-rent-parties"}
            >
              {result.value.parties.map((party) => (
                <li key={party.id}>
                  <CampaignCard party={party} />
                </li>
              ))}
            </ul>
          </PageSection>
        ) : null
      }
    </Deferred>
  );
}

function SmallerCityPage({ config, data }: { config: CityPageConfig; data: CityPageData }) {
  const t = useT();
  return (
    <>
      <SmallerHero config={config} />
      <ListingsSection config={config} data={data}>
        {(items) => <SmallerListings config={config} items={items} estimates={data.estimates} />}
      </ListingsSection>
      {config.showsRentParties && data.rentParties ? (
        <RentPartiesSection config={config} parties={data.rentParties} />
      ) : null}
      <section aria-labelledby="closing-heading" className="mx-auto max-w-6xl px-4 py-12">
        <div className="rounded-2xl bg-slate-100 p-8 text-center">
          <h2 id="closing-heading" className="text-2xl font-bold">
            {t("home.city.moreOptions")}
          </h2>
          <p className="mt-2 text-slate-600">{t("home.city.moreOptionsText")}</p>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/rentals">{t("home.browseAllRentals")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/start-rent-party">{t("home.startRentParty")}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * The city's Fair Market Rents and voucher agencies, below the fold: rendered with the page on the server, its
 * script loaded after the page's (the city pages stay within their script files).
 */
const CityFairMarketRentsSection = lazy(() =>
  import("~/components/voucher-fit-panel").then((m) => ({ default: m.CityFairMarketRentsSection })),
);

/** One of the 12 city pages, by its slug. */
export function CityPageView({ data }: { data: CityPageData }) {
  const config = cityPageConfig(data.slug);
  return (
    <>
      <CityJsonLd config={config} loaded={data} />
      {config.size === "larger" ? (
        <LargerCityPage config={config} data={data} />
      ) : (
        <SmallerCityPage config={config} data={data} />
      )}
      {data.fairMarketRents ? (
        <Suspense fallback={null}>
          <CityFairMarketRentsSection data={data.fairMarketRents} city={config.city} />
        </Suspense>
      ) : null}
    </>
  );
}
