import { CAMPAIGN_BANNER_EXCERPT_LENGTH } from "@common/constants";
import { publicCampaignTitle, truncate } from "@common/format";
import type { PublicRentParty } from "@server/rent-parties/read-rent-party";
import { CampaignCard, CampaignCardSkeleton } from "~/components/campaign-card";
import { CampaignProgress } from "~/components/campaign-progress";
import { Deferred, DeferredSection, LoadError } from "~/components/deferred-section";
import { Icon } from "~/components/icon";
import { StaticLink } from "~/components/static-link";
import { Button } from "~/components/ui/button";
import { Card, Skeleton } from "~/components/ui/card";
import { useLocale, useLocalePath, useT } from "~/lib/i18n";
import { Carousel, SkeletonRow } from "./carousel";

function PartyBanner({ party }: { party: PublicRentParty | null }) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  if (!party) return null;
  const title = publicCampaignTitle(party, locale);
  return (
    <section aria-labelledby="featured-party-heading" className="mx-auto max-w-6xl px-4 py-8">
      <Card tone="amber" className="grid gap-5 p-6 md:grid-cols-[1fr_auto] md:items-center md:p-8">
        <div className="grid gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-amber-800">
            <Icon name="hand-heart" className="size-5" /> {t("home.party.featured")}
          </p>
          <h2 id="featured-party-heading" className="text-2xl font-bold">
            {title}
          </h2>
          <p className="text-slate-700">{truncate(party.story, CAMPAIGN_BANNER_EXCERPT_LENGTH)}</p>
          <div className="max-w-md">
            <CampaignProgress party={party} size="sm" label={t("home.party.raised", { title })} />
          </div>
        </div>
        <Button asChild size="lg">
          <StaticLink
            href={localePath(`/party/${party.id}`)}
            aria-label={t("home.party.helpOutLabel", { title })}
          >
            {t("home.party.helpOut")}
          </StaticLink>
        </Button>
      </Card>
    </section>
  );
}

/** 9. The featured Rent Party's banner (nothing when there is none). */
export function FeaturedPartyBanner({ party }: { party: Promise<PublicRentParty | null> }) {
  const t = useT();
  return (
    <Deferred
      resolve={party}
      label={t("home.party.featuredLabel")}
      skeleton={
        <div className="mx-auto max-w-6xl px-4 py-8">
          <Skeleton rounded="xl" className="h-44 w-full" />
        </div>
      }
    >
      {(value) => <PartyBanner party={value} />}
    </Deferred>
  );
}

/** 10. Featured Rent Parties: a carousel of up to 6, 3 on desktop. */
export function RentPartiesSection({ parties }: { parties: Promise<PublicRentParty[]> }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <DeferredSection
      id="parties-heading"
      title={t("home.parties.heading")}
      intro={t("home.parties.intro")}
      resolve={parties}
      label={t("home.parties.label")}
      skeleton={<SkeletonRow card={<CampaignCardSkeleton />} />}
      errorElement={<LoadError />}
    >
      {(rows) =>
        rows.length ? (
          <Carousel label={t("home.parties.carousel")}>
            {rows.map((party) => (
              <CampaignCard key={party.id} party={party} />
            ))}
          </Carousel>
        ) : (
          <Card className="flex flex-col gap-3 p-5 text-slate-700 sm:flex-row sm:items-center sm:justify-between">
            <p>{t("home.parties.empty")}</p>
            <Button asChild size="sm">
              <StaticLink href={localePath("/start-rent-party")}>{t("home.startRentParty")}</StaticLink>
            </Button>
          </Card>
        )
      }
    </DeferredSection>
  );
}
