import { z } from "zod";
import { CENTS_PER_DOLLAR, dollarsToCents, parseDollars } from "../money";

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
