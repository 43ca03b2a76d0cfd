import { formatDate, publicCampaignTitle } from "@common/format";
import { formatUsd, formatUsdExact } from "@common/money";
import {
  askedForLine,
  ceilingCents,
  EXCESS_POLICY,
  excessCents,
  GOAL_REACHED_MESSAGE,
  goalLine,
  goalReached,
  payoutSentence,
} from "@common/rent-party-rules";
import type { listPublicPayouts } from "@server/rent-parties/list-public-payouts";
import type { PublicRentParty } from "@server/rent-parties/read-rent-party";
import { CampaignProgress } from "~/components/campaign-progress";
import { Icon } from "~/components/icon";
import { Card } from "~/components/ui/card";
import type { ActionResult } from "~/lib/forms";
import { useTimeZone } from "~/lib/time-zone";
import { CampaignStatusBadge } from "./campaign-status-badge";
import { DonatePanel } from "./donate-panel";
import { HowRentPartiesWork } from "./how-it-works";
import { ShareCampaign } from "./share-campaign";

type CampaignViewData = PublicRentParty & {
  /** What the campaign may still take before its ceiling. */
  remainingCents: number;
};
type CampaignPayout = Awaited<ReturnType<typeof listPublicPayouts>>[number];

/** The campaign page (/party/{id}); `donation` is the page action's answer to a donation posted without JavaScript. */
export function CampaignView({
  party,
  payouts,
  donation,
  url,
}: {
  party: CampaignViewData;
  payouts: CampaignPayout[];
  donation?: ActionResult;
  /** The campaign's public address, to share. */
  url: string;
}) {
  const timeZone = useTimeZone();
  const paidOut = payouts.reduce((sum, p) => sum + p.amountCents, 0);
  const title = publicCampaignTitle(party);
  const ceiling = ceilingCents(party);
  const reached = goalReached(party);
  const asked = askedForLine(party);
  const excess = excessCents(party);
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
            <CampaignStatusBadge verified={party.verified} closed={party.closedAt !== null} />
          </div>
          {title !== party.title.trim() ? (
            <p className="mt-1 text-lg text-slate-700" data-testid="campaign-subtitle">
              {party.title}
            </p>
          ) : null}
          {party.city && party.state ? (
            <p className="mt-1 text-sm text-slate-600">
              {party.city}, {party.state}
            </p>
          ) : null}
          <p className="mt-2 font-semibold text-slate-900">{goalLine(party)}</p>
          <div className="mt-5">
            <CampaignProgress party={party} />
          </div>
          {party.landlordStatus === "confirmed" ? (
            <p className="mt-3 flex items-center gap-2 font-semibold text-green-800">
              <Icon name="shield-check" className="size-5" /> Landlord confirmed the amount owed
            </p>
          ) : null}
          {asked ? <p className="mt-1 text-sm text-slate-700">{asked}.</p> : null}
          {excess > 0 ? (
            <p className="mt-3 text-sm text-slate-700">
              {formatUsd(excess)} was given above what is owed: it is kept as credit toward this tenant's next
              month of rent with the same landlord.
            </p>
          ) : null}
          <section id="payouts" aria-labelledby="payouts-heading" className="mt-8">
            <h2 id="payouts-heading" className="text-xl font-bold">
              Paid to the landlord
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              Raised: <strong>{formatUsdExact(party.amountRaisedCents)}</strong> · Paid to the landlord:{" "}
              <strong>{formatUsdExact(paidOut)}</strong>
            </p>
            {payouts.length ? (
              <ul className="mt-2 space-y-1">
                {payouts.map((p) => (
                  <li key={p.id} className="text-slate-800">
                    {payoutSentence(p.amountCents, p.sentAt, timeZone)}
                    {p.reference ? (
                      <span className="text-sm text-slate-600"> (reference {p.reference})</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">Nothing has been sent to the landlord yet.</p>
            )}
          </section>
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
              <Icon name="house" className="size-4 text-slate-500" />
              <dt className="text-slate-600">Landlord:</dt>
              <dd className="font-medium">{party.landlordName}</dd>
            </div>
            <div className="flex items-center gap-2">
              <Icon name="clock" className="size-4 text-slate-500" />
              <dt className="text-slate-600">Created:</dt>
              <dd className="font-medium">{formatDate(party.createdAt, timeZone)}</dd>
            </div>
          </dl>
        </div>
        <aside>
          <Card className="p-6 lg:sticky lg:top-24">
            {party.closedAt !== null ? (
              <div role="status" className="rounded-lg bg-slate-100 p-4 text-slate-900">
                <p className="font-semibold">This campaign is closed.</p>
                <p className="mt-1 text-sm">
                  It no longer takes donations. What it raised and paid stays here.
                </p>
              </div>
            ) : party.verified && reached ? (
              <div role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
                <p className="font-semibold">{GOAL_REACHED_MESSAGE}</p>
                <p className="mt-1 text-sm">This campaign is no longer taking donations.</p>
              </div>
            ) : party.verified ? (
              <>
                <h2 className="flex items-center gap-2 text-lg font-bold">
                  <Icon name="shield-check" className="size-5 text-green-600" /> Support this campaign
                </h2>
                <div className="mt-4">
                  <DonatePanel
                    rentPartyId={party.id}
                    campaignTitle={title}
                    lastResult={donation}
                    remainingCents={party.remainingCents}
                  />
                </div>
                <p className="mt-4 text-xs text-slate-600">
                  Still needed:{" "}
                  <strong>{formatUsdExact(Math.max(0, ceiling - party.amountRaisedCents))}</strong>
                </p>
              </>
            ) : (
              <div role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900">
                <p className="font-semibold">Campaign Pending Approval.</p>
                <p className="mt-1 text-sm">Donations will be available once verified.</p>
              </div>
            )}
            {party.verified && party.closedAt === null ? (
              <div className="mt-4">
                <ShareCampaign headline={title} url={url} />
              </div>
            ) : null}
            <p className="mt-4 text-xs text-slate-600">{EXCESS_POLICY}</p>
          </Card>
        </aside>
      </div>
      <HowRentPartiesWork />
    </article>
  );
}
