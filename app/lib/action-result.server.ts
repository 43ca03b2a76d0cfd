import type { Submission } from "@conform-to/react";
import { type AppError, isAppError } from "@server/errors";
import type { Logger } from "@server/logger";
import { data } from "react-router";
import type { ActionResult } from "./forms";
import type { Toast } from "./toast";

/**
 * How a route action answers a form (see docs/forms.md, "How a submission goes"):
 *
 *   export async function action({ request, context }: Route.ActionArgs) {
 *     const submission = parseWithZod(await request.formData(), { schema: contactMessageSchema });
 *     if (submission.status !== "success") return reply(submission);
 *     try {
 *       await submitContactMessage(deps, submission.payload);
 *     } catch (error) {
 *       return replyError(submission, error);
 *     }
 *     return reply(submission, { resetForm: true, toast: { type: "success", title: "Sent" } });
 *   }
 *
 * Services take the raw `submission.payload` (unknown input) and validate it again with the same schema:
 * the server stays authoritative whatever the browser did.
 */

// biome-ignore lint/suspicious/noExplicitAny: any schema's submission
export type AnySubmission = Submission<any, string[], any>;

export interface ReplyOptions {
  /** Messages for the whole form (shown above or below the fields). */
  formErrors?: string[];
  /** Messages per field name, on top of the schema's. */
  fieldErrors?: Record<string, string[]>;
  /** HTTP status: by default 400 when there are errors, else 200. */
  status?: number;
  toast?: Toast;
  /** Fields never echoed back into the page (passwords). */
  hideFields?: string[];
  /** Success that empties the form (e.g. a message sent). */
  resetForm?: boolean;
  headers?: HeadersInit;
}

/** The action's answer to a submission: its errors (schema's and `options`'), values to keep, a toast. */
export function reply(submission: AnySubmission, options: ReplyOptions = {}) {
  const { formErrors, fieldErrors, hideFields, resetForm, toast, headers } = options;
  let result: ActionResult;
  if (resetForm) {
    result = { ...submission.reply({ resetForm: true }), status: "success" };
  } else {
    result = submission.reply({
      hideFields,
      ...(formErrors?.length ? { formErrors } : {}),
      ...(fieldErrors && Object.keys(fieldErrors).length ? { fieldErrors } : {}),
    });
  }
  if (toast) result.toast = { ...toast, id: toast.id ?? crypto.randomUUID() };
  const status = options.status ?? (result.status === "error" ? 400 : 200);
  return data(result, { status, headers });
}

/**
 * What a service threw, as the action's answer: an `AppError` gives its status, its field errors under each
 * field (or its message for the whole form when it has none) and, if asked, a toast. Anything else is not
 * ours to explain: it is rethrown, logged, and the error page shows; unless `unexpected` is given (the
 * spec names a failure message, e.g. "Failed to create listing. Please try again."), then it is logged
 * with that logger and answered with status 500, the message for the whole form and its toast.
 */
export function replyError(
  submission: AnySubmission,
  error: unknown,
  options: {
    toast?: Toast | ((error: AppError) => Toast | undefined);
    unexpected?: {
      logger: Pick<Logger, "error">;
      message: string;
      /** By default the fixed `toast`, if there is one. */
      toast?: Toast;
    };
    hideFields?: string[];
    headers?: HeadersInit;
  } = {},
) {
  const { hideFields, headers, unexpected } = options;
  if (!isAppError(error)) {
    if (!unexpected) throw error;
    unexpected.logger.error({ err: error }, "form action failed");
    return reply(submission, {
      status: 500,
      formErrors: [unexpected.message],
      toast: unexpected.toast ?? (typeof options.toast === "object" ? options.toast : undefined),
      hideFields,
      headers,
    });
  }
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [name, message] of Object.entries(error.fieldErrors ?? {})) {
    // Issues without a path are filed under "form" by the services.
    if (name === "form") formErrors.push(message);
    else fieldErrors[name] = [message];
  }
  if (!formErrors.length && !Object.keys(fieldErrors).length) formErrors.push(error.message);
  return reply(submission, {
    status: error.status,
    formErrors,
    fieldErrors,
    toast: typeof options.toast === "function" ? options.toast(error) : options.toast,
    hideFields,
    headers,
  });
}
