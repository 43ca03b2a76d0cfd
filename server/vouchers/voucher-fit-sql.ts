import { type SQL, sql } from "drizzle-orm";
import { EXTRA_BEDROOM_SHARE, fortyPercentHeadroom, type VoucherInput } from "../../common/voucher-rules";
import { fairMarketRents } from "../db/schema/vouchers";

/**
 * "Fits my voucher" as a WHERE condition on listings: the listing's gross rent is at most the highest gross
 * rent the voucher allows for it (maxGrossRentForVoucher in common/voucher-rules.ts: the payment standard for
 * the voucher unit size, plus the 40 % rule's headroom). The FMRs come from fair_market_rents, one primary-key
 * probe per listing the query looks at (its ZIP), so nothing is loaded into memory.
 *
 * The probe runs on candidates only. Each listing keeps voucher_margin_cents (migration 0030: its gross rent
 * less the highest FMR it can be compared at, kept by a trigger and on a reload of the FMRs), and without a
 * payment standard of the renter's own a match has it at most the headroom (its FMR is one of those), so the
 * search range-scans listings_public_voucher_margin_idx, or walks the price order in
 * listings_public_voucher_price_idx checking it there, and probes only what passes. With the renter's own
 * payment standard (a private search) the candidates are the listings that have an FMR at all.
 *
 * The SQL restates the rule's arithmetic step by step in double precision, with JavaScript's rounding
 * (Math.round is floor(x + 0.5) for the positive amounts here), so it picks exactly the listings voucherFit
 * answers "fits" or "fortyPercent" for: the integration test compares them over every row. What does not
 * depend on the listing (the headroom, the 5+ bedroom multipliers, the renter's own payment standard) is
 * computed here once, by the rule's own functions, and bound as a parameter.
 */

/** A listing column, qualified: Drizzle leaves a one-table query's columns bare, and the subquery has its own. */
const col = (name: string) => sql`${sql.identifier("listings")}.${sql.identifier(name)}`;
const fmrCol = (name: string) => sql`${sql.identifier("fmr")}.${sql.identifier(name)}`;
const f8 = (value: number) => sql`${value}::float8`;
const jsRound = (value: SQL) => sql`floor((${value}) + 0.5)`;
const jsCents = (value: SQL) => sql`(floor((${value}) * 100 + 0.5) / 100)`;

/** fmrForBedrooms for a fixed size: the column for 0-4; 5+ adds 15 % of the 4-bedroom FMR per bedroom. */
function fmrFor(size: number): SQL {
  if (size <= 4) return sql`${fmrCol(`fmr_${size}`)}::float8`;
  // The multiplier exactly as the rule computes it (1 + 0.15 × extra bedrooms), then × FMR(4) and rounded.
  const multiplier = 1 + EXTRA_BEDROOM_SHARE * (size - 4);
  return jsRound(sql`${fmrCol("fmr_4")}::float8 * ${f8(multiplier)}`);
}

/** paymentStandardFor for a fixed unit size, given the voucher. */
function paymentStandardFor(unitSize: number, voucher: VoucherInput): SQL {
  const fmr = fmrFor(unitSize);
  const own = voucher.paymentStandard;
  if (own == null || own <= 0) return fmr;
  if (unitSize >= voucher.bedrooms) return f8(own);
  return jsRound(sql`${f8(own)} * ${fmr} / ${fmrFor(voucher.bedrooms)}`);
}

/** The listing's ZIP as the FMR table keys it ("60614" of "60614" or "60614-1234"), else null. */
const listingZip = sql`substring(${col("zip_code")} from '^\\s*([0-9]{5})(?:-[0-9]{4})?\\s*$')`;

/** The condition; combine it with the search's others. */
export function voucherFitCondition(voucher: VoucherInput): SQL {
  const headroom = fortyPercentHeadroom(voucher);
  // The voucher unit size: the smaller of the voucher's and the unit's (unknown bedrooms: the voucher's).
  const size = sql.raw(String(Math.trunc(voucher.bedrooms)));
  const unitSize = sql`least(${size}, coalesce(${col("bedrooms")}, ${size}))`;
  const branches = Array.from({ length: voucher.bedrooms + 1 }, (_, size) => {
    const maxGross = jsCents(sql`${paymentStandardFor(size, voucher)} + ${f8(headroom)}`);
    return sql`when ${sql.raw(String(size))} then ${maxGross}`;
  });
  const maxGross = sql`(select case ${unitSize} ${sql.join(branches, sql` `)} end from ${fairMarketRents} as fmr where ${fmrCol("zip")} = ${listingZip})`;
  // grossRent: the rent plus the tenant's utilities estimate (none given: the rent alone).
  const gross = jsCents(
    sql`${col("price_cents")}::float8 / 100 + coalesce(${col("tenant_utilities_monthly")}, 0)::float8`,
  );
  // A necessary condition the indexes serve (see above): a cent of slack against the float arithmetic.
  const own = voucher.paymentStandard;
  const candidate =
    own == null || own <= 0
      ? sql`${col("voucher_margin_cents")} <= ${Math.round(headroom * 100) + 1}`
      : sql`${col("voucher_margin_cents")} is not null`;
  return sql`(${candidate} and ${col("country")} = 'United States' and ${gross} <= ${maxGross})`;
}
