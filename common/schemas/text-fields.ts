import { z } from "zod";

/** Form values arrive as strings; blank means "not given". */
export const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** Required text: trimmed, not blank, at most `max` characters. */
export const requiredText = (message: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`),
  );

/** Optional text: trimmed, blank is undefined, at most `max` characters. */
export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `Must be at most ${max} characters`).optional());
