import { toast as sonner } from "sonner";

/**
 * A toast the server asks the browser to show: after a redirect through the flash session
 * (`redirectWithToast` in `~/lib/flash.server`), or in a form's action result (`reply` in
 * `~/lib/action-result.server`). Texts are the spec's, word for word.
 */
export interface Toast {
  type: "success" | "error" | "info";
  title: string;
  description?: string;
  /** Set by the server: the same toast is shown once even if it arrives twice. */
  id?: string;
}

export function showToast(t: Toast) {
  const show = t.type === "error" ? sonner.error : t.type === "success" ? sonner.success : sonner;
  show(t.title, { description: t.description, id: t.id });
}
