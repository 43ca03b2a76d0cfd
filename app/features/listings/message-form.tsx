import { MESSAGE_REQUIRED } from "@common/message-rules";
import messageLimits from "@common/schemas/message?limits";
import { getFormProps, getTextareaProps } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, Textarea } from "~/components/ui/field";
import { type ActionResult, formSchema, useSchemaForm } from "~/lib/forms";
import { useHydrated } from "~/lib/hydrated";
import { useT } from "~/lib/i18n";
import { showToast } from "~/lib/toast";

const listingMessageForm = formSchema(
  () => import("@common/schemas/message"),
  "listingMessageSchema",
  messageLimits,
);

/**
 * A message box that posts to `action` (intent=message: the listing page's Message Landlord, or a landlord's
 * Contact on an application); the action answers with the spec's toasts (`messageAction`). Send is disabled
 * while blank once JavaScript runs; on success the box clears (and `onSent` runs). Without JavaScript it is
 * a plain form, and the page passes the action's answer as `pageResult`.
 */
export function MessageForm({
  action,
  id,
  label,
  placeholder,
  onSent,
  pageResult,
}: {
  action: string;
  /** The form's id; the box is `${id}-messageText`. */
  id: string;
  label?: string;
  placeholder?: string;
  onSent?: () => void;
  pageResult?: ActionResult;
}) {
  const say = useT();
  const fetcher = useFetcher<ActionResult>();
  const [form, fields] = useSchemaForm(listingMessageForm, {
    id,
    lastResult: fetcher.data ?? pageResult,
    // The server would answer a blank message with the same toast.
    onInvalidSubmit: (error) =>
      showToast({
        type: "error",
        title: "Message Required",
        description: error.messageText?.[0] ?? MESSAGE_REQUIRED,
      }),
  });
  const hydrated = useHydrated();
  const sending = fetcher.state !== "idle";
  const text = fields.messageText.value;
  const blank = typeof text !== "string" || !text.trim();

  const handled = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || result?.status !== "success" || handled.current === result) return;
    handled.current = result;
    form.reset();
    onSent?.();
  }, [fetcher.state, fetcher.data, form, onSent]);

  const sent = pageResult?.status === "success" ? pageResult.toast : undefined;
  return (
    <fetcher.Form method="post" action={action} className="space-y-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="message" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.messageText} label={label ?? say("listings.message.label")}>
        <Textarea {...getTextareaProps(fields.messageText)} rows={4} placeholder={placeholder} />
      </Field>
      <Button type="submit" disabled={sending || (hydrated && blank)}>
        {sending ? say("listings.sending") : say("listings.message.send")}
      </Button>
      {sent ? (
        <p role="status" className="text-sm text-brand-700">
          {sent.description ?? sent.title}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
