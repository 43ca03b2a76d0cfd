import { authHref, landlordListingAnchor } from "@common/redirect-to";
import { listingStatusSchema, UNKNOWN_LISTING_STATUS } from "@common/schemas/listing-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { isAppError } from "@server/errors";
import { setListingStatus } from "@server/listings/listing-service";
import { redirect } from "react-router";
import { redirectWithToast } from "~/lib/flash.server";
import type { Route } from "./+types/landlord-dashboard_.listings.$id.status";

const DASHBOARD = "/landlord-dashboard";

/**
 * Pause or resume one of the landlord's listings (POST only; the dashboard's button), then back to the
 * dashboard with a toast saying what happened, or what went wrong.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: listingStatusSchema });
  if (submission.status !== "success")
    return redirectWithToast(context, DASHBOARD, { type: "error", title: UNKNOWN_LISTING_STATUS });
  let status: "active" | "paused";
  try {
    ({ status } = await setListingStatus(
      context.deps.db,
      context.user,
      params.id,
      submission.payload.status,
    ));
  } catch (error) {
    // Anything but an AppError is not ours to explain: the error page (logged).
    if (!isAppError(error)) throw error;
    if (error.code === "UNAUTHENTICATED") throw redirect(authHref(DASHBOARD));
    return redirectWithToast(context, DASHBOARD, { type: "error", title: error.message });
  }
  return redirectWithToast(context, landlordListingAnchor(params.id), {
    type: "success",
    title: status === "paused" ? "Listing paused" : "Listing resumed",
    description: status === "paused" ? "It no longer appears in search." : "It is back in search.",
  });
}

export async function loader() {
  return redirect(DASHBOARD);
}
