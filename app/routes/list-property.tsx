import { LANDLORDS_ONLY } from "@common/constants";
import { formatPrice } from "@common/format";
import type { Locale } from "@common/i18n";
import { centsToInputValue } from "@common/money";
import type { PhotoRef } from "@common/photos";
import { authHref, landlordListingAnchor } from "@common/redirect-to";
import { LISTING_FORM_DEFAULTS, listingFormSchema } from "@common/schemas/listing-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { isAppError } from "@server/errors";
import { getOwnListing, updateListing } from "@server/listings/listing-service";
import { createListingWithPhotos, listPhotos } from "@server/photos/photo-service";
import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { AccessDenied } from "~/features/dashboard/access-denied";
import { ListingForm, type ListingFormValues } from "~/features/listings/listing-form";
import { PhotosSection } from "~/features/listings/photo-manager";
import { reply, replyError } from "~/lib/action-result.server";
import { redirectWithToast } from "~/lib/flash.server";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/list-property";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded ? [{ title: loaded.meta.title }, { name: "description", content: loaded.meta.description }] : [];

function pageTexts(locale: Locale, editing: boolean) {
  const t = serverT(locale, "listingForm");
  return {
    // The form's own texts and field messages, its voucher texts (utilities, the FMR hint) and the
    // listing facts' option labels (cards: listingFacts.*).
    messages: pageMessages(locale, "listingForm", "fairMarketRent", "cards"),
    meta: {
      title: t(editing ? "listingForm.meta.edit" : "listingForm.meta.new"),
      description: t("listingForm.meta.description"),
    },
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, deps } = context;
  const editId = new URL(request.url).searchParams.get("edit");
  const texts = pageTexts(context.locale, Boolean(editId));
  if (!user) return data({ gate: "login" as const, ...texts }, { status: 401 });
  if (user.role !== "landlord") return data({ gate: "denied" as const, ...texts }, { status: 403 });
  if (!editId)
    return { gate: "ok" as const, ...texts, editing: null, initial: LISTING_FORM_DEFAULTS, photos: [] };
  try {
    const listing = await getOwnListing(deps.db, user, editId);
    const initial: ListingFormValues = {
      title: listing.title,
      description: listing.description ?? "",
      country: listing.country as ListingFormValues["country"],
      state: listing.state,
      city: listing.city,
      zipCode: listing.zipCode ?? "",
      addressLine: listing.addressLine ?? "",
      unit: listing.unit ?? "",
      showExactAddress: listing.showExactAddress ? "on" : "",
      availableFrom: listing.availableFrom ?? "",
      leaseLength: listing.leaseLength ?? "",
      utilities: [...listing.utilities],
      pets: listing.pets,
      parking: listing.parking ?? "",
      laundry: listing.laundry ?? "",
      accessibility: [...listing.accessibility],
      price: centsToInputValue(listing.priceCents),
      securityDeposit: centsToInputValue(listing.securityDepositCents),
      petFees: listing.petFeesCents === null ? "" : centsToInputValue(listing.petFeesCents),
      bedrooms: listing.bedrooms === null ? "" : String(listing.bedrooms),
      bathrooms: listing.bathrooms === null ? "" : String(listing.bathrooms),
      acceptsSection8: listing.acceptsSection8 ? "on" : "",
      utilitiesIncluded: listing.utilitiesIncluded ? "on" : "",
      tenantUtilities: listing.tenantUtilitiesMonthly === null ? "" : String(listing.tenantUtilitiesMonthly),
      imageUrl: listing.imageUrl ?? "",
    };
    return {
      gate: "ok" as const,
      ...texts,
      editing: {
        id: listing.id,
        title: listing.title,
        price: formatPrice(listing.priceCents, context.locale),
      },
      initial,
      photos: await listPhotos(deps.db, listing.id),
    };
  } catch (error) {
    if (isAppError(error) && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

const UNPRICED_NOTICE = "This listing won't appear in search until it has a monthly rent above $0.";

/** List a property, or save an edit (the form's hidden listingId). */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: listingFormSchema });
  if (submission.status !== "success") return reply(submission);
  const { deps, user } = context;
  const listingId = submission.payload.listingId;
  const editing = typeof listingId === "string" && listingId !== "";
  try {
    if (editing) await updateListing(deps.db, user, listingId, submission.payload, deps.geocoder);
    else await createListingWithPhotos(deps, user, submission.payload);
  } catch (error) {
    const failed = editing
      ? "Failed to update listing. Please try again."
      : "Failed to create listing. Please try again.";
    return replyError(submission, error, {
      // Field errors show under their fields; anything else ("You can only manage your own listings.") as a toast too.
      toast: (e) => (e.fieldErrors ? undefined : { type: "error", title: e.message }),
      unexpected: { logger: context.logger, message: failed, toast: { type: "error", title: failed } },
    });
  }
  return redirectWithToast(
    context,
    // An edit comes back to the listing's row; a new listing to the dashboard's top.
    editing ? landlordListingAnchor(listingId) : "/landlord-dashboard",
    {
      type: "success",
      title: editing ? "Listing updated" : "Property listed successfully!",
      // Spec: only listings priced above $0 are shown; say so rather than let the landlord wonder.
      ...(submission.value.price === 0 ? { description: UNPRICED_NOTICE } : {}),
    },
  );
}

export default function ListProperty({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.gate === "login") {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{t("listingForm.login.title")}</h1>
        <Button asChild className="mt-6">
          <Link to={authHref("/list-property", { role: "landlord" })}>{t("listingForm.login.button")}</Link>
        </Button>
      </section>
    );
  }
  if (loaderData.gate === "denied") return <AccessDenied message={LANDLORDS_ONLY} />;
  return (
    <ListPropertyForm
      editing={loaderData.editing}
      initial={loaderData.initial}
      photos={loaderData.photos}
      actionData={actionData}
    />
  );
}

function ListPropertyForm({
  editing,
  initial,
  photos,
  actionData,
}: {
  editing: { id: string; title: string } | null;
  initial: ListingFormValues;
  photos: PhotoRef[];
  actionData: Route.ComponentProps["actionData"];
}) {
  const t = useT();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">
        {t(editing ? "listingForm.edit.title" : "listingForm.new.title")}
      </h1>
      <p className="mt-1 text-slate-600">
        {editing ? t("listingForm.edit.intro", { title: editing.title }) : t("listingForm.new.intro")}
      </p>
      <div className="mt-6">
        <ListingForm
          key={editing?.id ?? "new"}
          initial={initial}
          lastResult={actionData}
          editingId={editing?.id}
        />
      </div>
      {editing ? (
        <div className="mt-8">
          <PhotosSection listingId={editing.id} photos={photos} />
        </div>
      ) : null}
    </section>
  );
}
