import { truncate } from "@common/format";
import type { Locale } from "@common/i18n";
import { daysSince } from "@common/listing-facts";
import { LISTING_REPORT_MESSAGES } from "@common/listing-report";
import type { MapPoint, MapTiles } from "@common/map";
import { ogImageMeta, ogImagePath } from "@common/og";
import { photoSocialUrl } from "@common/photos";
import { applicationSchema } from "@common/schemas/application";
import { listingReportSchema } from "@common/schemas/listing-report";
import { parseWithZod } from "@conform-to/zod/v4";
import { applyToListing, findOwnApplication } from "@server/applications/application-service";
import { isSaved } from "@server/favourites/favourites-service";
import { getPublicListing, type PublicListing } from "@server/listings/listing-service";
import { mapPointsFor, mapTilesSetting } from "@server/listings/map-points";
import { messageLandlord } from "@server/listings/message-service";
import { listPhotos } from "@server/photos/photo-service";
import { createReport } from "@server/reports/listing-reports";
import { listingVoucherFit, voucherInput } from "@server/vouchers/card-fit";
import { listingVoucherPanel } from "@server/vouchers/listing-panel";
import { readRenterVoucher } from "@server/vouchers/renter-voucher";
import { lazy, Suspense } from "react";
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { listingText } from "~/components/listing-text";
import type { MapListing } from "~/components/listings-map";
import { RenterVerdict } from "~/components/voucher-fit-line";
import { ListingDetails, type Viewer } from "~/features/listings/listing-details";
import { PremiumForm } from "~/features/listings/premium-form";
import { messageAction } from "~/features/messages/message-action.server";
import { NotFound } from "~/features/shell/not-found";
import { reply, replyError } from "~/lib/action-result.server";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/rentals.$id";

/**
 * The Voucher fit panel, in a script of its own loaded after the page's: its HTML comes with the page (the
 * server renders it), and the listing page stays within its JavaScript budget.
 */
const VoucherFitPanel = lazy(() =>
  import("~/components/voucher-fit-panel").then((m) => ({ default: m.VoucherFitPanel })),
);

/** The small map in a script of its own (Leaflet follows once it is in view): the page's budget stays. */
const ListingsMap = lazy(() => import("~/components/listings-map").then((m) => ({ default: m.ListingsMap })));

/** A missing listing's 404 answer: its title in the page's language. */
interface NotFoundData {
  title: string;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { deps, user } = context;
  // A renter whose application is approved sees the exact address (else only what the landlord shows).
  const listing = await getPublicListing(deps.db, params.id, user?.id ?? null);
  if (!listing) {
    const notFound: NotFoundData = {
      title: serverT(context.locale, "listings", "cards")("listings.details.notFoundTitle"),
    };
    throw data(notFound, { status: 404 });
  }
  const [photos, saved, savedHome] = await Promise.all([
    listPhotos(deps.db, listing.id),
    readRenterVoucher(deps, user, request),
    // The heart: whether the signed-in reader saved this home (no query for a visitor).
    isSaved(deps.db, user, listing.id),
  ]);
  // The small map: the home's public point (its ZIP code's area unless the landlord shows the address).
  const [mapPoint] = await mapPointsFor(deps.db, [listing.id]);
  const { ownerId, createdAt, coverPhoto: _coverPhoto, ...rest } = listing;
  const view = { ...rest, photos, listedDaysAgo: daysSince(createdAt, new Date()) };
  let viewer: Viewer = { kind: "visitor" };
  if (user?.id === ownerId) viewer = { kind: "owner" };
  else if (user?.role === "renter")
    viewer = { kind: "renter", application: await findOwnApplication(deps.db, user, listing.id) };
  else if (user) viewer = { kind: "other" };
  const origin = deps.publicUrl || new URL(request.url).origin;
  const image = listing.imageUrl ? new URL(listing.imageUrl, origin).toString() : null;
  // The cover photo's 1200x630 JPEG, else a card drawn for this listing (title and price).
  const ogImage = `${origin}${photos[0] ? photoSocialUrl(photos[0].prefix) : ogImagePath("listing", listing.id, context.locale)}`;
  const premium =
    user?.role === "admin"
      ? { featured: listing.featured, landlordVerified: listing.landlordVerified }
      : null;
  // A verdict for the reader's own voucher (account or cookie) makes the page theirs: no shared cache keeps it.
  return data(
    {
      messages: pageMessages(context.locale, "listings", "cards", "fairMarketRent", "voucherFit", "map"),
      meta: listingMeta(context.locale, listing),
      // HUD's FMR for the listing's ZIP and size, and the agencies: null outside the U.S. or for an unknown ZIP.
      voucherPanel: listingVoucherPanel(listing),
      // The reader's own voucher's verdict (computed here: their figures never reach the page), or null.
      voucherFit: saved ? listingVoucherFit(listing, voucherInput(saved)) : null,
      hasVoucher: saved !== null,
      savedHome,
      listing: view,
      viewer,
      map: mapPoint ? { point: mapPoint, tiles: mapTilesSetting(deps.env) } : null,
      premium,
      url: `${origin}/rentals/${listing.id}`,
      image,
      ogImage,
    },
    saved || listing.addressByApproval ? { headers: PRIVATE_HEADERS } : undefined,
  );
}

/** A page with the reader's own verdict is theirs: no shared cache or saved offline copy keeps it. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" };

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The page's title and description in its language. */
function listingMeta(
  locale: Locale,
  listing: Pick<
    PublicListing,
    "title" | "city" | "state" | "priceCents" | "bedrooms" | "acceptsSection8" | "description"
  >,
) {
  const t = serverT(locale, "listings", "cards");
  const text = listingText(t);
  const title = t("listings.details.metaTitle", {
    title: text.title(listing.title),
    place: `${listing.city}, ${listing.state}`,
  });
  const facts = [
    `${text.price(listing.priceCents)}${listing.priceCents ? t("listings.perMonth") : ""}`,
    text.bedrooms(listing.bedrooms),
    listing.acceptsSection8 ? t("listings.details.metaSection8") : null,
  ]
    .filter(Boolean)
    .join(" · ");
  const description = truncate(
    `${facts}. ${listing.description ?? t("listings.details.metaNoDescription")}`,
    200,
  );
  return { title, facts, description };
}

export const meta: Route.MetaFunction = ({ data: loaded, error }) => {
  if (!loaded) {
    // A missing listing's 404 (the route's own error page, so its title and noindex are rendered).
    const notFound = isRouteErrorResponse(error) ? (error.data as NotFoundData | null) : null;
    return [
      { title: notFound?.title ?? "Listing Not Found | Affordable" },
      { name: "robots", content: "noindex" },
    ];
  }
  const { title, facts, description } = loaded.meta;
  return [
    { title: `${title} | Affordable` },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: loaded.url },
    ...ogImageMeta(loaded.ogImage, `${title}, ${facts}`),
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: loaded.url },
  ];
};

const APPLY_FAILED = "Failed to send application. Please try again.";

const REPORT_FAILED = "Failed to send report. Please try again.";

/** intent=message: Message Landlord; intent=apply: a renter's application; intent=report: a report. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const { deps, user } = context;
  if (formData.get("intent") === "report") {
    const submission = parseWithZod(formData, { schema: listingReportSchema });
    if (submission.status !== "success") return reply(submission);
    try {
      await createReport(deps, user, params.id, submission.payload, { ip: context.clientIp });
    } catch (error) {
      return replyError(submission, error, {
        toast: (e) => (e.fieldErrors ? undefined : { type: "error", title: e.message }),
        unexpected: {
          logger: context.logger,
          message: REPORT_FAILED,
          toast: { type: "error", title: REPORT_FAILED },
        },
      });
    }
    // The fields empty; `intent` stays, so the page without JavaScript shows the thanks in the open form.
    return reply(submission, {
      hideFields: ["reason", "details"],
      toast: { type: "success", title: LISTING_REPORT_MESSAGES.thanks },
    });
  }
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
    await applyToListing(deps, user, params.id, submission.payload);
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
  const { listing, premium } = loaderData;
  return (
    <ListingDetails
      listing={listing}
      viewer={loaderData.viewer}
      savedHome={loaderData.savedHome}
      result={actionData}
      adminTools={premium ? <PremiumForm listingId={listing.id} {...premium} /> : null}
      mapPanel={loaderData.map ? <ListingMapPanel map={loaderData.map} listing={listing} /> : null}
      voucherPanel={
        loaderData.voucherPanel ? (
          <Suspense fallback={null}>
            <VoucherFitPanel
              data={loaderData.voucherPanel}
              acceptsSection8={listing.acceptsSection8}
              renterVerdict={<RenterVerdict fit={loaderData.voucherFit} hasVoucher={loaderData.hasVoucher} />}
            />
          </Suspense>
        ) : null
      }
    />
  );
}

/** "Location": the home's pin, or the circle of its area when the landlord shows only the area. */
function ListingMapPanel({
  map,
  listing,
}: {
  map: { point: MapPoint; tiles: MapTiles };
  listing: MapListing;
}) {
  const t = useT();
  return (
    <section aria-labelledby="listing-map-heading">
      <h2 id="listing-map-heading" className="mb-2 text-lg font-bold">
        {t("map.listing.heading")}
      </h2>
      <Suspense fallback={<div className="h-56 rounded-xl border border-slate-200 bg-slate-100" />}>
        <ListingsMap
          single
          points={[map.point]}
          listings={[listing]}
          tiles={map.tiles}
          label={t("map.listing.region")}
          caption={t(map.point.approximate ? "map.listing.approximate" : "map.listing.exact")}
          className="h-56"
        />
      </Suspense>
    </section>
  );
}

/**
 * The route's own error page: a missing listing's 404 renders here, so this route's meta (its title and
 * noindex) is in the response; the root's boundary would drop them.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("shell.error.title")}</h1>
      <p className="mt-3 text-slate-600">{t("shell.error.body")}</p>
    </section>
  );
}
