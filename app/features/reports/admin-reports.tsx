import { formatDateTime } from "@common/format";
import listingReportLimits from "@common/schemas/listing-report?limits";
import { getFormProps, getInputProps } from "@conform-to/react";
import type { OpenListingReport } from "@server/reports/listing-reports";
import { useFetcher } from "react-router";
import { AdminQueue, AdminQueueCard } from "~/components/admin-queue";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { type ActionResult, formSchema, useSchemaForm } from "~/lib/forms";
import { useLocale, useT } from "~/lib/i18n";
import { useTimeZone } from "~/lib/time-zone";

const listingReportDecisionForm = formSchema(
  () => import("@common/schemas/listing-report"),
  "listingReportDecisionSchema",
  listingReportLimits,
);

/** The admin's queue of open listing reports, newest first: Pause listing and notify landlord, or Dismiss. */
export function ListingReportQueue({ reports }: { reports: OpenListingReport[] }) {
  const t = useT();
  return (
    <AdminQueue items={reports} empty={t("admin.reports.empty")}>
      {(r) => <ReportCard report={r} />}
    </AdminQueue>
  );
}

function ReportCard({ report: r }: { report: OpenListingReport }) {
  const headingId = `report-${r.id}`;
  const timeZone = useTimeZone();
  const t = useT();
  const locale = useLocale();
  return (
    <AdminQueueCard headingId={headingId} testId="listing-report">
      <div>
        <h3 id={headingId} className="text-lg font-bold leading-snug">
          <a href={`/rentals/${r.listingId}`} className="underline">
            {r.listingTitle || t("admin.reports.untitled")}
          </a>
        </h3>
        <p className="text-sm text-slate-600">
          {t("admin.reports.landlord", { name: r.landlordName ?? t("admin.reports.unknown") })}
          {r.listingStatus === "paused" ? t("admin.reports.paused") : ""}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">{t("admin.reports.reason")}</dt>
        <dd>{t(`listings.report.reason.${r.reason}`)}</dd>
        <dt className="font-semibold">{t("admin.reports.details")}</dt>
        <dd className="whitespace-pre-line break-words">{r.details || t("admin.reports.noDetails")}</dd>
        <dt className="font-semibold">{t("admin.reports.reporter")}</dt>
        <dd>{r.reporterName ?? t("admin.reports.visitor")}</dd>
        <dt className="font-semibold">{t("admin.reports.reported")}</dt>
        <dd>
          <time dateTime={r.createdAt.toISOString()}>{formatDateTime(r.createdAt, timeZone, locale)}</time>
        </dd>
      </dl>
      <div className="mt-auto grid gap-2 pt-2 sm:grid-cols-2">
        <DecisionForm reportId={r.id} intent="pause" title={r.listingTitle} />
        <DecisionForm reportId={r.id} intent="dismiss" title={r.listingTitle} />
      </div>
    </AdminQueueCard>
  );
}

function DecisionForm({
  reportId,
  intent,
  title,
}: {
  reportId: string;
  intent: "pause" | "dismiss";
  title: string;
}) {
  const t = useT();
  const fetcher = useFetcher<ActionResult>();
  const [form, fields] = useSchemaForm(listingReportDecisionForm, {
    id: `${intent}-${reportId}`,
    lastResult: fetcher.data,
    defaultValue: { reportId },
  });
  const label = intent === "pause" ? t("admin.reports.pause") : t("admin.reports.dismiss");
  return (
    <fetcher.Form method="post" action="/admin/reports" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <input {...getInputProps(fields.reportId, { type: "hidden" })} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Button
        type="submit"
        variant={intent === "pause" ? "destructive" : "outline"}
        size="block"
        className="w-full"
        disabled={fetcher.state !== "idle"}
        aria-label={
          intent === "pause"
            ? t("admin.reports.pauseTitle", { title })
            : t("admin.reports.dismissTitle", { title })
        }
      >
        {label}
      </Button>
    </fetcher.Form>
  );
}
