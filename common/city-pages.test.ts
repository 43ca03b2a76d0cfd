import { describe, expect, it } from "vitest";
import { CITY_PAGES, cityPageConfig, cityPageForPath } from "./city-pages";

describe("city page rules", () => {
  it("sorts the 12 pages into the spec's larger and smaller pages", () => {
    const by = (pick: (c: (typeof CITY_PAGES)[number]) => boolean) =>
      CITY_PAGES.filter(pick).map((c) => c.slug);
    expect(by((c) => c.size === "larger")).toEqual([
      "new-york",
      "miami",
      "atlanta",
      "houston",
      "los-angeles",
    ]);
    expect(by((c) => c.size === "smaller")).toEqual([
      "chicago",
      "detroit",
      "philadelphia",
      "baltimore",
      "brooklyn",
      "dallas",
      "phoenix",
    ]);
    expect(by((c) => c.showsTrendUnavailable)).toEqual(["miami", "atlanta", "houston", "los-angeles"]);
    expect(by((c) => c.showsRentParties)).toEqual(["chicago", "brooklyn", "dallas", "phoenix"]);
    expect(by((c) => c.showsEstimatesFallback)).toEqual(["chicago"]);
    expect(by((c) => c.showsDescription)).toEqual(["new-york"]);
    // New York and every smaller page match a listing's city by containment; the other larger pages by name.
    expect(by((c) => c.cityMatch === "equals")).toEqual(["miami", "atlanta", "houston", "los-angeles"]);
    expect(() => cityPageConfig("springfield")).toThrow();
    expect(cityPageForPath("/Los-Angeles/").slug).toBe("los-angeles");
    // Smaller pages have a theme (their hero's colours).
    for (const c of CITY_PAGES) {
      if (c.size === "smaller") expect(c.theme?.hero, c.slug).toMatch(/\S.{10,}/);
    }
  });
});
