import { distanceHint } from "@common/format";
import { locationHeading, locationHeadline } from "@common/location";
import { describe, expect, it } from "vitest";
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
