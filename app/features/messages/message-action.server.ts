import { listingMessageSchema } from "@common/schemas/message";
import { parseWithZod } from "@conform-to/zod/v4";
import type { RequestContext } from "@server/context";
import type { AppError } from "@server/errors";
import { type AnySubmission, reply, replyError } from "~/lib/action-result.server";
import type { Toast } from "~/lib/toast";

const MESSAGE_FAILED = "Failed to send message. Please try again.";

/** The spec's toasts for a message that was not sent (section 8, "Messages"). */
function messageFailureToast(error: AppError): Toast {
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

/** A message form's refusal before the service: a blank message shows the spec's "Message Required" toast. */
export function replyMessageInvalid(submission: AnySubmission) {
  const required = submission.status === "error" ? submission.error?.messageText?.[0] : undefined;
  return reply(
    submission,
    required ? { toast: { type: "error", title: "Message Required", description: required } } : {},
  );
}

/** A message the service refused or could not send: the spec's toast, the text kept in the box. */
export function replyMessageFailed(context: RequestContext, submission: AnySubmission, error: unknown) {
  return replyError(submission, error, {
    toast: messageFailureToast,
    unexpected: {
      logger: context.logger,
      message: MESSAGE_FAILED,
      toast: { type: "error", title: MESSAGE_FAILED },
    },
  });
}

/**
 * A message form's action (`MessageForm`, intent=message): Message Landlord on a listing, or a landlord's
 * Contact on an application. `send` calls the service with the raw payload; on success the box empties and
 * the spec's "Message sent" toast says to whom (`sentText`).
 */
export async function messageAction(
  context: RequestContext,
  formData: FormData,
  send: (input: unknown) => Promise<unknown>,
  sentText: string,
) {
  const submission = parseWithZod(formData, { schema: listingMessageSchema });
  if (submission.status !== "success") return replyMessageInvalid(submission);
  try {
    await send(submission.payload);
  } catch (error) {
    return replyMessageFailed(context, submission, error);
  }
  return reply(submission, {
    hideFields: ["messageText"],
    toast: { type: "success", title: "Message sent", description: sentText },
  });
}
