/**
 * The Voucher fit panel of a listing page and the landlord form's hint: the HUD FMR for the listing's ZIP and
 * bedrooms, and where its rent stands. Computed on the server (the data never reaches the browser); the UI
 * imports the types only.
 */
import {
  type FmrRents,
  fmrForBedrooms,
  type ListingFmrVerdict,
  listingFmrVerdict,
  PAYMENT_STANDARD_HIGH,
  PAYMENT_STANDARD_LOW,
} from "../../common/voucher-rules";
import { type AgenciesForZip, agenciesForZip, fmrForZip } from "./fmr-lookup";

export interface FmrStanding {
  zip: string;
  basis: "zip" | "area";
  areaName: string;
  fiscalYear: number;
  rents: FmrRents;
  /** The unit's bedrooms (null: not given) and the FMR for that size. */
  bedrooms: number | null;
  fmr: number | null;
  /** The usual payment standard range, 90-110 % of that FMR. */
  paymentStandardLow: number | null;
  paymentStandardHigh: number | null;
  verdict: ListingFmrVerdict | null;
  /** No utilities information: the verdict compares the rent alone. */
  rentOnly: boolean;
  /** The utilities the tenant pays a month as counted (0 when included), null when unknown. */
  tenantUtilitiesMonthly: number | null;
}

export interface VoucherPanelData extends FmrStanding {
  agencies: AgenciesForZip | null;
}

/** Tenant-paid utilities as the rules count them: the estimate, else none when included, else unknown. */
export function tenantUtilities(listing: {
  utilitiesIncluded: boolean;
  tenantUtilitiesMonthly: number | null;
}): number | null {
  return listing.tenantUtilitiesMonthly ?? (listing.utilitiesIncluded ? 0 : null);
}

/** Where a rent stands against the FMR of its ZIP; null outside the United States or for a ZIP HUD has no FMR for. */
export function fmrStanding(input: {
  country: string;
  zipCode: string | null;
  bedrooms: number | null;
  /** Whole or fractional dollars a month. */
  rent: number;
  utilitiesIncluded: boolean;
  tenantUtilitiesMonthly: number | null;
}): FmrStanding | null {
  if (input.country !== "United States") return null;
  const found = fmrForZip(input.zipCode);
  if (!found) return null;
  const utilities = tenantUtilities(input);
  const bedrooms = input.bedrooms;
  const fmr = bedrooms === null ? null : fmrForBedrooms(found.rents, bedrooms);
  return {
    zip: found.zip,
    basis: found.basis,
    areaName: found.areaName,
    fiscalYear: found.fiscalYear,
    rents: found.rents,
    bedrooms,
    fmr,
    paymentStandardLow: fmr === null ? null : Math.round(fmr * PAYMENT_STANDARD_LOW),
    paymentStandardHigh: fmr === null ? null : Math.round(fmr * PAYMENT_STANDARD_HIGH),
    verdict:
      bedrooms === null || input.rent <= 0
        ? null
        : listingFmrVerdict({
            rent: input.rent,
            tenantUtilitiesMonthly: utilities,
            bedrooms,
            rents: found.rents,
          }),
    rentOnly: utilities === null,
    tenantUtilitiesMonthly: utilities,
  };
}

/** The listing page's panel: the standing and the county's (then the state's) voucher agencies. */
export function listingVoucherPanel(listing: {
  country: string;
  zipCode: string | null;
  bedrooms: number | null;
  priceCents: number;
  utilitiesIncluded: boolean;
  tenantUtilitiesMonthly: number | null;
}): VoucherPanelData | null {
  const standing = fmrStanding({ ...listing, rent: listing.priceCents / 100 });
  if (!standing) return null;
  return { ...standing, agencies: agenciesForZip(standing.zip) };
}
