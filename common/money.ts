/**
 * Money in one place (stored as integer cents: exact, never floating point). Parsing what a person types
 * into cents, and formatting cents as US dollars, by the spec's rule "US dollars without cents": never
 * "$175.00"; cents are shown only on an amount that really has them (a $10.50 gift). Every page, email and
 * message formats money here.
 * No zod here: every page formats money, and the validation library stays off pages without a form (the
 * money field's schema is common/schemas/money.ts).
 */

export const CENTS_PER_DOLLAR = 100;

/** Whole or fractional dollars to integer cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * CENTS_PER_DOLLAR);
}

/** Integer cents to whole dollars (rounded). */
export function centsToWholeDollars(cents: number): number {
  return Math.round(cents / CENTS_PER_DOLLAR);
}

const wholeUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const centsUsd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Whole-dollar USD from integer cents, rounded: "$1,235" (the spec's display rule for prices and goals). */
export function formatUsd(cents: number): string {
  return wholeUsd.format(centsToWholeDollars(cents));
}

/** Whole-dollar USD from whole dollars (market figures, estimates): "$1,250". */
export function formatUsdDollars(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}

/**
 * An amount exactly as it is (gifts, receipts, invoices, what a campaign still needs): whole dollars
 * when it has no cents ("$25", "$1,200"), cents only when they really exist ("$10.50").
 */
export function formatUsdExact(cents: number): string {
  return cents % CENTS_PER_DOLLAR === 0 ? formatUsd(cents) : centsUsd.format(cents / CENTS_PER_DOLLAR);
}

/** A dollar limit as a message states it: "$1", "$0.01", "$1,000,000". */
export function formatUsdLimit(dollars: number): string {
  return formatUsdExact(dollarsToCents(dollars));
}

/** Cents as a money input's value: "1250" for whole dollars, else "999.50". */
export function centsToInputValue(cents: number): string {
  return cents % CENTS_PER_DOLLAR === 0
    ? String(cents / CENTS_PER_DOLLAR)
    : (cents / CENTS_PER_DOLLAR).toFixed(2);
}

const DOLLARS_TEXT = /^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;

/**
 * A dollar amount as a person types it ("25", "25.5", "$1,250.00") or as a JSON number, to dollars;
 * NaN when it is not a plain decimal number ("abc", "1e3", "0x10", "1,2,3").
 */
export function parseDollars(value: string | number): number {
  const text = (typeof value === "number" ? String(value) : value).trim().replace(/^\$/, "");
  return DOLLARS_TEXT.test(text) ? Number(text.replace(/,/g, "")) : Number.NaN;
}
