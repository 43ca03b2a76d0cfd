import { homeTimeZone } from "@common/application-answers";
import { type ApplicationStatus, allowedMoves } from "@common/application-rules";
import { authHrefFor } from "@common/redirect-to";
import { declineSchema, viewingProposalSchema } from "@common/schemas/application-answer";
import { isUuid } from "@common/schemas/id";
import { parseWithZod } from "@conform-to/zod/v4";
import { moveApplication, readApplicationForLandlord } from "@server/applications/application-service";
import { isAppError } from "@server/errors";
import { data, redirect } from "react-router";
import { ApplicationReview, type ReviewData } from "~/features/applications/application-review";
import { AccessDenied } from "~/features/dashboard/access-denied";
import { reply, replyError } from "~/lib/action-result.server";
import { redirectWithToast } from "~/lib/flash.server";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/landlord-dashboard_.applications.$id";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData && "title" in loaderData ? loaderData.title : "Application | Affordable" },
  { name: "robots", content: "noindex" },
];

/**
 * The landlord's review of one application to their own listing (anyone else: 404, the same answer as a
 * missing one). Opening a new application marks it viewed.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { user, deps } = context;
  if (!user) throw redirect(authHrefFor(request));
  if (user.role !== "landlord") return data({ denied: true as const }, { status: 403 });
  try {
    const row = await readApplicationForLandlord(deps, user, params.id);
    const status = row.status as ApplicationStatus;
    const review: ReviewData = {
      id: row.id,
      status,
      renterName: row.renterName,
      listingId: row.listingId,
      listingTitle: row.listingTitle,
      moveInDate: row.moveInDate,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      profile: (row.profileSnapshot ?? null) as ReviewData["profile"],
      viewingAt: row.viewingAt?.toISOString() ?? null,
      viewingPlace: row.viewingPlace,
      declineReason: row.declineReason,
      declineNote: row.declineNote,
    };
    return {
      denied: false as const,
      review,
      homeTimeZone: homeTimeZone(row.listingState),
      moves: allowedMoves(status, "landlord").filter((m) => m !== "view"),
      title: serverT(context.locale, "applications")("applications.meta.title"),
      messages: pageMessages(context.locale, "applications"),
    };
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}

const DONE = {
  propose_viewing: "Viewing proposed",
  approve: "Application approved",
  decline: "Application declined",
} as const;

/** intent=propose_viewing | approve | decline: the landlord's answer, then the page again with a toast. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!context.user) throw redirect(authHrefFor(request));
  if (context.user.role !== "landlord") return data({ status: "error" as const }, { status: 403 });
  // The page's own address is where the answer goes back to: only an application's id makes one.
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "propose_viewing" && intent !== "approve" && intent !== "decline") {
    return data({ status: "error" as const }, { status: 400 });
  }
  const here = `/landlord-dashboard/applications/${params.id}`;
  const schema =
    intent === "propose_viewing" ? viewingProposalSchema : intent === "decline" ? declineSchema : null;
  const submission = schema ? parseWithZod(formData, { schema }) : null;
  if (submission && submission.status !== "success") return reply(submission);
  try {
    await moveApplication(context.deps, context.user, params.id, intent, submission?.payload);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "UNAUTHENTICATED") throw redirect(authHrefFor(request));
    if (submission && error.fieldErrors) return replyError(submission, error);
    return redirectWithToast(context, here, { type: "error", title: error.message });
  }
  return redirectWithToast(context, here, {
    type: "success",
    title: DONE[intent],
    description: "The renter will get an email.",
  });
}

export default function ReviewApplication({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.denied) {
    return <AccessDenied message="Access Denied: This dashboard is only available to landlords." />;
  }
  return (
    <ApplicationReview
      review={loaderData.review}
      homeTimeZone={loaderData.homeTimeZone}
      moves={loaderData.moves}
      result={actionData && "initialValue" in actionData ? actionData : undefined}
    />
  );
}
