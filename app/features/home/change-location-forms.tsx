import { COUNTRIES } from "@common/countries";
import { canApplyLocation, UNITED_STATES, type VisitorLocation } from "@common/location";
import type { locationOverrideSchema } from "@common/schemas/location";
import locationLimits from "@common/schemas/location?limits";
import { findUsState } from "@common/us-states";
import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { Dialog } from "radix-ui";
import { type RefObject, useEffect, useState } from "react";
import { Form } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { UsStateOptions } from "~/components/ui/us-state-options";
import { type ActionResult, formSchema, useSchemaForm } from "~/lib/forms";
import { useHydrated } from "~/lib/hydrated";
import { useLocalePath, useT } from "~/lib/i18n";

const locationOverrideForm = formSchema(
  () => import("@common/schemas/location"),
  "locationOverrideSchema",
  locationLimits,
);

/*
 * The Change Location forms: the dialog and the no-JavaScript form in the page. They carry zod, Conform and
 * Radix Dialog, so `ChangeLocation` loads this module only when one of them is shown (a click on the
 * trigger, or /?changeLocation), and the home page does not pay for them up front.
 */

export interface LocationValues {
  country: string;
  state: string;
  city: string;
}
type Values = LocationValues;

function initialValues(location: VisitorLocation | null): Values {
  if (!location) return { country: UNITED_STATES, state: "", city: "" };
  const country = COUNTRIES.some((c) => c.name === location.country) ? location.country : UNITED_STATES;
  // The U.S. select lists the 50 states by name, valued by code; anything else there starts unselected.
  const state = country === UNITED_STATES ? (findUsState(location.state)?.code ?? "") : location.state;
  return { country, state, city: location.city };
}

type LocationFieldsMeta = ReturnType<typeof useSchemaForm<typeof locationOverrideSchema>>[1];

/**
 * Country select, state (a select of the 50 states for the United States, else free text) and city. The
 * values are controlled (the state field changes with the country, Apply waits for city and state); Conform
 * gives names, ids, constraints and errors.
 */
function LocationFields({
  fields,
  values,
  onChange,
}: {
  fields: LocationFieldsMeta;
  values: Values;
  onChange: (values: Values) => void;
}) {
  const t = useT();
  const isUs = values.country === UNITED_STATES;
  return (
    <div className="grid gap-4">
      <Field meta={fields.country} label={t("home.changeLocation.country")}>
        <Select
          {...getSelectProps(fields.country, { value: false })}
          value={values.country}
          autoComplete="country-name"
          onChange={(e) => {
            const country = e.target.value;
            const crossesUs = (country === UNITED_STATES) !== isUs;
            onChange({ ...values, country, state: crossesUs ? "" : values.state });
          }}
        >
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.name}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        meta={fields.state}
        label={isUs ? t("home.changeLocation.state") : t("home.changeLocation.stateRegion")}
      >
        {isUs ? (
          <Select
            {...getSelectProps(fields.state, { value: false })}
            value={values.state}
            onChange={(e) => onChange({ ...values, state: e.target.value })}
          >
            <UsStateOptions blank={t("home.changeLocation.selectState")} />
          </Select>
        ) : (
          <Input
            {...getInputProps(fields.state, { type: "text", value: false })}
            value={values.state}
            autoComplete="address-level1"
            onChange={(e) => onChange({ ...values, state: e.target.value })}
          />
        )}
      </Field>
      <Field meta={fields.city} label={t("home.changeLocation.city")}>
        <Input
          {...getInputProps(fields.city, { type: "text", value: false })}
          value={values.city}
          autoComplete="address-level2"
          onChange={(e) => onChange({ ...values, city: e.target.value })}
        />
      </Field>
    </div>
  );
}

/** The no-JavaScript form in the page (/?changeLocation), re-rendered with the server's errors. */
export function InlineLocationForm({
  location,
  lastResult,
}: {
  location: VisitorLocation | null;
  lastResult?: ActionResult;
}) {
  const t = useT();
  const localePath = useLocalePath();
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(() => initialValues(location));
  const locationKey = location ? `${location.city}|${location.state}|${location.country}` : "";
  // A new location (after Apply) becomes what the form starts from.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the location itself changes
  useEffect(() => setValues(initialValues(location)), [locationKey]);
  const canApply = canApplyLocation(values.city, values.state);
  const [form, fields] = useSchemaForm(locationOverrideForm, { id: "change-location", lastResult });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="change-location-inline-title"
      className="mt-4 max-w-md rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="change-location-inline-title" className="mb-4 text-lg font-semibold">
        {t("home.changeLocation.title")}
      </h3>
      <input type="hidden" name="intent" value="location" />
      <LocationFields fields={fields} values={values} onChange={setValues} />
      <div className="mt-5 flex justify-end gap-3">
        <Button asChild variant="outline">
          <a href={localePath("/")}>{t("home.changeLocation.cancel")}</a>
        </Button>
        <Button type="submit" disabled={hydrated && !canApply}>
          {t("home.changeLocation.apply")}
        </Button>
      </div>
    </Form>
  );
}

/** The dialog's form: mounted while the dialog is open, so each opening starts without old errors. */
function DialogLocationForm({
  values,
  onChange,
  canApply,
  onApply,
  onCancel,
}: {
  values: Values;
  onChange: (values: Values) => void;
  canApply: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const localePath = useLocalePath();
  const [form, fields] = useSchemaForm(locationOverrideForm, {
    id: "dialog-location",
    onSubmit(event) {
      event.preventDefault();
      onApply();
    },
  });
  return (
    <form method="post" action={localePath("/?index")} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="location" />
      <LocationFields fields={fields} values={values} onChange={onChange} />
      <div className="mt-6 flex justify-end gap-3">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("home.changeLocation.cancel")}
        </Button>
        <Button type="submit" disabled={!canApply}>
          {t("home.changeLocation.apply")}
        </Button>
      </div>
    </form>
  );
}

/**
 * The dialog, mounted by `ChangeLocation` while it is open: each opening starts from the current location
 * without old errors (Cancel resets by closing). Apply is disabled until city and state are non-blank;
 * `onApply` gets the trimmed values.
 */
export function LocationDialog({
  location,
  triggerRef,
  onApply,
  onClose,
}: {
  location: VisitorLocation | null;
  triggerRef: RefObject<HTMLAnchorElement | null>;
  onApply: (values: LocationValues) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [values, setValues] = useState<Values>(() => initialValues(location));
  const canApply = canApplyLocation(values.city, values.state);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="mb-4 pr-8">
            <Dialog.Title className="text-lg font-semibold">{t("home.changeLocation.title")}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              {t("home.changeLocation.description")}
            </Dialog.Description>
          </div>
          <DialogLocationForm
            values={values}
            onChange={setValues}
            canApply={canApply}
            onApply={() => {
              if (!canApply) return;
              onApply({ country: values.country, state: values.state.trim(), city: values.city.trim() });
            }}
            onCancel={onClose}
          />
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label={t("home.changeLocation.close")}
              className="absolute top-5 right-5 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <Icon name="x" className="size-5" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
