import type { RequestContext } from "@server/context";
import { isAppError } from "@server/errors";
import { data, redirect } from "react-router";
import { type FlashToast, flashCookie } from "./flash";

/** Redirects and shows a toast on the next page. */
export function redirectWithToast(to: string, toast: FlashToast, headers?: HeadersInit) {
  const out = new Headers(headers);
  out.append("Set-Cookie", flashCookie(toast));
  return redirect(to, { headers: out });
}

export interface ActionFailure {
  ok: false;
  fieldErrors?: Record<string, string>;
  toast?: FlashToast;
  formError?: string;
}

/** Turns a service error into an action result with the right status; unknown errors are logged. */
export function actionError(context: RequestContext, error: unknown, fallback: FlashToast) {
  if (isAppError(error)) {
    return data<ActionFailure>(
      {
        ok: false,
        fieldErrors: error.fieldErrors,
        toast: error.fieldErrors ? undefined : { ...fallback, description: error.message },
      },
      { status: error.status },
    );
  }
  context.logger.error({ err: error }, "action failed");
  return data<ActionFailure>({ ok: false, toast: fallback }, { status: 500 });
}

/** Where each role's dashboard lives. */
export function dashboardPath(role: string): string {
  if (role === "landlord") return "/landlord-dashboard";
  if (role === "admin") return "/admin/approvals";
  return "/renter-dashboard";
}
