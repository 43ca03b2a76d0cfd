import { campaignTitle, formatDate } from "@common/format";
import { formatUsd } from "@common/money";
import { Clock, Home, ShieldCheck } from "lucide-react";
import { CampaignProgress } from "~/components/campaign-progress";
import { Card } from "~/components/ui/card";
import type { ActionResult } from "~/lib/forms";
import { CampaignStatusBadge } from "./campaign-status-badge";
import { DonatePanel } from "./donate-panel";
import { HowRentPartiesWork } from "./how-it-works";

export interface CampaignViewData {
  id: string;
  title: string;
  story: string;
  goalAmountCents: number;
  amountRaisedCents: number;
  landlordName: string;
  verified: boolean;
  createdAt: string;
}

/** The campaign page (/party/{id}); `donation` is the page action's answer to a donation posted without JavaScript. */
export function CampaignView({ party, donation }: { party: CampaignViewData; donation?: ActionResult }) {
  const title = campaignTitle(party.title);
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
            <CampaignStatusBadge verified={party.verified} />
          </div>
          <p className="mt-2 text-slate-600">
            Goal: <strong className="text-slate-900">{formatUsd(party.goalAmountCents)}</strong>
          </p>
          <div className="mt-5">
            <CampaignProgress raisedCents={party.amountRaisedCents} goalCents={party.goalAmountCents} />
          </div>
          <section aria-labelledby="story-heading" className="mt-8">
            <h2 id="story-heading" className="text-xl font-bold">
              Story
            </h2>
            <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-slate-800">
              {party.story}
            </p>
          </section>
          <dl className="mt-6 grid gap-3 text-sm sm:grid-cols-2">
            <div className="flex items-center gap-2">
              <Home className="size-4 text-slate-500" aria-hidden="true" />
              <dt className="text-slate-600">Landlord:</dt>
              <dd className="font-medium">{party.landlordName}</dd>
            </div>
            <div className="flex items-center gap-2">
              <Clock className="size-4 text-slate-500" aria-hidden="true" />
              <dt className="text-slate-600">Created:</dt>
              <dd className="font-medium">{formatDate(party.createdAt)}</dd>
            </div>
          </dl>
        </div>
        <aside>
          <Card className="p-6 lg:sticky lg:top-24">
            {party.verified ? (
              <>
                <h2 className="flex items-center gap-2 text-lg font-bold">
                  <ShieldCheck className="size-5 text-green-600" aria-hidden="true" /> Support this campaign
                </h2>
                <div className="mt-4">
                  <DonatePanel rentPartyId={party.id} campaignTitle={party.title} lastResult={donation} />
                </div>
              </>
            ) : (
              <div role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900">
                <p className="font-semibold">Campaign Pending Approval.</p>
                <p className="mt-1 text-sm">Donations will be available once verified.</p>
              </div>
            )}
          </Card>
        </aside>
      </div>
      <HowRentPartiesWork />
    </article>
  );
}
