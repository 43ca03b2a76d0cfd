import { publicCampaignTitle } from "@common/format";
import { formatUsdExact } from "@common/money";
import type { PublicRentParty } from "@server/rent-parties/read-rent-party";
import type { getDonationForThanks } from "@server/rent-parties/read-thank-you";
import { Link } from "react-router";
import { CampaignProgress } from "~/components/campaign-progress";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
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
  const title = publicCampaignTitle(party);
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
            ? "Thank you for your donation!"
            : pending
              ? "Thank you! Your payment is on its way"
              : "This payment did not go through"}
        </h1>
        {donation ? (
          <p className="mt-3 text-lg text-slate-700">
            {finished ? (
              <>
                Your gift of <strong>{formatUsdExact(donation.amountCents)}</strong> to {title} has been
                received.
              </>
            ) : pending ? (
              <>
                We're waiting for the payment network to confirm your {formatUsdExact(donation.amountCents)}{" "}
                gift to {title}. This can take a few minutes.
              </>
            ) : (
              <>No money was taken. You can try again from the campaign page.</>
            )}
          </p>
        ) : (
          <p className="mt-3 text-lg text-slate-700">
            Your support for {title} helps a neighbor stay housed.
          </p>
        )}
        {finished && donation?.receiptNumber ? (
          <p className="mt-3 text-sm text-slate-600">
            Receipt number <strong className="font-mono">{donation.receiptNumber}</strong>
            {donation.receiptEmailed ? ". A receipt is on its way to your email." : "."}
          </p>
        ) : null}
        <p className="mt-6 text-sm text-slate-600">
          Every dollar is paid to the landlord, {party.landlordName}, directly, never to the renter. Your
          donation is a personal gift and is not tax-deductible.
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
                Check again
              </Link>
            </Button>
          ) : null}
          <Button asChild>
            <Link to={`/party/${party.id}`}>Back to the campaign</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/party/${party.id}#payouts`}>What was paid to the landlord</Link>
          </Button>
        </div>
      </Card>
    </section>
  );
}
