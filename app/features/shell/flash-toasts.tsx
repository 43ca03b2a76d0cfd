import { useEffect } from "react";
import { useLocation } from "react-router";
import { FLASH_COOKIE, readFlashCookie } from "~/lib/flash";
import { showToast } from "~/lib/toast";

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
