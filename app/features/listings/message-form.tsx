import { MESSAGE_REQUIRED } from "@common/schemas/message";
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Field, Textarea } from "~/components/ui/field";

/** What the listing page's action answers for intent=message (and the applicant-contact action). */
export interface MessageActionResult {
  intent: "message";
  ok: boolean;
  status?: number;
  fieldErrors?: Record<string, string>;
  error?: string;
}

/** The spec's toasts (section 8, "Messages") for a message action's answer. */
export function toastMessageResult(result: MessageActionResult, successText: string) {
  if (result.ok) {
    toast.success("Message sent", { description: successText });
  } else if (result.status === 401) {
    toast.error("Authentication Required", { description: "Please log in to send messages." });
  } else if (result.fieldErrors?.messageText) {
    toast.error("Message Required", { description: result.fieldErrors.messageText });
  } else {
    toast.error(result.error ?? "Failed to send message. Please try again.");
  }
}

/**
 * A message box that posts to `action` (intent=message). Works without JavaScript as a plain form;
 * with it, the answer shows as a toast and the box clears on success. Send is disabled while blank.
 */
export function MessageForm({
  action,
  id,
  successText,
  label = "Message",
  placeholder,
  onSent,
}: {
  action: string;
  id: string;
  successText: string;
  label?: string;
  placeholder?: string;
  onSent?: () => void;
}) {
  const fetcher = useFetcher<MessageActionResult>();
  const [text, setText] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<unknown>(null);
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    toastMessageResult(result, successText);
    if (result.ok) {
      setText("");
      onSent?.();
    }
  }, [fetcher.state, fetcher.data, successText, onSent]);

  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.messageText : undefined;
  return (
    <fetcher.Form
      method="post"
      action={action}
      ref={formRef}
      className="space-y-3"
      onSubmit={(event) => {
        if (!text.trim()) {
          event.preventDefault();
          toast.error("Message Required", { description: MESSAGE_REQUIRED });
        }
      }}
    >
      <input type="hidden" name="intent" value="message" />
      <Field id={id} label={label} error={error}>
        {(p) => (
          <Textarea
            {...p}
            name="messageText"
            rows={4}
            maxLength={5000}
            required
            placeholder={placeholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={sending || !text.trim()}>
        {sending ? "Sending..." : "Send Message"}
      </Button>
    </fetcher.Form>
  );
}

/** A dialog around MessageForm, opened from a card or a dashboard row. */
export function MessageDialog({
  open,
  onOpenChange,
  title,
  description,
  action,
  successText,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  action: string;
  successText: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          <div className="mt-4">
            <MessageForm
              action={action}
              id="dialog-message"
              successText={successText}
              onSent={() => onOpenChange(false)}
            />
          </div>
          <Dialog.Close asChild>
            <Button variant="ghost" size="sm" className="absolute right-3 top-3" aria-label="Close">
              ✕
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
