import { publicCampaignTitle } from "@common/format";
import { LANGUAGE_NAMES, LOCALES } from "@common/i18n";
import rentPartyLimits from "@common/schemas/rent-party?limits";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, Input, Select, Textarea } from "~/components/ui/field";
import { UsStateOptions } from "~/components/ui/us-state-options";
import { type ActionResult, formSchema, hintedInputProps, useSchemaForm } from "~/lib/forms";
import { useLocale, useT } from "~/lib/i18n";

const rentPartyCreateForm = formSchema(
  () => import("@common/schemas/rent-party"),
  "rentPartyCreateSchema",
  rentPartyLimits,
);

/** Start a Rent Party: checked with the shared schema in the browser, and again by the server. */
export function StartRentPartyForm({
  lastResult,
  firstName,
  defaultState,
}: {
  lastResult?: ActionResult;
  /** The signed-in renter's first name, for "{first name}'s Campaign". */
  firstName: string | null;
  /** The state chosen on the public-help step. */
  defaultState?: string;
}) {
  const t = useT();
  const locale = useLocale();
  // Field ids are `rp-${name}`: rp-title, rp-goalAmount, ...
  const [form, fields] = useSchemaForm(rentPartyCreateForm, {
    id: "rp",
    lastResult,
    // The landlord's language starts as the page's.
    defaultValue: { landlordLocale: locale, ...(defaultState ? { state: defaultState } : {}) },
  });
  const titleValue = typeof fields.title.value === "string" ? fields.title.value : "";
  const useName = fields.useFirstName.value === "on";
  const preview = publicCampaignTitle(
    { title: titleValue, headlineName: useName ? firstName : null },
    locale,
  );
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";

  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.title} label={t("rentParty.form.title")}>
        <Input
          {...getInputProps(fields.title, { type: "text" })}
          placeholder={t("rentParty.form.titlePlaceholder")}
        />
      </Field>
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" aria-live="polite">
        {t("rentParty.form.headline")} <strong data-testid="title-preview">{preview}</strong>
        {titleValue.trim() ? (
          <span className="block text-slate-600">
            {t("rentParty.form.subtitle", { title: titleValue.trim() })}
          </span>
        ) : null}
      </p>
      {firstName ? (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            {...getInputProps(fields.useFirstName, { type: "checkbox", value: "on" })}
            className="size-4"
          />
          {t("rentParty.form.useFirstName", {
            headline: publicCampaignTitle({ title: titleValue, headlineName: firstName }, locale),
          })}
        </label>
      ) : null}
      <Field meta={fields.story} label={t("rentParty.form.story")} hint={t("rentParty.form.storyHint")}>
        <Textarea
          {...getTextareaProps(fields.story, { ariaDescribedBy: fields.story.descriptionId })}
          rows={7}
        />
      </Field>
      <Field meta={fields.goalAmount} label={t("rentParty.form.goal")}>
        <Input {...getInputProps(fields.goalAmount, { type: "number" })} inputMode="decimal" />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.city} label={t("rentParty.form.city")}>
          <Input {...getInputProps(fields.city, { type: "text" })} autoComplete="address-level2" />
        </Field>
        <Field meta={fields.state} label={t("rentParty.form.state")}>
          <Select {...getSelectProps(fields.state)} autoComplete="address-level1">
            <UsStateOptions blank={t("rentParty.help.chooseState")} />
          </Select>
        </Field>
      </div>
      <fieldset className="space-y-5 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t("rentParty.form.landlord")}</legend>
        <Field meta={fields.landlordName} label={t("rentParty.form.landlordName")}>
          <Input {...getInputProps(fields.landlordName, { type: "text" })} autoComplete="off" />
        </Field>
        <Field meta={fields.landlordEmail} label={t("rentParty.form.landlordEmail")}>
          <Input {...getInputProps(fields.landlordEmail, { type: "email" })} autoComplete="off" />
        </Field>
        <Field
          meta={fields.landlordPhone}
          label={t("rentParty.form.landlordPhone")}
          hint={t("rentParty.form.phoneHint")}
        >
          <Input {...hintedInputProps(fields.landlordPhone, "tel")} autoComplete="off" />
        </Field>
        <Field
          meta={fields.landlordLocale}
          label={t("rentParty.form.landlordLocale")}
          hint={t("rentParty.form.landlordLocaleHint")}
        >
          <Select
            {...getSelectProps(fields.landlordLocale, {
              ariaDescribedBy: fields.landlordLocale.descriptionId,
            })}
          >
            {LOCALES.map((value) => (
              <option key={value} value={value} lang={value}>
                {LANGUAGE_NAMES[value]}
              </option>
            ))}
          </Select>
        </Field>
      </fieldset>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? t("rentParty.form.submitting") : t("rentParty.form.submit")}
      </Button>
    </Form>
  );
}
