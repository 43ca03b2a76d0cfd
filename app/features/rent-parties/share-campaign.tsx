import { shareLinks } from "@common/share";
import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/hydrated";
import { useT } from "~/lib/i18n";

/**
 * Share this campaign (its page and the thank-you page). Where the browser has the Web Share API, one
 * Share button opens the device's own share sheet; elsewhere Copy link and a link per app (WhatsApp, SMS,
 * Facebook, X, email), each with the headline and the campaign's URL. Without JavaScript the links alone
 * show. No library: the browser does the work.
 */
export function ShareCampaign({ headline, url }: { headline: string; url: string }) {
  const t = useT();
  const headingId = useId();
  const hydrated = useHydrated();
  const [native, setNative] = useState(false);
  const [status, setStatus] = useState("");
  useEffect(() => setNative(typeof navigator.share === "function"), []);

  async function share() {
    try {
      await navigator.share({ title: headline, text: headline, url });
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to the links.
      if ((error as Error)?.name !== "AbortError") setNative(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t("rentParty.share.copied"));
    } catch {
      setStatus(t("rentParty.share.copyFailed"));
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 p-4"
      data-testid="share"
    >
      <h2 id={headingId} className="text-base font-bold">
        {t("rentParty.share.heading")}
      </h2>
      {native ? (
        <Button type="button" className="mt-3 w-full" onClick={share}>
          {t("rentParty.share.share")}
        </Button>
      ) : (
        <>
          <div className="mt-3 flex gap-2">
            <label className="sr-only" htmlFor={`${headingId}-url`}>
              {t("rentParty.share.link")}
            </label>
            <input
              id={`${headingId}-url`}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 text-sm text-slate-800"
            />
            {hydrated ? (
              <Button type="button" variant="outline" size="sm" onClick={copy}>
                {t("rentParty.share.copy")}
              </Button>
            ) : null}
          </div>
          <ul className="mt-3 flex flex-wrap gap-2">
            {shareLinks(headline, url).map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  {...(link.web ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  className="inline-flex items-center rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="sr-only">{t("rentParty.share.on")} </span>
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <p role="status" className={status ? "mt-2 text-sm text-slate-700" : "sr-only"}>
        {status}
      </p>
    </section>
  );
}
