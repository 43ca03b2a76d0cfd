import { formatDate } from "@common/format";
import verificationLimits from "@common/schemas/verification?limits";
import {
  VERIFICATION_DOCUMENT_OPTIONS,
  VERIFICATION_FILE_ACCEPT,
  VERIFICATION_IDENTITY_OPTIONS,
} from "@common/verification";
import { getFormProps, getSelectProps } from "@conform-to/react";
import type {
  getVerificationStatus,
  listOwnListingsForVerification,
  VerificationStatus,
} from "@server/verification/service";
import { Form, Link } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { Field, FormErrors, Input, Select } from "~/components/ui/field";
import { type ActionResult, formSchema, hintedInputProps, useSchemaForm } from "~/lib/forms";
import { useTimeZone } from "~/lib/time-zone";

const verificationRequestForm = formSchema(
  () => import("@common/schemas/verification"),
  "verificationRequestSchema",
  verificationLimits,
);

type VerificationStatusData = Awaited<ReturnType<typeof getVerificationStatus>>;

const STATUS_TEXT: Record<
  VerificationStatus,
  { badge: string; tone: "neutral" | "success" | "warning" | "info"; text: string }
> = {
  not_verified: {
    badge: "Not verified",
    tone: "neutral",
    text: 'Send a proof that you own or manage your property and your ID: once an admin approves it, your listings show the "Verified landlord" badge.',
  },
  pending: {
    badge: "Pending review",
    tone: "info",
    text: "Your documents are waiting for an admin's review. We will email you the decision.",
  },
  approved: {
    badge: "Verified landlord",
    tone: "success",
    text: 'Your listings show the "Verified landlord" badge.',
  },
  rejected: {
    badge: "Not approved",
    tone: "warning",
    text: "Your last request was not approved. You can send new documents.",
  },
  revoked: {
    badge: "Badge removed",
    tone: "warning",
    text: "An admin removed your badge. You can ask to be verified again with new documents.",
  },
};

/** The status line of landlord verification (dashboard panel and the verification page). */
export function VerificationStatusLine({ status }: { status: VerificationStatusData }) {
  const copy = STATUS_TEXT[status.status];
  const timeZone = useTimeZone();
  return (
    <div className="space-y-2" data-testid="verification-status">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-700">Status:</span>
        <Badge tone={copy.tone}>
          {status.status === "approved" ? <Icon name="badge-check" className="mr-1 size-4" /> : null}
          {copy.badge}
        </Badge>
        {status.since ? (
          <span className="text-sm text-slate-600">since {formatDate(status.since, timeZone)}</span>
        ) : null}
      </p>
      <p className="text-sm text-slate-700">{copy.text}</p>
      {status.reason ? (
        <p className="break-words rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Reason: {status.reason}
        </p>
      ) : null}
    </div>
  );
}

/** The landlord dashboard's "Get verified" panel: the status and a link to the form. */
export function GetVerifiedPanel({ status }: { status: VerificationStatusData }) {
  const canSubmit = status.status !== "pending";
  return (
    <Card className="p-5" role="region" aria-labelledby="get-verified-heading">
      <h2 id="get-verified-heading" className="text-xl font-bold">
        Get verified
      </h2>
      <div className="mt-3">
        <VerificationStatusLine status={status} />
      </div>
      <div className="mt-4">
        <Button asChild variant={canSubmit ? "primary" : "outline"}>
          <Link to="/landlord-dashboard/verification">
            {canSubmit
              ? status.status === "approved"
                ? "Verify more listings"
                : status.status === "not_verified"
                  ? "Get verified"
                  : "Send new documents"
              : "View your request"}
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/** The verification form: the proof and its kind, the ID and its kind, the listings it covers. */
export function VerificationForm({
  listings,
  lastResult,
}: {
  listings: Awaited<ReturnType<typeof listOwnListingsForVerification>>;
  lastResult?: ActionResult | null;
}) {
  const [form, fields] = useSchemaForm(verificationRequestForm, { id: "verification-form", lastResult });
  const listingError = fields.listingIds.errors?.[0];
  if (listings.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
        List a property first: verification covers your listings.{" "}
        <Link to="/list-property" className="font-medium text-brand-700 underline">
          List a New Property
        </Link>
      </p>
    );
  }
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-5" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">Proof of ownership or management</legend>
        <Field meta={fields.documentKind} label="Kind of document">
          <Select {...getSelectProps(fields.documentKind)}>
            <option value="">Choose...</option>
            {VERIFICATION_DOCUMENT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field meta={fields.document} label="Document file" hint="PDF, JPEG, PNG or WebP, up to 10 MB.">
          <Input {...hintedInputProps(fields.document, "file")} accept={VERIFICATION_FILE_ACCEPT} />
        </Field>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">Your identity</legend>
        <Field meta={fields.identityKind} label="Kind of identity document">
          <Select {...getSelectProps(fields.identityKind)}>
            <option value="">Choose...</option>
            {VERIFICATION_IDENTITY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field meta={fields.identity} label="Identity file" hint="PDF, JPEG, PNG or WebP, up to 10 MB.">
          <Input {...hintedInputProps(fields.identity, "file")} accept={VERIFICATION_FILE_ACCEPT} />
        </Field>
      </fieldset>
      <fieldset
        className="space-y-2"
        aria-describedby={listingError ? fields.listingIds.errorId : undefined}
        aria-invalid={listingError ? true : undefined}
      >
        <legend className="text-lg font-semibold">Listings this document covers</legend>
        {listings.map((l) => (
          <label key={l.id} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name={fields.listingIds.name}
              value={l.id}
              form={form.id}
              defaultChecked={(fields.listingIds.initialValue as string[] | string | undefined)?.includes(
                l.id,
              )}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>
              <span className="font-medium">{l.title}</span>{" "}
              <span className="text-slate-600">
                ({l.city}, {l.state})
              </span>
            </span>
          </label>
        ))}
        {listingError ? (
          <p id={fields.listingIds.errorId} role="alert" className="text-sm text-red-600">
            {listingError}
          </p>
        ) : null}
      </fieldset>
      <p className="text-sm text-slate-600">
        Only Affordable's admins see your documents. They are never shown on your listings.
      </p>
      <Button type="submit">Send for review</Button>
    </Form>
  );
}
