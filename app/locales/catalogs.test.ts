import { formatPrice, listingTitle, publicCampaignTitle } from "@common/format";
import { LOCALES } from "@common/i18n";
import { RENT_HELP_PROGRAM_IDS } from "@common/rent-help";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { LINK_EXPIRED_MESSAGE, LINK_INVALID_MESSAGE } from "@server/rent-parties/read-landlord-link";
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

describe("texts made outside the catalogs say what the catalogs say", () => {
  it.each(LOCALES)("a listing with no title or price reads as the %s cards do", (locale) => {
    const cards = CATALOGS.cards[locale];
    expect(listingTitle(null, locale)).toBe(cards["listings.untitled"]);
    expect(formatPrice(0, locale)).toBe(cards["listings.priceTbd"]);
  });

  it("writes the generated campaign headline in the page's language", () => {
    expect(publicCampaignTitle({ title: "Rent help", headlineName: "Rosa" }, "es")).toBe("Colecta de Rosa");
    expect(publicCampaignTitle({ title: "", headlineName: null }, "es")).toBe("Colecta anónima");
  });

  it("translates why a landlord's link can't be used (the service's English, shown on the Spanish page)", () => {
    const messages: Record<string, string> = CATALOGS.rentParty.es;
    for (const english of [LINK_INVALID_MESSAGE, LINK_EXPIRED_MESSAGE]) {
      expect(CATALOGS.rentParty.en[`error.${english}` as keyof typeof CATALOGS.rentParty.en]).toBe(english);
      expect(messages[`error.${english}`]).toMatch(/^Este enlace/);
    }
  });

  it.each(LOCALES)("names and describes every rent-help program in %s, the Spanish in Spanish", (locale) => {
    const messages: Record<string, string> = CATALOGS.rentParty[locale];
    for (const id of RENT_HELP_PROGRAM_IDS) {
      expect(messages[`rentParty.help.program.${id}.name`], id).toBeTruthy();
      expect(messages[`rentParty.help.program.${id}.description`], id).toBeTruthy();
    }
    if (locale === "es") {
      expect(messages["rentParty.help.program.us211.description"]).toMatch(/^Línea gratis/);
      expect(messages["rentParty.help.program.lawHelp.name"]).toBe("LawHelp.org: ayuda legal gratis");
    }
  });
});
