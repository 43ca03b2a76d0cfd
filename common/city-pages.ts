import { CITY_PAGES, type CityPage } from "./constants";

/** City pages (spec sections 2 "City pages", 7 and 9): which page does what, and its limits. */

export const CITY_LISTING_LIMIT = { larger: 12, smaller: 6 } as const;
export const CITY_SKELETON_CARDS = { larger: 6, smaller: 3 } as const;
export const CITY_RENT_PARTY_LIMIT = 3;
export const CITY_ESTIMATE_CARDS_MAX = 6;

export type CitySize = "larger" | "smaller";

export interface CityPageConfig extends CityPage {
  size: CitySize;
  /** Larger pages: how the city part of "city or state" matches (New York: contains, others: equals). */
  cityMatch: "contains" | "equals";
  /** "Rental trend data currently unavailable for this city." when there is no market data. */
  showsTrendUnavailable: boolean;
  /** "Active Rent Parties in {city} Area". */
  showsRentParties: boolean;
  /** Market-estimate cards when there are no listings. */
  showsEstimatesFallback: boolean;
  /** The listing card also shows a 2-line description. */
  showsDescription: boolean;
}

const LARGER = new Set(["new-york", "miami", "atlanta", "houston", "los-angeles"]);
const WITH_PARTIES = new Set(["chicago", "brooklyn", "dallas", "phoenix"]);

export const CITY_PAGE_CONFIGS: CityPageConfig[] = CITY_PAGES.map((page) => ({
  ...page,
  size: LARGER.has(page.slug) ? "larger" : "smaller",
  cityMatch: page.slug === "new-york" ? "contains" : "equals",
  showsTrendUnavailable: LARGER.has(page.slug) && page.slug !== "new-york",
  showsRentParties: WITH_PARTIES.has(page.slug),
  showsEstimatesFallback: page.slug === "chicago",
  showsDescription: page.slug === "new-york",
}));

export function cityPageConfig(slug: string): CityPageConfig {
  const config = CITY_PAGE_CONFIGS.find((c) => c.slug === slug);
  if (!config) throw new Error(`unknown city page: ${slug}`);
  return config;
}

export const CITY_TEXTS = {
  trendUnavailable: "Rental trend data currently unavailable for this city.",
  snapshotHeading: "Rental Market Snapshot",
  expanding: (city: string) => `We're expanding to ${city} — check back soon for verified listings.`,
  partiesHeading: (city: string) => `Active Rent Parties in ${city} Area`,
  estimatesIntro: (city: string) =>
    `No verified listings available right now. Here are market estimates for ${city}:`,
  noListingsAtAll: (city: string) => `No listings available in ${city} at the moment.`,
} as const;
