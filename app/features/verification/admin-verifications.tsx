import { formatDate } from "@common/format";
import verificationLimits from "@common/schemas/verification?limits";
import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import type { listPendingRequests, listVerifiedLandlords } from "@server/verification/service";
import { useFetcher } from "react-router";
import { AdminQueue, AdminQueueCard } from "~/components/admin-queue";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FormErrors, Textarea } from "~/components/ui/field";
import { type ActionResult, formSchema, useSchemaForm } from "~/lib/forms";
import { useLocale, useT } from "~/lib/i18n";
import { useTimeZone } from "~/lib/time-zone";

const loadVerificationSchemas = () => import("@common/schemas/verification");
const verificationApproveForm = formSchema(
  loadVerificationSchemas,
  "verificationApproveSchema",
  verificationLimits,
);
const verificationRejectForm = formSchema(
  loadVerificationSchemas,
  "verificationRejectSchema",
  verificationLimits,
);
const verificationRevokeForm = formSchema(
  loadVerificationSchemas,
  "verificationRevokeSchema",
  verificationLimits,
);

type AdminVerificationRequest = Awaited<ReturnType<typeof listPendingRequests>>[number];
type VerifiedLandlord = Awaited<ReturnType<typeof listVerifiedLandlords>>[number];

/** The admin's verification queue: each pending request with its documents, Approve and Reject. */
export function VerificationQueue({ requests }: { requests: AdminVerificationRequest[] }) {
  const t = useT();
  return (
    <AdminQueue items={requests} empty={t("admin.verifications.empty")}>
      {(r) => <RequestCard request={r} />}
    </AdminQueue>
  );
}

function RequestCard({ request: r }: { request: AdminVerificationRequest }) {
  const headingId = `request-${r.id}`;
  const timeZone = useTimeZone();
  const t = useT();
  const locale = useLocale();
  return (
    <AdminQueueCard headingId={headingId} testId="verification-request">
      <div>
        <h3 id={headingId} className="text-lg font-bold leading-snug">
          {r.landlordName}
        </h3>
        <p className="break-all text-sm text-slate-600">{r.landlordEmail}</p>
        <p className="text-sm text-slate-600">
          {t("admin.verifications.sent", { date: formatDate(r.createdAt, timeZone, locale) })}
        </p>
      </div>
      <div>
        <h4 className="text-sm font-semibold">{t("admin.verifications.documents")}</h4>
        <ul className="mt-1 space-y-1 text-sm">
          <li>
            <a
              href={`/admin/verifications/${r.id}/document`}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-brand-700 underline"
            >
              {t("admin.verifications.view", { kind: t(`verification.document.${r.documentKind}`) })}
            </a>
          </li>
          <li>
            <a
              href={`/admin/verifications/${r.id}/identity`}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-brand-700 underline"
            >
              {t("admin.verifications.view", { kind: t(`verification.identity.${r.identityKind}`) })}
            </a>
          </li>
        </ul>
      </div>
      <div>
        <h4 className="text-sm font-semibold">{t("admin.verifications.listings")}</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
          {r.listings.map((l) => (
            <li key={l.id}>
              <a href={`/rentals/${l.id}`} className="underline">
                {l.title}
              </a>{" "}
              <span className="text-slate-600">
                ({l.city}, {l.state})
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-auto space-y-3 pt-2">
        <ApproveForm requestId={r.id} name={r.landlordName} />
        <RejectForm requestId={r.id} name={r.landlordName} />
      </div>
    </AdminQueueCard>
  );
}

function ApproveForm({ requestId, name }: { requestId: string; name: string }) {
  const t = useT();
  const fetcher = useFetcher<ActionResult>();
  const [form, fields] = useSchemaForm(verificationApproveForm, {
    id: `approve-${requestId}`,
    lastResult: fetcher.data,
    defaultValue: { requestId },
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="approve" />
      <input {...getInputProps(fields.requestId, { type: "hidden" })} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Button
        type="submit"
        className="w-full"
        disabled={fetcher.state !== "idle"}
        aria-label={t("admin.verifications.approveName", { name })}
      >
        {t("admin.verifications.approve")}
      </Button>
    </fetcher.Form>
  );
}

function RejectForm({ requestId, name }: { requestId: string; name: string }) {
  const t = useT();
  const fetcher = useFetcher<ActionResult>();
  const [form, fields] = useSchemaForm(verificationRejectForm, {
    id: `reject-${requestId}`,
    lastResult: fetcher.data,
    defaultValue: { requestId },
  });
  return (
    <fetcher.Form method="post" className="space-y-2 rounded-lg bg-slate-50 p-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="reject" />
      <input {...getInputProps(fields.requestId, { type: "hidden" })} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.reason} label={t("admin.verifications.rejectReason")}>
        <Textarea {...getTextareaProps(fields.reason)} rows={2} />
      </Field>
      <Button
        type="submit"
        variant="outline"
        className="w-full"
        disabled={fetcher.state !== "idle"}
        aria-label={t("admin.verifications.rejectName", { name })}
      >
        {t("admin.verifications.reject")}
      </Button>
    </fetcher.Form>
  );
}

/** Verified landlords, each with Revoke (a reason is required and emailed). */
export function VerifiedLandlords({ landlords }: { landlords: VerifiedLandlord[] }) {
  const timeZone = useTimeZone();
  const t = useT();
  const locale = useLocale();
  if (landlords.length === 0) {
    return <p className="text-slate-600">{t("admin.verifications.noneVerified")}</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {landlords.map((l) => (
        <li key={l.id}>
          <Card className="space-y-2 p-4" data-testid="verified-landlord">
            <p className="font-semibold">{l.fullName}</p>
            <p className="break-all text-sm text-slate-600">{l.email}</p>
            {l.verifiedAt ? (
              <p className="text-sm text-slate-600">
                {t("admin.verifications.verifiedOn", { date: formatDate(l.verifiedAt, timeZone, locale) })}
              </p>
            ) : null}
            <RevokeForm landlordId={l.id} name={l.fullName} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function RevokeForm({ landlordId, name }: { landlordId: string; name: string }) {
  const t = useT();
  const fetcher = useFetcher<ActionResult>();
  const [form, fields] = useSchemaForm(verificationRevokeForm, {
    id: `revoke-${landlordId}`,
    lastResult: fetcher.data,
    defaultValue: { landlordId },
  });
  return (
    <fetcher.Form method="post" className="space-y-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="revoke" />
      <input {...getInputProps(fields.landlordId, { type: "hidden" })} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.reason} label={t("admin.verifications.revokeReason")}>
        <Textarea {...getTextareaProps(fields.reason)} rows={2} />
      </Field>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={fetcher.state !== "idle"}
        aria-label={t("admin.verifications.revokeName", { name })}
      >
        {t("admin.verifications.revoke")}
      </Button>
    </fetcher.Form>
  );
}
