import { LISTING_REPORT_REASON_OPTIONS } from "@common/listing-report";
import listingReportLimits from "@common/schemas/listing-report?limits";
import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, Select, Textarea } from "~/components/ui/field";
import { type ActionResult, formSchema, useSchemaForm } from "~/lib/forms";
import { useT } from "~/lib/i18n";

const listingReportForm = formSchema(
  () => import("@common/schemas/listing-report"),
  "listingReportSchema",
  listingReportLimits,
);

/**
 * "Report this listing": a disclosure with the reason and optional details, for anyone, signed in
 * or not. A plain post (intent=report) without JavaScript: the page then opens the disclosure on its answer.
 */
export function ReportListing({ listingId, pageResult }: { listingId: string; pageResult?: ActionResult }) {
  const t = useT();
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.data ?? pageResult;
  const [form, fields] = useSchemaForm(listingReportForm, {
    id: "report-listing",
    lastResult: result,
  });
  const sending = fetcher.state !== "idle";
  const sent = result?.status === "success";

  // Sent with JavaScript: empty the form once per answer (the thanks stays above it).
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || answer?.status !== "success" || handled.current === answer) return;
    handled.current = answer;
    form.reset();
  }, [fetcher.state, fetcher.data, form]);
  return (
    <details className="group rounded-xl border border-slate-200 bg-white p-4" open={Boolean(pageResult)}>
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-slate-700">
        <Icon name="flag" className="size-4" /> {t("listings.report.open")}
      </summary>
      <fetcher.Form
        method="post"
        action={`/rentals/${listingId}`}
        className="mt-3 space-y-3"
        {...getFormProps(form)}
      >
        <input type="hidden" name="intent" value="report" />
        {sent ? (
          <p role="status" className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
            {t("listings.report.thanks")}
          </p>
        ) : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.reason} label={t("listings.report.reason")}>
          <Select {...getSelectProps(fields.reason)}>
            <option value="">{t("listings.report.chooseReason")}</option>
            {LISTING_REPORT_REASON_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(`listings.report.reason.${o.value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field meta={fields.details} label={t("listings.report.details")}>
          <Textarea {...getTextareaProps(fields.details)} rows={3} />
        </Field>
        <Button type="submit" variant="outline" className="w-full" disabled={sending}>
          {sending ? t("listings.sending") : t("listings.report.send")}
        </Button>
      </fetcher.Form>
    </details>
  );
}
