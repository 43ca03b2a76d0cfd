import { campaignTitle, truncate } from "@common/format";
import { formDataToObject } from "@common/schemas/form-data";
import { isAppError } from "@server/errors";
import { createDonation, donationDeps } from "@server/rent-parties/donation-service";
import { getActiveRentParty } from "@server/rent-parties/rent-party-service";
import { redirect } from "react-router";
import { CampaignView } from "~/features/rent-parties/campaign-view";
import { redirectWithToast } from "~/lib/flash.server";
import type { Route } from "./+types/party.$id";

export async function loader({ params, context }: Route.LoaderArgs) {
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
  return {
    party: { ...party, createdAt: party.createdAt.toISOString() },
    url: `${context.deps.env.PUBLIC_URL}/party/${party.id}`,
  };
}

/** The no-JavaScript donate path: the same service, then straight to the provider's invoice. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = formDataToObject(await request.formData());
  try {
    const { invoiceUrl } = await createDonation(
      donationDeps(context.deps, context.logger),
      {
        rent_party_id: params.id,
        amount: form.customAmount?.trim() || form.preset || "",
        donor_name: form.donorName,
        donor_email: form.donorEmail,
      },
      { ip: context.clientIp },
    );
    return redirect(invoiceUrl);
  } catch (error) {
    if (!isAppError(error)) context.logger.error({ err: error }, "donation failed");
    const description =
      isAppError(error) && (error.code === "BAD_REQUEST" || error.code === "RATE_LIMITED")
        ? error.message
        : "Unable to create crypto payment. Please try again later.";
    // Encoded: the id comes from the URL, and a Location header takes only Latin-1 characters.
    return redirectWithToast(context, `/party/${encodeURIComponent(params.id)}`, {
      type: "error",
      title: "Payment Creation Failed",
      description,
    });
  }
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: "Campaign Not Found | Affordable" }];
  const { party, url } = data;
  const title = `${campaignTitle(party.title)} | Rent Party | Affordable`;
  const description = truncate(party.story.replace(/\s+/g, " ").trim(), 155);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Affordable" },
    { property: "og:title", content: campaignTitle(party.title) },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: campaignTitle(party.title) },
    { name: "twitter:description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(party.verified ? [] : [{ name: "robots", content: "noindex" }]),
  ];
};

export default function PartyPage({ loaderData }: Route.ComponentProps) {
  return <CampaignView party={loaderData.party} />;
}
