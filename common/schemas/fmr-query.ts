import { z } from "zod";
import { TENANT_UTILITIES_MAX, TENANT_UTILITIES_MESSAGE } from "../listing-form";
import { LISTING_MAX_BEDROOMS, LISTING_MAX_DOLLARS, LISTING_ZIP_MAX } from "./listing-form";
import { blankToUndefined } from "./text";

const FMR_ZIP_MESSAGE = "Please enter a valid ZIP code";
const NUMBER_MESSAGE = "Please enter a number";

const number = (max: number, message: string, int: boolean) =>
  z.preprocess((v) => {
    const b = blankToUndefined(v);
    return typeof b === "string" ? Number(b) : b;
  }, (int ? z.number({ error: message }).int(message) : z.number({ error: message }))
    .min(0, message)
    .max(max, message)
    .optional());

/**
 * GET /vouchers/fmr: the landlord form's question "what is the HUD FMR for this ZIP and size, and where does
 * my rent stand?" (the form's own values; nothing is stored).
 */
export const fmrQuerySchema = z.object({
  zip: z.preprocess(
    blankToUndefined,
    z
      .string({ error: FMR_ZIP_MESSAGE })
      .max(LISTING_ZIP_MAX, FMR_ZIP_MESSAGE)
      .regex(/^\d{5}(?:-\d{4})?$/, FMR_ZIP_MESSAGE),
  ),
  bedrooms: number(LISTING_MAX_BEDROOMS, NUMBER_MESSAGE, true),
  rent: number(LISTING_MAX_DOLLARS, NUMBER_MESSAGE, false),
  utilitiesIncluded: z.preprocess((v) => v === "on" || v === "true" || v === "1", z.boolean()),
  tenantUtilities: number(TENANT_UTILITIES_MAX, TENANT_UTILITIES_MESSAGE, true),
});
