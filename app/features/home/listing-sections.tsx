import type { VisitorLocation } from "@common/location";
import { stateDisplayName } from "@common/us-states";
import type { ListingCardData } from "@server/listings/listing-card";
import { DeferredSection, LoadError } from "~/components/deferred-section";
import { ListingCard, ListingCardSkeleton } from "~/components/listing-card";
import { StaticLink } from "~/components/static-link";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Carousel, SkeletonRow } from "./carousel";

/** 7. Featured Listings: a carousel of up to 6, 3 on desktop. */
export function FeaturedListingsSection({ listings }: { listings: Promise<ListingCardData[]> }) {
  return (
    <DeferredSection
      id="featured-heading"
      title="Featured Listings"
      intro="Verified homes from landlords who never charge application fees."
      resolve={listings}
      label="featured listings"
      skeleton={<SkeletonRow card={<ListingCardSkeleton />} />}
      errorElement={<LoadError />}
    >
      {(rows) =>
        rows.length ? (
          <Carousel label="Featured listings">
            {rows.map((listing, i) => (
              <ListingCard key={listing.id} listing={listing} priority={i === 0} />
            ))}
          </Carousel>
        ) : (
          <Card className="p-5 text-slate-700">
            No listings yet.{" "}
            <StaticLink
              href="/list-property"
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              List your property
            </StaticLink>
          </Card>
        )
      }
    </DeferredSection>
  );
}

/** 8. Rentals Near You: the visitor's city, cheapest first. */
export function RentalsNearYouSection({
  listings,
  location,
}: {
  listings: Promise<ListingCardData[] | null>;
  location: VisitorLocation | null;
}) {
  const browse = location
    ? `/rentals?${new URLSearchParams({ city: location.city, state: location.state })}`
    : "/rentals";
  return (
    <DeferredSection
      id="near-you-heading"
      title="Rentals Near You"
      resolve={listings}
      label="rentals near you"
      skeleton={<SkeletonRow card={<ListingCardSkeleton />} />}
      errorElement={<LoadError />}
    >
      {(rows) =>
        rows?.length ? (
          <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
            {rows.map((listing, i) => (
              <li key={listing.id}>
                <ListingCard listing={listing} priority={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <Card className="flex flex-col gap-3 p-5 text-slate-700 sm:flex-row sm:items-center sm:justify-between">
            <p>
              {location
                ? `No rentals listed in ${location.city}, ${stateDisplayName(location.state)} yet.`
                : "Choose your city to see rentals near you."}
            </p>
            <Button asChild variant="outline" size="sm">
              <StaticLink href={browse}>Browse All Rentals</StaticLink>
            </Button>
          </Card>
        )
      }
    </DeferredSection>
  );
}
