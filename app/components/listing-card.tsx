import type { VoucherFit } from "@common/voucher-rules";
import type { ListingCardData } from "@server/listings/listing-card";
import { FavouriteButton } from "~/components/favourite-button";
import { CardFacts, ListingFacts } from "~/components/listing-facts";
import { ListingPhoto } from "~/components/listing-photo";
import { useListingText } from "~/components/listing-text";
import { StaticLink } from "~/components/static-link";
import { Button } from "~/components/ui/button";
import { Badge, Card, Skeleton } from "~/components/ui/card";
import { VoucherFitLine } from "~/components/voucher-fit-line";
import { useLocalePath, useT } from "~/lib/i18n";

/**
 * The listing card of every page that lists rentals (search results, home page, city pages), one look
 * everywhere: photo, title or "Untitled Property", place, monthly price, rooms, when it is available and how
 * long it has been listed, its accessibility features and included utilities, a "Section 8 Accepted" badge,
 * and a link to /rentals/{id} ("View Details", or "View Listing" on the city pages), and the heart (Save this
 * home: `listing.saved` is the signed-in reader's state, absent for a visitor).
 */
export function ListingCard<
  L extends ListingCardData & {
    voucherFit?: VoucherFit | null;
    saved?: boolean;
    distanceMiles?: number | null;
  },
>({
  listing,
  linkLabel,
  showDescription = false,
  onMessage,
  priority = false,
}: {
  listing: L;
  /** The link's text, in the page's language: "View Details" unless given ("View Listing" on city pages). */
  linkLabel?: string;
  /** The description, up to 2 lines (search results; New York's city page). */
  showDescription?: boolean;
  /**
   * Adds "Message Landlord", which opens the dialog; without JavaScript it is a link to the listing page's
   * message form.
   */
  onMessage?: (listing: L) => void;
  /** The first card of a page: its photo is the LCP image (eager, fetchpriority="high"). */
  priority?: boolean;
}) {
  const t = useT();
  const localePath = useLocalePath();
  const title = useListingText().title(listing.title);
  const linkText = linkLabel ?? t("listings.card.viewDetails");
  const href = `/rentals/${listing.id}`;
  return (
    <Card className="flex h-full flex-col overflow-hidden" role="article" aria-label={title}>
      <div className="relative">
        <ListingPhoto
          photoPrefix={listing.coverPhoto}
          src={listing.imageUrl}
          alt={title}
          className="aspect-[4/3] w-full"
          priority={priority}
        />
        <FavouriteButton listingId={listing.id} saved={listing.saved} className="absolute top-2 right-2" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug">
          <StaticLink href={localePath(href)} className="hover:underline">
            {title}
          </StaticLink>
        </h3>
        <ListingFacts
          city={listing.city}
          state={listing.state}
          priceCents={listing.priceCents}
          bedrooms={listing.bedrooms}
          bathrooms={listing.bathrooms}
        />
        <CardFacts
          availableFrom={listing.availableFrom}
          createdAt={listing.createdAt}
          utilities={listing.utilities}
          accessibility={listing.accessibility}
        />
        {/* A "within N miles" search: how far from its place (server/listings/distance-sql.ts). */}
        {listing.distanceMiles != null ? (
          <p className="text-sm text-slate-600" data-testid="listing-distance">
            {t("listings.card.distance", { miles: listing.distanceMiles.toFixed(1) })}
          </p>
        ) : null}
        {listing.acceptsSection8 || listing.landlordVerified || listing.featured ? (
          <p className="flex flex-wrap gap-1">
            {/* Premium placement: says why this listing is shown first. */}
            {listing.featured ? <Badge tone="warning">{t("listings.featured")}</Badge> : null}
            {listing.acceptsSection8 ? <Badge tone="success">{t("listings.section8Accepted")}</Badge> : null}
            {/* Accepts Section 8 and its rent is within HUD's FMR there (computed in the card query). */}
            {listing.withinVoucherLimits ? (
              <Badge tone="success">{t("listings.withinVoucherLimits")}</Badge>
            ) : null}
            {listing.landlordVerified ? <Badge tone="info">{t("listings.verifiedLandlord")}</Badge> : null}
          </p>
        ) : null}
        {/* The reader's own voucher, when they saved one (computed on the server). */}
        {listing.voucherFit ? <VoucherFitLine fit={listing.voucherFit} /> : null}
        {showDescription && listing.description ? (
          <p className="line-clamp-2 text-sm text-slate-600" data-testid="listing-description">
            {listing.description}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2 [&>*]:flex-1 [&>*]:whitespace-nowrap">
          <Button asChild variant={onMessage ? "outline" : "primary"} size="sm">
            <StaticLink
              href={localePath(href)}
              aria-label={t("listings.card.linkOf", { label: linkText, title })}
            >
              {linkText}
            </StaticLink>
          </Button>
          {onMessage ? (
            <Button asChild size="sm">
              <a
                href={localePath(`${href}#message`)}
                aria-label={t("listings.card.messageLandlordOf", { title })}
                onClick={(event) => {
                  event.preventDefault();
                  onMessage(listing);
                }}
              >
                {t("listings.messageLandlord")}
              </a>
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/** The listing card's placeholder while listings stream in. */
export function ListingCardSkeleton() {
  return (
    <Card className="overflow-hidden" aria-hidden="true" data-testid="listing-skeleton">
      <Skeleton rounded="none" className="aspect-[4/3] w-full" />
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
