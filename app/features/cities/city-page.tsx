import { CITY_SKELETON_CARDS, CITY_TEXTS, type CityPageConfig, cityPageConfig } from "@common/city-pages";
import type { MarketSnapshot } from "@server/cities/market-snapshot";
import type { CityRentParty } from "@server/cities/service";
import type { RentEstimate } from "@server/integrations/market-data/market-data";
import type { ListingCardData } from "@server/listings/listing-card";
import { BadgeCheck, MapPin } from "lucide-react";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { EstimateCard } from "~/components/listing-facts";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { CityListingCard, CityListingSkeleton, CityRentPartyCard } from "./city-cards";
import { CITY_INTROS, CITY_THEMES, cityHeadline } from "./city-copy";
import { CityJsonLd } from "./city-seo";
import { MarketSnapshotCards, MarketSnapshotSkeleton } from "./market-snapshot";

/** A deferred part of the page: it always resolves, so a failure shows its own message, never a 500. */
export type Loaded<T> = { ok: true; value: T } | { ok: false };

export interface CityPageViewData {
  slug: string;
  url: string;
  origin: string;
  listings: Promise<Loaded<ListingCardData[]>>;
  snapshot: Promise<MarketSnapshot | null> | null;
  rentParties: Promise<Loaded<CityRentParty[]>> | null;
  estimates: Promise<RentEstimate[]> | null;
}

const GRID = "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

function Skeletons({ count }: { count: number }) {
  return (
    <div className={GRID} aria-busy="true">
      <p className="sr-only" role="status">
        Loading listings...
      </p>
      {Array.from({ length: count }, (_, i) => (
        <CityListingSkeleton key={i} />
      ))}
    </div>
  );
}

function LoadError() {
  return (
    <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">Error loading listings</p>
      <p className="mt-1 text-sm text-red-700">Please try again later.</p>
    </div>
  );
}

function EmptyBox({ children }: { children: React.ReactNode }) {
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
      {children}
    </div>
  );
}

function ListingGrid({ config, items }: { config: CityPageConfig; items: ListingCardData[] }) {
  return (
    <ul className={GRID} data-testid="city-listings">
      {items.map((listing) => (
        <li key={listing.id}>
          <CityListingCard listing={listing} showDescription={config.showsDescription} />
        </li>
      ))}
    </ul>
  );
}

function ListingsSection({ config, children }: { config: CityPageConfig; children: React.ReactNode }) {
  return (
    <section aria-labelledby="listings-heading" className="mx-auto max-w-6xl px-4 pt-10">
      <h2 id="listings-heading" className="text-2xl font-bold">
        Available Rentals in {config.city}
      </h2>
      {children}
    </section>
  );
}

/* ---------- Larger pages: New York, Miami, Atlanta, Houston, Los Angeles ---------- */

function LargerHero({ config }: { config: CityPageConfig }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="flex items-center gap-1 text-sm font-semibold uppercase tracking-wide text-brand-700">
          <MapPin className="size-4" aria-hidden="true" />
          {config.city}, {config.stateName}
        </p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{cityHeadline(config)}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{CITY_INTROS[config.slug]}</p>
        <p className="mt-3 text-sm font-semibold text-brand-800">
          No agents · No application fees · Section 8 welcome
        </p>
      </div>
    </div>
  );
}

function LargerListings({ config, result }: { config: CityPageConfig; result: Loaded<ListingCardData[]> }) {
  if (!result.ok) return <LoadError />;
  if (result.value.length === 0) {
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
  return <ListingGrid config={config} items={result.value} />;
}

function LargerCityPage({ config, data }: { config: CityPageConfig; data: CityPageViewData }) {
  return (
    <>
      <LargerHero config={config} />
      {data.snapshot ? (
        <Suspense fallback={<MarketSnapshotSkeleton />}>
          <Await resolve={data.snapshot} errorElement={null}>
            {(snapshot) => <MarketSnapshotCards config={config} snapshot={snapshot} />}
          </Await>
        </Suspense>
      ) : null}
      <ListingsSection config={config}>
        <Suspense fallback={<Skeletons count={CITY_SKELETON_CARDS.larger} />}>
          <Await resolve={data.listings} errorElement={<LoadError />}>
            {(result) => <LargerListings config={config} result={result} />}
          </Await>
        </Suspense>
      </ListingsSection>
      <section aria-labelledby="landlord-cta-heading" className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-brand-800 p-8 text-center text-white sm:flex-row sm:text-left">
          <BadgeCheck className="size-12 shrink-0 text-brand-200" aria-hidden="true" />
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
  const theme = CITY_THEMES[config.slug];
  return (
    <div className={cn("text-white", theme?.hero ?? "bg-brand-800")} data-testid="city-hero">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <p
          className={cn(
            "flex items-center gap-1 text-sm font-semibold uppercase tracking-wide",
            theme?.accent,
          )}
        >
          <MapPin className="size-4" aria-hidden="true" />
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
    <Suspense fallback={<Skeletons count={CITY_SKELETON_CARDS.smaller} />}>
      <Await resolve={estimates} errorElement={null}>
        {(found) =>
          found.length > 0 ? (
            <div className="mt-6">
              <p className="text-slate-700">{CITY_TEXTS.estimatesIntro(config.city)}</p>
              <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="city-estimates">
                {found.map((estimate) => (
                  <li key={estimate.id}>
                    <EstimateCard estimate={estimate} />
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <EmptyBox>
              <p className="text-lg font-semibold">{CITY_TEXTS.noListingsAtAll(config.city)}</p>
              <ListYourProperty />
            </EmptyBox>
          )
        }
      </Await>
    </Suspense>
  );
}

function SmallerListings({
  config,
  result,
  estimates,
}: {
  config: CityPageConfig;
  result: Loaded<ListingCardData[]>;
  estimates: Promise<RentEstimate[]> | null;
}) {
  if (!result.ok) return <LoadError />;
  if (result.value.length > 0) return <ListingGrid config={config} items={result.value} />;
  if (config.showsEstimatesFallback && estimates)
    return <ChicagoFallback config={config} estimates={estimates} />;
  return (
    <EmptyBox>
      <p className="text-lg font-semibold">{CITY_TEXTS.expanding(config.city)}</p>
      <ListYourProperty />
    </EmptyBox>
  );
}

function RentPartiesSection({ config, parties }: { config: CityPageConfig; parties: CityRentParty[] }) {
  if (parties.length === 0) return null;
  return (
    <section aria-labelledby="parties-heading" className="mx-auto max-w-6xl px-4 pt-12">
      <h2 id="parties-heading" className="text-2xl font-bold">
        {CITY_TEXTS.partiesHeading(config.city)}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="city-rent-parties">
        {parties.map((party) => (
          <li key={party.id}>
            <CityRentPartyCard party={party} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SmallerCityPage({ config, data }: { config: CityPageConfig; data: CityPageViewData }) {
  return (
    <>
      <SmallerHero config={config} />
      <ListingsSection config={config}>
        <Suspense fallback={<Skeletons count={CITY_SKELETON_CARDS.smaller} />}>
          <Await resolve={data.listings} errorElement={<LoadError />}>
            {(result) => <SmallerListings config={config} result={result} estimates={data.estimates} />}
          </Await>
        </Suspense>
      </ListingsSection>
      {config.showsRentParties && data.rentParties ? (
        <Suspense fallback={null}>
          <Await resolve={data.rentParties} errorElement={null}>
            {(result) => (result.ok ? <RentPartiesSection config={config} parties={result.value} /> : null)}
          </Await>
        </Suspense>
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
export function CityPageView({ data }: { data: CityPageViewData }) {
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
