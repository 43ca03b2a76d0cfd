import { isAppError } from "@server/errors";
import { setListingStatus } from "@server/listings/listing-service";
import { data, redirect } from "react-router";
import { redirectWithToast } from "~/lib/flash.server";
import type { Route } from "./+types/landlord-dashboard_.listings.$id.status";

/** Pause or resume one of the landlord's listings (POST only), then back to the dashboard. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    const { status } = await setListingStatus(context.deps.db, context.user, params.id, form.get("status"));
    return redirectWithToast(context, "/landlord-dashboard", {
      type: "success",
      title: status === "paused" ? "Listing paused" : "Listing resumed",
      description: status === "paused" ? "It no longer appears in search." : "It is back in search.",
    });
  } catch (error) {
    if (isAppError(error)) {
      if (error.code === "UNAUTHENTICATED") throw redirect("/auth");
      return redirectWithToast(context, "/landlord-dashboard", { type: "error", title: error.message });
    }
    context.logger.error({ err: error }, "listing status change failed");
    throw data(null, { status: 500 });
  }
}

export async function loader() {
  return redirect("/landlord-dashboard");
}
