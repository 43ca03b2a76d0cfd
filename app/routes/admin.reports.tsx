import { listingReportDecisionSchema } from "@common/schemas/listing-report";
import { parseWithZod } from "@conform-to/zod/v4";
import { listOpenReports, pauseReportedListing, resolveReport } from "@server/reports/listing-reports";
import { data } from "react-router";
import { AdminNav } from "~/components/admin-nav";
import { ListingReportQueue } from "~/features/reports/admin-reports";
import { reply, replyError } from "~/lib/action-result.server";
import { requireAdminPage } from "~/lib/admin-page.server";
import type { ActionResult } from "~/lib/forms";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import type { Route } from "./+types/admin.reports";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Listing Reports | Admin | Affordable" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(context);
  return {
    reports: await listOpenReports(context.deps.db, admin),
    title: serverT(context.locale, "admin")("admin.reports.meta.title"),
    // The reasons' names are the Report this listing form's.
    messages: pageMessages(context.locale, "admin", "listings"),
  };
}

/** intent=pause: pause the listing, resolve its reports, email the landlord; intent=dismiss: resolve one. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "pause" && intent !== "dismiss") {
    return data<ActionResult>(
      { status: "error", toast: { type: "error", title: "Unknown action" } },
      { status: 400 },
    );
  }
  const failed = { type: "error", title: intent === "pause" ? "Error pausing" : "Error dismissing" } as const;
  const submission = parseWithZod(formData, { schema: listingReportDecisionSchema });
  if (submission.status !== "success") return reply(submission, { toast: failed });
  try {
    if (intent === "pause") await pauseReportedListing(context.deps, admin, submission.payload);
    else await resolveReport(context.deps, admin, submission.payload);
  } catch (error) {
    return replyError(submission, error, {
      toast: (e) => ({ ...failed, description: e.message }),
      unexpected: { logger: context.logger, message: failed.title },
    });
  }
  return reply(submission, {
    resetForm: true,
    toast: {
      type: "success",
      title: intent === "pause" ? "Listing paused and landlord notified" : "Report dismissed",
    },
  });
}

export default function AdminReportsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <div>
        <AdminNav current="/admin/reports" />
        <h1 className="mt-2 text-3xl font-extrabold">{t("admin.reports.title")}</h1>
        <p className="mt-1 text-slate-600">
          {t("admin.reports.summary", { count: loaderData.reports.length })}
        </p>
      </div>
      <ListingReportQueue reports={loaderData.reports} />
    </section>
  );
}
