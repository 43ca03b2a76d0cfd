import { CITY_PAGES } from "@common/city-pages";
import { describe, expect, it } from "vitest";
import { serverT } from "~/lib/i18n.server";
import { cityIntro, cityTagline } from "./city-copy";

const en = serverT("en", "home");
const es = serverT("es", "home");

/** Each page's intro (larger pages) or tagline (smaller pages), in the spec's English words. */
const SPEC_COPY: Record<string, string> = {
  "new-york":
    "From Harlem to Washington Heights, New York renters spend more of their paycheck on housing than almost anywhere in the country. Here you deal directly with the owner: no broker fee, no application fee, and Section 8 vouchers are welcome.",
  miami:
    "Miami rents have climbed fast, and renters across Little Havana, Wynwood and Little Haiti feel it. Find homes listed by their owners, with no agents, no application fees and landlords who accept Section 8.",
  atlanta:
    "Atlanta keeps growing, and so do its rents. Browse homes in the West End, Vine City, Lakewood and beyond, listed directly by landlords who never charge you to apply.",
  houston:
    "Houston still has homes a working family can afford, if you know where to look. Search listings from the Third Ward to Northside, straight from the owner, with Section 8 welcome.",
  "los-angeles":
    "In Los Angeles, a fair rent is hard to find and easy to lose. Every home here comes from its owner, with no agents and no application fees, from South Central to Boyle Heights.",
  chicago: "Homes from Little Village to Logan Square, straight from the owner.",
  detroit: "Affordable homes across Midtown, Boston-Edison and the Eastside.",
  philadelphia: "Rowhomes and apartments from Brewerytown to Kingsessing.",
  baltimore: "Homes from Bolton Hill to Highlandtown, listed by their owners.",
  brooklyn: "Apartments in Bushwick, Flatbush and beyond, with no broker fee.",
  dallas: "Homes from Oak Cliff to South Dallas, straight from the owner.",
  phoenix: "Homes across Garfield, Maryvale and Alhambra, with Section 8 welcome.",
};

describe("the city pages' copy", () => {
  it("says each city's intro and tagline in the spec's English words, and has them in Spanish", () => {
    expect(Object.keys(SPEC_COPY)).toEqual(CITY_PAGES.map((c) => c.slug));
    for (const config of CITY_PAGES) {
      const english = config.size === "larger" ? cityIntro(en, config) : cityTagline(en, config);
      expect(english, config.slug).toBe(SPEC_COPY[config.slug]);
      const spanish = config.size === "larger" ? cityIntro(es, config) : cityTagline(es, config);
      expect(spanish).not.toMatch(/^home\./);
    }
  });

  it("words the shared sentences as the spec does", () => {
    const city = "Chicago";
    expect(en("home.city.trendUnavailable")).toBe("Rental trend data currently unavailable for this city.");
    expect(en("home.snapshot.heading")).toBe("Rental Market Snapshot");
    expect(en("home.city.expanding", { city: "Detroit" })).toBe(
      "We're expanding to Detroit — check back soon for verified listings.",
    );
    expect(en("home.city.partiesHeading", { city })).toBe("Active Rent Parties in Chicago Area");
    expect(en("home.city.estimatesIntro", { city })).toBe(
      "No verified listings available right now. Here are market estimates for Chicago:",
    );
    expect(en("home.city.noListingsAtAll", { city })).toBe("No listings available in Chicago at the moment.");
  });
});
