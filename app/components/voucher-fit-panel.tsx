import { formatUsdDollars } from "@common/money";
import type { FmrRents } from "@common/voucher-rules";
import type { CityFairMarketRents } from "@server/vouchers/city-fmr";
import type { AgenciesForZip, HousingAgency } from "@server/vouchers/fmr-lookup";
import type { VoucherPanelData } from "@server/vouchers/listing-panel";
import { Icon } from "~/components/icon";
import { Card } from "~/components/ui/card";
import { useT } from "~/lib/i18n";

/**
 * The listing page's Voucher fit panel: the HUD FY FMR for the listing's ZIP and bedrooms (the ZIP's own or
 * its area's), the usual payment standard range, where the rent stands, and the agencies to call. Guidance
 * only: the agency decides. `renterVerdict` is the reader's own voucher's verdict, when they saved one.
 */
export function VoucherFitPanel({
  data,
  acceptsSection8,
  renterVerdict,
}: {
  data: VoucherPanelData;
  /** The landlord's own answer: the panel says when it is no, so a verdict never reads as their yes. */
  acceptsSection8: boolean;
  renterVerdict?: React.ReactNode;
}) {
  const t = useT();
  const { verdict, bedrooms } = data;
  return (
    <Card className="p-5" aria-labelledby="voucher-fit-title" data-testid="voucher-fit-panel">
      <h2 id="voucher-fit-title" className="text-lg font-bold">
        {t("fmr.panel.title")}
      </h2>
      {renterVerdict ? <div className="mt-3">{renterVerdict}</div> : null}
      {acceptsSection8 ? null : (
        <p className="mt-3 text-sm font-medium text-slate-800" data-testid="fmr-not-section8">
          {t("fmr.panel.notSection8")}
        </p>
      )}
      <p className="mt-3 text-xs font-medium uppercase tracking-wide text-slate-600">
        {t("fmr.source", { year: data.fiscalYear })}
      </p>
      {data.fmr !== null && bedrooms !== null ? (
        <>
          <p className="mt-1 font-semibold">
            {t("fmr.panel.figure", { amount: formatUsdDollars(data.fmr), bedrooms, zip: data.zip })}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {data.basis === "zip"
              ? t("fmr.basis.zip", { zip: data.zip })
              : t("fmr.basis.area", { area: data.areaName })}
          </p>
          {data.paymentStandardLow !== null && data.paymentStandardHigh !== null ? (
            <p className="mt-1 text-sm text-slate-600">
              {t("fmr.range", {
                low: formatUsdDollars(data.paymentStandardLow),
                high: formatUsdDollars(data.paymentStandardHigh),
              })}
            </p>
          ) : null}
        </>
      ) : (
        <FmrTable rents={data.rents} fiscalYear={data.fiscalYear} place={data.zip} />
      )}
      {verdict && bedrooms !== null ? (
        <p
          className={
            verdict.kind === "within"
              ? "mt-3 rounded-lg bg-brand-50 p-3 font-semibold text-brand-800"
              : "mt-3 rounded-lg bg-amber-50 p-3 font-semibold text-amber-900"
          }
          data-testid="fmr-verdict"
        >
          {verdict.kind === "within"
            ? t("fmr.within", { bedrooms })
            : t("fmr.above", { amount: formatUsdDollars(verdict.over), bedrooms })}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        {data.rentOnly
          ? t("fmr.rentOnly")
          : data.tenantUtilitiesMonthly
            ? t("fmr.withUtilities", { amount: formatUsdDollars(data.tenantUtilitiesMonthly) })
            : t("fmr.utilitiesIncluded")}
      </p>
      <p className="mt-2 text-sm text-slate-600">{t("fmr.agencyDecides")}</p>
      {data.agencies ? (
        <div className="mt-4">
          <AgencyList agencies={data.agencies} headingLevel="h3" />
        </div>
      ) : null}
    </Card>
  );
}

/** The FMRs of a place, studio to 4 bedrooms (a listing without bedrooms; the city pages). */
export function FmrTable({
  rents,
  fiscalYear,
  place,
}: {
  rents: FmrRents;
  fiscalYear: number;
  place: string;
}) {
  const t = useT();
  return (
    <table className="mt-2 w-full text-left text-sm">
      <caption className="mb-1 text-left text-slate-600">
        {t("fmr.table.caption", { year: fiscalYear, place })}
      </caption>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className="py-1 pr-4 font-semibold">
            {t("fmr.table.size")}
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            {t("fmr.table.rent")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rents.map((rent, count) => (
          <tr key={count} className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-4 font-normal">
              {t("fmr.table.bedrooms", { count })}
            </th>
            <td className="py-1 text-right tabular-nums">{formatUsdDollars(rent)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The voucher agencies of a county, then of its state: name, program, phone (tel:), email, address. */
export function AgencyList({
  agencies,
  headingLevel = "h2",
}: {
  agencies: AgenciesForZip;
  headingLevel?: "h2" | "h3";
}) {
  const t = useT();
  const Heading = headingLevel;
  const Sub = headingLevel === "h2" ? "h3" : "h4";
  return (
    <section aria-labelledby="voucher-agencies-title" data-testid="voucher-agencies">
      <Heading id="voucher-agencies-title" className="font-bold">
        {t("fmr.agencies.title")}
      </Heading>
      {agencies.county.length > 0 ? (
        <>
          {agencies.countyName ? (
            <Sub className="mt-2 text-sm font-semibold text-slate-700">
              {t("fmr.agencies.county", { county: agencies.countyName })}
            </Sub>
          ) : null}
          <AgencyItems agencies={agencies.county} />
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t("fmr.agencies.none")}</p>
      )}
      {agencies.state.length > 0 ? (
        // The state's list can be a dozen agencies: folded under the county's (open when the county has none),
        // so on a phone what follows the panel (messaging, applying) is not pages away.
        <details className="group mt-3" open={agencies.county.length === 0}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded py-1 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            <Sub className="text-sm font-semibold text-slate-700">
              {t("fmr.agencies.state", { count: agencies.state.length })}
            </Sub>
            <Icon
              name="chevron-down"
              className="size-4 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <AgencyItems agencies={agencies.state} />
        </details>
      ) : null}
    </section>
  );
}

function AgencyItems({ agencies }: { agencies: HousingAgency[] }) {
  const t = useT();
  return (
    <ul className="mt-1 space-y-3 text-sm">
      {agencies.map((agency) => (
        <li key={agency.code}>
          <p className="font-semibold">{agency.name}</p>
          <p className="text-slate-600">
            {agency.programType === "Section 8" ? t("fmr.agencies.section8") : t("fmr.agencies.combined")}
          </p>
          {agency.phone ? (
            <p>
              {t("fmr.agencies.phone")}:{" "}
              <a className="text-brand-700 underline" href={`tel:${agency.phone.replace(/[^\d+]/g, "")}`}>
                {agency.phone}
              </a>
            </p>
          ) : null}
          {agency.email ? (
            <p className="break-all">
              {t("fmr.agencies.email")}:{" "}
              <a className="text-brand-700 underline" href={`mailto:${agency.email}`}>
                {agency.email}
              </a>
            </p>
          ) : null}
          <p className="text-slate-600">
            {[agency.address, agency.city, `${agency.state} ${agency.zip}`.trim()].filter(Boolean).join(", ")}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A city page's section: its FMRs, studio to 4 bedrooms, and the voucher agencies to call. */
export function CityFairMarketRentsSection({ data, city }: { data: CityFairMarketRents; city: string }) {
  const t = useT();
  return (
    <section
      aria-labelledby="city-fmr-heading"
      className="mx-auto max-w-6xl px-4 py-8"
      data-testid="city-fmr"
    >
      <h2 id="city-fmr-heading" className="text-2xl font-bold">
        {t("fmr.city.title", { city })}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <Card className="p-5">
          <FmrTable rents={data.rents} fiscalYear={data.fiscalYear} place={city} />
          <p className="mt-2 text-sm text-slate-600">
            {data.basis === "zip"
              ? t("fmr.table.basisZip", { zip: data.zip })
              : t("fmr.table.basisArea", { zip: data.zip, area: data.areaName })}
          </p>
          <p className="mt-2 text-sm text-slate-600">{t("fmr.agencyDecides")}</p>
        </Card>
        {data.agencies ? (
          <Card className="p-5">
            <AgencyList agencies={data.agencies} headingLevel="h3" />
          </Card>
        ) : null}
      </div>
    </section>
  );
}
