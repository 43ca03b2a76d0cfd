import type { ActionResult } from "./forms";
import type { Toast } from "./toast";

/**
 * A form's `clientAction` around its server action: when the request itself fails (the network is down,
 * a proxy answers 502, the server crashes before answering), the page stays as it is, with everything
 * typed still in the form, and shows the spec's failure toast and message, instead of the error page.
 * The server's own answers (field errors, refusals, redirects) pass through untouched. Without JavaScript
 * the server action answers alone (its `replyError` `unexpected` option does the same for server errors).
 */
export async function keepTypedOnFailure<T>(
  serverAction: () => Promise<T>,
  failure: { message: string; toast: Toast },
): Promise<T | ActionResult> {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect is thrown as a Response: it is the server's answer, not a failure.
    if (error instanceof Response) throw error;
    const failed: ActionResult = {
      status: "error",
      error: { "": [failure.message] },
      toast: { ...failure.toast, id: `failed-${Date.now()}` },
    };
    return failed;
  }
}
