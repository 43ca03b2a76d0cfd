import verificationLimits from "@common/schemas/verification?limits";
import {
  VERIFICATION_DOCUMENT_OPTIONS,
  VERIFICATION_FILE_ACCEPT,
  VERIFICATION_IDENTITY_OPTIONS,
} from "@common/verification";
import { getFormProps, getSelectProps } from "@conform-to/react";
import type { listOwnListingsForVerification } from "@server/verification/service";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, Input, Select } from "~/components/ui/field";
import { type ActionResult, formSchema, hintedInputProps, useSchemaForm } from "~/lib/forms";
import { useEnglishText, useT } from "~/lib/i18n";

const verificationRequestForm = formSchema(
  () => import("@common/schemas/verification"),
  "verificationRequestSchema",
  verificationLimits,
);

/** The verification form: the proof and its kind, the ID and its kind, the listings it covers. */
export function VerificationForm({
  listings,
  lastResult,
}: {
  listings: Awaited<ReturnType<typeof listOwnListingsForVerification>>;
  lastResult?: ActionResult | null;
}) {
  const t = useT();
  const say = useEnglishText("error");
  const [form, fields] = useSchemaForm(verificationRequestForm, { id: "verification-form", lastResult });
  const listingError = fields.listingIds.errors?.[0];
  if (listings.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
        {t("verification.form.noListings")}{" "}
        <Link to="/list-property" className="font-medium text-brand-700 underline">
          {t("verification.form.listProperty")}
        </Link>
      </p>
    );
  }
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-5" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">{t("verification.form.proof")}</legend>
        <Field meta={fields.documentKind} label={t("verification.form.documentKind")}>
          <Select {...getSelectProps(fields.documentKind)}>
            <option value="">{t("verification.form.choose")}</option>
            {VERIFICATION_DOCUMENT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(`verification.document.${o.value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          meta={fields.document}
          label={t("verification.form.documentFile")}
          hint={t("verification.form.fileHint")}
        >
          <Input {...hintedInputProps(fields.document, "file")} accept={VERIFICATION_FILE_ACCEPT} />
        </Field>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">{t("verification.form.identity")}</legend>
        <Field meta={fields.identityKind} label={t("verification.form.identityKind")}>
          <Select {...getSelectProps(fields.identityKind)}>
            <option value="">{t("verification.form.choose")}</option>
            {VERIFICATION_IDENTITY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(`verification.identity.${o.value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          meta={fields.identity}
          label={t("verification.form.identityFile")}
          hint={t("verification.form.fileHint")}
        >
          <Input {...hintedInputProps(fields.identity, "file")} accept={VERIFICATION_FILE_ACCEPT} />
        </Field>
      </fieldset>
      <fieldset
        className="space-y-2"
        aria-describedby={listingError ? fields.listingIds.errorId : undefined}
        aria-invalid={listingError ? true : undefined}
      >
        <legend className="text-lg font-semibold">{t("verification.form.listings")}</legend>
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
            {say(listingError)}
          </p>
        ) : null}
      </fieldset>
      <p className="text-sm text-slate-600">{t("verification.form.privacy")}</p>
      <Button type="submit">{t("verification.form.submit")}</Button>
    </Form>
  );
}
