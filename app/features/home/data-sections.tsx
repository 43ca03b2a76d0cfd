import { UNITED_STATES } from "@common/countries";
import { campaignTitle, formatUsd, truncate } from "@common/format";
import type { VisitorLocation } from "@common/schemas/location";
import type { MarketSnapshot } from "@server/cities/market-snapshot";
import type { HomeListing, NearbyArea } from "@server/home/service";
import type { PublicRentParty } from "@server/rent-parties/rent-party-service";
import { HandHeart, MapPin, TrendingDown, TrendingUp } from "lucide-react";
import type * as React from "react";
import { Suspense } from "react";
import { Await, Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Badge, Card, Skeleton } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import {
  BANNER_EXCERPT_LENGTH,
  HomeListingCard,
  HomePartyCard,
  ListingCardSkeleton,
  PartyCardSkeleton,
  PartyProgress,
} from "./home-cards";

/** The spec's home-page messages, word for word ("Affordable" is the brand word). */
export const HOME_TEXTS = {
  trendsUnavailable: "Rental trends currently unavailable for this area",
  noNearbyData: "No nearby Affordability data found. Try exploring larger cities.",
  onlyMinutesFrom: "Only 20 minutes from",
  loadError: "Error loading listings",
  loadErrorHint: "Please try again later.",
} as const;

const DESKTOP_COUNT = 3;

function HomeSection({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("mx-auto max-w-6xl px-4 py-8", className)}>
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {intro ? <div className="mt-1 text-slate-600">{intro}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Skeleton placeholders while a section's data streams in. */
function Loading({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading {label}…</span>
      {children}
    </div>
  );
}

function LoadError() {
  return (
    <Card className="p-5" role="alert">
      <p className="font-semibold">{HOME_TEXTS.loadError}</p>
      <p className="text-sm text-slate-600">{HOME_TEXTS.loadErrorHint}</p>
    </Card>
  );
}

/**
 * Up to 6 cards: a swipeable carousel on small screens, the first 3 in a grid on desktop
 * (spec section 9: "listings shown 3 on desktop, with up to 6 in a mobile carousel").
 * A named group, not a region: it sits inside its section's region, which already has the same name.
 */
function Carousel({ label, children }: { label: string; children: React.ReactNode[] }) {
  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className="-mx-4 overflow-x-auto px-4 pb-2 md:mx-0 md:overflow-visible md:px-0 md:pb-0"
    >
      <ul className="flex snap-x snap-mandatory gap-4 md:grid md:grid-cols-3">
        {children.map((child, index) => (
          <li
            key={index}
            className={cn(
              "w-[80%] max-w-80 shrink-0 snap-start md:w-auto md:max-w-none",
              index >= DESKTOP_COUNT && "md:hidden",
            )}
          >
            {child}
          </li>
        ))}
      </ul>
    </div>
  );
}

function SkeletonGrid({ count, kind }: { count: number; kind: "listing" | "party" }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={cn(i >= 1 && "hidden sm:block", i >= 2 && "sm:hidden md:block")}>
          {kind === "listing" ? <ListingCardSkeleton /> : <PartyCardSkeleton />}
        </li>
      ))}
    </ul>
  );
}

// --- 5. Rental Market Snapshot ---------------------------------------------------------------------

function Figure({ label, value, className }: { label: string; value: React.ReactNode; className?: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className={cn("mt-1 text-2xl font-bold text-slate-900", className)}>{value}</p>
    </Card>
  );
}

function SnapshotView({ snapshot }: { snapshot: MarketSnapshot | null }) {
  if (!snapshot) {
    return (
      <Card className="p-5 text-slate-700" role="status">
        {HOME_TEXTS.trendsUnavailable}
      </Card>
    );
  }
  const change = snapshot.yearOverYearChange;
  const breakdown = [
    ["Studio", snapshot.unitBreakdown.studio],
    ["1BR", snapshot.unitBreakdown.oneBR],
    ["2BR", snapshot.unitBreakdown.twoBR],
    ["3BR", snapshot.unitBreakdown.threeBR],
  ] as const;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Figure label="Average Rent" value={`${formatUsd(snapshot.averageRent * 100)}/mo`} />
        <Figure label="Common Unit Type" value={snapshot.commonUnitType ?? "N/A"} />
        {change ? (
          <Figure
            label="Year-over-Year"
            className={change > 0 ? "text-red-600" : "text-green-700"}
            value={
              <span className="flex items-center gap-1">
                {change > 0 ? (
                  <TrendingUp className="size-6" aria-hidden="true" />
                ) : (
                  <TrendingDown className="size-6" aria-hidden="true" />
                )}
                {change > 0 ? "+" : ""}
                {change}%
              </span>
            }
          />
        ) : null}
      </div>
      <Card className="p-4">
        <h3 className="text-sm font-semibold text-slate-800">Average rent by unit type</h3>
        <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {breakdown.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold">{value === null ? "N/A" : formatUsd(value * 100)}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}

export function MarketSnapshotSection({ snapshot }: { snapshot: Promise<MarketSnapshot | null> }) {
  return (
    <HomeSection id="snapshot-heading" title="Rental Market Snapshot">
      <Suspense
        fallback={
          <Loading label="rental market snapshot">
            <div className="grid gap-4 sm:grid-cols-3">
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
            <Skeleton className="mt-4 h-20" />
          </Loading>
        }
      >
        <Await resolve={snapshot} errorElement={<SnapshotView snapshot={null} />}>
          {(value) => <SnapshotView snapshot={value} />}
        </Await>
      </Suspense>
    </HomeSection>
  );
}

// --- 6. Explore More Affordable Nearby Areas --------------------------------------------------------

function NearbyAreasView({
  areas,
  location,
}: {
  areas: NearbyArea[] | null;
  location: VisitorLocation | null;
}) {
  if (!location || !areas) {
    return (
      <Card className="p-5 text-slate-700" role="status">
        {HOME_TEXTS.noNearbyData}{" "}
        <a href="#cities-heading" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Browse cities
        </a>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {areas.map((area) => (
        <li key={`${area.city}|${area.state}`}>
          <Card
            className="flex h-full flex-col gap-2 p-5"
            role="article"
            aria-label={`${area.city}, ${area.state}`}
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className="flex items-center gap-1 text-lg font-semibold">
                <MapPin className="size-5 text-brand-600" aria-hidden="true" />
                {area.city}, {area.state}
              </h3>
              {area.sample ? <Badge>Sample area</Badge> : null}
            </div>
            <p className="text-sm text-slate-600">
              Average rent{" "}
              <span className="text-lg font-bold text-brand-700">{formatUsd(area.averageRent * 100)}</span>
              /month
            </p>
            {area.sample ? (
              <p className="text-sm text-slate-600">An affordable market to consider.</p>
            ) : (
              <p className="text-sm text-slate-600">
                {HOME_TEXTS.onlyMinutesFrom} {location.city}
                {area.listingCount
                  ? ` · ${area.listingCount} ${area.listingCount === 1 ? "listing" : "listings"}`
                  : ""}
              </p>
            )}
            <Form method="post" action="/?index" className="mt-auto pt-2">
              <input type="hidden" name="intent" value="nearby" />
              <input type="hidden" name="city" value={area.city} />
              <input type="hidden" name="state" value={area.state} />
              <input type="hidden" name="country" value={area.sample ? UNITED_STATES : location.country} />
              <Button type="submit" variant="outline" size="sm" className="w-full">
                Explore {area.city}
              </Button>
            </Form>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function NearbyAreasSection({
  areas,
  location,
}: {
  areas: Promise<NearbyArea[] | null>;
  location: VisitorLocation | null;
}) {
  return (
    <HomeSection id="nearby-heading" title="Explore More Affordable Nearby Areas">
      <Suspense
        fallback={
          <Loading label="nearby areas">
            <div className="grid gap-4 md:grid-cols-3">
              <Skeleton className="h-36" />
              <Skeleton className="hidden h-36 md:block" />
              <Skeleton className="hidden h-36 md:block" />
            </div>
          </Loading>
        }
      >
        <Await resolve={areas} errorElement={<NearbyAreasView areas={null} location={null} />}>
          {(value) => <NearbyAreasView areas={value} location={location} />}
        </Await>
      </Suspense>
    </HomeSection>
  );
}

// --- 7. Featured Listings, 8. Rentals Near You ------------------------------------------------------

export function FeaturedListingsSection({ listings }: { listings: Promise<HomeListing[]> }) {
  return (
    <HomeSection
      id="featured-heading"
      title="Featured Listings"
      intro="Verified homes from landlords who never charge application fees."
    >
      <Suspense
        fallback={
          <Loading label="featured listings">
            <SkeletonGrid count={3} kind="listing" />
          </Loading>
        }
      >
        <Await resolve={listings} errorElement={<LoadError />}>
          {(rows) =>
            rows.length ? (
              <Carousel label="Featured listings">
                {rows.map((listing) => (
                  <HomeListingCard key={listing.id} listing={listing} />
                ))}
              </Carousel>
            ) : (
              <Card className="p-5 text-slate-700">
                No listings yet.{" "}
                <Link
                  to="/list-property"
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  List your property
                </Link>
              </Card>
            )
          }
        </Await>
      </Suspense>
    </HomeSection>
  );
}

export function RentalsNearYouSection({
  listings,
  location,
}: {
  listings: Promise<HomeListing[] | null>;
  location: VisitorLocation | null;
}) {
  const browse = location
    ? `/rentals?${new URLSearchParams({ city: location.city, state: location.state })}`
    : "/rentals";
  return (
    <HomeSection id="near-you-heading" title="Rentals Near You">
      <Suspense
        fallback={
          <Loading label="rentals near you">
            <SkeletonGrid count={3} kind="listing" />
          </Loading>
        }
      >
        <Await resolve={listings} errorElement={<LoadError />}>
          {(rows) =>
            rows?.length ? (
              <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
                {rows.map((listing) => (
                  <li key={listing.id}>
                    <HomeListingCard listing={listing} />
                  </li>
                ))}
              </ul>
            ) : (
              <Card className="flex flex-col gap-3 p-5 text-slate-700 sm:flex-row sm:items-center sm:justify-between">
                <p>
                  {location
                    ? `No rentals listed in ${location.city}, ${location.state} yet.`
                    : "Choose your city to see rentals near you."}
                </p>
                <Button asChild variant="outline" size="sm">
                  <Link to={browse}>Browse All Rentals</Link>
                </Button>
              </Card>
            )
          }
        </Await>
      </Suspense>
    </HomeSection>
  );
}

// --- 9. Featured Rent Party banner, 10. Featured Rent Parties ---------------------------------------

function PartyBanner({ party }: { party: PublicRentParty | null }) {
  if (!party) return null;
  const title = campaignTitle(party.title);
  return (
    <section aria-labelledby="featured-party-heading" className="mx-auto max-w-6xl px-4 py-8">
      <Card className="grid gap-5 bg-amber-50 p-6 md:grid-cols-[1fr_auto] md:items-center md:p-8">
        <div className="grid gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-amber-800">
            <HandHeart className="size-5" aria-hidden="true" /> Featured Rent Party
          </p>
          <h2 id="featured-party-heading" className="text-2xl font-bold">
            {title}
          </h2>
          <p className="text-slate-700">{truncate(party.story, BANNER_EXCERPT_LENGTH)}</p>
          <div className="max-w-md">
            <PartyProgress party={party} label={title} />
          </div>
        </div>
        <Button asChild size="lg">
          <Link to={`/party/${party.id}`} aria-label={`Help Out: ${title}`}>
            Help Out
          </Link>
        </Button>
      </Card>
    </section>
  );
}

export function FeaturedPartyBanner({ party }: { party: Promise<PublicRentParty | null> }) {
  return (
    <Suspense
      fallback={
        <div className="mx-auto max-w-6xl px-4 py-8">
          <Loading label="featured Rent Party">
            <Skeleton className="h-44 w-full rounded-xl" />
          </Loading>
        </div>
      }
    >
      <Await resolve={party} errorElement={null}>
        {(value) => <PartyBanner party={value} />}
      </Await>
    </Suspense>
  );
}

export function RentPartiesSection({ parties }: { parties: Promise<PublicRentParty[]> }) {
  return (
    <HomeSection
      id="parties-heading"
      title="Featured Rent Parties"
      intro="Neighbors helping neighbors stay housed. Every dollar goes straight to the landlord."
    >
      <Suspense
        fallback={
          <Loading label="Rent Parties">
            <SkeletonGrid count={3} kind="party" />
          </Loading>
        }
      >
        <Await resolve={parties} errorElement={<LoadError />}>
          {(rows) =>
            rows.length ? (
              <Carousel label="Featured Rent Parties">
                {rows.map((party) => (
                  <HomePartyCard key={party.id} party={party} />
                ))}
              </Carousel>
            ) : (
              <Card className="flex flex-col gap-3 p-5 text-slate-700 sm:flex-row sm:items-center sm:justify-between">
                <p>No active Rent Parties right now.</p>
                <Button asChild size="sm">
                  <Link to="/start-rent-party">Start a Rent Party</Link>
                </Button>
              </Card>
            )
          }
        </Await>
      </Suspense>
    </HomeSection>
  );
}
