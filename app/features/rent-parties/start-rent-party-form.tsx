import { formDataToObject, parseWith } from "@common/schemas/form-data";
import {
  RENT_PARTY_STORY_MAX,
  RENT_PARTY_TITLE_MAX,
  rentPartyCreateSchema,
} from "@common/schemas/rent-party";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";
import { showToast, type Toast } from "~/lib/toast";

export interface StartRentPartyResult {
  fieldErrors?: Record<string, string>;
  toast?: Toast;
}

/** Start a Rent Party: checked with the shared schema in the browser, and again by the server. */
export function StartRentPartyForm({ result }: { result?: StartRentPartyResult }) {
  const [errors, setErrors] = useState<Record<string, string>>(result?.fieldErrors ?? {});
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";

  useEffect(() => {
    setErrors(result?.fieldErrors ?? {});
    if (result?.toast) showToast(result.toast);
  }, [result]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const parsed = parseWith(rentPartyCreateSchema, formDataToObject(new FormData(event.currentTarget)));
    if (!parsed.ok) {
      event.preventDefault();
      setErrors(parsed.fieldErrors);
      const first = Object.keys(parsed.fieldErrors)[0];
      document.getElementById(`rp-${first}`)?.focus();
      return;
    }
    setErrors({});
  }

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <Field id="rp-title" label="Campaign title" error={errors.title}>
        {(p) => (
          <Input
            {...p}
            name="title"
            required
            maxLength={RENT_PARTY_TITLE_MAX}
            placeholder="e.g. Maria's family needs help catching up"
          />
        )}
      </Field>
      <Field
        id="rp-story"
        label="Your story"
        error={errors.story}
        hint="What happened, what you owe, and how you'll stay on track."
      >
        {(p) => <Textarea {...p} name="story" required maxLength={RENT_PARTY_STORY_MAX} rows={7} />}
      </Field>
      <Field id="rp-goalAmount" label="Goal amount (USD)" error={errors.goalAmount}>
        {(p) => (
          <Input {...p} name="goalAmount" type="number" inputMode="decimal" min={1} step={0.01} required />
        )}
      </Field>
      <fieldset className="space-y-5 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Your landlord</legend>
        <Field id="rp-landlordName" label="Landlord name" error={errors.landlordName}>
          {(p) => <Input {...p} name="landlordName" required maxLength={100} autoComplete="off" />}
        </Field>
        <Field id="rp-landlordEmail" label="Landlord email" error={errors.landlordEmail}>
          {(p) => <Input {...p} name="landlordEmail" type="email" required autoComplete="off" />}
        </Field>
        <Field
          id="rp-landlordPhone"
          label="Landlord phone (optional)"
          error={errors.landlordPhone}
          hint="E.164 format, e.g. +13125550142"
        >
          {(p) => <Input {...p} name="landlordPhone" type="tel" autoComplete="off" />}
        </Field>
      </fieldset>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? "Submitting..." : "Submit Campaign"}
      </Button>
    </Form>
  );
}
