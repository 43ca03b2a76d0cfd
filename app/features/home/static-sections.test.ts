import { CITY_PAGES } from "@common/city-pages";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SeoText } from "./static-sections";

describe("SeoText", () => {
  it("names the city pages of common/city-pages.ts, in their order", () => {
    const text = renderToStaticMarkup(createElement(SeoText)).replace(/<!-- -->/g, "");
    const names = CITY_PAGES.map((c) => c.city).join(", ");
    expect(text).toContain(`directly from owners in ${names} and beyond.`);
  });
});
