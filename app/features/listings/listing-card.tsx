import { listingTitle } from "@common/format";
import { Link } from "react-router";
import { ListingFacts } from "~/components/listing-facts";
import { ListingPhoto } from "~/components/listing-photo";
import { Button } from "~/components/ui/button";
import { Badge, Card, Skeleton } from "~/components/ui/card";

export interface ListingCardView {
  id: string;
  title: string | null;
  description: string | null;
  city: string;
  state: string;
  priceCents: number;
  bedrooms: number | null;
  bathrooms: number | null;
  acceptsSection8: boolean;
  imageUrl: string | null;
}

/** A listing in a results grid (spec section 2, "Listing card"). */
export function ListingCard({
  listing,
  onMessage,
}: {
  listing: ListingCardView;
  /** Opens the Message Landlord dialog; without JavaScript the button is a link to the listing page. */
  onMessage?: (listing: ListingCardView) => void;
}) {
  const title = listingTitle(listing.title);
  const href = `/rentals/${listing.id}`;
  return (
    <Card className="flex flex-col overflow-hidden" role="article" aria-label={title}>
      <ListingPhoto src={listing.imageUrl} alt={title} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold leading-snug">
            <Link to={href} className="hover:underline">
              {title}
            </Link>
          </h3>
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
        {listing.description ? (
          <p className="line-clamp-2 text-sm text-slate-600">{listing.description}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2 [&>*]:flex-1 [&>*]:whitespace-nowrap">
          <Button asChild variant="outline" size="sm">
            <Link to={href} aria-label={`View Details: ${title}`}>
              View Details
            </Link>
          </Button>
          <Button asChild size="sm">
            <a
              href={`${href}#message`}
              aria-label={`Message Landlord: ${title}`}
              onClick={(event) => {
                if (!onMessage) return;
                event.preventDefault();
                onMessage(listing);
              }}
            >
              Message Landlord
            </a>
          </Button>
        </div>
      </div>
    </Card>
  );
}

export function ListingCardSkeleton() {
  return (
    <Card className="overflow-hidden" aria-hidden="true">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <div className="grid grid-cols-2 gap-2">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      </div>
    </Card>
  );
}
