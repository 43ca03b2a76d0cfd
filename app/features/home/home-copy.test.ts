import { CITY_PAGES, CITY_TEXTS } from "@common/city-pages";
import { distanceHint } from "@common/format";
import { locationHeading, locationHeadline } from "@common/location";
import { describe, expect, it } from "vitest";
import { cityIntro, cityTagline } from "~/features/cities/city-copy";
import { serverT } from "~/lib/i18n.server";
import { distanceText, locationHeadingText, locationHeadlineText } from "./home-copy";

const en = serverT("en", "home");
const es = serverT("es", "home");

const PLACES = [
  null,
  { city: "Austin", state: "TX" },
  { city: "Lyon", state: "Rhône" },
  { city: "Miami", state: "Florida" },
  { city: "Reno", state: "Nevada" },
  { city: "Salem", state: "Oregon" },
  { city: "Boise", state: "Idaho" },
  { city: "Dover", state: "Ohio" },
];

describe("the home page's location texts", () => {
  it("are in English word for word what common/location.ts says", () => {
    for (const place of PLACES) {
      expect(locationHeadlineText(en, place)).toBe(locationHeadline(place));
      expect(locationHeadingText(en, place)).toBe(locationHeading(place));
    }
  });

  it("are in Spanish", () => {
    expect(locationHeadingText(es, { city: "Detroit", state: "MI" })).toBe(
      "Alquileres económicos en Detroit, Michigan",
    );
    expect(locationHeadlineText(es, null)).toBe("Alquileres económicos disponibles en tu zona");
  });

  it("give a distance as common/format.ts's distanceHint does", () => {
    for (const miles of [null, undefined, -1, Number.NaN, 0, 4.9, 5, 12, 37.4, 99, 104, 1234]) {
      expect(distanceText(en, miles, "Chicago")).toBe(distanceHint(miles, "Chicago"));
    }
    expect(distanceText(es, 12, "Chicago")).toBe("a unas 10 millas de Chicago");
  });
});

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
