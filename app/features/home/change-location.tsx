import { COUNTRIES, UNITED_STATES } from "@common/countries";
import { canApplyLocation, locationOverrideSchema, type VisitorLocation } from "@common/schemas/location";
import { findUsState } from "@common/us-states";
import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { UsStateOptions } from "~/components/ui/us-state-options";
import { type ActionResult, useSchemaForm } from "~/lib/forms";
import { useHydrated } from "~/lib/hydrated";

interface Values {
  country: string;
  state: string;
  city: string;
}

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
  const isUs = values.country === UNITED_STATES;
  return (
    <div className="grid gap-4">
      <Field meta={fields.country} label="Country">
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
      <Field meta={fields.state} label={isUs ? "State" : "State / Region"}>
        {isUs ? (
          <Select
            {...getSelectProps(fields.state, { value: false })}
            value={values.state}
            onChange={(e) => onChange({ ...values, state: e.target.value })}
          >
            <UsStateOptions blank="Select a state" />
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
      <Field meta={fields.city} label="City">
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
function InlineLocationForm({
  values,
  onChange,
  lastResult,
  canApply,
  hydrated,
}: {
  values: Values;
  onChange: (values: Values) => void;
  lastResult?: ActionResult;
  canApply: boolean;
  hydrated: boolean;
}) {
  const [form, fields] = useSchemaForm(locationOverrideSchema, { id: "change-location", lastResult });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="change-location-inline-title"
      className="mt-4 max-w-md rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="change-location-inline-title" className="mb-4 text-lg font-semibold">
        Change Location
      </h3>
      <input type="hidden" name="intent" value="location" />
      <LocationFields fields={fields} values={values} onChange={onChange} />
      <div className="mt-5 flex justify-end gap-3">
        <Button asChild variant="outline">
          <a href="/">Cancel</a>
        </Button>
        <Button type="submit" disabled={hydrated && !canApply}>
          Apply
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
  const [form, fields] = useSchemaForm(locationOverrideSchema, {
    id: "dialog-location",
    onSubmit(event) {
      event.preventDefault();
      onApply();
    },
  });
  return (
    <form method="post" action="/?index" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="location" />
      <LocationFields fields={fields} values={values} onChange={onChange} />
      <div className="mt-6 flex justify-end gap-3">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canApply}>
          Apply
        </Button>
      </div>
    </form>
  );
}

/**
 * "Not your city? Change location" and its dialog (spec sections 2, 4, 5). Apply is disabled until city
 * and state are non-blank; it trims them, remembers the override and closes. Cancel resets and closes.
 * Without JavaScript the link opens the same form in the page (/?changeLocation), posted as a plain form.
 */
export function ChangeLocation({
  location,
  inlineOpen,
  lastResult,
}: {
  location: VisitorLocation | null;
  inlineOpen: boolean;
  /** The home action's answer to the in-page form (its errors). */
  lastResult?: ActionResult;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(() => initialValues(location));
  const fetcher = useFetcher();
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const locationKey = location ? `${location.city}|${location.state}|${location.country}` : "";

  // A new location (after Apply or a reload) becomes what Cancel resets to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the location itself changes
  useEffect(() => setValues(initialValues(location)), [locationKey]);

  const reset = () => setValues(initialValues(location));
  const canApply = canApplyLocation(values.city, values.state);

  function apply() {
    if (!canApply) return;
    fetcher.submit(
      {
        intent: "location",
        js: "1",
        country: values.country,
        state: values.state.trim(),
        city: values.city.trim(),
      },
      { method: "post", action: "/?index", preventScrollReset: true },
    );
    setOpen(false);
  }

  return (
    <>
      {/* biome-ignore lint/a11y/useValidAnchor: a real link to the in-page form without JavaScript; with it, the dialog */}
      <a
        ref={triggerRef}
        href="/?changeLocation#change-location"
        aria-haspopup="dialog"
        data-ready={hydrated ? "true" : undefined}
        className="inline-block py-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        onClick={(event) => {
          event.preventDefault();
          reset();
          setOpen(true);
        }}
      >
        Not your city? Change location
      </a>

      {inlineOpen ? (
        <InlineLocationForm
          values={values}
          onChange={setValues}
          lastResult={lastResult}
          canApply={canApply}
          hydrated={hydrated}
        />
      ) : null}

      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (!next) reset();
          setOpen(next);
        }}
      >
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
              <Dialog.Title className="text-lg font-semibold">Change Location</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                See rentals, prices and nearby areas for another city.
              </Dialog.Description>
            </div>
            <DialogLocationForm
              values={values}
              onChange={setValues}
              canApply={canApply}
              onApply={apply}
              onCancel={() => {
                reset();
                setOpen(false);
              }}
            />
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label="Close"
                className="absolute top-5 right-5 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
