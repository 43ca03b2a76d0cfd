import {
  ACCESSIBILITY_FEATURES,
  type AccessibilityFeature,
  DEFAULT_COUNTRY,
  LAUNDRY_OPTIONS,
  LEASE_LENGTHS,
  LISTING_COUNTRIES,
  PARKING_OPTIONS,
  PET_POLICIES,
  UTILITIES,
  type Utility,
} from "@common/listing-form";
import { UNITED_STATES } from "@common/location";
import { MAX_PHOTOS_PER_LISTING } from "@common/photos";
import type { LISTING_FORM_DEFAULTS } from "@common/schemas/listing-form";
import listingFormLimits from "@common/schemas/listing-form?limits";
import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FormErrors, Input, Select, Textarea } from "~/components/ui/field";
import { UsStateOptions } from "~/components/ui/us-state-options";
import { type ActionResult, formSchema, hintedInputProps, useSchemaForm } from "~/lib/forms";
import { useEnglishText, useT } from "~/lib/i18n";
import { FmrHint } from "./fmr-hint";
import { PhotoFileInput } from "./photo-manager";

const listingFormForm = formSchema(
  () => import("@common/schemas/listing-form"),
  "listingFormSchema",
  listingFormLimits,
);

export type ListingFormValues = typeof LISTING_FORM_DEFAULTS;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <fieldset>
        <legend className="text-lg font-bold">{title}</legend>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
      </fieldset>
    </Card>
  );
}

/** A set of checkboxes with one name (utilities, accessibility), in a fieldset with its legend and error. */
function ChoiceSet({
  meta,
  legend,
  options,
  labelOf,
}: {
  meta: Parameters<typeof getCollectionProps>[0];
  legend: string;
  options: readonly string[];
  labelOf: (value: string) => string;
}) {
  const errorText = useEnglishText("error");
  const error = meta.errors?.[0];
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? meta.errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-900">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {getCollectionProps(meta, { type: "checkbox", options: [...options] }).map((props) => (
          <label key={props.key} className="flex items-center gap-2 text-sm">
            <input {...props} key={undefined} className="size-4 accent-brand-600" />
            {labelOf(props.value)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-600" role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The list-property form (create and edit): Property Details, Location, Pricing, Additional
 * Options. Checked in the browser with the schema the server uses (its field names are the inputs'),
 * then posted to the page action, with or without JavaScript.
 */
export function ListingForm({
  initial,
  lastResult,
  editingId,
}: {
  initial: ListingFormValues;
  lastResult?: ActionResult;
  editingId?: string;
}) {
  // Field ids are `listing-${name}`: listing-title, listing-price, ...
  const [form, fields] = useSchemaForm(listingFormForm, {
    id: "listing",
    lastResult,
    // The sets (utilities, accessibility) start as arrays of ticked values, which Conform's string-only
    // default type does not describe.
    defaultValue: initial as never,
  });
  const t = useT();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";

  return (
    <Form
      method="post"
      // A new listing carries its photos; an edit's photos are managed on the photo page.
      encType={editingId ? undefined : "multipart/form-data"}
      className="space-y-6"
      {...getFormProps(form)}
    >
      {editingId ? <input type="hidden" name="listingId" value={editingId} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Section title={t("listingForm.section.details")}>
        <div className="sm:col-span-2">
          <Field meta={fields.title} label={t("listingForm.title")}>
            <Input
              {...getInputProps(fields.title, { type: "text" })}
              placeholder={t("listingForm.titlePlaceholder")}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field meta={fields.description} label={t("listingForm.description")}>
            <Textarea {...getTextareaProps(fields.description)} rows={5} />
          </Field>
        </div>
        <Field meta={fields.bedrooms} label={t("listingForm.bedrooms")} hint={t("listingForm.bedroomsHint")}>
          <Input {...hintedInputProps(fields.bedrooms, "number")} inputMode="numeric" />
        </Field>
        <Field meta={fields.bathrooms} label={t("listingForm.bathrooms")}>
          <Input {...getInputProps(fields.bathrooms, { type: "number" })} inputMode="decimal" />
        </Field>
      </Section>

      <Section title={t("listingForm.section.location")}>
        <Field meta={fields.country} label={t("listingForm.country")}>
          <Select {...getSelectProps(fields.country)}>
            {LISTING_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`listingForm.country.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
        {/* A select of the 50 states for the United States (valued by code), free text elsewhere. */}
        {(fields.country.value ?? DEFAULT_COUNTRY) === UNITED_STATES ? (
          <Field key="us-state" meta={fields.state} label={t("listingForm.state")}>
            <Select {...getSelectProps(fields.state)} autoComplete="address-level1">
              <UsStateOptions blank={t("listingForm.selectState")} />
            </Select>
          </Field>
        ) : (
          <Field key="region" meta={fields.state} label={t("listingForm.stateProvince")}>
            <Input {...getInputProps(fields.state, { type: "text" })} autoComplete="address-level1" />
          </Field>
        )}
        <Field meta={fields.city} label={t("listingForm.city")}>
          <Input {...getInputProps(fields.city, { type: "text" })} autoComplete="address-level2" />
        </Field>
        <Field meta={fields.zipCode} label={t("listingForm.zipCode")}>
          <Input {...getInputProps(fields.zipCode, { type: "text" })} autoComplete="postal-code" />
        </Field>
        <Field
          meta={fields.addressLine}
          label={t("listingForm.addressLine")}
          hint={t("listingForm.addressLineHint")}
        >
          <Input {...hintedInputProps(fields.addressLine, "text")} autoComplete="address-line1" />
        </Field>
        <Field meta={fields.unit} label={t("listingForm.unit")}>
          <Input {...getInputProps(fields.unit, { type: "text" })} autoComplete="address-line2" />
        </Field>
        <div className="sm:col-span-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              {...getInputProps(fields.showExactAddress, {
                type: "checkbox",
                ariaDescribedBy: fields.showExactAddress.descriptionId,
              })}
              className="size-4 accent-brand-600"
            />
            {t("listingForm.showExactAddress")}
          </label>
          <p id={fields.showExactAddress.descriptionId} className="mt-1 text-sm text-slate-500">
            {t("listingForm.showExactAddressHint")}
          </p>
        </div>
      </Section>

      <Section title={t("listingForm.section.facts")}>
        <Field
          meta={fields.availableFrom}
          label={t("listingForm.availableFrom")}
          hint={t("listingForm.availableFromHint")}
        >
          <Input {...hintedInputProps(fields.availableFrom, "date")} />
        </Field>
        <Field meta={fields.leaseLength} label={t("listingForm.leaseLength")}>
          <Select {...getSelectProps(fields.leaseLength)}>
            <option value="">{t("listingForm.notStated")}</option>
            {LEASE_LENGTHS.map((v) => (
              <option key={v} value={v}>
                {t(`listingFacts.lease.${v}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field meta={fields.pets} label={t("listingForm.pets")}>
          <Select {...getSelectProps(fields.pets)}>
            {PET_POLICIES.map((v) => (
              <option key={v} value={v}>
                {t(`listingFacts.pets.${v}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field meta={fields.parking} label={t("listingForm.parking")}>
          <Select {...getSelectProps(fields.parking)}>
            <option value="">{t("listingForm.notStated")}</option>
            {PARKING_OPTIONS.map((v) => (
              <option key={v} value={v}>
                {t(`listingFacts.parking.${v}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field meta={fields.laundry} label={t("listingForm.laundry")}>
          <Select {...getSelectProps(fields.laundry)}>
            <option value="">{t("listingForm.notStated")}</option>
            {LAUNDRY_OPTIONS.map((v) => (
              <option key={v} value={v}>
                {t(`listingFacts.laundry.${v}`)}
              </option>
            ))}
          </Select>
        </Field>
        <ChoiceSet
          meta={fields.utilities}
          legend={t("listingForm.utilities")}
          options={UTILITIES}
          labelOf={(v) => t(`listingFacts.utility.${v as Utility}`)}
        />
        <ChoiceSet
          meta={fields.accessibility}
          legend={t("listingForm.accessibility")}
          options={ACCESSIBILITY_FEATURES}
          labelOf={(v) => t(`listingFacts.access.${v as AccessibilityFeature}`)}
        />
      </Section>

      <Section title={t("listingForm.section.pricing")}>
        <Field meta={fields.price} label={t("listingForm.price")}>
          <Input {...getInputProps(fields.price, { type: "number" })} inputMode="decimal" />
        </Field>
        <Field meta={fields.securityDeposit} label={t("listingForm.securityDeposit")}>
          <Input {...getInputProps(fields.securityDeposit, { type: "number" })} inputMode="decimal" />
        </Field>
        <Field meta={fields.petFees} label={t("listingForm.petFees")}>
          <Input {...getInputProps(fields.petFees, { type: "number" })} inputMode="decimal" />
        </Field>
      </Section>

      <Section title={t("listingForm.section.options")}>
        <div className="sm:col-span-2">
          <Field
            meta={fields.imageUrl}
            label={t("listingForm.imageUrl")}
            hint={t("listingForm.imageUrlHint")}
          >
            <Input
              {...hintedInputProps(fields.imageUrl, "url")}
              placeholder={t("listingForm.imageUrlPlaceholder")}
            />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
          <input
            {...getInputProps(fields.acceptsSection8, { type: "checkbox" })}
            className="size-4 accent-brand-600"
          />
          {t("listingForm.acceptsSection8")}
        </label>
        <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
          <input
            {...getInputProps(fields.utilitiesIncluded, { type: "checkbox" })}
            className="size-4 accent-brand-600"
          />
          {t("fmr.form.utilitiesIncluded")}
        </label>
        <Field
          meta={fields.tenantUtilities}
          label={t("fmr.form.tenantUtilities")}
          hint={t("fmr.form.tenantUtilitiesHint")}
        >
          <Input {...hintedInputProps(fields.tenantUtilities, "number")} inputMode="numeric" />
        </Field>
        <FmrHint
          acceptsSection8={fields.acceptsSection8.value === "on"}
          zip={String(fields.zipCode.value ?? "")}
          bedrooms={String(fields.bedrooms.value ?? "")}
          rent={String(fields.price.value ?? "")}
          utilitiesIncluded={fields.utilitiesIncluded.value === "on"}
          tenantUtilities={String(fields.tenantUtilities.value ?? "")}
        />
      </Section>

      {editingId ? null : (
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-bold">{t("listingForm.photos.title")}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {t("listingForm.photos.intro", { max: MAX_PHOTOS_PER_LISTING })}
          </p>
          <div className="mt-4">
            <PhotoFileInput
              meta={fields.photos}
              label={t("listingForm.photos.choose")}
              hint={t("listingForm.photos.hint")}
            />
          </div>
        </Card>
      )}

      <div className="flex flex-wrap justify-end gap-3">
        <Button asChild variant="outline">
          <Link to="/landlord-dashboard">{t("listingForm.cancel")}</Link>
        </Button>
        <Button type="submit" disabled={submitting}>
          {t(submitting ? "listingForm.saving" : editingId ? "listingForm.save" : "listingForm.submit")}
        </Button>
      </div>
    </Form>
  );
}
