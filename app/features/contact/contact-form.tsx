import contactLimits from "@common/schemas/contact?limits";
import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, Input, Textarea } from "~/components/ui/field";
import { type ActionResult, formSchema, useSchemaForm } from "~/lib/forms";

const contactForm = formSchema(
  () => import("@common/schemas/contact"),
  "contactMessageSchema",
  contactLimits,
);

/**
 * The contact form (spec: idle, sending, then success with the form reset, or failure). Checked in the
 * browser with the shared schema, then posted to the /contact action, with or without JavaScript; the
 * action's toast says how it went.
 */
export function ContactForm({ lastResult }: { lastResult?: ActionResult }) {
  const [form, fields] = useSchemaForm(contactForm, { id: "contact", lastResult });
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  return (
    <Form method="post" action="/contact" className="space-y-4" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.fullName} label="Full Name">
        <Input {...getInputProps(fields.fullName, { type: "text" })} autoComplete="name" />
      </Field>
      <Field meta={fields.email} label="Email Address">
        <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
      </Field>
      <Field meta={fields.message} label="Message">
        <Textarea {...getTextareaProps(fields.message)} rows={6} />
      </Field>
      <Button type="submit" className="w-full sm:w-auto" disabled={sending}>
        {sending ? "Sending..." : "Send Message"}
      </Button>
      {lastResult?.status === "success" ? (
        <p role="status" className="text-sm text-brand-700">
          We've received your message and will respond within 24-48 hours.
        </p>
      ) : null}
    </Form>
  );
}
