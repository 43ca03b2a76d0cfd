import { authHrefFor } from "@common/redirect-to";
import { isAppError } from "@server/errors";
import { listContacts } from "@server/messages/list-contacts";
import { listConversations } from "@server/messages/list-conversations";
import { openThread } from "@server/messages/read-thread";
import { redirect } from "react-router";
import { Inbox } from "~/features/messages/inbox";
import { messagesAction } from "~/features/messages/messages-action.server";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Messages | Affordable" },
  { name: "robots", content: "noindex" },
];

/** Not signed in: to sign-in, and back here afterwards. */
const toSignIn = (request: Request) => redirect(authHrefFor(request));

/** `?q=` searches, `?c=` opens a thread (marking it read), `?new=1` shows New Message. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.user) throw toSignIn(request);
  const { deps, user } = context;
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const conversationId = url.searchParams.get("c");
  let thread = null;
  let missing = false;
  if (conversationId) {
    try {
      thread = await openThread(deps, user, conversationId);
    } catch (error) {
      if (!isAppError(error) || error.code !== "NOT_FOUND") throw error;
      missing = true;
    }
  }
  // After opening the thread: the list then counts its messages as read.
  const conversations = await listConversations(deps.db, user, { query: q });
  const newMessage = url.searchParams.get("new") === "1";
  return {
    q,
    conversations,
    thread,
    missing,
    contacts: newMessage ? await listContacts(deps.db, user) : null,
    now: new Date(),
    title: serverT(context.locale, "messages")("messages.meta.title"),
    // "cards": the Verified landlord badge.
    messages: pageMessages(context.locale, "messages", "cards"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.user) throw toSignIn(request);
  return messagesAction(context, await request.formData());
}

export default function MessagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { title: _title, ...props } = loaderData;
  return <Inbox {...props} result={actionData} />;
}
