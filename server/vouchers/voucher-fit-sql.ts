import { type SQL, sql } from "drizzle-orm";
import { EXTRA_BEDROOM_SHARE, fortyPercentHeadroom, type VoucherInput } from "../../common/voucher-rules";

/**
 * "Fits my voucher" as a WHERE condition on listings: the listing's gross rent is at most the highest gross
 * rent the voucher allows for it (maxGrossRentForVoucher in common/voucher-rules.ts: the payment standard for
 * the voucher unit size, plus the 40 % rule's headroom). The FMRs are the listing's copy of its ZIP's row of
 * fair_market_rents (voucher_fmrs, migration 0031), so nothing is loaded into memory and nothing is probed.
 *
 * Each listing also keeps voucher_margin_cents (migration 0030: its gross rent less the highest FMR it can be
 * compared at). Both are set by one trigger, on insert, on an edit of what they read and on a reload of the
 * FMRs. Without a payment standard of the renter's own a match has the margin at most the headroom (its FMR
 * is one of those), so the search range-scans listings_public_voucher_margin_idx, which holds every column
 * the rule reads (the capped count is an index-only scan), or walks the price order in
 * listings_public_voucher_price_idx. With the renter's own payment standard (a private search) the candidates
 * are the listings that have an FMR at all.
 *
 * The SQL restates the rule's arithmetic step by step in double precision, with JavaScript's rounding
 * (Math.round is floor(x + 0.5) for the positive amounts here), so it picks exactly the listings voucherFit
 * answers "fits" or "fortyPercent" for: the integration test compares them over every row. What does not
 * depend on the listing (the headroom, the 5+ bedroom multipliers, the renter's own payment standard) is
 * computed here once, by the rule's own functions, and bound as a parameter.
 */

/** A listing column, qualified (Drizzle leaves a one-table query's columns bare). */
const col = (name: string) => sql`${sql.identifier("listings")}.${sql.identifier(name)}`;
/** The listing's copy of its ZIP's FMR for 0-4 bedrooms (voucher_fmrs, an array from 1). */
const fmrOf = (size: number) => sql`${col("voucher_fmrs")}[${sql.raw(String(size + 1))}]`;
const f8 = (value: number) => sql`${value}::float8`;
const jsRound = (value: SQL) => sql`floor((${value}) + 0.5)`;
const jsCents = (value: SQL) => sql`(floor((${value}) * 100 + 0.5) / 100)`;

/** fmrForBedrooms for a fixed size: the column for 0-4; 5+ adds 15 % of the 4-bedroom FMR per bedroom. */
function fmrFor(size: number): SQL {
  if (size <= 4) return sql`${fmrOf(size)}::float8`;
  // The multiplier exactly as the rule computes it (1 + 0.15 × extra bedrooms), then × FMR(4) and rounded.
  const multiplier = 1 + EXTRA_BEDROOM_SHARE * (size - 4);
  return jsRound(sql`${fmrOf(4)}::float8 * ${f8(multiplier)}`);
}

/** paymentStandardFor for a fixed unit size, given the voucher. */
function paymentStandardFor(unitSize: number, voucher: VoucherInput): SQL {
  const fmr = fmrFor(unitSize);
  const own = voucher.paymentStandard;
  if (own == null || own <= 0) return fmr;
  if (unitSize >= voucher.bedrooms) return f8(own);
  return jsRound(sql`${f8(own)} * ${fmr} / ${fmrFor(voucher.bedrooms)}`);
}

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
  const maxGross = sql`(case ${unitSize} ${sql.join(branches, sql` `)} end)`;
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
  // voucher_fmrs is set only for a U.S. listing with a ZIP HUD knows (as the margin).
  return sql`(${candidate} and ${col("voucher_fmrs")} is not null and ${gross} <= ${maxGross})`;
}
