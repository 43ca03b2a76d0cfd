import type { CityPageConfig } from "@common/city-pages";

/** Page copy and colour themes of the city pages (UI only; rules and limits live in common/city-pages). */

export function cityTitle(config: CityPageConfig): string {
  return `Affordable Rentals in ${config.city}, ${config.state} | No Fees, Section 8 Welcome | Affordable`;
}

export function cityDescription(config: CityPageConfig): string {
  return `Find affordable apartments and homes for rent in ${config.city}, ${config.stateName}, straight from landlords: no agents, no application fees, no hidden fees. Section 8 vouchers welcome.`;
}

export function cityHeadline(config: CityPageConfig): string {
  return `Affordable Rentals in ${config.city}`;
}

/** Intro paragraphs of the larger pages. */
export const CITY_INTROS: Record<string, string> = {
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
};

/** Hero colour themes of the smaller pages. */
export const CITY_THEMES: Record<string, { hero: string; accent: string; tagline: string }> = {
  chicago: {
    hero: "bg-gradient-to-br from-sky-700 to-blue-900",
    accent: "text-sky-100",
    tagline: "Homes from Little Village to Logan Square, straight from the owner.",
  },
  detroit: {
    hero: "bg-gradient-to-br from-indigo-700 to-slate-900",
    accent: "text-indigo-100",
    tagline: "Affordable homes across Midtown, Boston-Edison and the Eastside.",
  },
  philadelphia: {
    hero: "bg-gradient-to-br from-amber-700 to-orange-900",
    accent: "text-amber-50",
    tagline: "Rowhomes and apartments from Brewerytown to Kingsessing.",
  },
  baltimore: {
    hero: "bg-gradient-to-br from-purple-700 to-violet-950",
    accent: "text-purple-100",
    tagline: "Homes from Bolton Hill to Highlandtown, listed by their owners.",
  },
  brooklyn: {
    hero: "bg-gradient-to-br from-rose-700 to-red-900",
    accent: "text-rose-100",
    tagline: "Apartments in Bushwick, Flatbush and beyond, with no broker fee.",
  },
  dallas: {
    hero: "bg-gradient-to-br from-blue-700 to-slate-800",
    accent: "text-blue-100",
    tagline: "Homes from Oak Cliff to South Dallas, straight from the owner.",
  },
  phoenix: {
    hero: "bg-gradient-to-br from-orange-700 to-red-900",
    accent: "text-orange-50",
    tagline: "Homes across Garfield, Maryvale and Alhambra, with Section 8 welcome.",
  },
};
