import { publicCampaignTitle, truncate } from "@common/format";
import { localizedPath } from "@common/i18n";
import { ogImageMeta, ogImagePath } from "@common/og";
import { donationCreateSchema } from "@common/schemas/rent-party";
import { parseWithZod } from "@conform-to/zod/v4";
import { createDonation, PAYMENT_FAILED_MESSAGE } from "@server/rent-parties/create-donation";
import { listPublicPayouts } from "@server/rent-parties/list-public-payouts";
import { getActiveRentParty } from "@server/rent-parties/read-rent-party";
import { remainingCents } from "@server/rent-parties/reserve-donation";
import { redirect } from "react-router";
import { CampaignView } from "~/features/rent-parties/campaign-view";
import { reply, replyError } from "~/lib/action-result.server";
import { redirectWithToast } from "~/lib/flash.server";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/party.$id";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  let party: Awaited<ReturnType<typeof getActiveRentParty>>;
  try {
    party = await getActiveRentParty(context.deps.db, params.id);
  } catch (error) {
    context.logger.error({ err: error, rentPartyId: params.id }, "campaign load failed");
    throw await redirectWithToast(context, "/", { type: "error", title: "Error Loading Campaign" });
  }
  if (!party) {
    throw await redirectWithToast(context, "/", {
      type: "error",
      title: "Campaign Not Found",
      description: "This campaign doesn't exist or is no longer active.",
    });
  }
  const t = serverT(context.locale, "rentParty", "cards");
  const headline = publicCampaignTitle(party, context.locale);
  return {
    party: { ...party, remainingCents: await remainingCents(context.deps.db, party) },
    payouts: await listPublicPayouts(context.deps.db, party.id, context.deps.payments.livemode),
    // The page in its own language: canonical, Open Graph and what the Share section offers.
    url: `${context.deps.publicUrl}${localizedPath(`/party/${party.id}`, context.locale)}`,
    ogImage: `${context.deps.publicUrl || new URL(request.url).origin}${ogImagePath("party", party.id, context.locale)}`,
    headline,
    title: t("rentParty.meta.campaign", { title: headline }),
    ogImageAlt: t("rentParty.meta.ogImageAlt", { title: headline }),
    messages: pageMessages(context.locale, "rentParty", "cards"),
  };
}

/**
 * The no-JavaScript donate path (with JavaScript the panel calls POST /api/create-crypto-payment): the same
 * service, then straight to the provider's invoice; a refusal shows in the form.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  // The campaign is the page's, whatever the form says.
  formData.set("rent_party_id", params.id);
  // The receipt's language is the page's.
  formData.set("locale", context.locale);
  const submission = parseWithZod(formData, { schema: donationCreateSchema });
  if (submission.status !== "success") return reply(submission);
  let invoiceUrl: string;
  try {
    ({ invoiceUrl } = await createDonation(context.deps, submission.payload, {
      ip: context.clientIp,
      logger: context.logger,
    }));
  } catch (error) {
    const toast = {
      type: "error",
      title: "Payment Creation Failed",
      description: PAYMENT_FAILED_MESSAGE,
    } as const;
    return replyError(submission, error, {
      // Too much, or the goal reached meanwhile: the amount field says so (and the panel offers the rest).
      toast: (e) => (e.fieldErrors?.amount ? undefined : toast),
      unexpected: { logger: context.logger, message: PAYMENT_FAILED_MESSAGE, toast },
    });
  }
  return redirect(invoiceUrl);
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: "Campaign Not Found | Affordable" }];
  const { party, url } = data;
  const description = truncate(party.story.replace(/\s+/g, " ").trim(), 155);
  return [
    { title: data.title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Affordable" },
    { property: "og:title", content: data.headline },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...ogImageMeta(data.ogImage, data.ogImageAlt),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: data.headline },
    { name: "twitter:description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(party.verified ? [] : [{ name: "robots", content: "noindex" }]),
  ];
};

export default function PartyPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CampaignView
      party={loaderData.party}
      payouts={loaderData.payouts}
      donation={actionData}
      url={loaderData.url}
    />
  );
}
