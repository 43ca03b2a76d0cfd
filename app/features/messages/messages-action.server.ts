import {
  blockSchema,
  markReadSchema,
  newMessageSchema,
  reportSchema,
  threadMessageSchema,
} from "@common/schemas/message";
import { parseWithZod } from "@conform-to/zod/v4";
import type { RequestContext } from "@server/context";
import { blockConversation } from "@server/messages/block-user";
import { markThreadRead } from "@server/messages/mark-read";
import { replyInThread, startConversation } from "@server/messages/send-message";
import { reportConversation } from "@server/reports/message-reports";
import { reply, replyError } from "~/lib/action-result.server";
import { redirectWithToast } from "~/lib/flash.server";
import { replyMessageFailed, replyMessageInvalid } from "./message-action.server";

const threadPath = (conversationId: string) => `/messages?c=${conversationId}`;

/**
 * The inbox's forms (intent): send (a reply in the open thread), new (New Message), block, report.
 * A success redirects to the thread (so it works as a plain form post too), with the spec's toast.
 * `read` comes from the open page itself (a message arrived in its thread): no redirect, no toast.
 */
export async function messagesAction(context: RequestContext, formData: FormData) {
  const { deps, user } = context;
  const intent = formData.get("intent");
  if (intent === "read") {
    const submission = parseWithZod(formData, { schema: markReadSchema });
    if (submission.status !== "success") return reply(submission);
    try {
      await markThreadRead(deps, user, submission.payload);
      return reply(submission);
    } catch (error) {
      return replyError(submission, error);
    }
  }
  if (intent === "block" || intent === "report") {
    const schema = intent === "block" ? blockSchema : reportSchema;
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return reply(submission);
    try {
      const { conversationId } =
        intent === "block"
          ? await blockConversation(deps, user, submission.payload)
          : await reportConversation(deps, user, submission.payload);
      return redirectWithToast(context, threadPath(conversationId), {
        type: "success",
        title: intent === "block" ? "Blocked" : "Reported",
        description:
          intent === "block"
            ? "This person can no longer message you."
            : "Thank you. Our team will review this conversation, and this person can no longer message you.",
      });
    } catch (error) {
      return replyError(submission, error, { toast: (e) => ({ type: "error", title: e.message }) });
    }
  }
  const submission =
    intent === "new"
      ? parseWithZod(formData, { schema: newMessageSchema })
      : parseWithZod(formData, { schema: threadMessageSchema });
  if (submission.status !== "success") return replyMessageInvalid(submission);
  try {
    const sent =
      intent === "new"
        ? await startConversation(deps, user, submission.payload)
        : await replyInThread(deps, user, submission.payload);
    return redirectWithToast(context, threadPath(sent.conversationId), {
      type: "success",
      title: "Message sent",
    });
  } catch (error) {
    return replyMessageFailed(context, submission, error);
  }
}
