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
import { Carousel, SkeletonRow } from "./carousel";

function PartyBanner({ party }: { party: PublicRentParty | null }) {
  if (!party) return null;
  const title = publicCampaignTitle(party);
  return (
    <section aria-labelledby="featured-party-heading" className="mx-auto max-w-6xl px-4 py-8">
      <Card tone="amber" className="grid gap-5 p-6 md:grid-cols-[1fr_auto] md:items-center md:p-8">
        <div className="grid gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-amber-800">
            <Icon name="hand-heart" className="size-5" /> Featured Rent Party
          </p>
          <h2 id="featured-party-heading" className="text-2xl font-bold">
            {title}
          </h2>
          <p className="text-slate-700">{truncate(party.story, CAMPAIGN_BANNER_EXCERPT_LENGTH)}</p>
          <div className="max-w-md">
            <CampaignProgress party={party} size="sm" label={`${title}: amount raised`} />
          </div>
        </div>
        <Button asChild size="lg">
          <StaticLink href={`/party/${party.id}`} aria-label={`Help Out: ${title}`}>
            Help Out
          </StaticLink>
        </Button>
      </Card>
    </section>
  );
}

/** 9. The featured Rent Party's banner (nothing when there is none). */
export function FeaturedPartyBanner({ party }: { party: Promise<PublicRentParty | null> }) {
  return (
    <Deferred
      resolve={party}
      label="featured Rent Party"
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
  return (
    <DeferredSection
      id="parties-heading"
      title="Featured Rent Parties"
      intro="Neighbors helping neighbors stay housed. Every dollar goes straight to the landlord."
      resolve={parties}
      label="Rent Parties"
      skeleton={<SkeletonRow card={<CampaignCardSkeleton />} />}
      errorElement={<LoadError />}
    >
      {(rows) =>
        rows.length ? (
          <Carousel label="Featured Rent Parties">
            {rows.map((party) => (
              <CampaignCard key={party.id} party={party} />
            ))}
          </Carousel>
        ) : (
          <Card className="flex flex-col gap-3 p-5 text-slate-700 sm:flex-row sm:items-center sm:justify-between">
            <p>No active Rent Parties right now.</p>
            <Button asChild size="sm">
              <StaticLink href="/start-rent-party">Start a Rent Party</StaticLink>
            </Button>
          </Card>
        )
      }
    </DeferredSection>
  );
}
