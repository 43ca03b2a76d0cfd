import contactLimits from "@common/schemas/contact?limits";
import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, Input, Textarea } from "~/components/ui/field";
import { type ActionResult, formSchema, useSchemaForm } from "~/lib/forms";
import { useT } from "~/lib/i18n";

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
  const t = useT();
  const [form, fields] = useSchemaForm(contactForm, { id: "contact", lastResult });
  const navigation = useNavigation();
  // "/contact", or "/es/contact" on the Spanish page.
  const sending = navigation.state === "submitting" && Boolean(navigation.formAction?.endsWith("/contact"));
  return (
    <Form method="post" action="/contact" className="space-y-4" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.fullName} label={t("contact.fullName")}>
        <Input {...getInputProps(fields.fullName, { type: "text" })} autoComplete="name" />
      </Field>
      <Field meta={fields.email} label={t("contact.email")}>
        <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
      </Field>
      <Field meta={fields.message} label={t("contact.message")}>
        <Textarea {...getTextareaProps(fields.message)} rows={6} />
      </Field>
      <Button type="submit" className="w-full sm:w-auto" disabled={sending}>
        {sending ? t("contact.sending") : t("contact.send")}
      </Button>
      {lastResult?.status === "success" ? (
        <p role="status" className="text-sm text-brand-700">
          {t("contact.received")}
        </p>
      ) : null}
    </Form>
  );
}
