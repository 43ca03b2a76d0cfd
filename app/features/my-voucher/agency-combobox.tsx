import { AGENCY_SEARCH_MAX } from "@common/my-voucher";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Input, Label } from "~/components/ui/field";
import { useT } from "~/lib/i18n";

/** An agency as the search answers it (public directory data). */
export interface AgencyOption {
  code: string;
  name: string;
  city: string;
  state: string;
}

const SEARCH_DELAY_MS = 250;

/**
 * The housing agency picker: a search box over HUD's directory (GET /my-voucher/agencies?q=) and a list
 * to pick from; the pick goes in the hidden `agencyCode`. The search box is uncontrolled: what someone
 * typed before the page's script ran is still in it at hydration and is searched for then (a controlled
 * box would have lost those keystrokes). Without JavaScript the typed text is posted as `agencySearch`,
 * and the server takes it when it names one agency.
 */
export function AgencyCombobox({
  defaultAgency,
  error,
  errorId,
}: {
  defaultAgency: AgencyOption | null;
  error?: string;
  errorId: string;
}) {
  const t = useT();
  const id = useId();
  const inputId = `${id}-agency`;
  const listId = `${id}-agencies`;
  const hintId = `${id}-agency-hint`;
  const input = () => document.getElementById(inputId) as HTMLInputElement | null;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fetcher = useFetcher<{ agencies: AgencyOption[] }>();
  const [chosen, setChosen] = useState<AgencyOption | null>(defaultAgency);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const defaultText = defaultAgency ? agencyLabel(defaultAgency) : "";

  const search = useCallback(
    (query: string) => {
      const q = query.trim();
      if (!q) {
        setOpen(false);
        return;
      }
      fetcher.load(`/my-voucher/agencies?${new URLSearchParams({ q })}`);
      setOpen(true);
      setActive(-1);
    },
    [fetcher.load],
  );

  // Hydration: text typed before the script ran (no handler heard it) is searched for now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    const element = input();
    // Says the box listens now (the tests wait for it before typing after hydration).
    if (element) element.dataset.hydrated = "true";
    const typed = element?.value ?? defaultText;
    if (typed !== defaultText) {
      setChosen(null);
      search(typed);
    }
    return () => clearTimeout(timer.current);
  }, []);

  const agencies = fetcher.data?.agencies ?? [];
  const searching = fetcher.state === "loading";

  const pick = (agency: AgencyOption) => {
    setChosen(agency);
    setOpen(false);
    const element = input();
    if (element) element.value = agencyLabel(agency);
  };

  return (
    <div className="relative">
      <Label htmlFor={inputId}>{t("myVoucher.agency")}</Label>
      <Input
        id={inputId}
        name="agencySearch"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        defaultValue={defaultText}
        maxLength={AGENCY_SEARCH_MAX}
        placeholder={t("myVoucher.agencyPlaceholder")}
        autoComplete="off"
        onInput={(event) => {
          const value = event.currentTarget.value;
          setChosen(null);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => search(value), SEARCH_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && agencies.length) {
            event.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(agencies.length - 1, i + 1));
          } else if (event.key === "ArrowUp" && agencies.length) {
            event.preventDefault();
            setActive((i) => Math.max(0, i - 1));
          } else if (event.key === "Enter" && open && active >= 0 && agencies[active]) {
            event.preventDefault();
            pick(agencies[active]);
          } else if (event.key === "Escape" && open) {
            event.preventDefault();
            setOpen(false);
          }
        }}
        onBlur={() => {
          // A click on an option lands first (mousedown keeps the focus); then the list closes.
          setTimeout(() => setOpen(false), 150);
        }}
      />
      <input type="hidden" name="agencyCode" value={chosen?.code ?? ""} />
      <p id={hintId} className="mt-1 text-sm text-slate-500">
        {chosen ? t("myVoucher.agencyChosen", { name: agencyLabel(chosen) }) : t("myVoucher.agencyHint")}
      </p>
      <p className="sr-only" aria-live="polite">
        {open
          ? searching
            ? t("myVoucher.agencySearching")
            : t("myVoucher.agencyResults", { count: agencies.length })
          : ""}
      </p>
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t("myVoucher.agency")}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {agencies.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-600">
              {searching ? t("myVoucher.agencySearching") : t("myVoucher.agencyResults", { count: 0 })}
            </p>
          ) : (
            agencies.map((agency, i) => (
              <div
                key={agency.code}
                tabIndex={-1}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={`cursor-pointer rounded-md px-3 py-2 text-sm ${i === active ? "bg-brand-50" : "hover:bg-slate-100"}`}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(agency);
                }}
              >
                <span className="font-medium text-slate-900">{agency.name}</span>
                <span className="block text-xs text-slate-600">
                  {agency.city}, {agency.state} · {agency.code}
                </span>
              </div>
            ))
          )}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function agencyLabel(agency: AgencyOption): string {
  return `${agency.name} (${agency.code})`;
}
