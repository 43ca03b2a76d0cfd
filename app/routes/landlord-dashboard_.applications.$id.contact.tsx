import { formDataToObject } from "@common/schemas/form-data";
import { isAppError } from "@server/errors";
import { messageApplicant } from "@server/listings/message-service";
import { data, redirect } from "react-router";
import type { MessageActionResult } from "~/features/listings/message-form";
import type { Route } from "./+types/landlord-dashboard_.applications.$id.contact";

/** Contact from Renter Applications: a message from the landlord to the renter who applied. */
export async function action({ request, params, context }: Route.ActionArgs) {
  try {
    await messageApplicant(context.deps, context.user, params.id, formDataToObject(await request.formData()));
    return { intent: "message", ok: true } satisfies MessageActionResult;
  } catch (error) {
    if (isAppError(error)) {
      return data(
        {
          intent: "message",
          ok: false,
          status: error.status,
          fieldErrors: error.fieldErrors,
          error: error.message,
        },
        { status: error.status },
      );
    }
    context.logger.error({ err: error }, "contact applicant failed");
    return data(
      { intent: "message", ok: false, status: 500, error: "Failed to send message. Please try again." },
      { status: 500 },
    );
  }
}

export async function loader() {
  return redirect("/landlord-dashboard");
}
