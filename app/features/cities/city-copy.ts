import type { CityPageConfig } from "@common/city-pages";

/** The wording every city page shares; each city's own copy, rules and limits live in common/city-pages. */

export function cityTitle(config: CityPageConfig): string {
  return `Affordable Rentals in ${config.city}, ${config.state} | No Fees, Section 8 Welcome | Affordable`;
}

export function cityDescription(config: CityPageConfig): string {
  return `Find affordable apartments and homes for rent in ${config.city}, ${config.stateName}, straight from landlords: no agents, no application fees, no hidden fees. Section 8 vouchers welcome.`;
}

export function cityHeadline(config: CityPageConfig): string {
  return `Affordable Rentals in ${config.city}`;
}
