import { z } from "zod";
import { COUNTRY_NAMES } from "../countries";
import { UNITED_STATES } from "../location";
import { findUsState } from "../us-states";
import { blankToUndefined, singleLineText } from "./text";

export const LOCATION_PLACE_MAX = 100;

const place = (message: string) =>
  z.preprocess(
    blankToUndefined,
    singleLineText({ error: message })
      .min(1, message)
      .max(LOCATION_PLACE_MAX, `Must be at most ${LOCATION_PLACE_MAX} characters`),
  );

/**
 * The visitor's location override (Change Location dialog, a chosen nearby area, and the cookie that
 * remembers it). Values are trimmed; a U.S. state must be one of the 50 (by code or name) and comes out
 * as its two-letter code.
 */
export const locationOverrideSchema = z
  .object({
    country: z.preprocess(
      (v) => blankToUndefined(v) ?? UNITED_STATES,
      singleLineText().refine((c) => COUNTRY_NAMES.includes(c), "Please choose a country from the list"),
    ),
    state: place("State is required"),
    city: place("City is required"),
  })
  .transform((value, ctx) => {
    if (value.country !== UNITED_STATES) return value;
    const state = findUsState(value.state);
    if (!state) {
      ctx.addIssue({ code: "custom", path: ["state"], message: "Please choose a state from the list" });
      return z.NEVER;
    }
    return { ...value, state: state.code };
  });

export type LocationOverride = z.output<typeof locationOverrideSchema>;
