/**
 * The city pages' Fair Market Rent table and voucher agencies. HUD publishes FMRs by ZIP (Small Area FMRs
 * in the metros that require them) or by area, not by city: each page shows its city's central ZIP code,
 * named on the page, with the agencies of that ZIP's county.
 */
import type { FmrRents } from "../../common/voucher-rules";
import { type AgenciesForZip, agenciesForZip, fmrForZip } from "./fmr-lookup";

/** A central ZIP code of each city page (downtown or the city's best-known district). */
export const CITY_FMR_ZIPS: Record<string, string> = {
  "new-york": "10001",
  miami: "33125",
  atlanta: "30303",
  houston: "77002",
  "los-angeles": "90012",
  chicago: "60614",
  detroit: "48201",
  philadelphia: "19107",
  baltimore: "21202",
  brooklyn: "11201",
  dallas: "75201",
  phoenix: "85003",
};

export interface CityFairMarketRents {
  zip: string;
  basis: "zip" | "area";
  areaName: string;
  fiscalYear: number;
  rents: FmrRents;
  agencies: AgenciesForZip | null;
}

/** The page's FMRs and agencies; null for a page without a ZIP here (it then shows none). */
export function cityFairMarketRents(slug: string): CityFairMarketRents | null {
  const found = fmrForZip(CITY_FMR_ZIPS[slug]);
  if (!found) return null;
  const { zip, basis, areaName, fiscalYear, rents } = found;
  return { zip, basis, areaName, fiscalYear, rents, agencies: agenciesForZip(zip) };
}
