import { listingTitle } from "@common/format";
import { MAX_PHOTOS_PER_LISTING } from "@common/photos";
import { authHrefFor } from "@common/redirect-to";
import { photoActionSchema } from "@common/schemas/listing-photos";
import { parseWithZod } from "@conform-to/zod/v4";
import { isAppError } from "@server/errors";
import { getOwnListing } from "@server/listings/listing-service";
import { addPhotos, getOwnListingPhotos, movePhoto, removePhoto } from "@server/photos/photo-service";
import { data, Link, redirect } from "react-router";
import { AccessDenied } from "~/features/dashboard/access-denied";
import { PhotoManager } from "~/features/listings/photo-manager";
import { reply } from "~/lib/action-result.server";
import { redirectWithToast } from "~/lib/flash.server";
import { useLocale, useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/landlord-dashboard_.listings.$id.photos";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Listing Photos | Affordable" },
  { name: "robots", content: "noindex" },
];

const LANDLORDS_ONLY = "Access Denied: This dashboard is only available to landlords.";

/** Another landlord's listing, or none: the same 404 (never say whose it is). */
function notFound(error: unknown): never {
  if (isAppError(error) && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")) {
    throw data(null, { status: 404 });
  }
  throw error;
}

/** The photo manager of one of the landlord's own listings (never another landlord's). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { user, deps } = context;
  if (!user) throw redirect(authHrefFor(request));
  const title = serverT(context.locale, "listingForm")("listingForm.photoManager.meta.title");
  if (user.role !== "landlord") return data({ denied: true as const, title }, { status: 403 });
  try {
    const { listing, photos } = await getOwnListingPhotos(deps.db, user, params.id);
    return {
      denied: false as const,
      title,
      listing: { id: listing.id, title: listing.title },
      photos,
      // The manager's texts and the photo field's messages, and the photos' "No photo yet".
      messages: pageMessages(context.locale, "listingForm", "cards"),
    };
  } catch (error) {
    notFound(error);
  }
}

/**
 * Add photos (a multipart post of up to 12 files; the server checks each file's real type and size), or move
 * up, move down, make cover, remove one. A success comes back to this page with a toast; a refusal answers
 * with its message under the file field (uploads) or for the whole page, and a toast.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const { user, deps } = context;
  if (!user) throw redirect(authHrefFor(request));
  if (user.role !== "landlord") throw data(null, { status: 403 });
  try {
    await getOwnListing(deps.db, user, params.id);
  } catch (error) {
    notFound(error);
  }
  const submission = parseWithZod(await request.formData(), { schema: photoActionSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0];
    return reply(submission, {
      hideFields: ["photos"],
      toast: message ? { type: "error", title: message } : undefined,
    });
  }
  const here = `/landlord-dashboard/listings/${params.id}/photos`;
  const input = submission.value;
  let title: string;
  try {
    if (input.intent === "upload") {
      const added = await addPhotos(deps, user, params.id, input.photos);
      title = added.length === 1 ? "Photo added" : `${added.length} photos added`;
    } else if (input.intent === "remove") {
      await removePhoto(deps, user, params.id, input.photoId);
      title = "Photo removed";
    } else {
      await movePhoto(deps.db, user, params.id, input.photoId, input.intent);
      title = input.intent === "cover" ? "Cover photo changed" : "Photo moved";
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
    // The pipeline's message ("Photos must be 10 MB or smaller.") goes under the file field.
    return reply(submission, {
      status: error.status,
      hideFields: ["photos"],
      ...(input.intent === "upload"
        ? { fieldErrors: { photos: [error.message] } }
        : { formErrors: [error.message] }),
      toast: { type: "error", title: error.message },
    });
  }
  return redirectWithToast(context, here, { type: "success", title });
}

export default function ListingPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  if (loaderData.denied) return <AccessDenied message={LANDLORDS_ONLY} />;
  const { listing, photos } = loaderData;
  const title = listingTitle(listing.title, locale);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to="/landlord-dashboard" className="text-brand-700 underline">
          {t("listingForm.photoManager.back")}
        </Link>
        <Link to={`/list-property?edit=${listing.id}`} className="text-brand-700 underline">
          {t("listingForm.photoManager.editDetails")}
        </Link>
        <Link to={`/rentals/${listing.id}`} className="text-brand-700 underline">
          {t("listingForm.photoManager.viewPage")}
        </Link>
      </div>
      <h1 className="mt-3 text-3xl font-extrabold">{t("listingForm.photoManager.title", { title })}</h1>
      <p className="mt-1 text-slate-600">
        {t("listingForm.photoManager.intro", { max: MAX_PHOTOS_PER_LISTING })}
      </p>
      <div className="mt-6">
        <PhotoManager listingId={listing.id} listingTitle={title} photos={photos} lastResult={actionData} />
      </div>
    </section>
  );
}
