import { LOCALES } from "@common/i18n";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { CATALOGS } from "./catalogs";

/**
 * The placeholders a message fills ({count}, {year}...), in order of first use. A plural or select branch
 * of one word (`=0 {Studio}`, `other {Estudios}`) is text, not a placeholder.
 */
function placeholders(message: string): string[] {
  const found = message.matchAll(/(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{\s*(\w+)\s*[,}]/g);
  return [...new Set([...found].map((m) => m[1]))].sort();
}

describe.each(Object.entries(CATALOGS))("the %s catalog", (_area, byLocale) => {
  const english = byLocale.en as Record<string, string>;

  it.each(LOCALES)("has every key in %s, and nothing else", (locale) => {
    expect(Object.keys(byLocale[locale]).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LOCALES)("compiles every %s message, each filling the English one's placeholders", (locale) => {
    for (const [id, message] of Object.entries(byLocale[locale] as Record<string, string>)) {
      expect(() => compileMessageOrThrow(message), id).not.toThrow();
      expect(placeholders(message), id).toEqual(placeholders(english[id]));
      expect(message.trim(), id).not.toBe("");
    }
  });
});
