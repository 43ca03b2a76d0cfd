import { listingPremiumSchema } from "@common/schemas/listing-premium";
import { parseWithZod } from "@conform-to/zod/v4";
import { isAppError } from "@server/errors";
import { setListingPremium } from "@server/listings/premium-service";
import { requireAdminPage } from "~/lib/admin-page.server";
import { redirectWithToast } from "~/lib/flash.server";
import type { Route } from "./+types/admin.listings.$id.premium";

/**
 * POST /admin/listings/{id}/premium (the admin's Premium placement form on a listing page): grants or
 * removes premium, then back to the listing with a toast, with or without JavaScript.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context);
  const submission = parseWithZod(await request.formData(), { schema: listingPremiumSchema });
  const back = `/rentals/${encodeURIComponent(params.id)}`;
  if (submission.status !== "success") {
    return redirectWithToast(context, back, {
      type: "error",
      title: "Choose whether the listing is premium",
    });
  }
  try {
    const { featured } = await setListingPremium(
      context.deps.db,
      admin,
      params.id,
      submission.value.premium === "on",
    );
    return redirectWithToast(context, back, {
      type: "success",
      title: featured ? "Listing is now premium" : "Premium placement removed",
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "NOT_FOUND")
      return redirectWithToast(context, "/rentals", { type: "error", title: error.message });
    return redirectWithToast(context, back, { type: "error", title: error.message });
  }
}
