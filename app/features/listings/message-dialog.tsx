import { Dialog } from "radix-ui";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/i18n";
import { MessageForm } from "./message-form";

/** A dialog around MessageForm, opened from a card or a dashboard row. */
export function MessageDialog({
  open,
  onOpenChange,
  title,
  description,
  action,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  action: string;
}) {
  const text = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          <div className="mt-4">
            <MessageForm action={action} id="dialog-message" onSent={() => onOpenChange(false)} />
          </div>
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="sm"
              className="absolute right-3 top-3"
              aria-label={text("listings.message.close")}
            >
              ✕
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
