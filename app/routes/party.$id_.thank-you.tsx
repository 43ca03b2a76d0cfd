import { publicCampaignTitle } from "@common/format";
import { localizedPath } from "@common/i18n";
import { getActiveRentParty } from "@server/rent-parties/read-rent-party";
import { getDonationForThanks } from "@server/rent-parties/read-thank-you";
import { ThankYou } from "~/features/rent-parties/thank-you";
import { redirectWithToast } from "~/lib/flash.server";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/party.$id_.thank-you";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const party = await getActiveRentParty(context.deps.db, params.id);
  if (!party) {
    throw await redirectWithToast(context, "/", {
      type: "error",
      title: "Campaign Not Found",
      description: "This campaign doesn't exist or is no longer active.",
    });
  }
  const donationId = new URL(request.url).searchParams.get("donation") ?? "";
  const donation = await getDonationForThanks(context.deps.db, party.id, donationId);
  return {
    party: {
      id: party.id,
      title: party.title,
      headlineName: party.headlineName,
      goalAmountCents: party.goalAmountCents,
      amountOwedCents: party.amountOwedCents,
      amountRaisedCents: party.amountRaisedCents,
      landlordName: party.landlordName,
    },
    donation,
    campaignUrl: `${context.deps.publicUrl}${localizedPath(`/party/${party.id}`, context.locale)}`,
    title: serverT(
      context.locale,
      "rentParty",
      "cards",
    )("rentParty.meta.thankYou", { title: publicCampaignTitle(party, context.locale) }),
    messages: pageMessages(context.locale, "rentParty", "cards"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? data.title : "Thank you | Affordable" },
  { name: "robots", content: "noindex" },
];

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  return (
    <ThankYou party={loaderData.party} donation={loaderData.donation} campaignUrl={loaderData.campaignUrl} />
  );
}
