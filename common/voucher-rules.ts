/**
 * The Housing Choice Voucher (Section 8) rules a listing is measured by, from HUD's program rules (24 CFR 982),
 * in one place: the listing panel, the cards, the landlord form and the search filter's SQL all call these.
 * Amounts are whole dollars a month (the FMRs are whole dollars; a rent may carry cents as a fraction).
 * Every answer is guidance: the renter's housing agency sets the payment standard and decides.
 */

/** HUD Fair Market Rents for 0 (studio) to 4 bedrooms, whole dollars a month. */
export type FmrRents = readonly [number, number, number, number, number];

/** An agency sets its payment standard between 90 % and 110 % of the FMR ("basic range"). */
export const PAYMENT_STANDARD_LOW = 0.9;
export const PAYMENT_STANDARD_HIGH = 1.1;

/** HUD adds 15 % of the 4-bedroom FMR for each bedroom beyond four. */
export const EXTRA_BEDROOM_SHARE = 0.15;
/** The family's share of a unit above the payment standard may be at most 40 % of adjusted income. */
const FORTY_PERCENT = 0.4;
/** Total tenant payment: the greater of 30 % of adjusted and 10 % of gross monthly income. */
const TTP_ADJUSTED_SHARE = 0.3;
const TTP_GROSS_SHARE = 0.1;

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** The FMR for a bedroom count: 0-4 from the table; 5+ adds 15 % of the 4-bedroom FMR per extra bedroom. */
export function fmrForBedrooms(rents: FmrRents, bedrooms: number): number {
  const size = Math.max(0, Math.floor(bedrooms));
  if (size <= 4) return rents[size];
  return Math.round(rents[4] * (1 + EXTRA_BEDROOM_SHARE * (size - 4)));
}

/** The unit size the payment standard is taken for: the smaller of the voucher's size and the unit's. */
export function voucherUnitSize(voucherBedrooms: number, unitBedrooms: number): number {
  return Math.min(voucherBedrooms, unitBedrooms);
}

/** Gross rent: the rent plus the utilities the tenant pays (unknown counts as none: rent only). */
export function grossRent(rent: number, tenantUtilitiesMonthly: number | null | undefined): number {
  return cents(rent + (tenantUtilitiesMonthly ?? 0));
}

/**
 * Total tenant payment: the greater of 30 % of adjusted and 10 % of gross monthly income, to the cent.
 * Without an adjusted income the gross one stands in for it (adjusted income is gross less deductions,
 * which only the agency knows); null without any income.
 */
export function totalTenantPayment(income: {
  grossMonthly?: number | null;
  adjustedMonthly?: number | null;
}): number | null {
  const adjusted = income.adjustedMonthly ?? income.grossMonthly;
  if (adjusted == null) return null;
  const gross = income.grossMonthly ?? adjusted;
  return cents(Math.max(TTP_ADJUSTED_SHARE * adjusted, TTP_GROSS_SHARE * gross));
}

export type ListingFmrVerdict = { kind: "within" } | { kind: "above"; over: number };

/** A listing against the FMR of its own size (the listing panel, the landlord form, the card mark). */
export function listingFmrVerdict(input: {
  rent: number;
  tenantUtilitiesMonthly?: number | null;
  bedrooms: number;
  rents: FmrRents;
}): ListingFmrVerdict {
  const over = cents(
    grossRent(input.rent, input.tenantUtilitiesMonthly) - fmrForBedrooms(input.rents, input.bedrooms),
  );
  return over > 0 ? { kind: "above", over } : { kind: "within" };
}

/** What a renter tells us of their voucher (all but the size optional). */
export interface VoucherInput {
  /** The voucher's bedroom size (0-8). */
  bedrooms: number;
  /** The payment standard on the agency's letter, for the voucher's size. */
  paymentStandard?: number | null;
  grossMonthlyIncome?: number | null;
  adjustedMonthlyIncome?: number | null;
}

interface UnitAndVoucher {
  /** The unit's bedrooms; unknown counts as the voucher's size. */
  unitBedrooms: number | null | undefined;
  rents: FmrRents;
  voucher: VoucherInput;
}

/**
 * The payment standard for this unit: the FMR of the voucher unit size, or the renter's own. The renter's
 * figure is for the voucher's size; for a smaller unit the agency uses its standard for that size, taken
 * here at the same share of the FMR: round(own × FMR(unit size) / FMR(voucher size)).
 */
export function paymentStandardFor({ unitBedrooms, rents, voucher }: UnitAndVoucher): number {
  const size = voucherUnitSize(voucher.bedrooms, unitBedrooms ?? voucher.bedrooms);
  const fmr = fmrForBedrooms(rents, size);
  const own = voucher.paymentStandard;
  if (own == null || own <= 0) return fmr;
  if (size >= voucher.bedrooms) return own;
  return Math.round((own * fmr) / fmrForBedrooms(rents, voucher.bedrooms));
}

/**
 * How far above the payment standard a gross rent may go under the 40 % rule: 40 % of adjusted income less
 * the TTP (never below 0); 0 without an income. Independent of the unit, so a query adds it to each row's
 * payment standard.
 */
export function fortyPercentHeadroom(voucher: VoucherInput): number {
  const ttp = totalTenantPayment({
    grossMonthly: voucher.grossMonthlyIncome,
    adjustedMonthly: voucher.adjustedMonthlyIncome,
  });
  const adjusted = voucher.adjustedMonthlyIncome ?? voucher.grossMonthlyIncome;
  if (ttp == null || adjusted == null) return 0;
  return Math.max(0, cents(FORTY_PERCENT * adjusted - ttp));
}

/**
 * The highest gross rent that still fits the voucher ("fits" or "fortyPercent") for this unit: payment
 * standard + 40 % of adjusted income − TTP. The search filter and voucherFit both stand on it.
 */
export function maxGrossRentForVoucher(input: UnitAndVoucher): number {
  return cents(paymentStandardFor(input) + fortyPercentHeadroom(input.voucher));
}

export type VoucherFit =
  | { kind: "fits" }
  | { kind: "over"; over: number }
  | { kind: "fortyPercent"; share: number; percentOfIncome: number };

/**
 * A unit against a renter's voucher: within the payment standard ("fits"); above it but the family's share
 * (gross rent − payment standard + TTP) within 40 % of adjusted income ("fortyPercent"); else "over".
 */
export function voucherFit(
  input: UnitAndVoucher & { rent: number; tenantUtilitiesMonthly?: number | null },
): VoucherFit {
  const gross = grossRent(input.rent, input.tenantUtilitiesMonthly);
  const standard = paymentStandardFor(input);
  if (gross <= standard) return { kind: "fits" };
  const ttp = totalTenantPayment({
    grossMonthly: input.voucher.grossMonthlyIncome,
    adjustedMonthly: input.voucher.adjustedMonthlyIncome,
  });
  const adjusted = input.voucher.adjustedMonthlyIncome ?? input.voucher.grossMonthlyIncome;
  if (ttp != null && adjusted != null && adjusted > 0 && gross <= maxGrossRentForVoucher(input)) {
    const share = cents(gross - standard + ttp);
    return { kind: "fortyPercent", share, percentOfIncome: Math.round((share / adjusted) * 1000) / 10 };
  }
  return { kind: "over", over: cents(gross - standard) };
}
