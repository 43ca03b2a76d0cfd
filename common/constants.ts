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
/** Market-data rent estimates asked for per fetch (search page, city pages, market snapshots). */
export const RENT_ESTIMATE_LIMIT = 8;
/** Rent Party stories on campaign cards are cut to this; the home page's banner to the longer one. */
export const CAMPAIGN_CARD_EXCERPT_LENGTH = 100;
export const CAMPAIGN_BANNER_EXCERPT_LENGTH = 120;
/** Refusal shown by the listing services and by the list-property page. */
export const LANDLORDS_ONLY = "Access Denied: This page is only available to landlords.";
export const ROLES = ["renter", "landlord", "admin"] as const;
export const SIGN_UP_ROLES = ["renter", "landlord"] as const;
export type RoleName = (typeof ROLES)[number];

/** A link to one of our own social accounts (settings SOCIAL_*_URL): the footer and the contact page. */
export interface SocialLink {
  name: string;
  href: string;
}
