import { CONTACT_FAILED_MESSAGE, contactMessageSchema } from "@common/schemas/contact";
import { formDataToObject, parseWith } from "@common/schemas/form-data";
import { useRef, useState } from "react";
import { Form } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";

type Status = "idle" | "sending" | "success" | "failure";

/**
 * Validates with the shared schema, then posts JSON to /api/send-contact-email. Without JavaScript the
 * same form posts to the /contact page action, which runs the same service; its failure (`failed`) is
 * shown under the form, since a toast needs JavaScript.
 */
export function ContactForm({
  serverErrors,
  sent,
  failed,
}: {
  serverErrors?: Record<string, string>;
  sent?: boolean;
  failed?: boolean;
}) {
  const [status, setStatus] = useState<Status>(sent ? "success" : failed ? "failure" : "idle");
  const [showFailure, setShowFailure] = useState(Boolean(failed));
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShowFailure(false);
    const values = formDataToObject(new FormData(event.currentTarget));
    const parsed = parseWith(contactMessageSchema, values);
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      return;
    }
    setErrors({});
    setStatus("sending");
    try {
      const response = await fetch("/api/send-contact-email", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      if (!response.ok) throw new Error(`contact request failed with ${response.status}`);
      setStatus("success");
      formRef.current?.reset();
      toast.success("Thanks for reaching out — we'll get back to you soon.", {
        description: "We've received your message and will respond within 24-48 hours.",
      });
    } catch (error) {
      console.error("Contact form error:", error);
      setStatus("failure");
      toast.error("Error", { description: CONTACT_FAILED_MESSAGE });
    }
  }

  const sending = status === "sending";
  return (
    <Form method="post" ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="contact-name" label="Full Name" error={errors.fullName}>
        {(p) => <Input {...p} name="fullName" autoComplete="name" required maxLength={100} />}
      </Field>
      <Field id="contact-email" label="Email Address" error={errors.email}>
        {(p) => <Input {...p} name="email" type="email" autoComplete="email" required />}
      </Field>
      <Field id="contact-message" label="Message" error={errors.message}>
        {(p) => <Textarea {...p} name="message" required maxLength={5000} rows={6} />}
      </Field>
      <Button type="submit" className="w-full sm:w-auto" disabled={sending}>
        {sending ? "Sending..." : "Send Message"}
      </Button>
      {status === "success" ? (
        <p role="status" className="text-sm text-brand-700">
          We've received your message and will respond within 24-48 hours.
        </p>
      ) : null}
      {showFailure ? (
        <p role="alert" className="text-sm text-red-700">
          {CONTACT_FAILED_MESSAGE}
        </p>
      ) : null}
    </Form>
  );
}
