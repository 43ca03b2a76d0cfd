/** Business constants from the spec's section 9, in one place. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const AFFORDABLE_MAX_RENT_DOLLARS = 1000;
export const RENT_PARTY_GOAL_MIN_DOLLARS = 1;
export const CRYPTO_DONATION_DEFAULT_DOLLARS = 25;
export const SEARCH_DEBOUNCE_MS = 300;
export const DASHBOARD_PREVIEW_COUNT = 3;
export const ROLES = ["renter", "landlord", "admin"] as const;
export const SIGN_UP_ROLES = ["renter", "landlord"] as const;
export type RoleName = (typeof ROLES)[number];

export interface CityPage {
  slug: string;
  city: string;
  state: string;
  stateName: string;
}

/** The 12 city pages, in the spec's order. */
export const CITY_PAGES: CityPage[] = [
  { slug: "new-york", city: "New York", state: "NY", stateName: "New York" },
  { slug: "miami", city: "Miami", state: "FL", stateName: "Florida" },
  { slug: "atlanta", city: "Atlanta", state: "GA", stateName: "Georgia" },
  { slug: "houston", city: "Houston", state: "TX", stateName: "Texas" },
  { slug: "los-angeles", city: "Los Angeles", state: "CA", stateName: "California" },
  { slug: "chicago", city: "Chicago", state: "IL", stateName: "Illinois" },
  { slug: "detroit", city: "Detroit", state: "MI", stateName: "Michigan" },
  { slug: "philadelphia", city: "Philadelphia", state: "PA", stateName: "Pennsylvania" },
  { slug: "baltimore", city: "Baltimore", state: "MD", stateName: "Maryland" },
  { slug: "brooklyn", city: "Brooklyn", state: "NY", stateName: "New York" },
  { slug: "dallas", city: "Dallas", state: "TX", stateName: "Texas" },
  { slug: "phoenix", city: "Phoenix", state: "AZ", stateName: "Arizona" },
];

export const SOCIAL_LINKS = [
  { name: "Instagram", href: "https://www.instagram.com/" },
  { name: "X", href: "https://x.com/" },
  { name: "Facebook", href: "https://www.facebook.com/" },
  { name: "TikTok", href: "https://www.tiktok.com/" },
  { name: "LinkedIn", href: "https://www.linkedin.com/" },
] as const;
