import { authHrefFor } from "@common/redirect-to";
import { moveApplication } from "@server/applications/application-service";
import { isAppError } from "@server/errors";
import { redirect } from "react-router";
import { redirectWithToast } from "~/lib/flash.server";
import type { Route } from "./+types/applications.$id.withdraw";

const MY_APPLICATIONS = "/renter-dashboard#applications";

/** The renter withdraws an open application (POST only: My Applications' button), then back with a toast. */
export async function action({ params, context, request }: Route.ActionArgs) {
  try {
    await moveApplication(context.deps, context.user, params.id, "withdraw");
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "UNAUTHENTICATED") throw redirect(authHrefFor(request));
    return redirectWithToast(context, MY_APPLICATIONS, { type: "error", title: error.message });
  }
  return redirectWithToast(context, MY_APPLICATIONS, {
    type: "success",
    title: "Application withdrawn",
    description: "The landlord will get an email.",
  });
}

export async function loader() {
  return redirect("/renter-dashboard");
}
