import { LANDLORDS_ONLY } from "@common/constants";
import { formatPrice } from "@common/format";
import { centsToInputValue } from "@common/money";
import { formDataToObject } from "@common/schemas/form-data";
import { LISTING_FORM_DEFAULTS } from "@common/schemas/listing-form";
import { isAppError } from "@server/errors";
import { createListing, getOwnListing, updateListing } from "@server/listings/listing-service";
import { useEffect } from "react";
import { data, Link } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { AccessDenied } from "~/features/dashboard/access-denied";
import { ListingForm, type ListingFormValues } from "~/features/listings/listing-form";
import { redirectWithToast } from "~/lib/flash.server";
import type { Route } from "./+types/list-property";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  {
    title: `${loaded && "editing" in loaded && loaded.editing ? "Edit Listing" : "List a Property"} | Affordable`,
  },
  {
    name: "description",
    content: "List your rental for free: no fees, verified renters, Section 8 welcome.",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, deps } = context;
  if (!user) return data({ gate: "login" as const }, { status: 401 });
  if (user.role !== "landlord") return data({ gate: "denied" as const }, { status: 403 });
  const editId = new URL(request.url).searchParams.get("edit");
  if (!editId) return { gate: "ok" as const, editing: null, initial: LISTING_FORM_DEFAULTS };
  try {
    const listing = await getOwnListing(deps.db, user, editId);
    const initial: ListingFormValues = {
      title: listing.title,
      description: listing.description ?? "",
      country: listing.country as ListingFormValues["country"],
      state: listing.state,
      city: listing.city,
      zipCode: listing.zipCode ?? "",
      price: centsToInputValue(listing.priceCents),
      securityDeposit: centsToInputValue(listing.securityDepositCents),
      petFees: listing.petFeesCents === null ? "" : centsToInputValue(listing.petFeesCents),
      bedrooms: listing.bedrooms === null ? "" : String(listing.bedrooms),
      bathrooms: listing.bathrooms === null ? "" : String(listing.bathrooms),
      acceptsSection8: listing.acceptsSection8,
      imageUrl: listing.imageUrl ?? "",
    };
    return {
      gate: "ok" as const,
      editing: { id: listing.id, title: listing.title, price: formatPrice(listing.priceCents) },
      initial,
    };
  } catch (error) {
    if (isAppError(error) && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = formDataToObject(await request.formData());
  const { deps, user } = context;
  const editing = Boolean(form.listingId);
  try {
    if (editing) {
      await updateListing(deps.db, user, form.listingId, form);
      return redirectWithToast(context, "/landlord-dashboard", { type: "success", title: "Listing updated" });
    }
    await createListing(deps.db, user, form);
    return redirectWithToast(context, "/landlord-dashboard", {
      type: "success",
      title: "Property listed successfully!",
    });
  } catch (error) {
    if (isAppError(error)) {
      return data(
        { fieldErrors: error.fieldErrors, error: error.fieldErrors ? undefined : error.message },
        { status: error.status },
      );
    }
    context.logger.error({ err: error }, "list property failed");
    return data(
      {
        fieldErrors: undefined,
        error: editing
          ? "Failed to update listing. Please try again."
          : "Failed to create listing. Please try again.",
      },
      { status: 500 },
    );
  }
}

export default function ListProperty({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gate === "login") {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">You must be logged in to create a listing</h1>
        <Button asChild className="mt-6">
          <Link to="/auth?role=landlord">Login</Link>
        </Button>
      </section>
    );
  }
  if (loaderData.gate === "denied") return <AccessDenied message={LANDLORDS_ONLY} />;
  return (
    <ListPropertyForm editing={loaderData.editing} initial={loaderData.initial} actionData={actionData} />
  );
}

function ListPropertyForm({
  editing,
  initial,
  actionData,
}: {
  editing: { id: string; title: string } | null;
  initial: ListingFormValues;
  actionData: Route.ComponentProps["actionData"];
}) {
  useEffect(() => {
    if (actionData?.error) toast.error(actionData.error);
  }, [actionData]);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{editing ? "Edit Listing" : "List a Property"}</h1>
      <p className="mt-1 text-slate-600">
        {editing
          ? `Update "${editing.title}".`
          : "Free to list. No agents, no application fees for your renters."}
      </p>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {actionData.error}
        </p>
      ) : null}
      <div className="mt-6">
        <ListingForm
          key={editing?.id ?? "new"}
          initial={initial}
          serverErrors={actionData?.fieldErrors}
          editingId={editing?.id}
        />
      </div>
    </section>
  );
}
