import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  campaignTitle,
  distanceHint,
  formatBathrooms,
  formatBedrooms,
  formatCount,
  formatDate,
  formatDateTime,
  formatPrice,
  formatYearOverYear,
  listingTitle,
  progressPercent,
  progressTone,
  propertiesFoundLabel,
  publicCampaignTitle,
  truncate,
} from "./format";

describe("display rules", () => {
  it("shows Untitled Property for a missing title, Propiedad sin título in Spanish", () => {
    expect(listingTitle(null, "en")).toBe("Untitled Property");
    expect(listingTitle("  ", "en")).toBe("Untitled Property");
    expect(listingTitle("Loft", "en")).toBe("Loft");
    expect(listingTitle(null, "es")).toBe("Propiedad sin título");
    expect(listingTitle("Loft", "es")).toBe("Loft");
  });

  it("shows Price TBD for 0 or missing, else whole dollars", () => {
    expect(formatPrice(0, "en")).toBe("Price TBD");
    expect(formatPrice(null, "en")).toBe("Price TBD");
    expect(formatPrice(123_456, "en")).toBe("$1,235");
    expect(formatPrice(null, "es")).toBe("Precio por confirmar");
    expect(formatPrice(123_456, "es")).toBe("$1,235");
  });

  it("formats bedrooms and bathrooms", () => {
    expect(formatBedrooms(null)).toBe("N/A");
    expect(formatBedrooms(0)).toBe("Studio");
    expect(formatBedrooms(1)).toBe("1 bed");
    expect(formatBedrooms(3)).toBe("3 beds");
    expect(formatBathrooms(null)).toBe("N/A");
    expect(formatBathrooms(1)).toBe("1 bath");
    expect(formatBathrooms(1.5)).toBe("1.5 baths");
  });

  it("titles campaigns by their first word", () => {
    expect(campaignTitle("Maria needs help", "en")).toBe("Maria's Campaign");
    expect(campaignTitle("Maria's rent help", "en")).toBe("Maria's rent help");
    expect(campaignTitle("", "en")).toBe("Anonymous Campaign");
    expect(campaignTitle(null, "en")).toBe("Anonymous Campaign");
    expect(campaignTitle("Emergency: eviction notice", "en")).toBe("Emergency's Campaign");
    expect(campaignTitle("Help!! we need rent", "en")).toBe("Help's Campaign");
    expect(campaignTitle("James' rent", "en")).toBe("James' rent");
    expect(campaignTitle("!!! ???", "en")).toBe("Anonymous Campaign");
  });

  it("titles campaigns in Spanish the Spanish way: Colecta de Maria, the renter's own title kept", () => {
    expect(campaignTitle("Maria needs help", "es")).toBe("Colecta de Maria");
    expect(campaignTitle("Emergency: eviction notice", "es")).toBe("Colecta de Emergency");
    expect(campaignTitle("Maria's rent help", "es")).toBe("Maria's rent help");
    expect(campaignTitle("", "es")).toBe("Colecta anónima");
    expect(campaignTitle("!!! ???", "es")).toBe("Colecta anónima");
  });

  it("caps progress at 100 and picks the colour", () => {
    expect(progressPercent(50, 0)).toBe(0);
    expect(progressPercent(300, 200)).toBe(100);
    expect(progressTone(100)).toBe("complete");
    expect(progressTone(75)).toBe("near");
    expect(progressTone(74)).toBe("neutral");
  });

  it("truncates with an ellipsis, on a word boundary", () => {
    expect(truncate("abcdef", 3)).toBe("abc...");
    expect(truncate("abc", 3)).toBe("abc");
    expect(truncate("I fell two months behind after my hours", 20)).toBe("I fell two months...");
    expect(truncate("I fell two months, behind", 18)).toBe("I fell two months...");
    expect(truncate("Hello wonderful world", 11)).toBe("Hello...");
    expect(truncate("Hello world again", 11)).toBe("Hello world...");
  });

  it("tells a true distance from ZIP centroids, or nothing", () => {
    expect(distanceHint(268.4, "San Antonio")).toBe("about 270 miles from San Antonio");
    expect(distanceHint(1234, "Chicago")).toBe("about 1,230 miles from Chicago");
    expect(distanceHint(42, "Austin")).toBe("about 40 miles from Austin");
    expect(distanceHint(2, "Austin")).toBe("less than 5 miles from Austin");
    expect(distanceHint(null, "Austin")).toBeNull();
    expect(distanceHint(Number.NaN, "Austin")).toBeNull();
  });

  it("formats result counts, with a plus for a lower bound", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(48)).toBe("48");
    expect(formatCount(1000, true)).toBe("1,000+");
  });

  it("shows the year-over-year change only when non-zero, with a plus sign when positive", () => {
    expect(formatYearOverYear(null)).toBeNull();
    expect(formatYearOverYear(0)).toBeNull();
    expect(formatYearOverYear(3.4)).toBe("+3.4%");
    expect(formatYearOverYear(-1.25)).toBe("-1.3%");
    expect(formatYearOverYear(12)).toBe("+12.0%");
  });
});

describe("propertiesFoundLabel", () => {
  it("says property for exactly one, properties otherwise", () => {
    expect(propertiesFoundLabel(1)).toBe("1 property found");
    expect(propertiesFoundLabel(0)).toBe("0 properties found");
    expect(propertiesFoundLabel(2)).toBe("2 properties found");
    expect(propertiesFoundLabel(1000, true)).toBe("1,000+ properties found");
  });
});

describe("one headline everywhere", () => {
  /** Our source files (not tests), with comment lines left out. */
  function sources(dir: string): { file: string; code: string }[] {
    return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).flatMap((name) => {
      const file = path.join(dir, name);
      if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name) || !fs.statSync(file).isFile()) return [];
      const code = fs
        .readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .join("\n");
      return [{ file: path.relative(root, file), code }];
    });
  }
  const root = path.resolve(import.meta.dirname, "..");

  it("is built by publicCampaignTitle only: no page, email or image builds its own", () => {
    const offenders = ["app", "server", "common"]
      .flatMap((dir) => sources(path.join(root, dir)))
      .filter(({ file }) => file !== path.join("common", "format.ts"))
      .filter(({ code }) => /(?<![\w.])campaignTitle\(|'s Campaign/.test(code))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it("shows the renter's chosen first name, else the spec's rule on the title", () => {
    expect(publicCampaignTitle({ title: "Help with two months of rent", headlineName: "Rosa" }, "en")).toBe(
      "Rosa's Campaign",
    );
    expect(publicCampaignTitle({ title: "Help with two months of rent", headlineName: null }, "en")).toBe(
      "Help's Campaign",
    );
    expect(publicCampaignTitle({ title: "Help with two months of rent", headlineName: "Rosa" }, "es")).toBe(
      "Colecta de Rosa",
    );
    expect(publicCampaignTitle({ title: "Help with two months of rent", headlineName: null }, "es")).toBe(
      "Colecta de Help",
    );
  });
});

describe("dates and times in the reader's zone", () => {
  const late = "2026-03-04T04:30:00Z";
  it("gives an instant's day and time in the zone it is asked for", () => {
    expect(formatDate(late, "America/Chicago")).toBe("March 3, 2026");
    expect(formatDate(late, "UTC")).toBe("March 4, 2026");
    expect(formatDateTime(late, "America/Chicago")).toBe("March 3, 2026, 10:30 PM CST");
    expect(formatDateTime(late, "America/New_York")).toBe("March 3, 2026, 11:30 PM EST");
  });

  it("writes them in Spanish for a Spanish page", () => {
    expect(formatDate(late, "America/Chicago", "es")).toBe("3 de marzo de 2026");
    expect(formatDateTime(late, "America/Chicago", "es")).toMatch(
      /^3 de marzo de 2026, 10:30\sp\.\s?m\. CST$/,
    );
  });
});
