import {
  applicationDocumentPath,
  DOCUMENT_KINDS,
  INCOME_SOURCES,
  RENTER_DOCUMENT_ACCEPT,
} from "@common/application-profile";
import { formatDate } from "@common/format";
import applicationProfileLimits from "@common/schemas/application-profile?limits";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { listOwnDocuments } from "@server/applications/documents-service";
import type { getOwnProfile, listOwnProfileViews } from "@server/applications/profile-service";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FileInput, FormErrors, Input, Label, Select, Textarea } from "~/components/ui/field";
import { type ActionResult, formSchema, hintedInputProps, useSchemaForm } from "~/lib/forms";
import { useEnglishText, useLocale, useT } from "~/lib/i18n";
import { useTimeZone } from "~/lib/time-zone";

const profileForm = formSchema(
  () => import("@common/schemas/application-profile"),
  "applicationProfileSchema",
  applicationProfileLimits,
);
const uploadForm = formSchema(
  () => import("@common/schemas/application-profile"),
  "renterDocumentUploadSchema",
  applicationProfileLimits,
);
const deleteProfileForm = formSchema(
  () => import("@common/schemas/application-profile"),
  "applicationProfileDeleteSchema",
  applicationProfileLimits,
);

type Profile = Awaited<ReturnType<typeof getOwnProfile>>;
type Documents = Awaited<ReturnType<typeof listOwnDocuments>>;
type Views = Awaited<ReturnType<typeof listOwnProfileViews>>;

const asText = (value: number | string | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** The form's values from the saved profile (blank where nothing is saved). */
function defaultsOf(profile: Profile) {
  if (!profile) return { adults: "1", incomeSources: [] as string[] };
  return {
    adults: asText(profile.adults),
    children: asText(profile.children),
    monthlyIncome: asText(profile.monthlyIncome),
    incomeSources: [...profile.incomeSources],
    voucherAgency: asText(profile.voucherAgency),
    voucherBedrooms: asText(profile.voucherBedrooms),
    voucherExpiresOn: asText(profile.voucherExpiresOn),
    currentAddress: asText(profile.currentAddress),
    currentAddressDuration: asText(profile.currentAddressDuration),
    previousLandlordName: asText(profile.previousLandlordName),
    previousLandlordContact: asText(profile.previousLandlordContact),
    pets: asText(profile.pets),
    about: asText(profile.about),
  };
}

const fieldset = "space-y-4 rounded-xl border border-slate-200 p-4";
const legend = "px-1 text-lg font-semibold";
const purpose = "text-sm text-slate-600";

/** The profile form: every field says what it is for; only the adults are required. */
export function ApplicationProfileForm({
  profile,
  lastResult,
}: {
  profile: Profile;
  lastResult?: ActionResult;
}) {
  const t = useT();
  const errorText = useEnglishText("error");
  const [form, fields] = useSchemaForm(profileForm, {
    id: "application-profile",
    lastResult,
    // Conform reads a list for the checkboxes; its input type says one string.
    defaultValue: defaultsOf(profile) as unknown as Record<string, string>,
  });
  const chosen = fields.incomeSources.initialValue;
  const chosenSources = Array.isArray(chosen) ? chosen : chosen ? [chosen] : [];
  return (
    <Form method="post" className="space-y-6" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className={fieldset}>
        <legend className={legend}>{t("applicationProfile.household")}</legend>
        <p className={purpose}>{t("applicationProfile.household.purpose")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.adults} label={t("applicationProfile.adults")}>
            <Input {...getInputProps(fields.adults, { type: "number" })} inputMode="numeric" />
          </Field>
          <Field meta={fields.children} label={t("applicationProfile.children")}>
            <Input {...getInputProps(fields.children, { type: "number" })} inputMode="numeric" />
          </Field>
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t("applicationProfile.income")}</legend>
        <p className={purpose}>{t("applicationProfile.income.purpose")}</p>
        <Field
          meta={fields.monthlyIncome}
          label={t("applicationProfile.monthlyIncome")}
          hint={t("applicationProfile.monthlyIncome.hint")}
        >
          <Input {...hintedInputProps(fields.monthlyIncome, "number")} inputMode="numeric" />
        </Field>
        <fieldset aria-describedby={fields.incomeSources.errorId}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">
            {t("applicationProfile.incomeSources")}
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {INCOME_SOURCES.map((source) => (
              <label key={source} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={fields.incomeSources.name}
                  value={source}
                  defaultChecked={chosenSources.includes(source)}
                  className="size-4"
                />
                {t(`applicationProfile.source.${source}`)}
              </label>
            ))}
          </div>
          {fields.incomeSources.errors?.[0] ? (
            <p id={fields.incomeSources.errorId} className="mt-1 text-sm text-red-600" role="alert">
              {errorText(fields.incomeSources.errors[0])}
            </p>
          ) : null}
        </fieldset>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t("applicationProfile.voucher")}</legend>
        <p className={purpose}>{t("applicationProfile.voucher.purpose")}</p>
        <Field meta={fields.voucherAgency} label={t("applicationProfile.voucherAgency")}>
          <Input {...getInputProps(fields.voucherAgency, { type: "text" })} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.voucherBedrooms} label={t("applicationProfile.voucherBedrooms")}>
            <Input {...getInputProps(fields.voucherBedrooms, { type: "number" })} inputMode="numeric" />
          </Field>
          <Field meta={fields.voucherExpiresOn} label={t("applicationProfile.voucherExpiresOn")}>
            <Input {...getInputProps(fields.voucherExpiresOn, { type: "date" })} />
          </Field>
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t("applicationProfile.history")}</legend>
        <p className={purpose}>{t("applicationProfile.history.purpose")}</p>
        <Field meta={fields.currentAddress} label={t("applicationProfile.currentAddress")}>
          <Input {...getInputProps(fields.currentAddress, { type: "text" })} autoComplete="street-address" />
        </Field>
        <Field
          meta={fields.currentAddressDuration}
          label={t("applicationProfile.currentAddressDuration")}
          hint={t("applicationProfile.currentAddressDuration.hint")}
        >
          <Input {...hintedInputProps(fields.currentAddressDuration, "text")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.previousLandlordName} label={t("applicationProfile.previousLandlordName")}>
            <Input {...getInputProps(fields.previousLandlordName, { type: "text" })} />
          </Field>
          <Field
            meta={fields.previousLandlordContact}
            label={t("applicationProfile.previousLandlordContact")}
          >
            <Input {...getInputProps(fields.previousLandlordContact, { type: "text" })} />
          </Field>
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t("applicationProfile.aboutUs")}</legend>
        <Field
          meta={fields.pets}
          label={t("applicationProfile.pets")}
          hint={t("applicationProfile.pets.hint")}
        >
          <Input {...hintedInputProps(fields.pets, "text")} />
        </Field>
        <Field
          meta={fields.about}
          label={t("applicationProfile.about")}
          hint={t("applicationProfile.about.hint")}
        >
          <Textarea {...getTextareaProps(fields.about, { ariaDescribedBy: fields.about.descriptionId })} />
        </Field>
      </fieldset>
      <Button type="submit">{t("applicationProfile.save")}</Button>
    </Form>
  );
}

function sizeText(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The private documents: the list (open, delete) and the upload form. */
export function DocumentsPanel({
  documents,
  lastResult,
}: {
  documents: Documents;
  lastResult?: ActionResult;
}) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const [form, fields] = useSchemaForm(uploadForm, { id: "renter-document", lastResult });
  return (
    <Card className="space-y-4 p-5" role="region" aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="text-xl font-bold">
        {t("applicationProfile.documents")}
      </h2>
      <p className={purpose}>{t("applicationProfile.documents.purpose")}</p>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-600">{t("applicationProfile.documents.none")}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="renter-documents">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <a
                  href={applicationDocumentPath(document.id)}
                  className="break-all font-medium text-brand-700 underline"
                  target="_blank"
                  rel="noreferrer"
                >
                  {document.fileName}
                </a>
                <p className="text-sm text-slate-600">
                  {t(`applicationProfile.kind.${document.kind}`)} · {sizeText(document.sizeBytes)} ·{" "}
                  {formatDate(document.createdAt, timeZone, locale)}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="delete-document" />
                <input type="hidden" name="documentId" value={document.id} />
                <Button
                  type="submit"
                  variant="outline"
                  aria-label={t("applicationProfile.documents.deleteOne", { name: document.fileName })}
                >
                  {t("applicationProfile.documents.delete")}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" encType="multipart/form-data" className="space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="upload" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.kind} label={t("applicationProfile.documents.kind")}>
            <Select {...getSelectProps(fields.kind)}>
              <option value="">{t("applicationProfile.documents.choose")}</option>
              {DOCUMENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`applicationProfile.kind.${kind}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            meta={fields.file}
            label={t("applicationProfile.documents.file")}
            hint={t("applicationProfile.documents.fileHint")}
          >
            <FileInput
              {...getInputProps(fields.file, { type: "file", ariaDescribedBy: fields.file.descriptionId })}
              accept={RENTER_DOCUMENT_ACCEPT}
            />
          </Field>
        </div>
        <Button type="submit">{t("applicationProfile.documents.upload")}</Button>
      </Form>
    </Card>
  );
}

/** Who has opened the renter's application data: each listing's landlord, and when. */
export function ProfileViews({ views }: { views: Views }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  return (
    <Card className="space-y-3 p-5" role="region" aria-labelledby="views-heading">
      <h2 id="views-heading" className="text-xl font-bold">
        {t("applicationProfile.views")}
      </h2>
      {views.length === 0 ? (
        <p className="text-sm text-slate-600">{t("applicationProfile.views.none")}</p>
      ) : (
        <ul className="space-y-2 text-sm" data-testid="profile-views">
          {views.map((view) => (
            <li key={`${view.listingId}-${view.landlordName}`}>
              {t("applicationProfile.views.row", {
                landlord: view.landlordName,
                listing: view.listingTitle,
                date: formatDate(view.viewedAt, timeZone, locale),
              })}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Deletes the profile and every document at once, after a ticked box (works without JavaScript). */
export function DeleteProfilePanel({ lastResult }: { lastResult?: ActionResult }) {
  const t = useT();
  const errorText = useEnglishText("error");
  const [form, fields] = useSchemaForm(deleteProfileForm, { id: "delete-application-profile", lastResult });
  return (
    <Card className="space-y-3 p-5" role="region" aria-labelledby="delete-profile-heading">
      <h2 id="delete-profile-heading" className="text-xl font-bold">
        {t("applicationProfile.delete")}
      </h2>
      <p className={purpose}>{t("applicationProfile.delete.text")}</p>
      <Form method="post" className="space-y-3" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="delete-profile" />
        <div className="flex items-start gap-2">
          <input {...getInputProps(fields.confirm, { type: "checkbox" })} className="mt-1 size-4" />
          <Label htmlFor={fields.confirm.id} className="mb-0 font-normal">
            {t("applicationProfile.delete.confirm")}
          </Label>
        </div>
        {fields.confirm.errors?.[0] ? (
          <p id={fields.confirm.errorId} className="text-sm text-red-600" role="alert">
            {errorText(fields.confirm.errors[0])}
          </p>
        ) : null}
        <Button type="submit" variant="outline">
          {t("applicationProfile.delete.submit")}
        </Button>
      </Form>
    </Card>
  );
}
