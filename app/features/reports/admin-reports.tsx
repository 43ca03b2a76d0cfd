import { formatDateTime } from "@common/format";
import { reportReasonLabel } from "@common/listing-report";
import listingReportLimits from "@common/schemas/listing-report?limits";
import { getFormProps, getInputProps } from "@conform-to/react";
import type { OpenListingReport } from "@server/reports/listing-reports";
import { useFetcher } from "react-router";
import { AdminQueue, AdminQueueCard } from "~/components/admin-queue";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { type ActionResult, formSchema, useSchemaForm } from "~/lib/forms";
import { useTimeZone } from "~/lib/time-zone";

const listingReportDecisionForm = formSchema(
  () => import("@common/schemas/listing-report"),
  "listingReportDecisionSchema",
  listingReportLimits,
);

/** The admin's queue of open listing reports, newest first: Pause listing and notify landlord, or Dismiss. */
export function ListingReportQueue({ reports }: { reports: OpenListingReport[] }) {
  return (
    <AdminQueue items={reports} empty="No open reports.">
      {(r) => <ReportCard report={r} />}
    </AdminQueue>
  );
}

function ReportCard({ report: r }: { report: OpenListingReport }) {
  const headingId = `report-${r.id}`;
  const timeZone = useTimeZone();
  return (
    <AdminQueueCard headingId={headingId} testId="listing-report">
      <div>
        <h3 id={headingId} className="text-lg font-bold leading-snug">
          <a href={`/rentals/${r.listingId}`} className="underline">
            {r.listingTitle || "Untitled Property"}
          </a>
        </h3>
        <p className="text-sm text-slate-600">
          Landlord: {r.landlordName ?? "Unknown"}
          {r.listingStatus === "paused" ? " · listing paused" : ""}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">Reason</dt>
        <dd>{reportReasonLabel(r.reason)}</dd>
        <dt className="font-semibold">Details</dt>
        <dd className="whitespace-pre-line break-words">{r.details || "None given"}</dd>
        <dt className="font-semibold">Reporter</dt>
        <dd>{r.reporterName ?? "Visitor"}</dd>
        <dt className="font-semibold">Reported</dt>
        <dd>
          <time dateTime={r.createdAt.toISOString()}>{formatDateTime(r.createdAt, timeZone)}</time>
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
  const fetcher = useFetcher<ActionResult>();
  const [form, fields] = useSchemaForm(listingReportDecisionForm, {
    id: `${intent}-${reportId}`,
    lastResult: fetcher.data,
    defaultValue: { reportId },
  });
  const label = intent === "pause" ? "Pause listing and notify landlord" : "Dismiss";
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
        aria-label={intent === "pause" ? `${label}: ${title}` : `Dismiss the report on ${title}`}
      >
        {label}
      </Button>
    </fetcher.Form>
  );
}
