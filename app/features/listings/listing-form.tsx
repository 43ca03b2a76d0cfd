import { formDataToObject, parseWith } from "@common/schemas/form-data";
import {
  LISTING_COUNTRIES,
  type LISTING_FORM_DEFAULTS,
  listingFieldErrorsToForm,
  listingFormSchema,
  listingFormValuesToInput,
} from "@common/schemas/listing-form";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, Input, Select, Textarea } from "~/components/ui/field";

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

/**
 * The list-property form (spec section 2 and 5): Property Details, Location, Pricing, Additional
 * Options. Checked in the browser with the same schema the server uses; posts to the page action.
 */
export function ListingForm({
  initial,
  serverErrors,
  editingId,
}: {
  initial: ListingFormValues;
  serverErrors?: Record<string, string>;
  editingId?: string;
}) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? serverErrors ?? {};
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";

  return (
    <Form
      method="post"
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        const parsed = parseWith(
          listingFormSchema,
          listingFormValuesToInput(formDataToObject(new FormData(event.currentTarget))),
        );
        if (!parsed.ok) {
          event.preventDefault();
          setClientErrors(listingFieldErrorsToForm(parsed.fieldErrors));
          const first = Object.keys(listingFieldErrorsToForm(parsed.fieldErrors))[0];
          document.getElementById(`listing-${first}`)?.focus();
        } else {
          setClientErrors(null);
        }
      }}
    >
      {editingId ? <input type="hidden" name="listingId" value={editingId} /> : null}
      <Section title="Property Details">
        <div className="sm:col-span-2">
          <Field id="listing-title" label="Title" error={errors.title}>
            {(p) => (
              <Input
                {...p}
                name="title"
                defaultValue={initial.title}
                required
                maxLength={200}
                placeholder="Sunny 2BR near the park"
              />
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field id="listing-description" label="Description (optional)" error={errors.description}>
            {(p) => (
              <Textarea
                {...p}
                name="description"
                defaultValue={initial.description}
                maxLength={5000}
                rows={5}
              />
            )}
          </Field>
        </div>
        <Field id="listing-bedrooms" label="Bedrooms" error={errors.bedrooms} hint="0 for a studio">
          {(p) => (
            <Input
              {...p}
              name="bedrooms"
              type="number"
              min={0}
              step={1}
              required
              defaultValue={initial.bedrooms}
              inputMode="numeric"
            />
          )}
        </Field>
        <Field id="listing-bathrooms" label="Bathrooms" error={errors.bathrooms}>
          {(p) => (
            <Input
              {...p}
              name="bathrooms"
              type="number"
              min={0}
              step={0.5}
              required
              defaultValue={initial.bathrooms}
              inputMode="decimal"
            />
          )}
        </Field>
      </Section>

      <Section title="Location">
        <Field id="listing-country" label="Country" error={errors.country}>
          {(p) => (
            <Select {...p} name="country" defaultValue={initial.country}>
              {LISTING_COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="listing-state" label="State/Province" error={errors.state}>
          {(p) => (
            <Input
              {...p}
              name="state"
              defaultValue={initial.state}
              required
              maxLength={100}
              autoComplete="address-level1"
            />
          )}
        </Field>
        <Field id="listing-city" label="City" error={errors.city}>
          {(p) => (
            <Input
              {...p}
              name="city"
              defaultValue={initial.city}
              required
              maxLength={100}
              autoComplete="address-level2"
            />
          )}
        </Field>
        <Field id="listing-zipCode" label="ZIP Code (optional)" error={errors.zipCode}>
          {(p) => (
            <Input
              {...p}
              name="zipCode"
              defaultValue={initial.zipCode}
              maxLength={12}
              autoComplete="postal-code"
            />
          )}
        </Field>
      </Section>

      <Section title="Pricing">
        <Field id="listing-price" label="Monthly Rent ($)" error={errors.price}>
          {(p) => (
            <Input
              {...p}
              name="price"
              type="number"
              min={0}
              step="0.01"
              required
              defaultValue={initial.price}
              inputMode="decimal"
            />
          )}
        </Field>
        <Field id="listing-securityDeposit" label="Security Deposit ($)" error={errors.securityDeposit}>
          {(p) => (
            <Input
              {...p}
              name="securityDeposit"
              type="number"
              min={0}
              step="0.01"
              required
              defaultValue={initial.securityDeposit}
              inputMode="decimal"
            />
          )}
        </Field>
        <Field id="listing-petFees" label="Pet Fees ($, optional)" error={errors.petFees}>
          {(p) => (
            <Input
              {...p}
              name="petFees"
              type="number"
              min={0}
              step="0.01"
              defaultValue={initial.petFees}
              inputMode="decimal"
            />
          )}
        </Field>
      </Section>

      <Section title="Additional Options">
        <div className="sm:col-span-2">
          <Field
            id="listing-imageUrl"
            label="Image URL (optional)"
            error={errors.imageUrl}
            hint="Photos from sites we don't host or allow show as “No photo yet”."
          >
            {(p) => (
              <Input
                {...p}
                name="imageUrl"
                type="url"
                defaultValue={initial.imageUrl}
                placeholder="https://"
                maxLength={2000}
              />
            )}
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
          <input
            type="checkbox"
            name="acceptsSection8"
            defaultChecked={initial.acceptsSection8}
            className="size-4 accent-brand-600"
          />
          Accepts Section 8
        </label>
      </Section>

      <div className="flex flex-wrap justify-end gap-3">
        <Button asChild variant="outline">
          <Link to="/landlord-dashboard">Cancel</Link>
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? "Saving..." : editingId ? "Save Changes" : "List Property"}
        </Button>
      </div>
    </Form>
  );
}
