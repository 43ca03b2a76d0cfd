import type { RoleName } from "@common/constants";
import type { SessionUser } from "@server/auth/session";
import type { RequestContext } from "@server/context";
import { isAppError } from "@server/errors";
import { updateOwnProfile } from "@server/profiles/service";
import { data, redirect } from "react-router";

/**
 * The dashboards' gate: signed-out visitors go to sign in; a signed-in user of another role gets the
 * access-denied view (status 403). Returns the user when allowed.
 */
export function gateDashboard(
  context: RequestContext,
  role: RoleName,
): { user: SessionUser } | { denied: true } {
  if (!context.user) throw redirect("/auth");
  if (context.user.role !== role) return { denied: true };
  return { user: context.user };
}

export function deniedResponse<T extends object>(extra: T) {
  return data({ denied: true as const, ...extra }, { status: 403 });
}

/** Handles the profile form that every dashboard shows (intent=profile). */
export async function profileAction(context: RequestContext, form: Record<string, string>) {
  try {
    await updateOwnProfile(context.deps.db, context.user, form);
    return { ok: true as const };
  } catch (error) {
    if (isAppError(error))
      return data({ ok: false as const, fieldErrors: error.fieldErrors }, { status: error.status });
    context.logger.error({ err: error }, "profile update failed");
    return data({ ok: false as const, fieldErrors: undefined }, { status: 500 });
  }
}
