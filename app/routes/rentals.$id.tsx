import { formatBedrooms, formatPrice, listingTitle, truncate } from "@common/format";
import { applicationSchema } from "@common/schemas/application";
import { parseWithZod } from "@conform-to/zod/v4";
import { applyToListing, findOwnApplication } from "@server/listings/application-service";
import { getPublicListing } from "@server/listings/listing-service";
import { messageLandlord } from "@server/listings/message-service";
import { data } from "react-router";
import { ListingDetails, type Viewer } from "~/features/listings/listing-details";
import { messageAction } from "~/features/listings/message-action.server";
import { reply, replyError } from "~/lib/action-result.server";
import type { Route } from "./+types/rentals.$id";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { deps, user } = context;
  const listing = await getPublicListing(deps.db, params.id);
  if (!listing) throw data(null, { status: 404 });
  const { ownerId, createdAt: _createdAt, ...view } = listing;
  let viewer: Viewer = { kind: "visitor" };
  if (user?.id === ownerId) viewer = { kind: "owner" };
  else if (user?.role === "renter")
    viewer = { kind: "renter", application: await findOwnApplication(deps.db, user, listing.id) };
  else if (user) viewer = { kind: "other" };
  const origin = deps.env.PUBLIC_URL || new URL(request.url).origin;
  const image = listing.imageUrl ? new URL(listing.imageUrl, origin).toString() : null;
  return { listing: view, viewer, url: `${origin}/rentals/${listing.id}`, image };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  if (!loaded) return [{ title: "Page not found | Affordable" }, { name: "robots", content: "noindex" }];
  const { listing } = loaded;
  const title = `${listingTitle(listing.title)} in ${listing.city}, ${listing.state}`;
  const facts = [
    `${formatPrice(listing.priceCents)}${listing.priceCents ? "/month" : ""}`,
    formatBedrooms(listing.bedrooms),
    listing.acceptsSection8 ? "Section 8 accepted" : null,
  ]
    .filter(Boolean)
    .join(" · ");
  const description = truncate(`${facts}. ${listing.description ?? "No application fees, no agents."}`, 200);
  return [
    { title: `${title} | Affordable` },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: loaded.url },
    ...(loaded.image ? [{ property: "og:image", content: loaded.image }] : []),
    { name: "twitter:card", content: loaded.image ? "summary_large_image" : "summary" },
    { tagName: "link", rel: "canonical", href: loaded.url },
  ];
};

const APPLY_FAILED = "Failed to send application. Please try again.";

/** intent=message: Message Landlord; intent=apply: a renter's application. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const { deps, user } = context;
  if (formData.get("intent") !== "apply") {
    return messageAction(
      context,
      formData,
      (input) => messageLandlord(deps, user, params.id, input),
      "Message sent to landlord.",
    );
  }
  const submission = parseWithZod(formData, { schema: applicationSchema });
  if (submission.status !== "success") return reply(submission);
  try {
    await applyToListing(deps.db, user, params.id, submission.payload);
  } catch (error) {
    return replyError(submission, error, {
      toast: (e) => (e.fieldErrors ? undefined : { type: "error", title: e.message }),
      unexpected: {
        logger: context.logger,
        message: APPLY_FAILED,
        toast: { type: "error", title: APPLY_FAILED },
      },
    });
  }
  // The page's loader runs again and shows "You applied on ...".
  return reply(submission, {
    toast: {
      type: "success",
      title: "Application sent",
      description: "The landlord will see it on their dashboard.",
    },
  });
}

export default function ListingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingDetails listing={loaderData.listing} viewer={loaderData.viewer} result={actionData} />;
}
