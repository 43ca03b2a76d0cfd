import { rentPartyCreateSchema } from "@common/schemas/rent-party";
import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, Input, Textarea } from "~/components/ui/field";
import { type ActionResult, useSchemaForm } from "~/lib/forms";

/** Start a Rent Party: checked with the shared schema in the browser, and again by the server. */
export function StartRentPartyForm({ lastResult }: { lastResult?: ActionResult }) {
  // Field ids are `rp-${name}`: rp-title, rp-goalAmount, ...
  const [form, fields] = useSchemaForm(rentPartyCreateSchema, { id: "rp", lastResult });
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";

  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.title} label="Campaign title">
        <Input
          {...getInputProps(fields.title, { type: "text" })}
          placeholder="e.g. Maria's family needs help catching up"
        />
      </Field>
      <Field
        meta={fields.story}
        label="Your story"
        hint="What happened, what you owe, and how you'll stay on track."
      >
        <Textarea
          {...getTextareaProps(fields.story, { ariaDescribedBy: fields.story.descriptionId })}
          rows={7}
        />
      </Field>
      <Field meta={fields.goalAmount} label="Goal amount (USD)">
        <Input {...getInputProps(fields.goalAmount, { type: "number" })} inputMode="decimal" />
      </Field>
      <fieldset className="space-y-5 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Your landlord</legend>
        <Field meta={fields.landlordName} label="Landlord name">
          <Input {...getInputProps(fields.landlordName, { type: "text" })} autoComplete="off" />
        </Field>
        <Field meta={fields.landlordEmail} label="Landlord email">
          <Input {...getInputProps(fields.landlordEmail, { type: "email" })} autoComplete="off" />
        </Field>
        <Field
          meta={fields.landlordPhone}
          label="Landlord phone (optional)"
          hint="E.164 format, e.g. +13125550142"
        >
          <Input
            {...getInputProps(fields.landlordPhone, {
              type: "tel",
              ariaDescribedBy: fields.landlordPhone.descriptionId,
            })}
            autoComplete="off"
          />
        </Field>
      </fieldset>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? "Submitting..." : "Submit Campaign"}
      </Button>
    </Form>
  );
}
