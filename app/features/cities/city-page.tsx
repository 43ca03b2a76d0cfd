import { CITY_SKELETON_CARDS, CITY_TEXTS, type CityPageConfig, cityPageConfig } from "@common/city-pages";
import type { MarketSnapshot } from "@server/cities/market-snapshot";
import type { CityRentParties } from "@server/cities/service";
import type { RentEstimate } from "@server/integrations/market-data/market-data";
import type { ListingCardData } from "@server/listings/listing-card";
import type * as React from "react";
import { Link } from "react-router";
import { CampaignCard } from "~/components/campaign-card";
import { Deferred, DeferredSection, LoadError, PageSection } from "~/components/deferred-section";
import { Icon } from "~/components/icon";
import { ListingCard, ListingCardSkeleton } from "~/components/listing-card";
import { EstimateCard } from "~/components/listing-facts";
import { MarketSnapshotSkeleton, MarketSnapshotView } from "~/components/market-snapshot";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { cityHeadline } from "./city-copy";
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
  return (
    <ul className={GRID} data-testid="city-listings">
      {items.map((listing, i) => (
        <li key={listing.id}>
          <ListingCard
            listing={listing}
            linkLabel="View Listing"
            showDescription={config.showsDescription}
            priority={i === 0}
          />
        </li>
      ))}
    </ul>
  );
}

/** "Available Rentals in {city}": skeleton cards (6 or 3) until the listings come, then `children`. */
function ListingsSection({
  config,
  listings,
  children,
}: {
  config: CityPageConfig;
  listings: Promise<Loaded<ListingCardData[]>>;
  children: (items: ListingCardData[]) => React.ReactNode;
}) {
  return (
    <DeferredSection
      id="listings-heading"
      title={`Available Rentals in ${config.city}`}
      resolve={listings}
      label="listings"
      skeleton={<Skeletons count={CITY_SKELETON_CARDS[config.size]} />}
      errorElement={<LoadError />}
    >
      {(result) => (result.ok ? children(result.value) : <LoadError />)}
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
  const section = (children: React.ReactNode) => (
    <PageSection id="snapshot-heading" title={CITY_TEXTS.snapshotHeading}>
      {children}
    </PageSection>
  );
  return (
    <Deferred
      resolve={snapshot}
      label="rental market snapshot"
      skeleton={section(<MarketSnapshotSkeleton />)}
    >
      {(value) =>
        value || config.showsTrendUnavailable
          ? section(<MarketSnapshotView snapshot={value} unavailableText={CITY_TEXTS.trendUnavailable} />)
          : null
      }
    </Deferred>
  );
}

/* ---------- Larger pages: New York, Miami, Atlanta, Houston, Los Angeles ---------- */

function LargerHero({ config }: { config: CityPageConfig }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="flex items-center gap-1 text-sm font-semibold uppercase tracking-wide text-brand-700">
          <Icon name="map-pin" className="size-4" />
          {config.city}, {config.stateName}
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{cityHeadline(config)}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{config.intro}</p>
        <p className="mt-3 text-sm font-semibold text-brand-800">
          No agents · No application fees · Section 8 welcome
        </p>
      </div>
    </div>
  );
}

function LargerListings({ config, items }: { config: CityPageConfig; items: ListingCardData[] }) {
  if (items.length === 0) {
    return (
      <EmptyBox>
        <p className="text-lg font-semibold">No listings available in {config.city} right now.</p>
        <p className="mt-1 text-slate-600">New homes are added every week. In the meantime:</p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/start-rent-party">Start a Rent Party</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/rentals">Browse All Rentals</Link>
          </Button>
        </div>
      </EmptyBox>
    );
  }
  return <ListingGrid config={config} items={items} />;
}

function LargerCityPage({ config, data }: { config: CityPageConfig; data: CityPageData }) {
  return (
    <>
      <LargerHero config={config} />
      {data.snapshot ? <SnapshotSection config={config} snapshot={data.snapshot} /> : null}
      <ListingsSection config={config} listings={data.listings}>
        {(items) => <LargerListings config={config} items={items} />}
      </ListingsSection>
      <section aria-labelledby="landlord-cta-heading" className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-brand-800 p-8 text-center text-white sm:flex-row sm:text-left">
          <Icon name="badge-check" className="size-12 shrink-0 text-brand-200" />
          <div className="flex-1">
            <h2 id="landlord-cta-heading" className="text-2xl font-bold">
              Own a rental in {config.city}?
            </h2>
            <p className="mt-1 text-brand-100">
              List it for free, get a verification badge and meet renters who are ready to move.
            </p>
          </div>
          <Button asChild size="lg" variant="secondary" className="shrink-0">
            <Link to="/verified-landlord">Become a Verified Landlord</Link>
          </Button>
        </div>
      </section>
    </>
  );
}

/* ---------- Smaller pages: Chicago, Detroit, Philadelphia, Baltimore, Brooklyn, Dallas, Phoenix ---------- */

function SmallerHero({ config }: { config: CityPageConfig }) {
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
          {config.city}, {config.stateName}
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{cityHeadline(config)}</h1>
        <p className={cn("mt-4 max-w-2xl text-lg", theme?.accent)}>{theme?.tagline}</p>
        <p className="mt-3 text-sm font-semibold">No agents · No application fees · Section 8 welcome</p>
      </div>
    </div>
  );
}

function ListYourProperty() {
  return (
    <div className="mt-5">
      <Button asChild>
        <Link to="/list-property">List Your Property</Link>
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
  return (
    <Deferred
      resolve={estimates}
      label="market estimates"
      skeleton={<Skeletons count={CITY_SKELETON_CARDS.smaller} />}
    >
      {(found) =>
        found.length > 0 ? (
          <>
            <p className="text-slate-700">{CITY_TEXTS.estimatesIntro(config.city)}</p>
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
            <p className="text-lg font-semibold">{CITY_TEXTS.noListingsAtAll(config.city)}</p>
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
  if (items.length > 0) return <ListingGrid config={config} items={items} />;
  if (config.showsEstimatesFallback && estimates)
    return <ChicagoFallback config={config} estimates={estimates} />;
  return (
    <EmptyBox>
      <p className="text-lg font-semibold">{CITY_TEXTS.expanding(config.city)}</p>
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
  return (
    <Deferred resolve={parties} label="Rent Parties" skeleton={null}>
      {(result) =>
        result.ok && result.value.parties.length > 0 ? (
          <PageSection
            id="parties-heading"
            title={
              result.value.scope === "local"
                ? CITY_TEXTS.partiesHeading(config.city)
                : `No Rent Parties in the ${config.city} area yet: these are in nearby states`
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
  return (
    <>
      <SmallerHero config={config} />
      <ListingsSection config={config} listings={data.listings}>
        {(items) => <SmallerListings config={config} items={items} estimates={data.estimates} />}
      </ListingsSection>
      {config.showsRentParties && data.rentParties ? (
        <RentPartiesSection config={config} parties={data.rentParties} />
      ) : null}
      <section aria-labelledby="closing-heading" className="mx-auto max-w-6xl px-4 py-12">
        <div className="rounded-2xl bg-slate-100 p-8 text-center">
          <h2 id="closing-heading" className="text-2xl font-bold">
            Looking for more options?
          </h2>
          <p className="mt-2 text-slate-600">
            Search every city, or get help with rent you owe from neighbors who want you to stay housed.
          </p>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/rentals">Browse All Rentals</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/start-rent-party">Start a Rent Party</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

/** One of the 12 city pages, by its slug. */
export function CityPageView({ data }: { data: CityPageData }) {
  const config = cityPageConfig(data.slug);
  return (
    <>
      <CityJsonLd config={config} url={data.url} origin={data.origin} />
      {config.size === "larger" ? (
        <LargerCityPage config={config} data={data} />
      ) : (
        <SmallerCityPage config={config} data={data} />
      )}
    </>
  );
}
