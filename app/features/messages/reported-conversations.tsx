import type { REPORT_STATUSES } from "@server/db/schema/messages";
import type { MessageReportSummary } from "@server/reports/message-reports";
import { Form } from "react-router";
import { AdminNav } from "~/components/admin-nav";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n";

/** The admin review list of reported conversations: the messages, then dismiss, warn or suspend. */
export function ReportedConversations({ reports }: { reports: MessageReportSummary[] }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <div>
        <AdminNav current="/admin/messages" />
        <h1 className="mt-2 text-3xl font-extrabold">{t("admin.messages.title")}</h1>
      </div>
      {reports.length === 0 ? <p className="text-slate-600">{t("admin.messages.empty")}</p> : null}
      {reports.map((r) => (
        <article
          key={r.id}
          aria-labelledby={`report-${r.id}`}
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id={`report-${r.id}`} className="text-lg font-bold">
            {t("admin.messages.heading", {
              reporter: r.reporterName,
              reported: r.reportedName,
              email: r.reportedEmail,
            })}
          </h2>
          <p className="text-sm text-slate-600">
            {t("admin.messages.status", {
              status: t(`admin.messages.status.${r.status as (typeof REPORT_STATUSES)[number]}`),
            })}
            {r.reportedSuspended ? t("admin.messages.suspended") : ""}
            {t("admin.messages.reason", { reason: r.reason })}
          </p>
          <ol aria-label={t("admin.messages.conversation")} className="mt-3 space-y-2">
            {r.messages.map((m) => (
              <li
                key={m.id}
                className={cn("rounded-lg px-3 py-2 text-sm", m.scam ? "bg-amber-50" : "bg-slate-50")}
              >
                <span className="font-semibold">{m.senderName}:</span> {m.text}
                {m.scam ? (
                  <span className="ml-2 font-semibold text-amber-900">{t("admin.messages.scam")}</span>
                ) : null}
              </li>
            ))}
          </ol>
          {r.status === "open" ? (
            <div className="mt-4 flex flex-wrap gap-2">
              {(
                [
                  ["dismiss", "admin.messages.dismiss"],
                  ["warn", "admin.messages.warn"],
                  ["suspend", "admin.messages.suspend"],
                ] as const
              ).map(([decision, label]) => (
                <Form method="post" key={decision}>
                  <input type="hidden" name="reportId" value={r.id} />
                  <input type="hidden" name="decision" value={decision} />
                  <Button
                    type="submit"
                    size="sm"
                    variant={decision === "suspend" ? "destructive" : "outline"}
                  >
                    {t(label)}
                  </Button>
                </Form>
              ))}
            </div>
          ) : null}
        </article>
      ))}
    </section>
  );
}
