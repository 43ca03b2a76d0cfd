import { CITY_PAGES } from "@common/city-pages";
import { AFFORDABLE_MAX_RENT_DOLLARS } from "@common/constants";
import { formatUsdDollars } from "@common/money";
import { stateDisplayName } from "@common/us-states";
import type * as React from "react";
import { type Feature, FeatureCards } from "~/components/feature-cards";
import { Icon } from "~/components/icon";
import { StaticLink } from "~/components/static-link";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { type Translate, useLocale, useLocalePath, useT } from "~/lib/i18n";

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
  const t = useT();
  const localePath = useLocalePath();
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <Section padding="py-14 sm:py-20" className="text-center">
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {t("home.hero.title")}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t("home.hero.text")}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <StaticLink href={localePath("/rentals")}>{t("home.hero.findRentals")}</StaticLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <StaticLink href={localePath("/start-rent-party")}>{t("home.hero.needHelp")}</StaticLink>
          </Button>
        </div>
      </Section>
    </div>
  );
}

export function NoFeesBlock() {
  const t = useT();
  return (
    <Section padding="py-8">
      <Card
        tone="brand"
        className="flex flex-col items-center gap-4 p-8 text-center sm:flex-row sm:text-left"
      >
        <Icon name="circle-dollar-sign" className="size-12 shrink-0 text-brand-200" />
        <div>
          <h2 className="text-2xl font-extrabold">{t("home.noFees.title")}</h2>
          <p className="mt-1 text-brand-100">{t("home.noFees.text")}</p>
        </div>
      </Card>
    </Section>
  );
}

const trustBadges = (t: Translate): Feature[] => [
  {
    icon: "shield-check",
    title: t("home.trust.scamFree.title"),
    text: t("home.trust.scamFree.text"),
  },
  {
    icon: "circle-dollar-sign",
    title: t("home.trust.noCredit.title"),
    text: t("home.trust.noCredit.text"),
  },
  {
    icon: "badge-check",
    // Issue 10 (honest copy): not every listing is verified, so the claim is what the badge and filter do.
    title: t("home.trust.verified.title"),
    text: t("home.trust.verified.text"),
  },
  {
    icon: "life-buoy",
    title: t("home.trust.support.title"),
    text: t("home.trust.support.text"),
  },
];

export function TrustBadges() {
  const t = useT();
  return (
    <Section aria-labelledby="trust-heading">
      <h2 id="trust-heading" className="text-2xl font-bold sm:text-3xl">
        {t("home.trust.heading")}
      </h2>
      <FeatureCards items={trustBadges(t)} className="sm:grid-cols-2 lg:grid-cols-4" />
    </Section>
  );
}

const pillars = (t: Translate): Feature[] => [
  {
    icon: "users",
    title: t("home.movement.renterFirst.title"),
    text: t("home.movement.renterFirst.text"),
  },
  {
    icon: "shield-check",
    title: t("home.movement.scamFree.title"),
    text: t("home.movement.scamFree.text"),
  },
  {
    icon: "house",
    title: t("home.movement.affordableOnly.title"),
    text: t("home.movement.affordableOnly.text"),
  },
];

export function MovementSection() {
  const t = useT();
  return (
    <div className="bg-slate-50">
      <Section aria-labelledby="movement-heading">
        <h2 id="movement-heading" className="text-2xl font-bold sm:text-3xl">
          {t("home.movement.heading")}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">{t("home.movement.text")}</p>
        <FeatureCards items={pillars(t)} className="md:grid-cols-3" />
      </Section>
    </div>
  );
}

export function RentPartyPromo() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <Section>
      <Card tone="amber" className="grid items-center gap-6 p-8 md:grid-cols-[1fr_auto]">
        <div>
          <h2 className="flex items-center gap-2 text-2xl font-bold">
            <Icon name="hand-heart" className="size-7 text-amber-600" /> {t("home.promo.heading")}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">{t("home.promo.text")}</p>
        </div>
        <Button asChild size="lg">
          <StaticLink href={localePath("/start-rent-party")}>{t("home.startRentParty")}</StaticLink>
        </Button>
      </Card>
    </Section>
  );
}

export function CryptoExplainer() {
  const t = useT();
  return (
    <Section aria-labelledby="crypto-heading">
      <Card className="p-8">
        <h2 id="crypto-heading" className="text-2xl font-bold">
          {t("home.crypto.heading")}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">{t("home.crypto.text")}</p>
        {/* A native popover (no script: the browser opens it, and Escape or a tap outside closes it). */}
        <Button variant="link" className="mt-2" popoverTarget="stablecoin-info">
          {t("home.crypto.what")}
        </Button>
        <div
          id="stablecoin-info"
          popover="auto"
          className="m-auto max-w-xs rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg backdrop:bg-slate-900/20"
        >
          {t("home.crypto.explained")}
          <div className="mt-3 text-right">
            <Button variant="outline" size="sm" popoverTarget="stablecoin-info" popoverTargetAction="hide">
              {t("home.crypto.close")}
            </Button>
          </div>
        </div>
      </Card>
    </Section>
  );
}

export function Section8Welcome() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <Section aria-labelledby="s8-heading" className="grid gap-6 md:grid-cols-2">
      <Card className="p-8">
        <h2 id="s8-heading" className="text-2xl font-bold">
          {t("home.s8.heading")}
        </h2>
        <p className="mt-2 text-slate-600">{t("home.s8.text")}</p>
        <Button asChild variant="outline" className="mt-4">
          <StaticLink href={localePath("/rentals?section8=true")}>{t("home.s8.link")}</StaticLink>
        </Button>
      </Card>
      <Card className="p-8">
        <h2 className="text-2xl font-bold">{t("home.agents.heading")}</h2>
        <p className="mt-2 text-slate-600">{t("home.agents.text")}</p>
      </Card>
    </Section>
  );
}

export function CityGrid() {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <Section aria-labelledby="cities-heading">
      <h2 id="cities-heading" className="text-2xl font-bold sm:text-3xl">
        {t("home.cities.heading")}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {CITY_PAGES.map((c) => (
          <li key={c.slug}>
            <StaticLink
              href={localePath(`/${c.slug}`)}
              className="block rounded-lg border border-slate-200 px-4 py-3 font-medium hover:border-brand-600 hover:bg-brand-50"
            >
              {c.city}
              <span className="block text-xs font-normal text-slate-500">
                {stateDisplayName(c.state, locale)}
              </span>
            </StaticLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CallsToAction() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <Section className="grid gap-6 md:grid-cols-2">
      <Card className="p-8">
        <Icon name="heart-handshake" className="size-8 text-brand-600" />
        <h2 className="mt-3 text-2xl font-bold">{t("home.landlords.heading")}</h2>
        <p className="mt-2 text-slate-600">{t("home.landlords.text")}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild>
            <StaticLink href={localePath("/list-property")}>{t("home.listYourProperty")}</StaticLink>
          </Button>
          <Button asChild variant="outline">
            <StaticLink href={localePath("/verified-landlord")}>{t("home.becomeVerified")}</StaticLink>
          </Button>
        </div>
      </Card>
      <Card className="p-8">
        <h2 className="text-2xl font-bold">{t("home.story.heading")}</h2>
        <p className="mt-2 text-slate-600">{t("home.story.text")}</p>
        <Button asChild variant="outline" className="mt-4">
          <StaticLink href={localePath("/story")}>{t("home.story.link")}</StaticLink>
        </Button>
      </Card>
    </Section>
  );
}

export function SeoText() {
  const t = useT();
  return (
    <Section className="text-sm text-slate-600">
      <h2 className="text-lg font-semibold text-slate-800">{t("home.seo.heading")}</h2>
      <p className="mt-2">
        {t("home.seo.text", {
          cities: CITY_PAGES.map((c) => c.city).join(", "),
          maxRent: formatUsdDollars(AFFORDABLE_MAX_RENT_DOLLARS),
        })}
      </p>
    </Section>
  );
}
