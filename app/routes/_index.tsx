import { Icon } from "~/components/icon";
import { ChangeLocation } from "~/features/home/change-location";
import { homeAction, loadHome } from "~/features/home/home.server";
import { locationHeadingText, locationHeadlineText } from "~/features/home/home-copy";
import { withHomeVoucherFit } from "~/features/home/home-voucher.server";
import { FeaturedListingsSection, RentalsNearYouSection } from "~/features/home/listing-sections";
import { MarketSnapshotSection } from "~/features/home/market-snapshot-section";
import { NearbyAreasSection } from "~/features/home/nearby-areas-section";
import { FeaturedPartyBanner, RentPartiesSection } from "~/features/home/rent-party-sections";
import {
  CallsToAction,
  CityGrid,
  CryptoExplainer,
  Hero,
  MovementSection,
  NoFeesBlock,
  RentPartyPromo,
  Section8Welcome,
  SeoText,
  TrustBadges,
} from "~/features/home/static-sections";
import { useLocale, useT } from "~/lib/i18n";
import type { Route } from "./+types/_index";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const texts = loaderData?.meta;
  if (!texts) return [];
  return [
    { title: texts.title },
    { name: "description", content: texts.description },
    { property: "og:title", content: texts.ogTitle },
    { property: "og:type", content: "website" },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  // The cards' verdicts for the reader's own voucher, if they have one (then the page is private).
  return withHomeVoucherFit(await loadHome({ request, context }), { request, context });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function action({ request, context }: Route.ActionArgs) {
  return homeAction({ request, context });
}

export default function HomePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { location } = loaderData;
  const formFailed = actionData?.status === "error";
  return (
    <>
      {/* 1. Location banner */}
      <div
        className="bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white"
        data-testid="location-banner"
      >
        {locationHeadlineText(t, location, locale)}
      </div>
      {/* 2-3. Hero and "No Application Fees. Ever." */}
      <Hero />
      <NoFeesBlock />
      {/* 4. Location heading with Change Location */}
      <section aria-labelledby="location-heading" className="mx-auto max-w-6xl px-4 pt-6">
        <h2 id="location-heading" className="flex items-start gap-2 text-2xl font-bold sm:text-3xl">
          <Icon name="map-pin" className="mt-1 size-7 shrink-0 text-brand-600" />
          {locationHeadingText(t, location, locale)}
        </h2>
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
          <ChangeLocation
            location={location}
            inlineOpen={loaderData.changeLocation || formFailed}
            lastResult={formFailed ? actionData : undefined}
          />
          <a
            href="https://db-ip.com"
            className="text-xs text-slate-500 underline-offset-4 hover:underline"
            rel="noopener"
          >
            {t("home.location.attribution")}
          </a>
        </div>
      </section>
      {/* 5-10. Data-driven sections, streamed behind skeletons */}
      <MarketSnapshotSection snapshot={loaderData.snapshot} />
      <NearbyAreasSection areas={loaderData.nearbyAreas} location={location} />
      <FeaturedListingsSection listings={loaderData.featuredListings} />
      <RentalsNearYouSection listings={loaderData.rentalsNearYou} location={location} />
      <FeaturedPartyBanner party={loaderData.featuredRentParty} />
      <RentPartiesSection parties={loaderData.rentParties} />
      {/* 11-14. */}
      <TrustBadges />
      <MovementSection />
      <RentPartyPromo />
      <CryptoExplainer />
      <Section8Welcome />
      <CityGrid />
      <CallsToAction />
      <SeoText />
    </>
  );
}
