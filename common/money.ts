import { z } from "zod";

/**
 * Money in one place (decisions.md 5: stored as integer cents). Parsing what a person types into cents,
 * and formatting cents as US dollars, by the spec's rule "US dollars without cents" unless said otherwise.
 */

const CENTS_PER_DOLLAR = 100;

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
const exactUsd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const shortUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Whole-dollar USD from integer cents: "$1,235" (the spec's display rule for prices and goals). */
export function formatUsd(cents: number): string {
  return wholeUsd.format(centsToWholeDollars(cents));
}

/** Whole-dollar USD from whole dollars (market figures, estimates): "$1,250". */
export function formatUsdDollars(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}

/** Exact USD, cents included: "$25.00" (receipts, invoices, gifts). */
export function formatUsdExact(cents: number): string {
  return exactUsd.format(cents / CENTS_PER_DOLLAR);
}

/** A dollar limit as a message states it: "$1", "$0.01", "$1,000,000". */
export function formatUsdLimit(dollars: number): string {
  return shortUsd.format(dollars);
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

/** The messages of a money field, in the order the checks run. */
export interface MoneyMessages {
  required: string;
  notANumber: string;
  tooSmall: string;
  tooLarge: string;
  tooPrecise: string;
}

/**
 * A money field (a typed string or a JSON number) checked exactly and turned into integer cents. Blank is
 * "required"; wrap it in `z.preprocess(blankToUndefined, ….optional())` for an optional field. The bounds
 * and the cent step are checks on the amount in dollars, so a form's input gets them as its `min`, `max`
 * and `step` (`formConstraint`).
 */
export function centsSchema(limits: { min: number; max: number }, messages: MoneyMessages) {
  return z
    .union([z.string(), z.number()], { error: messages.required })
    .transform((value, ctx): number => {
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      if (typeof value === "string" && value.trim() === "") return fail(messages.required);
      const dollars = parseDollars(value);
      if (!Number.isFinite(dollars)) return fail(messages.notANumber);
      return dollars;
    })
    .pipe(
      z
        .number()
        .min(limits.min, messages.tooSmall)
        .max(limits.max, messages.tooLarge)
        .multipleOf(1 / CENTS_PER_DOLLAR, messages.tooPrecise),
    )
    .transform(dollarsToCents);
}
