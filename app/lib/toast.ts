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
  /** A button in the toast that opens a page of this site (e.g. Log in). */
  action?: { label: string; href: string };
}

/**
 * The toast library (sonner) is loaded only after the page has hydrated (the root's `LazyToaster`), so
 * no page pays for it up front. A toast asked for before then waits until the outlet is mounted.
 */
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the root's toast outlet once it is mounted. */
export function toasterMounted() {
  markReady();
}

/** How the page shows a toast in its language (set by `I18nRoot`): English texts stay as they are until then. */
let inPageLanguage: (t: Toast) => Toast = (t) => t;

/** For `I18nRoot`: the page's translation of toasts (`toast.<English text>` keys, docs/i18n.md). */
export function setToastLanguage(translate: (t: Toast) => Toast) {
  inPageLanguage = translate;
}

export function showToast(original: Toast) {
  void toasterReady
    .then(() => import("sonner"))
    .then(({ toast }) => {
      // Translated when shown: the page's language is known by then (a toast may be asked for while the
      // page is still hydrating).
      const t = inPageLanguage(original);
      const show = t.type === "error" ? toast.error : t.type === "success" ? toast.success : toast;
      const action = t.action;
      show(t.title, {
        description: t.description,
        id: t.id,
        action: action
          ? { label: action.label, onClick: () => window.location.assign(action.href) }
          : undefined,
      });
    });
}
