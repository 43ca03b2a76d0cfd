import { inArray } from "drizzle-orm";
import type { RenterVoucher } from "../../common/my-voucher";
import { type VoucherFit, type VoucherInput, voucherFit } from "../../common/voucher-rules";
import type { Executor } from "../db/client";
import { listings } from "../db/schema/listings";
import { fmrForZip } from "./fmr-lookup";
import { tenantUtilities } from "./listing-panel";

/** A renter's voucher as the rules take it: dollars a month. */
export function voucherInput(voucher: RenterVoucher): VoucherInput {
  const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
  return {
    bedrooms: voucher.bedrooms,
    paymentStandard: dollars(voucher.paymentStandardCents),
    grossMonthlyIncome: dollars(voucher.grossMonthlyIncomeCents),
    adjustedMonthlyIncome: dollars(voucher.adjustedMonthlyIncomeCents),
  };
}

/** What the verdict needs of a listing. */
export interface FitFacts {
  country: string;
  zipCode: string | null;
  bedrooms: number | null;
  priceCents: number;
  utilitiesIncluded: boolean;
  tenantUtilitiesMonthly: number | null;
}

/**
 * One listing against the renter's voucher: null outside the United States, for a ZIP HUD has no FMR for, or
 * a listing without a price. Only the verdict leaves the server, never the figures behind it.
 */
export function listingVoucherFit(listing: FitFacts, voucher: VoucherInput): VoucherFit | null {
  if (listing.country !== "United States" || listing.priceCents <= 0) return null;
  const found = fmrForZip(listing.zipCode);
  if (!found) return null;
  return voucherFit({
    rent: listing.priceCents / 100,
    tenantUtilitiesMonthly: tenantUtilities(listing),
    unitBedrooms: listing.bedrooms,
    rents: found.rents,
    voucher,
  });
}

/**
 * Listing cards with their verdict for this renter's voucher (`voucherFit`: null where there is none), or
 * as they were without a voucher. One query for the facts the cards do not carry (ZIP, country, utilities).
 */
export async function withVoucherFit<C extends { id: string; priceCents: number; bedrooms: number | null }>(
  db: Executor,
  cards: C[],
  voucher: RenterVoucher | null,
): Promise<(C & { voucherFit: VoucherFit | null })[]> {
  if (!voucher || cards.length === 0) return cards.map((card) => ({ ...card, voucherFit: null }));
  const rows = await db
    .select({
      id: listings.id,
      country: listings.country,
      zipCode: listings.zipCode,
      utilitiesIncluded: listings.utilitiesIncluded,
      tenantUtilitiesMonthly: listings.tenantUtilitiesMonthly,
    })
    .from(listings)
    .where(
      inArray(
        listings.id,
        cards.map((card) => card.id),
      ),
    );
  const facts = new Map(rows.map((row) => [row.id, row]));
  const input = voucherInput(voucher);
  return cards.map((card) => {
    const row = facts.get(card.id);
    return {
      ...card,
      voucherFit: row
        ? listingVoucherFit({ ...row, priceCents: card.priceCents, bedrooms: card.bedrooms }, input)
        : null,
    };
  });
}
