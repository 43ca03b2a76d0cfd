import { listingTitle } from "@common/format";
import { authHrefFor } from "@common/redirect-to";
import { isAppError } from "@server/errors";
import { listLandlordApplications } from "@server/applications/application-service";
import { getOwnListing } from "@server/listings/listing-service";
import { data, Link, redirect } from "react-router";
import { Card } from "~/components/ui/card";
import { AccessDenied } from "~/features/dashboard/access-denied";
import { ApplicationsList } from "~/features/listings/landlord-sections";
import { pageMessages } from "~/lib/i18n.server";
import type { Route } from "./+types/landlord-dashboard_.listings.$id.applications";

export const meta: Route.MetaFunction = () => [
  { title: "Applications | Affordable" },
  { name: "robots", content: "noindex" },
];

/** The applications for one of the landlord's own listings (never another landlord's). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { user, deps } = context;
  if (!user) throw redirect(authHrefFor(request));
  if (user.role !== "landlord") return data({ denied: true as const }, { status: 403 });
  try {
    const listing = await getOwnListing(deps.db, user, params.id);
    const { items } = await listLandlordApplications(deps.db, user, { listingId: listing.id });
    return {
      denied: false as const,
      listing: { id: listing.id, title: listing.title },
      applications: items,
      // The Verified landlord badge.
      messages: pageMessages(context.locale, "cards"),
    };
  } catch (error) {
    if (isAppError(error) && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export default function ListingApplications({ loaderData }: Route.ComponentProps) {
  if (loaderData.denied) {
    return <AccessDenied message="Access Denied: This dashboard is only available to landlords." />;
  }
  const { listing, applications } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/landlord-dashboard" className="text-sm text-brand-700 underline">
        Back to dashboard
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold">Applications for {listingTitle(listing.title)}</h1>
      <Card className="mt-6 p-5 sm:p-6">
        {applications.length === 0 ? (
          <p className="text-slate-600">No applications yet.</p>
        ) : (
          <ApplicationsList applications={applications} showListingTitle={false} />
        )}
      </Card>
    </section>
  );
}
