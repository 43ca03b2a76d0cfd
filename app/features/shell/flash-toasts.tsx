import { useEffect } from "react";
import { showToast, type Toast } from "~/lib/toast";

const SHOWN_KEY = "flash-toasts-shown";
const SHOWN_LIMIT = 20;

/**
 * True the first time this tab sees `id`. The server hands the same toast (same id) to every data request
 * for a few seconds (`readFlashToast`), so that a request React Router threw away loses nothing; the ids
 * already shown are kept in sessionStorage so that neither a later navigation nor a reload shows it again.
 */
function firstSighting(id: string): boolean {
  try {
    const shown: string[] = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? "[]");
    if (shown.includes(id)) return false;
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...shown, id].slice(-SHOWN_LIMIT)));
    return true;
  } catch {
    return true; // storage blocked or full: the toast's id still keeps one copy on screen
  }
}

/**
 * Shows the toast a redirect left in the flash session (read by the root loader), once.
 * Without JavaScript the same message is rendered in the page instead.
 */
export function FlashToast({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (toast && (!toast.id || firstSighting(toast.id))) showToast(toast);
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
