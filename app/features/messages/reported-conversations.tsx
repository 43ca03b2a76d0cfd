import type { MessageReportSummary } from "@server/reports/message-reports";
import { Form } from "react-router";
import { AdminNav } from "~/components/admin-nav";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** The admin review list of reported conversations: the messages, then dismiss, warn or suspend. */
export function ReportedConversations({ reports }: { reports: MessageReportSummary[] }) {
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <div>
        <AdminNav current="/admin/messages" />
        <h1 className="mt-2 text-3xl font-extrabold">Reported Messages</h1>
      </div>
      {reports.length === 0 ? <p className="text-slate-600">No reports.</p> : null}
      {reports.map((r) => (
        <article
          key={r.id}
          aria-labelledby={`report-${r.id}`}
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id={`report-${r.id}`} className="text-lg font-bold">
            {r.reporterName} reported {r.reportedName} ({r.reportedEmail})
          </h2>
          <p className="text-sm text-slate-600">
            Status: {r.status}
            {r.reportedSuspended ? " · messaging suspended" : ""} · Reason: {r.reason}
          </p>
          <ol aria-label="Reported conversation" className="mt-3 space-y-2">
            {r.messages.map((m) => (
              <li
                key={m.id}
                className={cn("rounded-lg px-3 py-2 text-sm", m.scam ? "bg-amber-50" : "bg-slate-50")}
              >
                <span className="font-semibold">{m.senderName}:</span> {m.text}
                {m.scam ? <span className="ml-2 font-semibold text-amber-900">(payment request)</span> : null}
              </li>
            ))}
          </ol>
          {r.status === "open" ? (
            <div className="mt-4 flex flex-wrap gap-2">
              {(
                [
                  ["dismiss", "Dismiss"],
                  ["warn", "Warn Account"],
                  ["suspend", "Suspend Messaging"],
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
                    {label}
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
