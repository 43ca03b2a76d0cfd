import { useEffect } from "react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { FLASH_COOKIE, type FlashToast, readFlashCookie } from "~/lib/flash";

export function showToast(t: FlashToast) {
  const show = t.type === "error" ? toast.error : t.type === "success" ? toast.success : toast;
  show(t.title, { description: t.description });
}

/** Shows the toast a redirect left behind in the flash cookie, once. */
export function FlashToasts() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check on every navigation
  useEffect(() => {
    const flash = readFlashCookie(document.cookie);
    if (!flash) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the flash cookie is ours and deliberately readable
    document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    showToast(flash);
  }, [location.key]);
  return null;
}
