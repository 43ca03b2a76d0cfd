import { CITY_PAGES, CITY_TEXTS } from "@common/city-pages";
import { describe, expect, it } from "vitest";
import { serverT } from "~/lib/i18n.server";
import { cityIntro, cityTagline } from "./city-copy";

const en = serverT("en", "home");
const es = serverT("es", "home");

describe("the city pages' copy", () => {
  it("repeats in English each city's intro and tagline of common/city-pages.ts", () => {
    for (const config of CITY_PAGES) {
      if (config.size === "larger") expect(cityIntro(en, config)).toBe(config.intro);
      else expect(cityTagline(en, config)).toBe(config.theme?.tagline);
      const spanish = config.size === "larger" ? cityIntro(es, config) : cityTagline(es, config);
      expect(spanish).not.toMatch(/^home\./);
    }
  });

  it("says the shared sentences as common/city-pages.ts's CITY_TEXTS", () => {
    const city = "Chicago";
    expect(en("home.city.trendUnavailable")).toBe(CITY_TEXTS.trendUnavailable);
    expect(en("home.snapshot.heading")).toBe(CITY_TEXTS.snapshotHeading);
    expect(en("home.city.expanding", { city })).toBe(CITY_TEXTS.expanding(city));
    expect(en("home.city.partiesHeading", { city })).toBe(CITY_TEXTS.partiesHeading(city));
    expect(en("home.city.estimatesIntro", { city })).toBe(CITY_TEXTS.estimatesIntro(city));
    expect(en("home.city.noListingsAtAll", { city })).toBe(CITY_TEXTS.noListingsAtAll(city));
  });
});
