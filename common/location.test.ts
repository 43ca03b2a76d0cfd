import { describe, expect, it } from "vitest";
import { HEADLINE_FALLBACK, locationHeading, locationHeadline } from "./location";

describe("home location texts", () => {
  it("picks the headline by the state name's length modulo 4", () => {
    // A U.S. state is stored by code and shown and counted by name: TX is "Texas", 5 % 4 = 1.
    expect(locationHeadline({ city: "Austin", state: "TX" })).toBe(
      "Low Rent Opportunities Now Live in Austin, Texas",
    );
    expect(locationHeadline({ city: "Lyon", state: "Rhône" })).toBe(
      "Low Rent Opportunities Now Live in Lyon, Rhône",
    );
    expect(locationHeadline({ city: "Miami", state: "Florida" })).toBe(
      "Section 8 Friendly Rentals in Miami, Florida",
    ); // 7 % 4 = 3
    expect(locationHeadline({ city: "Reno", state: "Nevada" })).toBe(
      "Verified Housing Options in Reno, Nevada",
    ); // 6 % 4 = 2
    expect(locationHeadline({ city: "Salem", state: "Oregon" })).toBe(
      "Verified Housing Options in Salem, Oregon",
    );
    expect(locationHeadline({ city: "Boise", state: "Idaho" })).toBe(
      "Low Rent Opportunities Now Live in Boise, Idaho",
    ); // 5 % 4 = 1
    expect(locationHeadline({ city: "Dover", state: "Ohio" })).toBe(
      "Affordable Rentals Now Available in Dover, Ohio",
    ); // 4 % 4 = 0
  });

  it("falls back without a location", () => {
    expect(locationHeadline(null)).toBe(HEADLINE_FALLBACK);
    expect(locationHeading(null)).toBe("Explore Affordable rentals across the U.S.");
    expect(locationHeading({ city: "Detroit", state: "MI" })).toBe("Affordable rentals in Detroit, Michigan");
  });
});
