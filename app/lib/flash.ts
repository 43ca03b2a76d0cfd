/**
 * One-shot toasts that survive a redirect: the server sets a short-lived cookie with the toast,
 * and the browser shows it and deletes the cookie on the next page.
 */
export interface FlashToast {
  type: "success" | "error" | "info";
  title: string;
  description?: string;
}

export const FLASH_COOKIE = "flash";

export function flashCookie(toast: FlashToast): string {
  return `${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify(toast))}; Path=/; SameSite=Lax; Max-Age=60`;
}

export function readFlashCookie(cookieHeader: string): FlashToast | null {
  const match = cookieHeader.split(/;\s*/).find((part) => part.startsWith(`${FLASH_COOKIE}=`));
  if (!match) return null;
  try {
    const value = JSON.parse(decodeURIComponent(match.slice(FLASH_COOKIE.length + 1)));
    return typeof value?.title === "string" ? (value as FlashToast) : null;
  } catch {
    return null;
  }
}
