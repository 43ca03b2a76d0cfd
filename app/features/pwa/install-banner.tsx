import { useEffect, useState } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/i18n";

/** The product's limits: the banner shows below 768 px, and a dismissal hides it for 7 days. */
export const NARROW_SCREEN = "(max-width: 767.98px)";
export const DISMISS_KEY = "affordable.installBannerDismissedAt";
export const DISMISS_MS = 7 * 24 * 60 * 60 * 1000;

/** Chromium's event: installation is possible; prompt() shows the browser's own dialog. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice?: Promise<{ outcome: "accepted" | "dismissed" }>;
}

function dismissedRecently(): boolean {
  try {
    const at = Number(window.localStorage.getItem(DISMISS_KEY));
    return Number.isFinite(at) && at > 0 && Date.now() - at < DISMISS_MS;
  } catch {
    return false;
  }
}

function clearDismissal() {
  try {
    window.localStorage.removeItem(DISMISS_KEY);
  } catch {
    // Storage unavailable (private mode): nothing to clear.
  }
}

/** Reports an install (`appinstalled`) to the server; the user and user agent are read there. */
function reportInstall() {
  const platform =
    window.matchMedia("(pointer: coarse)").matches || window.matchMedia(NARROW_SCREEN).matches
      ? "mobile"
      : "desktop";
  void fetch("/api/pwa-installs", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ platform }),
  }).catch(() => {});
}

/**
 * The install-as-app banner (docs/pwa.md): shown only on screens under 768 px when the browser
 * offers installation (`beforeinstallprompt`). Install opens the browser's prompt; accepting or declining
 * there clears any dismissal; "Not now" stores the time and hides the banner for 7 days.
 */
export function InstallBanner() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const t = useT();

  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault();
      if (!window.matchMedia(NARROW_SCREEN).matches || dismissedRecently()) return;
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setOffer(null);
      clearDismissal();
      reportInstall();
    };
    window.addEventListener("beforeinstallprompt", onOffer);
    window.addEventListener("appinstalled", onInstalled);
    // Listening from now on (browser tests wait for it before offering an install).
    document.documentElement.dataset.installListener = "on";
    return () => {
      window.removeEventListener("beforeinstallprompt", onOffer);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  if (!offer) return null;

  const install = async () => {
    setOffer(null);
    try {
      await offer.prompt();
      await offer.userChoice;
    } finally {
      // Accepted or declined in the browser's prompt: the banner's dismissal is cleared either way.
      clearDismissal();
    }
  };
  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISS_KEY, String(Date.now()));
    } catch {
      // Storage unavailable: hidden for this page only.
    }
    setOffer(null);
  };

  return (
    <section
      aria-label={t("shell.install.region")}
      data-testid="install-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-3 shadow-lg"
    >
      <div className="mx-auto flex max-w-xl items-center gap-3">
        <img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 rounded-lg" />
        <p className="flex-1 text-sm">
          <strong className="block font-semibold">{t("shell.install.title")}</strong>
          {t("shell.install.body")}
        </p>
        <Button size="sm" onClick={install}>
          {t("shell.install.install")}
        </Button>
        <Button size="sm" variant="ghost" onClick={dismiss} aria-label={t("shell.install.notNow")}>
          <Icon name="x" className="size-4" />
        </Button>
      </div>
    </section>
  );
}
