import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { E164_PATTERN, PHONE_DEFAULT_REGION, PHONE_MESSAGE } from "../phone";
import { singleLineText } from "./text";

/**
 * A phone number as a person typed it, in E.164 form, or null when it cannot be a phone number. A number
 * already in E.164 form is kept as it is (the spec's rule); anything else is read by libphonenumber-js (its
 * small "min" metadata: lengths and leading digits per country, enough to tell a real number) with the U.S.
 * as the default region. A number with an extension is refused: E.164 has no place for it.
 */
export function toE164(text: string): string | null {
  if (E164_PATTERN.test(text)) return text;
  const parsed = parsePhoneNumberFromString(text, PHONE_DEFAULT_REGION);
  if (!parsed?.isValid() || parsed.ext) return null;
  return E164_PATTERN.test(parsed.number) ? parsed.number : null;
}

/** An optional phone field: blank is null, else the number in E.164 form, else the spec's message. */
export function optionalPhoneSchema() {
  return singleLineText()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const e164 = toE164(v);
      if (e164 === null) {
        ctx.addIssue({ code: "custom", message: PHONE_MESSAGE, input: v });
        return z.NEVER;
      }
      return e164;
    });
}
