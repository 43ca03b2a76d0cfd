import { and, eq, gt, type SQL, sql } from "drizzle-orm";
import type { AccessibilityFeature, Utility } from "../../common/listing-form";
import { EXTRA_BEDROOM_SHARE } from "../../common/voucher-rules";
import { profiles } from "../db/schema/auth";
import { listings } from "../db/schema/listings";
import { listingPhotos } from "../db/schema/verification";
import { fairMarketRents } from "../db/schema/vouchers";

const listingColumn = (name: string) => sql`${sql.identifier("listings")}.${sql.identifier(name)}`;

/**
 * listingFmrVerdict in SQL, in integer cents (exact): rent + the tenant's utilities estimate against the FMR of
 * the unit's bedrooms (5+: fmrForBedrooms' 15 % per extra bedroom, in the same float8 steps and rounding as
 * the rule), one primary-key probe of fair_market_rents by the listing's 5-digit ZIP.
 */
const withinFmr = sql<boolean>`coalesce((select ${listingColumn("price_cents")} + coalesce(${listingColumn("tenant_utilities_monthly")}, 0) * 100 <= 100 * case ${listingColumn("bedrooms")} when 0 then fmr.fmr_0 when 1 then fmr.fmr_1 when 2 then fmr.fmr_2 when 3 then fmr.fmr_3 when 4 then fmr.fmr_4 else floor(fmr.fmr_4::float8 * (1::float8 + ${EXTRA_BEDROOM_SHARE}::float8 * (${listingColumn("bedrooms")} - 4)::float8) + 0.5) end from ${fairMarketRents} as fmr where fmr.zip = substring(${listingColumn("zip_code")} from '^\s*([0-9]{5})(?:-[0-9]{4})?\s*$') and ${listingColumn("accepts_section_8")} and ${listingColumn("country")} = 'United States' and ${listingColumn("bedrooms")} is not null), false)`;

/**
 * What every listing card shows (search results, home page, city pages): one shape for every list, and
 * never the owner. The UI imports the type only.
 */
export interface ListingCardData {
  id: string;
  title: string;
  /** The start of the description (`cardDescription`): a card shows two lines of it. */
  description: string | null;
  city: string;
  state: string;
  priceCents: number;
  bedrooms: number | null;
  bathrooms: number | null;
  acceptsSection8: boolean;
  imageUrl: string | null;
  /** The storage prefix of the cover photo (position 0), shown before `imageUrl` (kept for imports). */
  coverPhoto: string | null;
  /** The landlord holds the "Verified landlord" badge (profiles.verified_at is set). */
  landlordVerified: boolean;
  /** Premium placement: shown first and marked "Featured"; only a verified landlord's listing. */
  featured: boolean;
  /**
   * "Within voucher limits": accepts Section 8, and its gross rent is within the HUD FMR of its ZIP and size
   * (listingFmrVerdict "within", common/voucher-rules.ts).
   */
  withinVoucherLimits: boolean;
  /** Where and when: available from (YYYY-MM-DD; null or past: available now) and when it was listed. */
  availableFrom: string | null;
  createdAt: Date;
  /** The utilities the rent includes and the accessibility features, in their lists' order. */
  utilities: Utility[];
  accessibility: AccessibilityFeature[];
}

/** The listing's owner is a verified landlord (a probe of the partial index profiles_verified_idx). */
export const isVerifiedLandlordListing = sql`exists (select 1 from ${profiles} where ${profiles.id} = ${listings.ownerId} and ${profiles.verifiedAt} is not null)`;

/**
 * A card shows at most two lines of the description (line-clamp-2: under 200 characters at any width), and
 * a description may have 5,000: the rest would travel twice per card (in the HTML and in the page's data)
 * for nothing. Longer ones are cut after the last whole word within this many characters, with "…" (a
 * screen reader, which reads past the clamp, hears where the text stops). The listing page has it all.
 */
export const CARD_DESCRIPTION_CHARS = 280;
const cardDescription = sql<string | null>`case when char_length(${listings.description}) > ${sql.raw(
  String(CARD_DESCRIPTION_CHARS),
)} then regexp_replace(left(${listings.description}, ${sql.raw(String(CARD_DESCRIPTION_CHARS - 1))}), '\\s+\\S*$', '') || '…' else ${listings.description} end`;

/** The columns behind ListingCardData, for `db.select(listingCardColumns)`. */
export const listingCardColumns = {
  id: listings.id,
  title: listings.title,
  description: cardDescription,
  city: listings.city,
  state: listings.state,
  priceCents: listings.priceCents,
  bedrooms: listings.bedrooms,
  bathrooms: listings.bathrooms,
  acceptsSection8: listings.acceptsSection8,
  imageUrl: listings.imageUrl,
  // One indexed look-up per listing (listing_photos_listing_position_idx), in every query that lists cards.
  // Qualified by hand: Drizzle leaves a one-table query's columns bare, and a bare "id" in here would be
  // the photo's.
  coverPhoto: sql<
    string | null
  >`(select cover.storage_prefix from ${listingPhotos} as cover where cover.listing_id = ${sql.identifier("listings")}.${sql.identifier("id")} and cover.position = 0)`,
  // A scalar probe (one index lookup per card, by the owner's primary key), never a scan of profiles.
  landlordVerified:
    sql<boolean>`coalesce((select ${profiles.verifiedAt} is not null from ${profiles} where ${profiles.id} = ${listings.ownerId}), false)`.mapWith(
      Boolean,
    ),
  featured: listings.featured,
  withinVoucherLimits: withinFmr.mapWith(Boolean),
  // Columns of the row itself: no look-up, and no index changes (the page's rows are read anyway).
  availableFrom: listings.availableFrom,
  createdAt: listings.createdAt,
  utilities: listings.utilities,
  accessibility: listings.accessibility,
} satisfies Record<keyof ListingCardData, unknown>;

/** How often the premium rotation (home page's Featured Listings, the search's pinned places) turns. */
const PREMIUM_ROTATION_MS = 3600_000;

/** Which hour of the premium rotation `now` is in. */
export function premiumRotationSlot(now: Date): number {
  return Math.floor(now.getTime() / PREMIUM_ROTATION_MS);
}

/**
 * Premium listings in the hour's rotation: each landlord's premium listing gets the first places in turn,
 * not always the same ones.
 */
export function premiumRotationOrder(now: Date): SQL {
  return sql`md5(${listings.id}::text || ${String(premiumRotationSlot(now))})`;
}

/**
 * Public listings only: active (a paused one leaves every public list) and priced above 0 (a listing
 * without a price is not ready to show).
 */
export const isPublicListing = and(eq(listings.status, "active"), gt(listings.priceCents, 0)) as SQL;
