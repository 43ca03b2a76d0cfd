import { APPLICATION_PREVIEW_LENGTH } from "@common/application";
import { formatMoveIn } from "@common/application-answers";
import { formatDate, formatPrice, listingTitle, truncate } from "@common/format";
import type { LandlordApplication } from "@server/applications/application-service";
import type { OwnListing } from "@server/listings/listing-service";
import { Form, Link } from "react-router";
import { ApplicationStatusBadge } from "~/components/application-status";
import { Icon } from "~/components/icon";
import { ListingPhoto } from "~/components/listing-photo";
import { Button } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { useLocale, useT } from "~/lib/i18n";
import { useTimeZone } from "~/lib/time-zone";

/** Your Active Listings: the first 3, then "+ N more listings"; Edit, Pause/Resume, Applications. */
export function YourActiveListings({
  listings,
  total,
  showAll,
}: {
  listings: OwnListing[];
  total: number;
  showAll: boolean;
}) {
  const more = total - listings.length;
  const t = useT();
  const locale = useLocale();
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{t("dashboard.listings.title")}</h2>
        <Button asChild size="sm" variant="outline">
          <Link to="/list-property">
            <Icon name="plus" className="size-4" />
            {t("dashboard.listings.add")}
          </Link>
        </Button>
      </div>
      {listings.length === 0 ? (
        <p className="mt-4 text-slate-600">{t("dashboard.listings.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {listings.map((l) => (
            // The anchor Edit and Pause/Resume come back to (landlordListingAnchor).
            <li
              key={l.id}
              id={`listing-${l.id}`}
              className="flex scroll-mt-24 flex-col gap-3 py-4 sm:flex-row sm:items-center"
            >
              <ListingPhoto
                photoPrefix={l.coverPhoto}
                sizes="112px"
                src={l.imageUrl}
                alt=""
                compact
                className="h-20 w-full shrink-0 rounded-lg sm:w-28"
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  {l.status === "active" ? (
                    <Link to={`/rentals/${l.id}`} className="font-semibold hover:underline">
                      {listingTitle(l.title, locale)}
                    </Link>
                  ) : (
                    <span className="font-semibold">{listingTitle(l.title, locale)}</span>
                  )}
                  <Badge tone={l.status === "active" ? "success" : "warning"}>
                    {t(l.status === "active" ? "dashboard.listings.active" : "dashboard.listings.paused")}
                  </Badge>
                </div>
                <p className="text-sm text-slate-600">
                  {l.city}, {l.state} · {formatPrice(l.priceCents, locale)}
                  {l.priceCents ? t("dashboard.listings.perMonth") : ""} ·{" "}
                  {t("dashboard.listings.applicationCount", { count: l.applicationCount })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm" variant="outline">
                  <Link
                    to={`/list-property?edit=${l.id}`}
                    aria-label={t("dashboard.listings.editName", { title: listingTitle(l.title, locale) })}
                  >
                    {t("dashboard.listings.edit")}
                  </Link>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <Link
                    to={`/landlord-dashboard/listings/${l.id}/photos`}
                    aria-label={t("dashboard.listings.photosName", { title: listingTitle(l.title, locale) })}
                  >
                    {t("dashboard.listings.photos")}
                  </Link>
                </Button>
                <Form method="post" action={`/landlord-dashboard/listings/${l.id}/status`}>
                  <input type="hidden" name="status" value={l.status === "active" ? "paused" : "active"} />
                  <Button
                    type="submit"
                    size="sm"
                    variant="outline"
                    aria-label={t(
                      l.status === "active"
                        ? "dashboard.listings.pauseName"
                        : "dashboard.listings.resumeName",
                      { title: listingTitle(l.title, locale) },
                    )}
                  >
                    {t(l.status === "active" ? "dashboard.listings.pause" : "dashboard.listings.resume")}
                  </Button>
                </Form>
                <Button asChild size="sm" variant="secondary">
                  <Link
                    to={`/landlord-dashboard/listings/${l.id}/applications`}
                    aria-label={t("dashboard.listings.applicationsName", {
                      title: listingTitle(l.title, locale),
                    })}
                  >
                    {t("dashboard.listings.applications")}
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && !showAll ? (
        <Link to="?listings=all" className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
          {t("dashboard.listings.more", { count: more })}
        </Link>
      ) : null}
    </Card>
  );
}

/** A list of applications with their status, Review (the review page) and Contact (the pair's thread). */
export function ApplicationsList({
  applications,
  showListingTitle = true,
}: {
  applications: LandlordApplication[];
  showListingTitle?: boolean;
}) {
  const timeZone = useTimeZone();
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="divide-y divide-slate-200">
      {applications.map((a) => (
        <li key={a.id} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            {showListingTitle ? (
              <p className="font-semibold">{listingTitle(a.listingTitle, locale)}</p>
            ) : null}
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span>{a.renterName}</span>
              <ApplicationStatusBadge status={a.status} />
            </p>
            <p className="text-xs text-slate-500">
              {t("applications.applied", { date: formatDate(a.createdAt, timeZone, locale) })}
              {a.moveInDate ? ` · ${t("applications.moveIn")}: ${formatMoveIn(a.moveInDate, locale)}` : ""}
            </p>
            {a.message ? (
              <p className="mt-1 text-sm text-slate-700">{truncate(a.message, APPLICATION_PREVIEW_LENGTH)}</p>
            ) : null}
          </div>
          <div className="flex shrink-0 gap-2">
            <Button asChild size="sm">
              <Link
                to={`/landlord-dashboard/applications/${a.id}`}
                aria-label={t("applications.reviewName", { name: a.renterName })}
              >
                {t("applications.review")}
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link
                to={`/applications/${a.id}/messages`}
                aria-label={t("applications.contactName", { name: a.renterName })}
              >
                {t("applications.contact")}
              </Link>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Renter Applications on the landlord dashboard: the first 3, newest first. */
export function RenterApplications({
  applications,
  total,
  showAll,
}: {
  applications: LandlordApplication[];
  total: number;
  showAll: boolean;
}) {
  const more = total - applications.length;
  const t = useT();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold">{t("dashboard.applications.title")}</h2>
      {applications.length === 0 ? (
        <p className="mt-4 text-slate-600">{t("dashboard.applications.empty")}</p>
      ) : (
        <ApplicationsList applications={applications} />
      )}
      {more > 0 && !showAll ? (
        <Link
          to="?applications=all"
          className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
        >
          {t("dashboard.applications.more", { count: more })}
        </Link>
      ) : null}
    </Card>
  );
}
