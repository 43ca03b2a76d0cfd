import { authHrefFor } from "@common/redirect-to";
import { openApplicationThread } from "@server/applications/application-service";
import { isAppError } from "@server/errors";
import { data, redirect } from "react-router";
import type { Route } from "./+types/applications.$id.messages";

/**
 * An application's Contact (landlord) and Messages (renter): the pair's thread about that listing in the
 * inbox, created empty if they have none yet. Anyone else: 404, as for a missing application.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!context.user) throw redirect(authHrefFor(request));
  try {
    const conversationId = await openApplicationThread(context.deps.db, context.user, params.id);
    return redirect(`/messages?c=${conversationId}`);
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}
