import type { RoleName } from "@common/constants";
import { PHONE_MESSAGE } from "@common/phone";
import { authHrefFor } from "@common/redirect-to";
import { profileUpdateSchema } from "@common/schemas/profile";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SessionUser } from "@server/auth/session";
import type { RequestContext } from "@server/context";
import { listConversations } from "@server/messages/list-conversations";
import { getMessageEmails, updateOwnProfile } from "@server/profiles/service";
import { listMyRentParties } from "@server/rent-parties/list-rent-parties";
import { data, redirect } from "react-router";
import { reply, replyError } from "~/lib/action-result.server";
import { pageMessages } from "~/lib/i18n.server";
import { UPDATE_FAILED } from "./dashboard-texts";

/**
 * The dashboards' gate: signed-out visitors go to sign in; a signed-in user of another role gets the
 * access-denied view (status 403). Returns the user when allowed.
 */
export function gateDashboard(
  context: RequestContext,
  role: RoleName,
  request: Request,
): { user: SessionUser } | { denied: true } {
  // Signed out: sign in, then come back here.
  if (!context.user) throw redirect(authHrefFor(request));
  if (context.user.role !== role) return { denied: true };
  return { user: context.user };
}

export function deniedResponse<T extends object>(extra: T) {
  return data({ denied: true as const, ...extra }, { status: 403 });
}

const INVALID_PHONE = { type: "error", title: "Invalid phone number", description: PHONE_MESSAGE } as const;

/** Handles the profile form that every dashboard shows (intent=profile). */
async function profileAction(context: RequestContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: profileUpdateSchema });
  // A field error (a blank name) shows under its field; only the phone has a toast of its own.
  if (submission.status !== "success")
    return reply(submission, { toast: submission.error?.phone ? INVALID_PHONE : undefined });
  try {
    await updateOwnProfile(context.deps.db, context.user, submission.payload);
  } catch (error) {
    return replyError(submission, error, {
      toast: (e) => (e.fieldErrors?.phone ? INVALID_PHONE : e.fieldErrors ? undefined : UPDATE_FAILED),
      unexpected: { logger: context.logger, message: UPDATE_FAILED.description, toast: UPDATE_FAILED },
    });
  }
  return reply(submission, { toast: { type: "success", title: "Profile updated" } });
}

/** What every dashboard shows, whatever the role: the profile card, My Rent Parties, the latest conversations. */
export async function loadDashboardCommon(context: RequestContext, user: SessionUser) {
  const [messageEmails, myRentParties, latestConversations] = await Promise.all([
    getMessageEmails(context.deps.db, user),
    listMyRentParties(context.deps.db, user),
    listConversations(context.deps.db, user, { limit: 5 }),
  ]);
  return {
    denied: false as const,
    profile: { fullName: user.fullName, email: user.email, phone: user.phone, messageEmails },
    myRentParties,
    latestConversations,
    now: new Date(),
    // My Rent Parties (its status badges and progress) is the Rent Party area's; the applications' statuses and next steps, the applications area's.
    messages: pageMessages(context.locale, "dashboard", "rentParty", "cards", "applications"),
  };
}

/** A dashboard's action: the profile form is the only one that posts to the dashboard itself. */
export async function dashboardAction(context: RequestContext, role: RoleName, request: Request) {
  const gate = gateDashboard(context, role, request);
  if ("denied" in gate) return deniedResponse({ ok: false as const });
  const formData = await request.formData();
  if (formData.get("intent") === "profile") return profileAction(context, formData);
  return deniedResponse({ ok: false as const });
}
