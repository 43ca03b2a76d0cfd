import { messageApplicant } from "@server/listings/message-service";
import { redirect } from "react-router";
import { messageAction } from "~/features/messages/message-action.server";
import type { Route } from "./+types/landlord-dashboard_.applications.$id.contact";

/** Contact from Renter Applications: a message from the landlord to the renter who applied. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return messageAction(
    context,
    await request.formData(),
    (input) => messageApplicant(context.deps, context.user, params.id, input),
    "Message sent to renter.",
  );
}

export async function loader() {
  return redirect("/landlord-dashboard");
}
