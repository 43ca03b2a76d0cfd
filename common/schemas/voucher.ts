import { z } from "zod";
import {
  AGENCY_CODE_PATTERN,
  AGENCY_SEARCH_MAX,
  PAYMENT_STANDARD_MAX,
  PAYMENT_STANDARD_MIN,
  VOUCHER_BEDROOMS_MAX,
  VOUCHER_BEDROOMS_MIN,
  VOUCHER_INCOME_MAX,
  VOUCHER_MESSAGES,
} from "../my-voucher";
import { centsSchema } from "./money";
import { blankToUndefined, singleLineText } from "./text";

const income = () =>
  z.preprocess(
    blankToUndefined,
    centsSchema(
      { min: 0, max: VOUCHER_INCOME_MAX },
      {
        required: VOUCHER_MESSAGES.income,
        notANumber: VOUCHER_MESSAGES.income,
        tooSmall: VOUCHER_MESSAGES.income,
        tooLarge: VOUCHER_MESSAGES.income,
        tooPrecise: VOUCHER_MESSAGES.income,
      },
    ).optional(),
  );

/**
 * The "My voucher" form (and the same input wherever a voucher is saved): the voucher's bedroom size, the
 * housing agency (a HUD PHA code picked from the directory; the typed search is only a way to find it),
 * and optionally the payment standard from the agency's letter and the monthly income. Money comes out in
 * cents. Whether the agency exists is the service's check (the directory is on the server).
 */
export const voucherSchema = z
  .object({
    bedrooms: z.preprocess(
      (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value),
      z
        .number({ error: VOUCHER_MESSAGES.bedrooms })
        .int(VOUCHER_MESSAGES.bedrooms)
        .min(VOUCHER_BEDROOMS_MIN, VOUCHER_MESSAGES.bedrooms)
        .max(VOUCHER_BEDROOMS_MAX, VOUCHER_MESSAGES.bedrooms),
    ),
    agencyCode: z.preprocess(
      (value) =>
        typeof value === "string" ? (value.trim() === "" ? undefined : value.trim().toUpperCase()) : value,
      z.string().regex(AGENCY_CODE_PATTERN, VOUCHER_MESSAGES.agency).optional(),
    ),
    /** What was typed in the agency search; used only when no agency was picked (a page without JavaScript). */
    agencySearch: z.preprocess(blankToUndefined, singleLineText().max(AGENCY_SEARCH_MAX).optional()),
    paymentStandard: z.preprocess(
      blankToUndefined,
      centsSchema(
        { min: PAYMENT_STANDARD_MIN, max: PAYMENT_STANDARD_MAX },
        {
          required: VOUCHER_MESSAGES.paymentStandard,
          notANumber: VOUCHER_MESSAGES.paymentStandard,
          tooSmall: VOUCHER_MESSAGES.paymentStandard,
          tooLarge: VOUCHER_MESSAGES.paymentStandard,
          tooPrecise: VOUCHER_MESSAGES.paymentStandard,
        },
      ).optional(),
    ),
    grossMonthlyIncome: income(),
    adjustedMonthlyIncome: income(),
  })
  .superRefine((value, ctx) => {
    if (
      value.grossMonthlyIncome !== undefined &&
      value.adjustedMonthlyIncome !== undefined &&
      value.adjustedMonthlyIncome > value.grossMonthlyIncome
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["adjustedMonthlyIncome"],
        message: VOUCHER_MESSAGES.adjustedAboveGross,
      });
    }
  });
