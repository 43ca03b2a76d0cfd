import { CITY_PAGES } from "@common/city-pages";
import { AFFORDABLE_MAX_RENT_DOLLARS } from "@common/constants";
import { formatUsdDollars } from "@common/money";
import type * as React from "react";
import { type Feature, FeatureCards } from "~/components/feature-cards";
import { Icon } from "~/components/icon";
import { StaticLink } from "~/components/static-link";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** A home page band; `padding` is its vertical padding (classes are joined, never merged: see ~/lib/cn). */
function Section({
  className,
  padding = "py-12",
  children,
  ...rest
}: React.HTMLAttributes<HTMLElement> & { padding?: string }) {
  return (
    <section className={cn("mx-auto max-w-6xl px-4", padding, className)} {...rest}>
      {children}
    </section>
  );
}

export function Hero() {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <Section padding="py-14 sm:py-20" className="text-center">
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Affordable homes, straight from the landlord
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
          No agents. No scams. No application fees. No hidden fees. Section 8 vouchers welcome.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <StaticLink href="/rentals">Find Affordable Rentals</StaticLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <StaticLink href="/start-rent-party">I Need Housing Help</StaticLink>
          </Button>
        </div>
      </Section>
    </div>
  );
}

export function NoFeesBlock() {
  return (
    <Section padding="py-8">
      <Card
        tone="brand"
        className="flex flex-col items-center gap-4 p-8 text-center sm:flex-row sm:text-left"
      >
        <Icon name="circle-dollar-sign" className="size-12 shrink-0 text-brand-200" />
        <div>
          <h2 className="text-2xl font-extrabold">No Application Fees. Ever.</h2>
          <p className="mt-1 text-brand-100">
            Apply to as many homes as you like. Landlords here never charge you to apply, and neither do we.
          </p>
        </div>
      </Card>
    </Section>
  );
}

const TRUST_BADGES: Feature[] = [
  {
    icon: "shield-check",
    title: "Scam-Free Guarantee",
    text: "Report any listing in one tap: our team reviews every report and pauses listings that break the rules.",
  },
  {
    icon: "circle-dollar-sign",
    title: "No Credit Score Required",
    text: "Landlords here look at you, not just a number.",
  },
  {
    icon: "badge-check",
    // Issue 10 (honest copy): not every listing is verified, so the claim is what the badge and filter do.
    title: "Verified Landlords",
    text: "Owners who prove they own or manage the home carry a Verified landlord badge, and you can search only their listings.",
  },
  {
    icon: "life-buoy",
    title: "Real Support for a Full Year",
    text: "We stay with you after you move in, for a whole year.",
  },
];

export function TrustBadges() {
  return (
    <Section aria-labelledby="trust-heading">
      <h2 id="trust-heading" className="text-2xl font-bold sm:text-3xl">
        Why renters trust us
      </h2>
      <FeatureCards items={TRUST_BADGES} className="sm:grid-cols-2 lg:grid-cols-4" />
    </Section>
  );
}

const PILLARS: Feature[] = [
  {
    icon: "users",
    title: "Renter-First",
    text: "Built for people who rent, with tools that put you in control.",
  },
  {
    icon: "shield-check",
    title: "Scam-Free",
    text: "No fake listings, no deposits before you see the place.",
  },
  {
    icon: "house",
    title: "Affordable-Only",
    text: "Homes people can actually afford, with Section 8 front and center.",
  },
];

export function MovementSection() {
  return (
    <div className="bg-slate-50">
      <Section aria-labelledby="movement-heading">
        <h2 id="movement-heading" className="text-2xl font-bold sm:text-3xl">
          More than a rental site: a movement
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">
          Housing is a right, not a luxury. We're building a marketplace where renters and small landlords
          meet as neighbors.
        </p>
        <FeatureCards items={PILLARS} className="md:grid-cols-3" />
      </Section>
    </div>
  );
}

export function RentPartyPromo() {
  return (
    <Section>
      <Card tone="amber" className="grid items-center gap-6 p-8 md:grid-cols-[1fr_auto]">
        <div>
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            <Icon name="hand-heart" className="size-7 text-amber-600" /> Behind on rent? Throw a Rent Party.
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            Start a campaign, we verify it with your landlord, and your community chips in. Every donation
            goes directly to your landlord, so your home stays yours.
          </p>
        </div>
        <Button asChild size="lg">
          <StaticLink href="/start-rent-party">Start a Rent Party</StaticLink>
        </Button>
      </Card>
    </Section>
  );
}

export function CryptoExplainer() {
  return (
    <Section aria-labelledby="crypto-heading">
      <Card className="p-8">
        <h2 id="crypto-heading" className="text-2xl font-bold">
          Donate with stablecoins
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">
          Rent Party accepts stablecoin donations: fast, low-fee, and paid out to the landlord in dollars.
          Card donations are coming soon.
        </p>
        {/* A native popover (no script: the browser opens it, and Escape or a tap outside closes it). */}
        <Button variant="link" className="mt-2" popoverTarget="stablecoin-info">
          What's a stablecoin?
        </Button>
        <div
          id="stablecoin-info"
          popover="auto"
          className="m-auto max-w-xs rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg backdrop:bg-slate-900/20"
        >
          A stablecoin is a digital currency whose value is tied to the U.S. dollar: one coin is worth about
          one dollar. It moves like crypto, without crypto's price swings.
          <div className="mt-3 text-right">
            <Button variant="outline" size="sm" popoverTarget="stablecoin-info" popoverTargetAction="hide">
              Close
            </Button>
          </div>
        </div>
      </Card>
    </Section>
  );
}

export function Section8Welcome() {
  return (
    <Section aria-labelledby="s8-heading" className="grid gap-6 md:grid-cols-2">
      <Card className="p-8">
        <h2 id="s8-heading" className="text-2xl font-bold">
          Section 8 welcome here
        </h2>
        <p className="mt-2 text-slate-600">
          Look for the Section 8 badge: those landlords accept Housing Choice Vouchers. Filter for them on any
          search.
        </p>
        <Button asChild variant="outline" className="mt-4">
          <StaticLink href="/rentals?section8=true">See Section 8 rentals</StaticLink>
        </Button>
      </Card>
      <Card className="p-8">
        <h2 className="text-2xl font-bold">Why no agents?</h2>
        <p className="mt-2 text-slate-600">
          Agents add fees and distance. Here you message the owner directly, ask your questions and apply for
          free. Landlords save on commissions and keep rents lower.
        </p>
      </Card>
    </Section>
  );
}

export function CityGrid() {
  return (
    <Section aria-labelledby="cities-heading">
      <h2 id="cities-heading" className="text-2xl font-bold sm:text-3xl">
        Affordable rentals by city
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {CITY_PAGES.map((c) => (
          <li key={c.slug}>
            <StaticLink
              href={`/${c.slug}`}
              className="block rounded-lg border border-slate-200 px-4 py-3 font-medium hover:border-brand-600 hover:bg-brand-50"
            >
              {c.city}
              <span className="block text-xs font-normal text-slate-500">{c.stateName}</span>
            </StaticLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CallsToAction() {
  return (
    <Section className="grid gap-6 md:grid-cols-2">
      <Card className="p-8">
        <Icon name="heart-handshake" className="size-8 text-brand-600" />
        <h2 className="mt-3 text-2xl font-bold">Landlords: fill vacancies with great renters</h2>
        <p className="mt-2 text-slate-600">
          List for free, get a verified badge, and reach renters who are ready to move.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild>
            <StaticLink href="/list-property">List Your Property</StaticLink>
          </Button>
          <Button asChild variant="outline">
            <StaticLink href="/verified-landlord">Become a Verified Landlord</StaticLink>
          </Button>
        </div>
      </Card>
      <Card className="p-8">
        <h2 className="text-2xl font-bold">Our story</h2>
        <p className="mt-2 text-slate-600">
          Why we started a rental marketplace with no fees and a Rent Party for neighbors.
        </p>
        <Button asChild variant="outline" className="mt-4">
          <StaticLink href="/story">Read Our Story</StaticLink>
        </Button>
      </Card>
    </Section>
  );
}

export function SeoText() {
  return (
    <Section className="text-sm text-slate-600">
      <h2 className="text-lg font-semibold text-slate-800">
        Affordable apartments and houses for rent across the U.S.
      </h2>
      <p className="mt-2">
        Affordable lists low-rent apartments, studios and family homes for rent directly from owners in{" "}
        {CITY_PAGES.map((c) => c.city).join(", ")} and beyond. Search rentals under{" "}
        {formatUsdDollars(AFFORDABLE_MAX_RENT_DOLLARS)}, filter for Section 8 housing that accepts vouchers,
        and contact landlords with no application fees and no broker fees. Behind on rent? Start a Rent Party
        and let your community help, with donations paid straight to your landlord.
      </p>
    </Section>
  );
}
