import { campaignTitle, formatUsd, listingTitle, progressPercent } from "@common/format";
import type { CityListing, CityRentParty } from "@server/cities/service";
import { Link } from "react-router";
import { ListingFacts } from "~/components/listing-facts";
import { ListingPhoto } from "~/components/listing-photo";
import { RaisedProgressBar } from "~/components/raised-progress-bar";
import { Button } from "~/components/ui/button";
import { Badge, Card, Skeleton } from "~/components/ui/card";

/** City listing card (spec section 2): the city pages' own card, with "View Listing" to /rentals/{id}. */
export function CityListingCard({
  listing,
  showDescription = false,
}: {
  listing: CityListing;
  showDescription?: boolean;
}) {
  const title = listingTitle(listing.title);
  const href = `/rentals/${listing.id}`;
  return (
    <Card className="flex h-full flex-col overflow-hidden" role="article" aria-label={title}>
      <ListingPhoto src={listing.imageUrl} alt={title} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug">{title}</h3>
        <ListingFacts
          city={listing.city}
          state={listing.state}
          priceCents={listing.priceCents}
          bedrooms={listing.bedrooms}
          bathrooms={listing.bathrooms}
        />
        {listing.acceptsSection8 ? (
          <p>
            <Badge tone="success">Section 8 Accepted</Badge>
          </p>
        ) : null}
        {showDescription && listing.description ? (
          <p className="line-clamp-2 text-sm text-slate-600" data-testid="listing-description">
            {listing.description}
          </p>
        ) : null}
        <div className="mt-auto pt-2">
          <Button asChild size="sm" className="w-full">
            <Link to={href} aria-label={`View Listing: ${title}`}>
              View Listing
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

export function CityListingSkeleton() {
  return (
    <Card className="overflow-hidden" aria-hidden="true" data-testid="listing-skeleton">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-9 w-full" />
      </div>
    </Card>
  );
}

/** A Rent Party on a city page: title, badge, goal, progress, story preview and "Help Out". */
export function CityRentPartyCard({ party }: { party: CityRentParty }) {
  const title = campaignTitle(party.title);
  const hasGoal = party.goalAmountCents > 0;
  const percent = progressPercent(party.amountRaisedCents, party.goalAmountCents);
  return (
    <Card className="flex h-full flex-col gap-3 p-5" role="article" aria-label={title}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold leading-snug">{title}</h3>
        <Badge tone="warning" className="shrink-0 whitespace-nowrap">
          Rent Party
        </Badge>
      </div>
      <p className="text-sm font-semibold text-slate-800">
        {hasGoal ? `Goal: ${formatUsd(party.goalAmountCents)}` : "Amount TBD"}
      </p>
      {hasGoal ? (
        <div>
          <RaisedProgressBar
            raisedCents={party.amountRaisedCents}
            goalCents={party.goalAmountCents}
            label={`${title}: amount raised`}
          />
          <p className="mt-1 text-xs text-slate-600">
            {formatUsd(party.amountRaisedCents)} raised ({percent}%)
          </p>
        </div>
      ) : null}
      <p className="text-sm text-slate-600" data-testid="party-story">
        {party.story}
      </p>
      <div className="mt-auto pt-1">
        <Button asChild size="sm" className="w-full">
          <Link to={`/party/${party.id}`} aria-label={`Help Out: ${title}`}>
            Help Out
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/** A market estimate (Chicago's fallback): a figure from real data, never a listing. */
