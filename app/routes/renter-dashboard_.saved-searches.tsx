import { authHref } from "@common/redirect-to";
import { SAVED_SEARCHES_PATH } from "@common/saved-search";
import { isAppError } from "@server/errors";
import { changeSavedSearch, listSavedSearches, saveSearch } from "@server/saved-searches/service";
import { data, redirect } from "react-router";
import { AccessDenied } from "~/features/dashboard/access-denied";
import { gateDashboard } from "~/features/dashboard/dashboard.server";
import { type SavedSearchDone, SavedSearches } from "~/features/saved-searches/saved-searches";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/renter-dashboard_.saved-searches";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Saved searches | Affordable" },
  { name: "robots", content: "noindex" },
];

const DONE = new Set<string>(["save", "rename", "alerts", "pause", "resume", "delete"]);

/**
 * The renter's saved searches, on a page of its own (the renter dashboard links here; its script stays
 * within budget): each with its new matches, rename, alerts, pause or resume, delete. It is also the
 * preferences page the alert emails link to. A visitor signs in and comes back.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const gate = gateDashboard(context, "renter", request);
  const title = serverT(context.locale, "savedSearches")("savedSearches.meta.title");
  const messages = pageMessages(context.locale, "savedSearches");
  if ("denied" in gate)
    return data({ denied: true as const, title, messages, searches: [], done: null }, { status: 403 });
  const searches = await listSavedSearches(context.deps.db, gate.user);
  const done = new URL(request.url).searchParams.get("done");
  return {
    denied: false as const,
    title,
    messages,
    searches: searches.map(({ createdAt: _createdAt, ...s }) => s),
    done: done && DONE.has(done) ? (done as SavedSearchDone) : null,
  };
}

/** Save (from /rentals), rename, change the alerts, pause, resume or delete; then back to this page. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");
  if (!context.user) {
    // Signed out meanwhile: sign in, then back to the search being saved (or to this page).
    const back = intent === "save" ? `/rentals?${String(form.query ?? "")}` : SAVED_SEARCHES_PATH;
    throw redirect(authHref(back));
  }
  try {
    if (intent === "save") await saveSearch(context.deps.db, context.user, form);
    else await changeSavedSearch(context.deps.db, context.user, form);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ error: error.message }, { status: error.status });
  }
  // An English path, as every redirect of ours: on a Spanish page React Router's basename (data requests)
  // or localizeRedirect (documents) adds /es; adding it here made /es/es/... after a save in Spanish.
  throw redirect(`${SAVED_SEARCHES_PATH}?done=${DONE.has(intent) ? intent : "save"}`);
}

export default function SavedSearchesPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.denied) {
    return <AccessDenied message="Access Denied: This dashboard is only available to renters." />;
  }
  return (
    <SavedSearches
      searches={loaderData.searches}
      done={actionData ? null : loaderData.done}
      error={actionData?.error ?? null}
    />
  );
}
