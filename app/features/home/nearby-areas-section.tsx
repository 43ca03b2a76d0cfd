import { NEARBY_AREAS_MAX_MILES, type VisitorLocation } from "@common/location";
import { formatUsdDollars } from "@common/money";
import type { NearbyArea } from "@server/home/service";
import { Form } from "react-router";
import { DeferredSection } from "~/components/deferred-section";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card, Skeleton } from "~/components/ui/card";
import { useT } from "~/lib/i18n";
import { distanceText } from "./home-copy";

function NearbyAreasView({
  areas,
  location,
}: {
  areas: NearbyArea[] | null;
  location: VisitorLocation | null;
}) {
  const t = useT();
  // The spec's home-page texts, word for word in English ("Affordable" is the brand word).
  if (!location || !areas) {
    return (
      <Card className="p-5 text-slate-700" role="status">
        {t("home.nearby.noData")}{" "}
        <a href="#cities-heading" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {t("home.nearby.browseCities")}
        </a>
      </Card>
    );
  }
  if (areas.length === 0) {
    // Nothing with listings is close: say so, rather than show places far away.
    return (
      <Card className="p-5 text-slate-700" role="status">
        {t("home.nearby.noneClose", { miles: NEARBY_AREAS_MAX_MILES, city: location.city })}{" "}
        <a href="#cities-heading" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {t("home.nearby.browseCities")}
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
            <h3 className="flex items-center gap-1 text-lg font-semibold">
              <Icon name="map-pin" className="size-5 text-brand-600" />
              {area.city}, {area.state}
            </h3>
            <p className="text-sm text-slate-600">
              {t("home.nearby.averageRent")}{" "}
              <span className="text-lg font-bold text-brand-700">{formatUsdDollars(area.averageRent)}</span>
              {t("home.nearby.perMonth")}
            </p>
            {/* A true distance from ZIP centroids: never an invented travel time. */}
            <p className="text-sm text-slate-600">
              {[
                distanceText(t, area.milesAway, location.city),
                t("home.nearby.listings", { count: area.listingCount }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <Form method="post" action="/?index" className="mt-auto pt-2">
              <input type="hidden" name="intent" value="nearby" />
              <input type="hidden" name="city" value={area.city} />
              <input type="hidden" name="state" value={area.state} />
              <input type="hidden" name="country" value={location.country} />
              <Button type="submit" variant="outline" size="sm" className="w-full">
                {t("home.nearby.explore", { city: area.city })}
              </Button>
            </Form>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** 6. Explore More Affordable Nearby Areas. */
export function NearbyAreasSection({
  areas,
  location,
}: {
  areas: Promise<NearbyArea[] | null>;
  location: VisitorLocation | null;
}) {
  const t = useT();
  return (
    <DeferredSection
      id="nearby-heading"
      title={t("home.nearby.heading")}
      resolve={areas}
      label={t("home.nearby.label")}
      skeleton={
        <div className="grid gap-4 md:grid-cols-3">
          <Skeleton className="h-36" />
          <Skeleton className="hidden h-36 md:block" />
          <Skeleton className="hidden h-36 md:block" />
        </div>
      }
      errorElement={<NearbyAreasView areas={null} location={null} />}
    >
      {(value) => <NearbyAreasView areas={value} location={location} />}
    </DeferredSection>
  );
}
