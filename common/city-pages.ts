/**
 * The 12 city pages, each with its rules, limits and its own copy, in the
 * spec's order. Adding a city is one entry here: app/routes.ts registers a route for every entry, and the
 * sitemap, the footer and the home page's city grid list them.
 */

export const CITY_LISTING_LIMIT = { larger: 12, smaller: 6 } as const;
export const CITY_SKELETON_CARDS = { larger: 6, smaller: 3 } as const;
export const CITY_RENT_PARTY_LIMIT = 3;
export const CITY_ESTIMATE_CARDS_MAX = 6;

export type CitySize = "larger" | "smaller";

/** A smaller page's hero: Tailwind classes (found by Tailwind's scan of the repository) and a tagline. */
export interface CityTheme {
  hero: string;
  accent: string;
  tagline: string;
}

export interface CityPageConfig {
  /** The page's path without the slash: /{slug}. */
  slug: string;
  city: string;
  /** The state's code ("NY") and name ("New York"); listings may spell either. */
  state: string;
  stateName: string;
  /** Larger pages: snapshot, intro, up to 12 listings from the city or the state. Smaller: up to 6. */
  size: CitySize;
  /** How a listing's city matches the page's: it contains the name, or equals it (case-insensitive). */
  cityMatch: "contains" | "equals";
  /** "Rental trend data currently unavailable for this city." when there is no market data. */
  showsTrendUnavailable: boolean;
  /** "Active Rent Parties in {city} Area". */
  showsRentParties: boolean;
  /** Market-estimate cards when there are no listings. */
  showsEstimatesFallback: boolean;
  /** The listing card also shows a 2-line description. */
  showsDescription: boolean;
  /** Larger pages: the hero's intro paragraph. */
  intro?: string;
  /** Smaller pages: the hero's colour theme and tagline. */
  theme?: CityTheme;
}

type CityPlace = Pick<CityPageConfig, "slug" | "city" | "state" | "stateName">;

/** A larger page: the city name equals (New York: contains) or the state matches; trend message shown. */
function larger(
  page: CityPlace & { intro: string } & Partial<
      Pick<CityPageConfig, "cityMatch" | "showsTrendUnavailable" | "showsDescription">
    >,
): CityPageConfig {
  return {
    size: "larger",
    cityMatch: "equals",
    showsTrendUnavailable: true,
    showsRentParties: false,
    showsEstimatesFallback: false,
    showsDescription: false,
    ...page,
  };
}

/** A smaller page: the listing's city contains the name. */
function smaller(
  page: CityPlace & { theme: CityTheme } & Partial<
      Pick<CityPageConfig, "showsRentParties" | "showsEstimatesFallback">
    >,
): CityPageConfig {
  return {
    size: "smaller",
    cityMatch: "contains",
    showsTrendUnavailable: false,
    showsRentParties: false,
    showsEstimatesFallback: false,
    showsDescription: false,
    ...page,
  };
}

export const CITY_PAGES: CityPageConfig[] = [
  larger({
    slug: "new-york",
    city: "New York",
    state: "NY",
    stateName: "New York",
    // The city contains "New York" ("New York City" too); no trend message; descriptions shown.
    cityMatch: "contains",
    showsTrendUnavailable: false,
    showsDescription: true,
    intro:
      "From Harlem to Washington Heights, New York renters spend more of their paycheck on housing than almost anywhere in the country. Here you deal directly with the owner: no broker fee, no application fee, and Section 8 vouchers are welcome.",
  }),
  larger({
    slug: "miami",
    city: "Miami",
    state: "FL",
    stateName: "Florida",
    intro:
      "Miami rents have climbed fast, and renters across Little Havana, Wynwood and Little Haiti feel it. Find homes listed by their owners, with no agents, no application fees and landlords who accept Section 8.",
  }),
  larger({
    slug: "atlanta",
    city: "Atlanta",
    state: "GA",
    stateName: "Georgia",
    intro:
      "Atlanta keeps growing, and so do its rents. Browse homes in the West End, Vine City, Lakewood and beyond, listed directly by landlords who never charge you to apply.",
  }),
  larger({
    slug: "houston",
    city: "Houston",
    state: "TX",
    stateName: "Texas",
    intro:
      "Houston still has homes a working family can afford, if you know where to look. Search listings from the Third Ward to Northside, straight from the owner, with Section 8 welcome.",
  }),
  larger({
    slug: "los-angeles",
    city: "Los Angeles",
    state: "CA",
    stateName: "California",
    intro:
      "In Los Angeles, a fair rent is hard to find and easy to lose. Every home here comes from its owner, with no agents and no application fees, from South Central to Boyle Heights.",
  }),
  smaller({
    slug: "chicago",
    city: "Chicago",
    state: "IL",
    stateName: "Illinois",
    showsRentParties: true,
    showsEstimatesFallback: true,
    theme: {
      hero: "bg-gradient-to-br from-sky-700 to-blue-900",
      accent: "text-sky-100",
      tagline: "Homes from Little Village to Logan Square, straight from the owner.",
    },
  }),
  smaller({
    slug: "detroit",
    city: "Detroit",
    state: "MI",
    stateName: "Michigan",
    theme: {
      hero: "bg-gradient-to-br from-indigo-700 to-slate-900",
      accent: "text-indigo-100",
      tagline: "Affordable homes across Midtown, Boston-Edison and the Eastside.",
    },
  }),
  smaller({
    slug: "philadelphia",
    city: "Philadelphia",
    state: "PA",
    stateName: "Pennsylvania",
    theme: {
      hero: "bg-gradient-to-br from-amber-700 to-orange-900",
      accent: "text-amber-50",
      tagline: "Rowhomes and apartments from Brewerytown to Kingsessing.",
    },
  }),
  smaller({
    slug: "baltimore",
    city: "Baltimore",
    state: "MD",
    stateName: "Maryland",
    theme: {
      hero: "bg-gradient-to-br from-purple-700 to-violet-950",
      accent: "text-purple-100",
      tagline: "Homes from Bolton Hill to Highlandtown, listed by their owners.",
    },
  }),
  smaller({
    slug: "brooklyn",
    city: "Brooklyn",
    state: "NY",
    stateName: "New York",
    showsRentParties: true,
    theme: {
      hero: "bg-gradient-to-br from-rose-700 to-red-900",
      accent: "text-rose-100",
      tagline: "Apartments in Bushwick, Flatbush and beyond, with no broker fee.",
    },
  }),
  smaller({
    slug: "dallas",
    city: "Dallas",
    state: "TX",
    stateName: "Texas",
    showsRentParties: true,
    theme: {
      hero: "bg-gradient-to-br from-blue-700 to-slate-800",
      accent: "text-blue-100",
      tagline: "Homes from Oak Cliff to South Dallas, straight from the owner.",
    },
  }),
  smaller({
    slug: "phoenix",
    city: "Phoenix",
    state: "AZ",
    stateName: "Arizona",
    showsRentParties: true,
    theme: {
      hero: "bg-gradient-to-br from-orange-700 to-red-900",
      accent: "text-orange-50",
      tagline: "Homes across Garfield, Maryvale and Alhambra, with Section 8 welcome.",
    },
  }),
];

export function cityPageConfig(slug: string): CityPageConfig {
  const config = CITY_PAGES.find((c) => c.slug === slug);
  if (!config) throw new Error(`unknown city page: ${slug}`);
  return config;
}

/** The page a path ("/chicago", "/Chicago/", a route pattern) belongs to; paths match case-insensitively. */
export function cityPageForPath(path: string): CityPageConfig {
  return cityPageConfig(path.replace(/^\/+|\/+$/g, "").toLowerCase());
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
