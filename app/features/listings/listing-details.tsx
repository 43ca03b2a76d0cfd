import { formatDate } from "@common/format";
import { formatUsd } from "@common/money";
import type { PhotoRef } from "@common/photos";
import { authHref } from "@common/redirect-to";
import applicationLimits from "@common/schemas/application?limits";
import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import type { findOwnApplication } from "@server/applications/application-service";
import type { PublicListing } from "@server/listings/listing-service";
import { Link, useFetcher } from "react-router";
import { FavouriteButton } from "~/components/favourite-button";
import { Icon } from "~/components/icon";
import { useListingText } from "~/components/listing-text";
import { Button } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { Field, FormErrors, Input, Textarea } from "~/components/ui/field";
import { VerifiedLandlordBadge } from "~/components/verified-landlord-badge";
import { type ActionResult, formSchema, resultFor, useResultToast, useSchemaForm } from "~/lib/forms";
import { useLocale, useT } from "~/lib/i18n";
import { useTimeZone } from "~/lib/time-zone";
import { ListingFacts, ListingStreet } from "./listing-facts";
import { ListingGallery } from "./listing-gallery";
import { MessageForm } from "./message-form";
import { ReportListing } from "./report-listing";

const applicationForm = formSchema(
  () => import("@common/schemas/application"),
  "applicationSchema",
  applicationLimits,
);

/** The public listing as the page shows it: without its owner's id, and with its photos in order. */
export type ListingDetailsView = Omit<PublicListing, "ownerId" | "createdAt" | "coverPhoto"> & {
  photos: PhotoRef[];
  /** Whole days since it was listed ("Listed N days ago"). */
  listedDaysAgo: number;
};

export type Viewer =
  | { kind: "visitor" }
  | { kind: "owner" }
  | { kind: "renter"; application: Awaited<ReturnType<typeof findOwnApplication>> }
  | { kind: "other" };

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold">{value}</dd>
    </div>
  );
}

/**
 * The listing page (/rentals/{id}, where View Details leads): photo, facts, landlord, Message Landlord and
 * Apply. `result` is the page action's answer, there only when a form was posted without JavaScript.
 */
export function ListingDetails({
  listing,
  viewer,
  savedHome,
  result,
  adminTools,
  voucherPanel,
  mapPanel,
}: {
  listing: ListingDetailsView;
  viewer: Viewer;
  /** The signed-in reader saved this home (the heart); false for a visitor. */
  savedHome: boolean;
  result?: ActionResult;
  /** Admin-only controls (premium placement), composed by the route. */
  adminTools?: React.ReactNode;
  /** The Voucher fit panel (a U.S. listing with a ZIP HUD knows), composed by the route. */
  voucherPanel?: React.ReactNode;
  /** The small map of where the home is (or its area), composed by the route. */
  mapPanel?: React.ReactNode;
}) {
  const t = useT();
  const text = useListingText();
  const title = text.title(listing.title);
  const place = [listing.city, listing.state, listing.zipCode].filter(Boolean).join(", ");
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label={t("listings.details.breadcrumb")} className="text-sm text-slate-600">
        <Link to="/rentals" className="underline">
          {t("listings.details.rentals")}
        </Link>{" "}
        / <span>{title}</span>
      </nav>
      <div className="mt-4 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <ListingGallery photos={listing.photos} imageUrl={listing.imageUrl} title={title} />
          <header>
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-3xl font-extrabold">{title}</h1>
              <FavouriteButton listingId={listing.id} saved={savedHome} />
              {listing.featured ? <Badge tone="warning">{t("listings.featured")}</Badge> : null}
              {listing.acceptsSection8 ? (
                <Badge tone="success">{t("listings.section8Accepted")}</Badge>
              ) : null}
            </div>
            {/* One run of text: as loose flex items the street and the place stood side by side in two
                columns on a phone. */}
            <p className="mt-2 flex items-start gap-1 text-slate-600">
              <Icon name="map-pin" className="mt-1 size-4 shrink-0" />
              <span>
                <ListingStreet listing={listing} />
                {place}, {listing.country}
              </span>
            </p>
            <p className="mt-3 text-3xl font-bold text-brand-700">
              {text.price(listing.priceCents)}
              {listing.priceCents ? (
                <span className="text-base font-normal text-slate-500">{t("listings.perMonth")}</span>
              ) : null}
            </p>
          </header>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Fact label={t("listings.details.deposit")} value={formatUsd(listing.securityDepositCents)} />
            <Fact
              label={t("listings.details.petFees")}
              value={
                listing.petFeesCents === null
                  ? t("listings.details.noneListed")
                  : formatUsd(listing.petFeesCents)
              }
            />
            <Fact label={t("listings.details.bedrooms")} value={text.bedrooms(listing.bedrooms)} />
            <Fact label={t("listings.details.bathrooms")} value={text.bathrooms(listing.bathrooms)} />
            <Fact
              label={t("listings.details.section8")}
              value={
                listing.acceptsSection8 ? t("listings.details.accepted") : t("listings.details.notAccepted")
              }
            />
            <Fact label={t("listings.details.applicationFee")} value={t("listings.details.noFeeEver")} />
          </dl>
          <ListingFacts listing={listing} />
          <section>
            <h2 className="text-xl font-bold">{t("listings.details.about")}</h2>
            <p className="mt-2 whitespace-pre-line text-slate-700">
              {listing.description || t("listings.details.noDescription")}
            </p>
          </section>
          <p className="flex items-center gap-4 text-sm text-slate-600">
            <span className="flex items-center gap-1">
              <Icon name="bed-double" className="size-4" /> {text.bedrooms(listing.bedrooms)}
            </span>
            <span className="flex items-center gap-1">
              <Icon name="bath" className="size-4" /> {text.bathrooms(listing.bathrooms)}
            </span>
          </p>
        </div>
        <aside className="space-y-6">
          {adminTools}
          <Card className="p-5">
            <h2 className="text-lg font-bold">{t("listings.details.landlord")}</h2>
            <p className="mt-1">{listing.landlordName}</p>
            {/* Only for a landlord whose ownership documents an admin approved: never by default. */}
            {listing.landlordVerified ? <VerifiedLandlordBadge className="mt-1" /> : null}
            <p className="mt-1 text-sm text-slate-600">{t("listings.details.direct")}</p>
          </Card>
          {voucherPanel}
          {mapPanel}
          {viewer.kind === "owner" ? (
            <Card className="p-5">
              <h2 className="text-lg font-bold">{t("listings.details.yours")}</h2>
              <Button asChild className="mt-3">
                <Link to={`/list-property?edit=${listing.id}`}>{t("listings.details.edit")}</Link>
              </Button>
            </Card>
          ) : (
            <>
              <Card className="scroll-mt-24 p-5" id="message">
                <h2 className="text-lg font-bold">{t("listings.messageLandlord")}</h2>
                <div className="mt-3">
                  <MessageForm
                    action={`/rentals/${listing.id}`}
                    id="listing-message"
                    placeholder={t("listings.details.messagePlaceholder")}
                    pageResult={resultFor(result, "message")}
                  />
                </div>
                {viewer.kind === "visitor" ? (
                  <p className="mt-3 text-sm text-slate-600">
                    <Link
                      to={authHref(`/rentals/${listing.id}#message`)}
                      className="font-semibold text-brand-700 underline"
                    >
                      {t("listings.details.logIn")}
                    </Link>{" "}
                    {t("listings.details.logInToMessage")}
                  </p>
                ) : null}
              </Card>
              <ApplyCard listingId={listing.id} viewer={viewer} pageResult={resultFor(result, "apply")} />
              <ReportListing listingId={listing.id} pageResult={resultFor(result, "report")} />
            </>
          )}
        </aside>
      </div>
    </article>
  );
}

function ApplyCard({
  listingId,
  viewer,
  pageResult,
}: {
  listingId: string;
  viewer: Viewer;
  pageResult?: ActionResult;
}) {
  const timeZone = useTimeZone();
  const t = useT();
  const locale = useLocale();
  // The form's fetcher (same key): its toast shows even when the answer arrives with "You applied".
  useResultToast(useFetcher<ActionResult>({ key: applyFetcherKey(listingId) }).data);
  let body: React.ReactNode;
  if (viewer.kind === "visitor") {
    body = (
      <p className="text-sm text-slate-600">
        <Link to={authHref(`/rentals/${listingId}#apply`)} className="font-semibold text-brand-700 underline">
          {t("listings.details.logIn")}
        </Link>{" "}
        {t("listings.apply.logInToApply")}
      </p>
    );
  } else if (viewer.kind !== "renter") {
    body = <p className="text-sm text-slate-600">{t("listings.apply.rentersOnly")}</p>;
  } else if (viewer.application) {
    body = (
      <p className="text-sm text-brand-800" role="status">
        {viewer.application.moveInDate
          ? t("listings.apply.appliedMoveIn", {
              date: formatDate(viewer.application.createdAt, timeZone, locale),
              moveIn: formatDate(`${viewer.application.moveInDate}T12:00:00`, undefined, locale),
            })
          : t("listings.apply.applied", { date: formatDate(viewer.application.createdAt, timeZone, locale) })}
      </p>
    );
  } else {
    body = <ApplyForm listingId={listingId} pageResult={pageResult} />;
  }
  return (
    <Card className="p-5" id="apply">
      <h2 className="text-lg font-bold">{t("listings.apply.title")}</h2>
      <div className="mt-3">{body}</div>
    </Card>
  );
}

const applyFetcherKey = (listingId: string) => `apply-${listingId}`;

/** A renter's application (intent=apply); the action's toast says how it went, then the card shows it. */
function ApplyForm({ listingId, pageResult }: { listingId: string; pageResult?: ActionResult }) {
  const t = useT();
  const fetcher = useFetcher<ActionResult>({ key: applyFetcherKey(listingId) });
  const [form, fields] = useSchemaForm(applicationForm, {
    // Not "apply": that is the card's id (the page's #apply anchor), and each input names its form by id.
    id: "apply-form",
    lastResult: fetcher.data ?? pageResult,
  });
  const sending = fetcher.state !== "idle";
  // The schema allows a day of slack for time zones; the date picker starts at today.
  const today = new Date().toISOString().slice(0, 10);
  return (
    <fetcher.Form
      method="post"
      action={`/rentals/${listingId}`}
      className="space-y-3"
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="apply" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.moveInDate} label={t("listings.apply.moveInDate")}>
        <Input {...getInputProps(fields.moveInDate, { type: "date" })} min={today} />
      </Field>
      <Field meta={fields.message} label={t("listings.apply.message")}>
        <Textarea {...getTextareaProps(fields.message)} rows={3} />
      </Field>
      <Button type="submit" className="w-full" disabled={sending}>
        {sending ? t("listings.sending") : t("listings.apply.submit")}
      </Button>
    </fetcher.Form>
  );
}
