import { describe, expect, it } from "vitest";
import { EMPTY_FILTER } from "./listing-filter";
import {
  citySearchKeys,
  digestDue,
  droppedParams,
  listingMatchesFilter,
  MATCHED_FILTER_KEYS,
  ORDER_FILTER_KEYS,
  savedSearchColumns,
  VOUCHER_FILTER_KEYS,
} from "./saved-search";
import { parseListingFilter } from "./schemas/listing-filter";

const home = {
  status: "active",
  priceCents: 95_000,
  country: "United States",
  state: "IL",
  city: "Chicago",
  zipCode: "60616",
  bedrooms: 2,
  bathrooms: 1,
  acceptsSection8: true,
  landlordVerified: false,
  availableFrom: "2026-12-01",
  accessibility: ["step_free", "elevator"],
  pets: "cats_dogs",
  utilities: ["water"],
};
const filter = (query: string) => parseListingFilter(new URLSearchParams(query));

describe("listingMatchesFilter", () => {
  it("applies each filter as the search does", () => {
    expect(listingMatchesFilter(home, filter("city=chicago&bedrooms=2&section8=true"))).toBe(true);
    expect(listingMatchesFilter(home, filter("city=hica&state=Illinois"))).toBe(true);
    expect(listingMatchesFilter(home, filter("bedrooms=3%2B"))).toBe(false);
    expect(listingMatchesFilter(home, filter("maxRent=900"))).toBe(false);
    expect(listingMatchesFilter(home, filter("affordableOnly=true"))).toBe(true);
    expect(listingMatchesFilter(home, filter("verifiedOnly=true"))).toBe(false);
    expect(listingMatchesFilter({ ...home, status: "paused" }, filter(""))).toBe(false);
    expect(listingMatchesFilter({ ...home, priceCents: 0 }, filter(""))).toBe(false);
    // Where and when (issue 28), as listingFactsMatch.
    expect(
      listingMatchesFilter(home, filter("availableBy=2026-12-01&accessibility=step_free&pets=dogs")),
    ).toBe(true);
    expect(listingMatchesFilter(home, filter("availableBy=2026-11-30"))).toBe(false);
    expect(listingMatchesFilter(home, filter("accessibility=roll_in_shower"))).toBe(false);
    expect(listingMatchesFilter({ ...home, pets: "cats" }, filter("pets=dogs"))).toBe(false);
    expect(listingMatchesFilter(home, filter("utilities=water"))).toBe(true);
    expect(listingMatchesFilter(home, filter("utilities=water&utilities=heat"))).toBe(false);
    expect(listingMatchesFilter({ ...home, zipCode: null }, filter("zipCode=606"))).toBe(false);
    expect(listingMatchesFilter(home, filter("voucher=2"), false)).toBe(false);
  });

  it("within N miles: the listing's point against the located place, none when it cannot be located", () => {
    const loop = { latitude: 41.8786, longitude: -87.6251 };
    const lincolnPark = { latitude: 41.9214, longitude: -87.6513 }; // about 3.1 miles from the Loop
    const placed = { ...home, ...lincolnPark };
    const near = filter("near=60601&radius=5");
    expect(listingMatchesFilter(placed, near, true, loop)).toBe(true);
    expect(listingMatchesFilter(placed, filter("near=60601&radius=3"), true, loop)).toBe(false);
    expect(listingMatchesFilter(placed, filter("lat=41.88&lng=-87.63&radius=5"), true, loop)).toBe(true);
    // No point: never within. Not located (null): searched without the distance. Not given: nothing.
    expect(listingMatchesFilter(home, near, true, loop)).toBe(false);
    expect(listingMatchesFilter(home, near, true, null)).toBe(true);
    expect(listingMatchesFilter(placed, near)).toBe(false);
  });

  it("knows every key of the filter, or refuses a set one it does not know", () => {
    const known = new Set<string>([...MATCHED_FILTER_KEYS, ...VOUCHER_FILTER_KEYS, ...ORDER_FILTER_KEYS]);
    const unknown = Object.keys(EMPTY_FILTER).filter((k) => !known.has(k));
    for (const key of unknown) {
      // An unset new filter never stops a match (it is EMPTY_FILTER's value).
      expect(listingMatchesFilter(home, { ...EMPTY_FILTER, [key]: (EMPTY_FILTER as never)[key] })).toBe(true);
    }
  });
});

describe("saved search columns", () => {
  it("turns choices into ranges and place terms into lower case", () => {
    expect(
      savedSearchColumns(filter("city=Chicago&bedrooms=studio&bathrooms=3%2B&section8=1")),
    ).toMatchObject({
      city: "chicago",
      bedroomsMin: 0,
      bedroomsMax: 0,
      bathroomsMin: 3,
      bathroomsMax: null,
      section8: true,
    });
    expect(savedSearchColumns(filter("maxRent=1500&affordableOnly=true")).maxRentCents).toBe(100_000);
  });
  it("city keys are every substring and none", () => {
    expect(citySearchKeys("Abc").sort()).toEqual(["", "a", "ab", "abc", "b", "bc", "c"]);
  });
  it("names the parameters a stored query no longer carries", () => {
    expect(droppedParams("city=Chicago&bedrooms=99&page=3", filter("city=Chicago&bedrooms=99"))).toEqual([
      "bedrooms",
    ]);
  });
});

describe("digestDue", () => {
  const zone = "America/Chicago";
  it("from 8:00 local time, once per local day", () => {
    // 7:59 and 8:00 in Chicago on 1 December (UTC-6).
    expect(digestDue(new Date("2026-12-01T13:59:00Z"), zone, null)).toBe(false);
    expect(digestDue(new Date("2026-12-01T14:00:00Z"), zone, null)).toBe(true);
    expect(digestDue(new Date("2026-12-01T20:00:00Z"), zone, new Date("2026-12-01T14:00:00Z"))).toBe(false);
    // 23:30 local is still the same day; the next morning is due again.
    expect(digestDue(new Date("2026-12-02T05:30:00Z"), zone, new Date("2026-12-01T14:00:00Z"))).toBe(false);
    expect(digestDue(new Date("2026-12-02T14:05:00Z"), zone, new Date("2026-12-01T14:00:00Z"))).toBe(true);
  });
  it("follows daylight saving time and other zones", () => {
    // 8:00 in Chicago in July is 13:00 UTC (UTC-5); in Los Angeles 15:00 UTC.
    expect(digestDue(new Date("2026-07-01T13:00:00Z"), zone, null)).toBe(true);
    expect(digestDue(new Date("2026-07-01T13:00:00Z"), "America/Los_Angeles", null)).toBe(false);
    expect(digestDue(new Date("2026-07-01T15:00:00Z"), "America/Los_Angeles", null)).toBe(true);
  });
});
