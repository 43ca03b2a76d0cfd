import { FAVOURITE_BAD_REQUEST } from "@common/favourites";
import { authHref, authHrefFor, safeRedirectPath } from "@common/redirect-to";
import { isAppError } from "@server/errors";
import { listSavedHomes, setFavourite } from "@server/favourites/favourites-service";
import { data, redirect } from "react-router";
import { SavedHomes } from "~/features/favourites/saved-homes";
import { redirectWithToast } from "~/lib/flash.server";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/renter-dashboard_.saved-homes";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Saved homes | Affordable" },
  { name: "robots", content: "noindex" },
];

/**
 * Saved homes, on a page of its own (the renter dashboard links here; its script stays within budget). Any
 * signed-in account has its own list; a visitor signs in and comes back.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.user) throw redirect(authHrefFor(request));
  const homes = await listSavedHomes(context.deps.db, context.user);
  return {
    title: serverT(context.locale, "savedHomes")("savedHomes.meta.title"),
    messages: pageMessages(context.locale, "cards", "savedHomes"),
    homes: homes.map(({ savedAt: _savedAt, ...home }) => home),
  };
}

/**
 * The heart of a listing card or page (POST, from any page: this route's action): save or remove the home for the signed-in account.
 * With JavaScript a fetcher posts with `fetch=1` and gets `{ listingId, saved }` (or `{ error }`) back; a plain
 * form comes back to its `redirectTo` (same-site only) with a toast. A visitor goes to sign in and then back.
 * The service checks the input with favouriteSchema (common/schemas/favourite.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const back = safeRedirectPath(formData.get("redirectTo")) ?? "/rentals";
  const byFetcher = formData.get("fetch") === "1";
  if (!context.user) throw redirect(authHref(back));
  let failure: { message: string; status: number };
  try {
    const result = await setFavourite(context.deps.db, context.user, {
      listingId: formData.get("listingId"),
      intent: formData.get("intent"),
    });
    if (byFetcher) return result;
    return redirectWithToast(context, back, {
      type: "success",
      title: result.saved ? "Saved to your homes" : "Removed from your saved homes",
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    failure = {
      message: error.code === "BAD_REQUEST" ? FAVOURITE_BAD_REQUEST : error.message,
      status: error.status,
    };
  }
  if (byFetcher) return data({ error: failure.message }, { status: failure.status });
  return redirectWithToast(context, back, { type: "error", title: failure.message });
}

export default function SavedHomesPage({ loaderData }: Route.ComponentProps) {
  return <SavedHomes homes={loaderData.homes} />;
}
