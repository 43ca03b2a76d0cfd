import type { VisitorLocation } from "@common/location";
import { stateDisplayName } from "@common/us-states";
import type { ListingCardData } from "@server/listings/listing-card";
import { DeferredSection, LoadError } from "~/components/deferred-section";
import { ListingCard, ListingCardSkeleton } from "~/components/listing-card";
import { StaticLink } from "~/components/static-link";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useLocale, useLocalePath, useT } from "~/lib/i18n";
import { Carousel, SkeletonRow } from "./carousel";

/** 7. Featured Listings: a carousel of up to 6, 3 on desktop. */
export function FeaturedListingsSection({ listings }: { listings: Promise<ListingCardData[]> }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <DeferredSection
      id="featured-heading"
      title={t("home.featured.heading")}
      intro={t("home.featured.intro")}
      resolve={listings}
      label={t("home.featured.label")}
      skeleton={<SkeletonRow card={<ListingCardSkeleton />} />}
      errorElement={<LoadError />}
    >
      {(rows) =>
        rows.length ? (
          <Carousel label={t("home.featured.carousel")}>
            {rows.map((listing, i) => (
              <ListingCard key={listing.id} listing={listing} priority={i === 0} />
            ))}
          </Carousel>
        ) : (
          <Card className="p-5 text-slate-700">
            {t("home.featured.empty")}{" "}
            <StaticLink
              href={localePath("/list-property")}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {t("home.featured.listProperty")}
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
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const browse = location
    ? `/rentals?${new URLSearchParams({ city: location.city, state: location.state })}`
    : "/rentals";
  return (
    <DeferredSection
      id="near-you-heading"
      title={t("home.nearYou.heading")}
      resolve={listings}
      label={t("home.nearYou.label")}
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
                ? t("home.nearYou.empty", {
                    city: location.city,
                    state: stateDisplayName(location.state, locale),
                  })
                : t("home.nearYou.chooseCity")}
            </p>
            <Button asChild variant="outline" size="sm">
              <StaticLink href={localePath(browse)}>{t("home.browseAllRentals")}</StaticLink>
            </Button>
          </Card>
        )
      }
    </DeferredSection>
  );
}
