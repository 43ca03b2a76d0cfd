import { savedSearchName, turnOffAlerts } from "@server/saved-searches/service";
import { readUnsubscribeToken } from "@server/saved-searches/unsubscribe-token";
import { data } from "react-router";
import { Unsubscribe, type UnsubscribeState } from "~/features/saved-searches/unsubscribe";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/unsubscribe.$token";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Stop email alerts | Affordable" },
  { name: "robots", content: "noindex" },
];

/**
 * What a token says: its search (and whether its alerts are still on), or why it cannot be used. A forged,
 * mangled or expired token changes nothing and says so.
 */
async function stateOf(context: Route.LoaderArgs["context"], token: string, unsubscribe: boolean) {
  const read = readUnsubscribeToken(context.deps.cookieSecret, token);
  if ("error" in read) return { state: { status: read.error } as UnsubscribeState, status: 400 };
  const search = await savedSearchName(context.deps.db, read.searchId);
  if (!search) return { state: { status: "gone" } as UnsubscribeState, status: 404 };
  if (unsubscribe) {
    await turnOffAlerts(context.deps.db, read.searchId);
    return { state: { status: "done", name: search.name } as UnsubscribeState, status: 200 };
  }
  const status = search.alerts === "off" ? "off" : "confirm";
  return { state: { status, name: search.name } as UnsubscribeState, status: 200 };
}

/** GET: the confirm button (a link scanner opening the link changes nothing). Works without signing in. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { state, status } = await stateOf(context, params.token, false);
  const title = serverT(context.locale, "savedSearches")("unsubscribe.meta.title");
  return data(
    { title, messages: pageMessages(context.locale, "savedSearches"), state },
    { status, headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * POST: the alerts off. Also the RFC 8058 one-click POST a mail client sends (`List-Unsubscribe=One-Click`,
 * from no page of ours): the signed token is the authority, so this path is exempt from the origin check
 * (server/app.ts), as provider webhooks are.
 */
export async function action({ context, params }: Route.ActionArgs) {
  const { state, status } = await stateOf(context, params.token, true);
  return data({ state }, { status });
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return <Unsubscribe state={actionData?.state ?? loaderData.state} />;
}
