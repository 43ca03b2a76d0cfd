import { blockSchema, newMessageSchema, reportSchema, threadMessageSchema } from "@common/schemas/message";
import { parseWithZod } from "@conform-to/zod/v4";
import type { RequestContext } from "@server/context";
import type { AppError } from "@server/errors";
import {
  blockConversation,
  replyInThread,
  reportConversation,
  startConversation,
} from "@server/messages/service";
import { reply, replyError } from "~/lib/action-result.server";
import { redirectWithToast } from "~/lib/flash.server";
import type { Toast } from "~/lib/toast";

const FAILED = "Failed to send message. Please try again.";

function failureToast(error: AppError): Toast {
  if (error.code === "UNAUTHENTICATED")
    return {
      type: "error",
      title: "Authentication Required",
      description: "Please log in to send messages.",
    };
  const required = error.fieldErrors?.messageText;
  if (required) return { type: "error", title: "Message Required", description: required };
  return { type: "error", title: error.message };
}

const threadPath = (conversationId: string) => `/messages?c=${conversationId}`;

/**
 * The inbox's forms (intent): send (a reply in the open thread), new (New Message), block, report.
 * A success redirects to the thread (so it works as a plain form post too), with the spec's toast.
 */
export async function messagesAction(context: RequestContext, formData: FormData) {
  const { deps, user } = context;
  const intent = formData.get("intent");
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
  if (submission.status !== "success") {
    const required = submission.error?.messageText?.[0];
    return reply(
      submission,
      required ? { toast: { type: "error", title: "Message Required", description: required } } : {},
    );
  }
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
    return replyError(submission, error, {
      toast: failureToast,
      unexpected: { logger: context.logger, message: FAILED, toast: { type: "error", title: FAILED } },
    });
  }
}
