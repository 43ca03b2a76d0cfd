import { toast } from "sonner";
import type { FlashToast } from "./flash";

/** Shows a toast now (a flash toast left by a redirect, or an action's result). */
export function showToast(t: FlashToast) {
  const show = t.type === "error" ? toast.error : t.type === "success" ? toast.success : toast;
  show(t.title, { description: t.description });
}
