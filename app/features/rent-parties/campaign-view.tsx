import { dateTimeFormat } from "@common/date-format";
import { formatDate, publicCampaignTitle } from "@common/format";
import { LOCALE_TAGS } from "@common/i18n";
import { formatUsd, formatUsdExact } from "@common/money";
import { ceilingCents, excessCents, goalReached } from "@common/rent-party-rules";
import type { listPublicPayouts } from "@server/rent-parties/list-public-payouts";
import type { PublicRentParty } from "@server/rent-parties/read-rent-party";
import { askedForText, CampaignProgress } from "~/components/campaign-progress";
import { Icon } from "~/components/icon";
import { Card } from "~/components/ui/card";
import type { ActionResult } from "~/lib/forms";
import { useLocale, useT } from "~/lib/i18n";
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
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const paidOut = payouts.reduce((sum, p) => sum + p.amountCents, 0);
  const title = publicCampaignTitle(party, locale);
  const ceiling = ceilingCents(party);
  const reached = goalReached(party);
  const asked = askedForText(t, party);
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
          <p className="mt-2 font-semibold text-slate-900">
            {t("rentParty.goal", { amount: formatUsd(ceiling) })}
          </p>
          <div className="mt-5">
            <CampaignProgress party={party} />
          </div>
          {party.landlordStatus === "confirmed" ? (
            <p className="mt-3 flex items-center gap-2 font-semibold text-green-800">
              <Icon name="shield-check" className="size-5" /> {t("rentParty.campaign.landlordConfirmed")}
            </p>
          ) : null}
          {asked ? <p className="mt-1 text-sm text-slate-700">{asked}.</p> : null}
          {excess > 0 ? (
            <p className="mt-3 text-sm text-slate-700">
              {t("rentParty.campaign.excess", { amount: formatUsd(excess) })}
            </p>
          ) : null}
          <section id="payouts" aria-labelledby="payouts-heading" className="mt-8">
            <h2 id="payouts-heading" className="text-xl font-bold">
              {t("rentParty.campaign.paidHeading")}
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {t("rentParty.campaign.raised")} <strong>{formatUsdExact(party.amountRaisedCents)}</strong> ·{" "}
              {t("rentParty.campaign.paidLabel")} <strong>{formatUsdExact(paidOut)}</strong>
            </p>
            {payouts.length ? (
              <ul className="mt-2 space-y-1">
                {payouts.map((p) => (
                  <li key={p.id} className="text-slate-800">
                    {t(
                      p.amountCents < 0 ? "rentParty.campaign.payoutCorrection" : "rentParty.campaign.payout",
                      {
                        amount: formatUsd(Math.abs(p.amountCents)),
                        day: dateTimeFormat(LOCALE_TAGS[locale], {
                          month: "long",
                          day: "numeric",
                          timeZone,
                        }).format(new Date(p.sentAt)),
                      },
                    )}
                    {p.reference ? (
                      <span className="text-sm text-slate-600">
                        {" "}
                        {t("rentParty.campaign.reference", { reference: p.reference })}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{t("rentParty.campaign.noPayouts")}</p>
            )}
          </section>
          <section aria-labelledby="story-heading" className="mt-8">
            <h2 id="story-heading" className="text-xl font-bold">
              {t("rentParty.campaign.story")}
            </h2>
            <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-slate-800">
              {party.story}
            </p>
          </section>
          <dl className="mt-6 grid gap-3 text-sm sm:grid-cols-2">
            <div className="flex items-center gap-2">
              <Icon name="house" className="size-4 text-slate-500" />
              <dt className="text-slate-600">{t("rentParty.campaign.landlord")}</dt>
              <dd className="font-medium">{party.landlordName}</dd>
            </div>
            <div className="flex items-center gap-2">
              <Icon name="clock" className="size-4 text-slate-500" />
              <dt className="text-slate-600">{t("rentParty.campaign.created")}</dt>
              <dd className="font-medium">{formatDate(party.createdAt, timeZone, locale)}</dd>
            </div>
          </dl>
        </div>
        <aside>
          <Card className="p-6 lg:sticky lg:top-24">
            {party.closedAt !== null ? (
              <div role="status" className="rounded-lg bg-slate-100 p-4 text-slate-900">
                <p className="font-semibold">{t("rentParty.campaign.closedTitle")}</p>
                <p className="mt-1 text-sm">{t("rentParty.campaign.closedText")}</p>
              </div>
            ) : party.verified && reached ? (
              <div role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
                <p className="font-semibold">{t("rentParty.campaign.goalReached")}</p>
                <p className="mt-1 text-sm">{t("rentParty.campaign.noLongerTaking")}</p>
              </div>
            ) : party.verified ? (
              <>
                <h2 className="flex items-center gap-2 text-lg font-bold">
                  <Icon name="shield-check" className="size-5 text-green-600" />{" "}
                  {t("rentParty.campaign.support")}
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
                  {t("rentParty.campaign.stillNeeded")}{" "}
                  <strong>{formatUsdExact(Math.max(0, ceiling - party.amountRaisedCents))}</strong>
                </p>
              </>
            ) : (
              <div role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900">
                <p className="font-semibold">{t("rentParty.campaign.pendingTitle")}</p>
                <p className="mt-1 text-sm">{t("rentParty.campaign.pendingText")}</p>
              </div>
            )}
            {party.verified && party.closedAt === null ? (
              <div className="mt-4">
                <ShareCampaign headline={title} url={url} />
              </div>
            ) : null}
            <p className="mt-4 text-xs text-slate-600">{t("rentParty.campaign.excessPolicy")}</p>
          </Card>
        </aside>
      </div>
      <HowRentPartiesWork />
    </article>
  );
}
