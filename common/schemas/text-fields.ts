import { z } from "zod";
import { blankToUndefined, multiLineText, singleLineText } from "./text";

export { blankToUndefined };

/** Required one-line text: trimmed, not blank, no control characters, at most `max` characters. */
export const requiredText = (message: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    singleLineText({ error: message }).min(1, message).max(max, `Must be at most ${max} characters`),
  );

/** Optional multi-line text (descriptions, messages): blank is undefined, at most `max` characters. */
export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, multiLineText().max(max, `Must be at most ${max} characters`).optional());
