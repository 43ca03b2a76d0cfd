import { CITY_PAGES } from "@common/city-pages";
import { LOCALE_TAGS, type Locale } from "@common/i18n";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { compiledMessages } from "~/lib/i18n.server";
import { SeoText } from "./static-sections";

function render(locale: Locale) {
  const tag = LOCALE_TAGS[locale];
  const i18n = setupI18n({ locale: tag, messages: { [tag]: compiledMessages(locale, "home") } });
  return renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(SeoText))).replace(
    /<!-- -->/g,
    "",
  );
}

describe("SeoText", () => {
  it("names the city pages of common/city-pages.ts, in their order", () => {
    const names = CITY_PAGES.map((c) => c.city).join(", ");
    expect(render("en")).toContain(`directly from owners in ${names} and beyond.`);
    expect(render("es")).toContain(`directo de sus dueños, en ${names} y más.`);
  });
});
