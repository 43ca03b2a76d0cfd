import type { VisitorLocation } from "@common/location";
import { lazy, Suspense, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/forms";
import { useHydrated } from "~/lib/hydrated";
import { useLocalePath, useT } from "~/lib/i18n";
import type { LocationValues } from "./change-location-forms";

// The forms (zod, Conform, Radix Dialog, the country list) load on first use; pointing at or focusing the
// link starts the download early.
const loadForms = () => import("./change-location-forms");
const LocationDialog = lazy(() => loadForms().then((m) => ({ default: m.LocationDialog })));
// Not in a Suspense boundary on purpose: on the server the page waits for it (the no-JavaScript form must
// be in the HTML), and a hydrating page keeps the server's HTML until the module is there.
const InlineLocationForm = lazy(() => loadForms().then((m) => ({ default: m.InlineLocationForm })));

/**
 * "Not your city? Change location" and its dialog. Apply remembers the override
 * (the home action) and closes; Cancel closes, and the next opening starts from the current location.
 * Without JavaScript the link opens the same form in the page (/?changeLocation), posted as a plain form.
 */
export function ChangeLocation({
  location,
  inlineOpen,
  lastResult,
}: {
  location: VisitorLocation | null;
  inlineOpen: boolean;
  /** The home action's answer to the in-page form (its errors). */
  lastResult?: ActionResult;
}) {
  const t = useT();
  const localePath = useLocalePath();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  const triggerRef = useRef<HTMLAnchorElement>(null);

  function apply(values: LocationValues) {
    fetcher.submit(
      { intent: "location", js: "1", ...values },
      { method: "post", action: "/?index", preventScrollReset: true },
    );
    setOpen(false);
  }

  return (
    <>
      <a
        ref={triggerRef}
        href={localePath("/?changeLocation#change-location")}
        aria-haspopup="dialog"
        data-ready={hydrated ? "true" : undefined}
        className="inline-block py-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        onPointerEnter={() => void loadForms()}
        onFocus={() => void loadForms()}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t("home.changeLocation.link")}
      </a>

      {inlineOpen ? <InlineLocationForm location={location} lastResult={lastResult} /> : null}

      {open ? (
        <Suspense fallback={null}>
          <LocationDialog
            location={location}
            triggerRef={triggerRef}
            onApply={apply}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
