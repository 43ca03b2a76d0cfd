import { useLocation } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { useLocalePath, useT } from "~/lib/i18n";

/**
 * An offline screen (see docs/pwa.md), shown by the service worker when a page can't be fetched and has no
 * saved copy. The service worker serves it under the URL that failed and without its scripts, so "Try
 * Again" is a link that reloads the page: the service worker points it at the address that failed
 * (`data-offline-retry`), so it works with or without JavaScript.
 */
export function OfflineScreen({ title, text }: { title: string; text: string }) {
  const location = useLocation();
  const t = useT();
  const localePath = useLocalePath();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <Icon name="wifi-off" className="mx-auto size-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <Button asChild className="mt-6">
        <a href={localePath(`${location.pathname}${location.search}`)} data-offline-retry="">
          {t("shell.offline.tryAgain")}
        </a>
      </Button>
    </section>
  );
}
