import { campaignTitle, formatUsd, listingTitle, progressPercent, truncate } from "@common/format";
import type { HomeListing } from "@server/home/service";
import type { PublicRentParty } from "@server/rent-parties/rent-party-service";
import { Link } from "react-router";
import { ListingFacts } from "~/components/listing-facts";
import { ListingPhoto } from "~/components/listing-photo";
import { RaisedProgressBar } from "~/components/raised-progress-bar";
import { Button } from "~/components/ui/button";
import { Badge, Card, Skeleton } from "~/components/ui/card";

/** Spec section 9: campaign card excerpts are cut to 100 characters, the banner's story to 120. */
export const CARD_EXCERPT_LENGTH = 100;
export const BANNER_EXCERPT_LENGTH = 120;

/** A listing on the home page: photo, title, place, monthly price, beds, baths, Section 8; to /rentals/{id}. */
export function HomeListingCard({ listing }: { listing: HomeListing }) {
  const title = listingTitle(listing.title);
  return (
    <Card className="flex h-full flex-col overflow-hidden" role="article" aria-label={title}>
      <ListingPhoto src={listing.imageUrl} alt="" className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold leading-snug">{title}</h3>
          {listing.acceptsSection8 ? (
            <Badge tone="success" className="shrink-0 whitespace-nowrap">
              Section 8
            </Badge>
          ) : null}
        </div>
        <ListingFacts
          city={listing.city}
          state={listing.state}
          priceCents={listing.priceCents}
          bedrooms={listing.bedrooms}
          bathrooms={listing.bathrooms}
        />
        <div className="mt-auto pt-2">
          <Button asChild variant="outline" size="sm" className="w-full">
            <Link to={`/rentals/${listing.id}`} aria-label={`View Details: ${title}`}>
              View Details
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** Amount raised against the goal; only for a goal above 0, capped at 100 % (spec section 5). */
export function PartyProgress({ party, label }: { party: PublicRentParty; label: string }) {
  if (!(party.goalAmountCents > 0)) return null;
  const percent = progressPercent(party.amountRaisedCents, party.goalAmountCents);
  return (
    <div>
      <RaisedProgressBar
        raisedCents={party.amountRaisedCents}
        goalCents={party.goalAmountCents}
        label={`${label}: amount raised`}
      />
      <p className="mt-1 text-xs text-slate-600">
        {formatUsd(party.amountRaisedCents)} raised of {formatUsd(party.goalAmountCents)} ({percent}%)
      </p>
    </div>
  );
}

/** A Rent Party card: title, badge, goal, progress, story cut to 100 characters, to /party/{id}. */
export function HomePartyCard({ party }: { party: PublicRentParty }) {
  const title = campaignTitle(party.title);
  return (
    <Card className="flex h-full flex-col gap-3 p-5" role="article" aria-label={title}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold leading-snug">{title}</h3>
        <Badge tone="warning" className="shrink-0 whitespace-nowrap">
          Rent Party
        </Badge>
      </div>
      <p className="text-sm font-semibold text-slate-800">
        {party.goalAmountCents > 0 ? `Goal: ${formatUsd(party.goalAmountCents)}` : "Amount TBD"}
      </p>
      <PartyProgress party={party} label={title} />
      <p className="text-sm text-slate-600">{truncate(party.story, CARD_EXCERPT_LENGTH)}</p>
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

export function ListingCardSkeleton() {
  return (
    <Card className="overflow-hidden">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="grid gap-2 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-9 w-full" />
      </div>
    </Card>
  );
}

export function PartyCardSkeleton() {
  return (
    <Card className="grid gap-3 p-5">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-2 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-9 w-full" />
    </Card>
  );
}
