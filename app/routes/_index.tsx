import { locationHeading, locationHeadline } from "@common/location";
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
import type { Route } from "./+types/_index";

export const meta: Route.MetaFunction = () => [
  { title: "Affordable Rentals, No Application Fees | Affordable" },
  {
    name: "description",
    content:
      "Find affordable rentals directly from landlords: no agents, no scams, no application fees. Section 8 welcome. Help a neighbor stay housed with Rent Party.",
  },
  { property: "og:title", content: "Affordable Rentals, No Application Fees" },
  { property: "og:type", content: "website" },
];

export default function HomePage() {
  // Visitor location comes with the location feature; until then the spec's fallbacks show.
  const location = null;
  return (
    <>
      <div className="bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white">
        {locationHeadline(location)}
      </div>
      <Hero />
      <NoFeesBlock />
      <section className="mx-auto max-w-6xl px-4 pt-6">
        <h2 className="text-2xl font-bold sm:text-3xl">{locationHeading(location)}</h2>
      </section>
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
