import { publicCampaignTitle } from "@common/format";
import { formatUsdExact } from "@common/money";
import type { PublicRentParty } from "@server/rent-parties/read-rent-party";
import type { getDonationForThanks } from "@server/rent-parties/read-thank-you";
import { Link } from "react-router";
import { CampaignProgress } from "~/components/campaign-progress";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useLocale, useT } from "~/lib/i18n";
import { ShareCampaign } from "./share-campaign";

interface ThankYouData {
  party: Pick<
    PublicRentParty,
    | "id"
    | "title"
    | "headlineName"
    | "goalAmountCents"
    | "amountOwedCents"
    | "amountRaisedCents"
    | "landlordName"
  >;
  /** The campaign's public address, to share (never this page's: its link names the donation). */
  campaignUrl: string;
  donation: Awaited<ReturnType<typeof getDonationForThanks>>;
}

/** Where the provider sends the donor back after paying. */
export function ThankYou({ party, donation, campaignUrl }: ThankYouData) {
  const t = useT();
  const title = publicCampaignTitle(party, useLocale());
  const finished = donation?.status === "finished";
  const pending = donation && ["waiting", "confirming", "partially_paid"].includes(donation.status);
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <Card className="p-8 text-center">
        {finished || !donation ? (
          <Icon name="circle-check" className="mx-auto size-14 text-green-600" />
        ) : pending ? (
          <Icon name="clock" className="mx-auto size-14 text-amber-500" />
        ) : (
          <Icon name="circle-x" className="mx-auto size-14 text-red-500" />
        )}
        <h1 className="mt-4 text-3xl font-extrabold">
          {finished || !donation
            ? t("rentParty.thanks.title")
            : pending
              ? t("rentParty.thanks.pendingTitle")
              : t("rentParty.thanks.failedTitle")}
        </h1>
        {donation ? (
          <p className="mt-3 text-lg text-slate-700">
            {finished ? (
              <>
                {t("rentParty.thanks.receivedBefore")} <strong>{formatUsdExact(donation.amountCents)}</strong>{" "}
                {t("rentParty.thanks.receivedAfter", { title })}
              </>
            ) : pending ? (
              t("rentParty.thanks.pending", { amount: formatUsdExact(donation.amountCents), title })
            ) : (
              t("rentParty.thanks.failed")
            )}
          </p>
        ) : (
          <p className="mt-3 text-lg text-slate-700">{t("rentParty.thanks.support", { title })}</p>
        )}
        {finished && donation?.receiptNumber ? (
          <p className="mt-3 text-sm text-slate-600">
            {t("rentParty.thanks.receipt")} <strong className="font-mono">{donation.receiptNumber}</strong>
            {donation.receiptEmailed ? t("rentParty.thanks.receiptEmailed") : "."}
          </p>
        ) : null}
        <p className="mt-6 text-sm text-slate-600">
          {t("rentParty.thanks.landlordNote", { landlord: party.landlordName })}
        </p>
        <div className="mx-auto mt-6 max-w-md text-left">
          <CampaignProgress party={party} />
        </div>
        <div className="mx-auto mt-6 max-w-md text-left">
          <ShareCampaign headline={title} url={campaignUrl} />
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {pending && donation ? (
            <Button asChild variant="outline">
              <Link to={`/party/${party.id}/thank-you?donation=${donation.id}`} reloadDocument>
                {t("rentParty.thanks.checkAgain")}
              </Link>
            </Button>
          ) : null}
          <Button asChild>
            <Link to={`/party/${party.id}`}>{t("rentParty.thanks.back")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/party/${party.id}#payouts`}>{t("rentParty.thanks.whatWasPaid")}</Link>
          </Button>
        </div>
      </Card>
    </section>
  );
}
