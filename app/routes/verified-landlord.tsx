import { landlordStartHref } from "@common/redirect-to";
import { Link } from "react-router";
import { type Feature, FeatureCards } from "~/components/feature-cards";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { Route } from "./+types/verified-landlord";

export const meta: Route.MetaFunction = () => [
  { title: "Become a Verified Landlord | Affordable" },
  {
    name: "description",
    content:
      "Get a free verified badge, featured placement and renters who are ready to move. No agents and no fees: list directly on Affordable.",
  },
  { property: "og:title", content: "Become a Verified Landlord and Help Keep Renters Housed" },
];

export async function loader({ context }: Route.LoaderArgs) {
  // Signed out: sign up as a landlord first; a renter confirms adding the landlord tools; a landlord goes
  // straight to the dashboard.
  return { startHref: landlordStartHref(context.user?.role) };
}

const REASONS: Feature[] = [
  {
    icon: "shield-check",
    title: "A trusted platform",
    text: "No scams and no fake listings: renters come here because they trust what they see.",
  },
  {
    icon: "users",
    title: "Verified renters",
    text: "Renters message you directly and apply for free, with their details up front.",
  },
  {
    icon: "eye",
    title: "Real exposure",
    text: "Reach renters searching by city, budget and Section 8 across the country.",
  },
];

const BENEFITS = [
  "A free public verification badge on every listing",
  "Featured rotation on the home page",
  "A place in the verified-only filter renters use",
  "Direct messages from renters, with no agent in between",
];

export default function VerifiedLandlord({ loaderData }: Route.ComponentProps) {
  const { startHref } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <Icon name="badge-check" className="mx-auto size-12 text-brand-600" />
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
            Become a Verified Landlord and Help Keep Renters Housed
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            List for free, get a verification badge by sharing your ownership documents, and fill vacancies
            with renters who are ready to move.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link to={startHref}>Get Started</Link>
          </Button>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-2xl font-bold sm:text-3xl">
          Why landlords choose Affordable
        </h2>
        <FeatureCards items={REASONS} className="md:grid-cols-3" />
      </section>

      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:grid-cols-2">
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            <Icon name="badge-check" className="size-6 text-brand-600" /> Verified benefits
          </h2>
          <ul className="mt-4 space-y-2 text-slate-700">
            {BENEFITS.map((b) => (
              <li key={b} className="flex gap-2">
                <Icon name="star" className="mt-1 size-4 shrink-0 text-amber-500" />
                {b}
              </li>
            ))}
          </ul>
        </Card>
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            <Icon name="trending-up" className="size-6 text-brand-600" /> Premium listings
          </h2>
          <p className="mt-4 text-slate-700">
            Our team can make a verified landlord's listings premium: they sit at the top of search results,
            marked Featured, and take turns in the home page's Featured Listings.
          </p>
        </Card>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-12 text-center">
        <h2 className="text-2xl font-bold sm:text-3xl">Ready to help keep renters housed?</h2>
        <p className="mt-2 text-slate-600">It takes a few minutes to list, and it's free.</p>
        <Button asChild size="lg" className="mt-6">
          <Link to={startHref}>Become a Verified Landlord Today</Link>
        </Button>
      </section>
    </>
  );
}
