import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE_MESSAGE } from "../text-messages";

/**
 * The building blocks of every text field: control characters are refused (they inject lines into
 * emails and headers, and PostgreSQL refuses NUL), and a value made only of spaces and invisible
 * characters (zero-width space, joiners, word joiner, BOM, bidi controls, soft hyphen...) becomes ""
 * so that the field's own "required" rule refuses it with the same message as a blank one.
 */

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\u2028\u2029]/u;
/** The same, minus tab, line feed and carriage return. */
const MULTI_LINE_FORBIDDEN = /(?![\t\n\r])\p{Cc}/u;
/** Whitespace and code points that render as nothing (Unicode Default_Ignorable_Code_Point), Braille blank. */
const BLANK = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** Whether a value is empty, or only spaces and invisible characters. */
export function isBlank(value: string): boolean {
  return BLANK.test(value);
}

/** Whether a one-line value holds a control character (tab and line breaks included). */
export function hasControlCharacters(value: string): boolean {
  return SINGLE_LINE_FORBIDDEN.test(value);
}

/** Whether a multi-line value holds a control character other than tab and line breaks. */
export function hasNonTextControlCharacters(value: string): boolean {
  return MULTI_LINE_FORBIDDEN.test(value);
}

/** Form values arrive as strings; blank (or invisible-only) means "not given". */
export function blankToUndefined(value: unknown): unknown {
  return typeof value === "string" && isBlank(value) ? undefined : value;
}

const trimmed = (value: string) => (isBlank(value) ? "" : value.trim());

type StringParams = string | z.core.$ZodStringParams;

/**
 * A one-line text field (names, titles, places, emails, phones): use it where `z.string(...).trim()` would
 * go, then chain the field's own rules (`.min(1, "X is required")`, `.max(...)`).
 */
export function singleLineText(params?: StringParams) {
  return z
    .string(params)
    .refine((value) => !hasControlCharacters(value), SINGLE_LINE_MESSAGE)
    .overwrite(trimmed);
}

/** A multi-line text field (messages, stories, descriptions): line breaks and tabs are kept. */
export function multiLineText(params?: StringParams) {
  return z
    .string(params)
    .refine((value) => !hasNonTextControlCharacters(value), CONTROL_CHARACTERS_MESSAGE)
    .overwrite(trimmed);
}

/** An unpaired UTF-16 surrogate (a pair is one code point under the `u` flag, never matched). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a parsed JSON value holds, in any key or string, a NUL or an unpaired surrogate: PostgreSQL
 * stores neither in text or jsonb, and an unpaired surrogate cannot be URL-encoded. For bodies that no
 * schema of ours reads first (Better Auth's, payment notifications).
 */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\0") || LONE_SURROGATE.test(item)) return true;
    } else if (item && typeof item === "object") {
      for (const [key, nested] of Object.entries(item)) pending.push(key, nested);
    }
  }
  return false;
}
