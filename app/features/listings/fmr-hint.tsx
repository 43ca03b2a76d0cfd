import { formatUsdDollars } from "@common/money";
import type { FmrStanding } from "@server/vouchers/listing-panel";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useT } from "~/lib/i18n";

/**
 * On the list-property form, when Accepts Section 8 is ticked and a ZIP is given: the HUD FMR for that ZIP
 * and size and where the rent stands (asked of /vouchers/fmr as the landlord types; the data stays on the
 * server).
 */
export function FmrHint(props: {
  acceptsSection8: boolean;
  zip: string;
  bedrooms: string;
  rent: string;
  utilitiesIncluded: boolean;
  tenantUtilities: string;
}) {
  const t = useT();
  const fetcher = useFetcher<{ standing?: FmrStanding | null }>();
  const zip = props.zip.trim();
  const asks = props.acceptsSection8 && /^\d{5}(?:-\d{4})?$/.test(zip);
  const query = new URLSearchParams({
    zip,
    bedrooms: props.bedrooms,
    rent: props.rent,
    utilitiesIncluded: props.utilitiesIncluded ? "on" : "",
    tenantUtilities: props.tenantUtilities,
  }).toString();
  const { load } = fetcher;
  useEffect(() => {
    if (!asks) return;
    // Asked once the typing pauses, not at every key.
    const timer = setTimeout(() => load(`/vouchers/fmr?${query}`), 300);
    return () => clearTimeout(timer);
  }, [asks, query, load]);
  if (!asks || !fetcher.data || !("standing" in fetcher.data)) return null;
  const standing = fetcher.data.standing;
  return (
    <p className="text-sm text-slate-700 sm:col-span-2" role="status" data-testid="fmr-hint">
      {standing ? (
        <>
          {standing.fmr !== null && standing.bedrooms !== null
            ? t("fmr.form.hint", {
                year: standing.fiscalYear,
                bedrooms: standing.bedrooms,
                zip: standing.zip,
                amount: formatUsdDollars(standing.fmr),
              })
            : null}{" "}
          {standing.verdict?.kind === "within" ? t("fmr.form.within") : null}
          {standing.verdict?.kind === "above"
            ? t("fmr.form.above", { amount: formatUsdDollars(standing.verdict.over) })
            : null}
        </>
      ) : (
        t("fmr.form.unknownZip")
      )}
    </p>
  );
}
