import { CAMPAIGN_CARD_EXCERPT_LENGTH } from "@common/constants";
import { publicCampaignTitle, truncate } from "@common/format";
import { goalLine } from "@common/rent-party-rules";
import type { PublicRentParty } from "@server/rent-parties/read-rent-party";
import { CampaignProgress } from "~/components/campaign-progress";
import { StaticLink } from "~/components/static-link";
import { Button } from "~/components/ui/button";
import { Badge, Card, Skeleton } from "~/components/ui/card";

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
  const title = publicCampaignTitle(party);
  return (
    <Card className="flex h-full flex-col gap-3 p-5" role="article" aria-label={title}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold leading-snug">{title}</h3>
        <Badge tone="warning" className="shrink-0 whitespace-nowrap">
          Rent Party
        </Badge>
      </div>
      <p className="text-sm font-semibold text-slate-800">
        {party.goalAmountCents > 0 ? goalLine(party) : "Amount TBD"}
      </p>
      <CampaignProgress party={party} size="sm" label={`${title}: amount raised`} />
      <p className="text-sm text-slate-600" data-testid="party-story">
        {truncate(party.story, CAMPAIGN_CARD_EXCERPT_LENGTH)}
      </p>
      <div className="mt-auto pt-1">
        <Button asChild size="sm" className="w-full">
          <StaticLink href={`/party/${party.id}`} aria-label={`Help Out: ${title}`}>
            Help Out
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
