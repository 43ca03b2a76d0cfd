import { useEffect } from "react";
import { showToast, type Toast } from "~/lib/toast";

/**
 * Shows the toast a redirect left in the flash session (read and cleared by the root loader), once.
 * Without JavaScript the same message is rendered in the page instead.
 */
export function FlashToast({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
  if (!toast) return null;
  return (
    <noscript>
      <div
        role="status"
        className={`mx-auto mt-4 max-w-xl rounded-lg border px-4 py-3 text-sm ${
          toast.type === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-brand-200 bg-brand-50"
        }`}
      >
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p>{toast.description}</p> : null}
      </div>
    </noscript>
  );
}
