import { formatBedrooms, formatPrice, listingTitle, truncate } from "@common/format";
import { formDataToObject } from "@common/schemas/form-data";
import { isAppError } from "@server/errors";
import { applyToListing, findOwnApplication } from "@server/listings/application-service";
import { getPublicListing } from "@server/listings/listing-service";
import { messageLandlord } from "@server/listings/message-service";
import { data } from "react-router";
import { type ApplyActionResult, ListingDetails, type Viewer } from "~/features/listings/listing-details";
import type { MessageActionResult } from "~/features/listings/message-form";
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

function failure<T extends "message" | "apply">(
  intent: T,
  error: unknown,
  context: Route.ActionArgs["context"],
) {
  if (isAppError(error)) {
    return data(
      { intent, ok: false, status: error.status, fieldErrors: error.fieldErrors, error: error.message },
      { status: error.status },
    );
  }
  context.logger.error({ err: error, intent }, "listing action failed");
  const message =
    intent === "message"
      ? "Failed to send message. Please try again."
      : "Failed to send application. Please try again.";
  return data({ intent, ok: false, status: 500, fieldErrors: undefined, error: message }, { status: 500 });
}

/** intent=message: Message Landlord; intent=apply: a renter's application. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = formDataToObject(await request.formData());
  const { deps, user } = context;
  if (form.intent === "apply") {
    try {
      await applyToListing(deps.db, user, params.id, form);
      return { intent: "apply", ok: true } satisfies ApplyActionResult;
    } catch (error) {
      return failure("apply", error, context);
    }
  }
  try {
    await messageLandlord(deps, user, params.id, form);
    return { intent: "message", ok: true } satisfies MessageActionResult;
  } catch (error) {
    return failure("message", error, context);
  }
}

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  return <ListingDetails listing={loaderData.listing} viewer={loaderData.viewer} />;
}
