import { landlordAnswerSchema } from "@common/schemas/rent-party";
import { parseWithZod } from "@conform-to/zod/v4";
import { isAppError } from "@server/errors";
import { answerLandlordLink } from "@server/rent-parties/answer-landlord-link";
import { getLandlordLink } from "@server/rent-parties/read-landlord-link";
import { data } from "react-router";
import {
  LandlordAnswered,
  LandlordConfirm,
  LandlordLinkProblem,
} from "~/features/rent-parties/landlord-confirm";
import { reply, replyError } from "~/lib/action-result.server";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/landlord-confirm.$token";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "Confirm a Rent Party | Affordable" },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

/** The landlord's private link (no account): the campaign's facts, or why the link can't be used. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = {
    title: serverT(context.locale, "rentParty", "cards")("rentParty.meta.landlordConfirm"),
    messages: pageMessages(context.locale, "rentParty", "cards"),
  };
  try {
    return { ...page, link: await getLandlordLink(context.deps.db, params.token), problem: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ ...page, link: null, problem: error.message }, { status: error.status });
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: landlordAnswerSchema });
  if (submission.status !== "success") return reply(submission);
  try {
    const result = await answerLandlordLink(context.deps, params.token, submission.payload);
    return { ...reply(submission, { resetForm: true }).data, answered: result.decision };
  } catch (error) {
    return replyError(submission, error);
  }
}

export default function LandlordConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && "answered" in actionData && actionData.answered) {
    return <LandlordAnswered decision={actionData.answered} />;
  }
  if (!loaderData.link) return <LandlordLinkProblem message={loaderData.problem ?? ""} />;
  return <LandlordConfirm link={loaderData.link} lastResult={actionData ?? undefined} />;
}
