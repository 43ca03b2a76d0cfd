import { CAMPAIGN_CARD_EXCERPT_LENGTH } from "@common/constants";
import { publicCampaignTitle, truncate } from "@common/format";
import { formatUsd } from "@common/money";
import { ceilingCents } from "@common/rent-party-rules";
import type { PublicRentParty } from "@server/rent-parties/read-rent-party";
import { CampaignProgress } from "~/components/campaign-progress";
import { StaticLink } from "~/components/static-link";
import { Button } from "~/components/ui/button";
import { Badge, Card, Skeleton } from "~/components/ui/card";
import { useLocale, useLocalePath, useT } from "~/lib/i18n";

export type CampaignCardData = Pick<
  PublicRentParty,
  "id" | "title" | "story" | "goalAmountCents" | "amountRaisedCents"
> &
  Partial<Pick<PublicRentParty, "headlineName" | "amountOwedCents">>;

/**
 * A Rent Party card (home page, city pages): title, a Rent Party badge, "Goal: amount" or
 * "Amount TBD", the progress when there is a goal, the story cut to 100 characters and "Help Out".
 */
export function CampaignCard({ party }: { party: CampaignCardData }) {
  const t = useT();
  const localePath = useLocalePath();
  const title = publicCampaignTitle(party, useLocale());
  return (
    <Card className="flex h-full flex-col gap-3 p-5" role="article" aria-label={title}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold leading-snug">{title}</h3>
        <Badge tone="warning" className="shrink-0 whitespace-nowrap">
          {t("rentParty.card.badge")}
        </Badge>
      </div>
      <p className="text-sm font-semibold text-slate-800">
        {party.goalAmountCents > 0
          ? t("rentParty.goal", { amount: formatUsd(ceilingCents(party)) })
          : t("rentParty.card.amountTbd")}
      </p>
      <CampaignProgress party={party} size="sm" label={t("rentParty.card.progressLabel", { title })} />
      <p className="text-sm text-slate-600" data-testid="party-story">
        {truncate(party.story, CAMPAIGN_CARD_EXCERPT_LENGTH)}
      </p>
      <div className="mt-auto pt-1">
        <Button asChild size="sm" className="w-full">
          <StaticLink
            href={localePath(`/party/${party.id}`)}
            aria-label={t("rentParty.card.helpOutLabel", { title })}
          >
            {t("rentParty.card.helpOut")}
          </StaticLink>
        </Button>
      </div>
    </Card>
  );
}

/** The campaign card's placeholder while campaigns stream in. */
export function CampaignCardSkeleton() {
  return (
    <Card className="grid gap-3 p-5" aria-hidden="true">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-2 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-9 w-full" />
    </Card>
  );
}
