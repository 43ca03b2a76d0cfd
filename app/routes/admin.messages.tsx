import { reportDecisionSchema } from "@common/schemas/message";
import { parseWithZod } from "@conform-to/zod/v4";
import { decideMessageReport, listMessageReports } from "@server/reports/message-reports";
import { ReportedConversations } from "~/features/messages/reported-conversations";
import { reply, replyError } from "~/lib/action-result.server";
import { requireAdminPage } from "~/lib/admin-page.server";
import { redirectWithToast } from "~/lib/flash.server";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/admin.messages";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Reported Messages | Affordable" },
  { name: "robots", content: "noindex" },
];

/** Reported conversations: an admin sees a conversation only through a report. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context);
  return {
    reports: await listMessageReports(context.deps.db, admin),
    title: serverT(context.locale, "admin")("admin.messages.meta.title"),
    messages: pageMessages(context.locale, "admin"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context);
  const submission = parseWithZod(await request.formData(), { schema: reportDecisionSchema });
  if (submission.status !== "success") return reply(submission);
  try {
    const { status } = await decideMessageReport(context.deps, admin, submission.payload);
    return redirectWithToast(context, "/admin/messages", { type: "success", title: `Report ${status}` });
  } catch (error) {
    return replyError(submission, error, { toast: (e) => ({ type: "error", title: e.message }) });
  }
}

export default function AdminMessagesRoute({ loaderData }: Route.ComponentProps) {
  return <ReportedConversations reports={loaderData.reports} />;
}
