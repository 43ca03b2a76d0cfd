import { APPLICATIONS_PAGE_SIZE } from "@common/application-rules";
import { listingTitle } from "@common/format";
import { authHrefFor } from "@common/redirect-to";
import { listLandlordApplications } from "@server/applications/application-service";
import { isAppError } from "@server/errors";
import { data, Link, redirect } from "react-router";
import { Card } from "~/components/ui/card";
import { AccessDenied } from "~/features/dashboard/access-denied";
import { ApplicationsList } from "~/features/listings/landlord-sections";
import { useLocale, useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/landlord-dashboard_.listings.$id.applications";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData && "title" in loaderData ? loaderData.title : "Applications | Affordable" },
  { name: "robots", content: "noindex" },
];

/** The applications for one of the landlord's own listings (never another landlord's), 20 a page. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { user, deps } = context;
  if (!user) throw redirect(authHrefFor(request));
  if (user.role !== "landlord") return data({ denied: true as const }, { status: 403 });
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(requested) && requested >= 1 ? requested : 1;
  try {
    // One ownership check: the service reads the listing (the landlord's own, else NOT_FOUND/FORBIDDEN).
    const { items, total, listing } = await listLandlordApplications(deps.db, user, {
      listingId: params.id,
      page,
    });
    if (!listing) throw data(null, { status: 404 });
    return {
      denied: false as const,
      listing,
      applications: items,
      page,
      pages: Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE)),
      title: serverT(context.locale, "applications")("applications.meta.listTitle"),
      // "cards": the Verified landlord badge.
      messages: pageMessages(context.locale, "cards", "applications"),
    };
  } catch (error) {
    if (isAppError(error) && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export default function ListingApplications({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  if (loaderData.denied) {
    return <AccessDenied message="Access Denied: This dashboard is only available to landlords." />;
  }
  const { listing, applications, page, pages } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/landlord-dashboard" className="text-sm text-brand-700 underline">
        {t("applications.backToDashboard")}
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold">
        {t("applications.listTitle", { title: listingTitle(listing.title, locale) })}
      </h1>
      <Card className="mt-6 p-5 sm:p-6">
        {applications.length === 0 ? (
          <p className="text-slate-600">{t("applications.none")}</p>
        ) : (
          <ApplicationsList applications={applications} showListingTitle={false} />
        )}
      </Card>
      {pages > 1 ? (
        <nav
          aria-label={t("applications.pagination")}
          className="mt-4 flex items-center justify-between text-sm"
        >
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className="font-semibold text-brand-700 underline">
              {t("applications.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span>{t("applications.page", { page, pages })}</span>
          {page < pages ? (
            <Link to={`?page=${page + 1}`} className="font-semibold text-brand-700 underline">
              {t("applications.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
