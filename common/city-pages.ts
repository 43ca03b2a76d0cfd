/**
 * The 12 city pages, each with its rules and limits (their copy is in the catalogs: home.city.*), in the
 * spec's order. Adding a city is one entry here: app/routes.ts registers a route for every entry, and the
 * sitemap, the footer and the home page's city grid list them.
 */

export const CITY_LISTING_LIMIT = { larger: 12, smaller: 6 } as const;
export const CITY_SKELETON_CARDS = { larger: 6, smaller: 3 } as const;
export const CITY_RENT_PARTY_LIMIT = 3;
export const CITY_ESTIMATE_CARDS_MAX = 6;

export type CitySize = "larger" | "smaller";

/**
 * A smaller page's hero: Tailwind classes (found by Tailwind's scan of the repository). Its tagline, like a
 * larger page's intro, is in the catalogs (`home.city.<slug>.tagline`, `.intro`).
 */
export interface CityTheme {
  hero: string;
  accent: string;
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
  /** Smaller pages: the hero's colour theme. */
  theme?: CityTheme;
}

type CityPlace = Pick<CityPageConfig, "slug" | "city" | "state" | "stateName">;

/** A larger page: the city name equals (New York: contains) or the state matches; trend message shown. */
function larger(
  page: CityPlace & Partial<Pick<CityPageConfig, "cityMatch" | "showsTrendUnavailable" | "showsDescription">>,
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
  }),
  larger({
    slug: "miami",
    city: "Miami",
    state: "FL",
    stateName: "Florida",
  }),
  larger({
    slug: "atlanta",
    city: "Atlanta",
    state: "GA",
    stateName: "Georgia",
  }),
  larger({
    slug: "houston",
    city: "Houston",
    state: "TX",
    stateName: "Texas",
  }),
  larger({
    slug: "los-angeles",
    city: "Los Angeles",
    state: "CA",
    stateName: "California",
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
