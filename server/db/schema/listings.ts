import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { APPLICATION_STATUSES, DECLINE_REASONS } from "../../../common/application-rules";
import {
  ACCESSIBILITY_FEATURES,
  LAUNDRY_OPTIONS,
  LEASE_LENGTHS,
  PARKING_OPTIONS,
  PET_POLICIES,
  UTILITIES,
} from "../../../common/listing-form";
import { profiles } from "./auth";
import { cube } from "./cube";

type VoucherColumns = Record<
  | "status"
  | "voucherMarginCents"
  | "priceCents"
  | "bedrooms"
  | "bathrooms"
  | "acceptsSection8"
  | "tenantUtilitiesMonthly"
  | "voucherFmrs",
  AnyPgColumn
>;

/** The columns the voucher rule reads, its margin first (server/vouchers/voucher-fit-sql.ts). */
const voucherRule = (t: VoucherColumns) =>
  [
    t.voucherMarginCents,
    t.priceCents,
    t.bedrooms,
    t.bathrooms,
    t.acceptsSection8,
    t.tenantUtilitiesMonthly,
    t.voucherFmrs,
  ] as const;

/** The public homes the voucher rule can judge (those with a margin): the voucher indexes' rows. */
const withVoucherMargin = (t: VoucherColumns) =>
  sql`${t.status} = 'active' and ${t.priceCents} > 0 and ${t.voucherMarginCents} is not null`;

/** Money is integer cents: exact, never floating point. */
export const listings = pgTable(
  "listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    country: text("country").notNull().default("United States"),
    state: text("state").notNull(),
    city: text("city").notNull(),
    zipCode: text("zip_code"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /**
     * The point as a unit vector on the sphere (the `cube` extension), computed by PostgreSQL: the distance
     * search's index (server/listings/distance-sql.ts). Never written by the app.
     */
    geo: cube("geo").generatedAlwaysAs(
      sql`case when latitude is not null and longitude is not null then cube(array[cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))]) end`,
    ),
    priceCents: integer("price_cents").notNull(),
    securityDepositCents: integer("security_deposit_cents").notNull().default(0),
    petFeesCents: integer("pet_fees_cents"),
    bedrooms: integer("bedrooms"),
    bathrooms: numeric("bathrooms", { precision: 3, scale: 1, mode: "number" }),
    acceptsSection8: boolean("accepts_section_8").notNull().default(false),
    /** The rent includes the utilities (all or some: the tenant's share, if any, is the estimate below). */
    utilitiesIncluded: boolean("utilities_included").notNull().default(false),
    /** The landlord's estimate of the utilities the tenant pays, whole dollars a month; null: not given. */
    tenantUtilitiesMonthly: integer("tenant_utilities_monthly"),
    /**
     * "Fits my voucher"'s index key, written only by the trigger of migration 0030 (listing_voucher_margin()):
     * the gross rent in cents less the highest FMR the listing can be compared at (its ZIP's, sizes up to its
     * bedrooms). Null outside the United States or for a ZIP HUD has no FMR for. Any voucher's match has it at
     * most the voucher's 40 % headroom, so the search range-scans it, then checks the rule exactly.
     */
    voucherMarginCents: integer("voucher_margin_cents"),
    /** The ZIP's HUD FMRs for 0-4 bedrooms, copied by the same trigger (migration 0031); null with the margin. */
    voucherFmrs: integer("voucher_fmrs").array(),
    imageUrl: text("image_url"),
    // Where and when (issue 28). The street address is shown only when the landlord chooses to (else the
    // area: city, state, ZIP), and always to a renter whose application for the listing is approved.
    addressLine: text("address_line"),
    unit: text("unit"),
    showExactAddress: boolean("show_exact_address").notNull().default(false),
    /** The first day it can be rented; null (or a past day): available now. */
    availableFrom: date("available_from"),
    /** null: not stated (listings from before issue 28). */
    leaseLength: text("lease_length", { enum: LEASE_LENGTHS }),
    /** The utilities the rent includes; non-empty implies utilities_included. */
    utilities: text("utilities", { enum: UTILITIES }).array().notNull().default(sql`'{}'::text[]`),
    pets: text("pets", { enum: PET_POLICIES }).notNull().default("ask"),
    parking: text("parking", { enum: PARKING_OPTIONS }),
    laundry: text("laundry", { enum: LAUNDRY_OPTIONS }),
    accessibility: text("accessibility", { enum: ACCESSIBILITY_FEATURES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean("featured").notNull().default(false),
    status: text("status", { enum: ["active", "paused"] })
      .notNull()
      .default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("listings_price_nonnegative", sql`${t.priceCents} >= 0`),
    check("listings_deposit_nonnegative", sql`${t.securityDepositCents} >= 0`),
    check("listings_pet_fees_nonnegative", sql`${t.petFeesCents} is null or ${t.petFeesCents} >= 0`),
    check("listings_bedrooms_nonnegative", sql`${t.bedrooms} is null or ${t.bedrooms} >= 0`),
    check(
      "listings_bathrooms_half_steps",
      sql`${t.bathrooms} is null or (${t.bathrooms} >= 0 and ${t.bathrooms} * 2 = trunc(${t.bathrooms} * 2))`,
    ),
    check("listings_status_check", sql`${t.status} in ('active', 'paused')`),
    check(
      "listings_tenant_utilities_range",
      sql`${t.tenantUtilitiesMonthly} is null or ${t.tenantUtilitiesMonthly} between 0 and 2000`,
    ),
    check("listings_title_length", sql`char_length(${t.title}) between 1 and 200`),
    check(
      "listings_address_line_length",
      sql`${t.addressLine} is null or char_length(${t.addressLine}) <= 200`,
    ),
    check("listings_unit_length", sql`${t.unit} is null or char_length(${t.unit}) <= 50`),
    check(
      "listings_lease_length_check",
      sql`${t.leaseLength} is null or ${t.leaseLength} in ('month_to_month', '6_months', '12_months', 'other')`,
    ),
    check(
      "listings_utilities_check",
      sql`${t.utilities} <@ array['water', 'heat', 'electricity', 'gas', 'internet', 'trash']::text[]`,
    ),
    check("listings_utilities_included_set", sql`cardinality(${t.utilities}) = 0 or ${t.utilitiesIncluded}`),
    check("listings_pets_check", sql`${t.pets} in ('cats_dogs', 'cats', 'dogs', 'none', 'ask')`),
    check(
      "listings_parking_check",
      sql`${t.parking} is null or ${t.parking} in ('none', 'street', 'driveway', 'garage')`,
    ),
    check(
      "listings_laundry_check",
      sql`${t.laundry} is null or ${t.laundry} in ('in_unit', 'in_building', 'none')`,
    ),
    check(
      "listings_accessibility_check",
      sql`${t.accessibility} <@ array['step_free', 'elevator', 'wheelchair_unit', 'grab_bars', 'roll_in_shower', 'ground_floor', 'visual_hearing']::text[]`,
    ),
    check("listings_image_url_http", sql`${t.imageUrl} is null or ${t.imageUrl} ~* '^(https?://|/images/)'`),
    // Owner dashboard: own listings newest first.
    index("listings_owner_created_idx").on(t.ownerId, t.createdAt.desc()),
    // Browse and home: public (active, priced) listings by ascending price (id breaks ties for stable
    // pages). The numeric filters ride along so any mix of them is checked inside the index.
    index("listings_public_price_idx")
      .on(t.priceCents, t.id, t.bedrooms, t.bathrooms, t.acceptsSection8)
      .where(sql`${t.status} = 'active' and ${t.priceCents} > 0`),
    // "Fits my voucher" (server/vouchers/voucher-fit-sql.ts): the candidates by their margin (the count and
    // few matches), and the price order's walk over the listings that have an FMR at all (many matches). The
    // margin's index holds every column the rule reads, so the capped count is an index-only scan.
    index("listings_public_voucher_margin_idx")
      .on(...voucherRule(t))
      .where(withVoucherMargin(t)),
    index("listings_public_voucher_price_idx")
      .on(t.priceCents, t.id, t.voucherMarginCents, t.bedrooms, t.bathrooms, t.acceptsSection8)
      .where(withVoucherMargin(t)),
    // A voucher search with a city or state term (lower(x) in (...)) inside an index: the place first, then the
    // margin's range, every column the rule reads, the place's own columns and the id, so the capped count and
    // a page's ids cheapest first are index-only scans (search-service.ts). Counting "voucher=2&city=Chicago"
    // took a bitmap of the cities' 19,794 homes and fetched 12,918 heap pages to check the rule (13,055
    // buffers, 15 ms at 1M listings); now 549 buffers, 0.5 ms.
    index("listings_public_voucher_city_idx")
      .on(sql`lower(${t.city})`, ...voucherRule(t), t.city, t.state, t.id)
      .where(withVoucherMargin(t)),
    index("listings_public_voucher_state_idx")
      .on(sql`lower(${t.state})`, ...voucherRule(t), t.state, t.id)
      .where(withVoucherMargin(t)),
    // The capped count of a search by bedrooms and bathrooms with no place ("bedrooms=3+&bathrooms=2"):
    // the price order's index held no match and was read to its end (90 ms at 1M listings).
    index("listings_public_baths_beds_idx")
      .on(t.bathrooms, t.bedrooms, t.acceptsSection8)
      .where(sql`${t.status} = 'active' and ${t.priceCents} > 0`),
    // Browse sorted by "Newest": public listings by listing date, the same filters riding along.
    index("listings_public_newest_idx")
      .on(t.createdAt.desc(), t.id.desc(), t.bedrooms, t.bathrooms, t.acceptsSection8)
      .where(sql`${t.status} = 'active' and ${t.priceCents} > 0`),
    // Rentals search: case-insensitive partial match (ILIKE '%x%') on city, state and ZIP, 3+ characters
    // (a country term always goes through its few distinct values, below).
    // The city's index carries the bedrooms too (btree_gin), so a place plus a bedroom count that place hardly
    // has ("city=chi&bedrooms=2") is answered inside the index instead of fetching every home of the place.
    index("listings_city_trgm_idx")
      .using("gin", t.city.op("gin_trgm_ops"), t.bedrooms)
      .where(sql`${t.status} = 'active' and ${t.priceCents} > 0`),
    index("listings_state_trgm_idx")
      .using("gin", t.state.op("gin_trgm_ops"))
      .where(sql`${t.status} = 'active' and ${t.priceCents} > 0`),
    index("listings_zip_trgm_idx")
      .using("gin", t.zipCode.op("gin_trgm_ops"))
      .where(sql`${t.status} = 'active' and ${t.priceCents} > 0`),
    // Search terms of 1-2 characters have no trigram, and countries are few: their matching distinct values
    // are found by a loose index scan over these, then matched by equality.
    index("listings_country_idx").on(sql`lower(${t.country})`, t.priceCents),
    index("listings_zip_idx").on(sql`lower(${t.zipCode})`, t.priceCents),
    // The capped count of a search by state or country (lower(x) in (...), as above), inside the index: it
    // fetched up to 1,500 homes. Each carries its column for that (an index-only scan), and no numeric
    // column, whose duplicates btree cannot merge: a few MB each at 1M listings, not tens.
    index("listings_public_state_idx")
      .on(sql`lower(${t.state})`, t.bedrooms, t.acceptsSection8, t.state)
      .where(sql`${t.status} = 'active' and ${t.priceCents} > 0`),
    index("listings_public_country_idx")
      .on(sql`lower(${t.country})`, t.country)
      .where(sql`${t.status} = 'active' and ${t.priceCents} > 0`),
    // The accessibility and utilities filters (accessibility @> '{step_free}'): the homes that have any,
    // by GIN. Few listings carry features, so the count and the few-matches path start here.
    index("listings_public_accessibility_idx")
      .using("gin", t.accessibility)
      .where(sql`${t.status} = 'active' and ${t.priceCents} > 0 and cardinality(${t.accessibility}) > 0`),
    index("listings_public_utilities_idx")
      .using("gin", t.utilities)
      .where(sql`${t.status} = 'active' and ${t.priceCents} > 0 and cardinality(${t.utilities}) > 0`),
    // Browse sorted by "Available soonest": available now (null = -infinity) first, then by date, price, id.
    index("listings_public_available_idx")
      .on(sql`coalesce(${t.availableFrom}, '-infinity'::date)`, t.priceCents, t.id)
      .where(sql`${t.status} = 'active' and ${t.priceCents} > 0`),
    // "Within N miles" and "nearest first" (server/listings/distance-sql.ts): GiST over the unit vectors, whose
    // box finds a radius's listings and whose K-nearest-neighbour order reads a page of the nearest. The
    // bedrooms lead (btree_gist), so a radius with a bedroom count is searched in that count's part of the tree:
    // "near=Chicago, IL&radius=10&bedrooms=2" read the box's 19,794 homes to find no match at 1M listings.
    // Migration 0035 added, and 0036 keeps, INCLUDE (price_cents, id, bathrooms, accepts_section_8), which
    // Drizzle cannot say: the count, the numeric filters and a page's ids (cheapest or nearest first) are read
    // inside the index.
    index("listings_public_geo_idx")
      .using("gist", t.bedrooms, t.geo)
      .where(sql`${t.status} = 'active' and ${t.priceCents} > 0`),
    // Home: featured listings; browse: the few premium matches placed first.
    index("listings_featured_idx")
      .on(t.priceCents)
      .where(sql`${t.featured} and ${t.status} = 'active' and ${t.priceCents} > 0`),
    // Home "Rentals near you" and city pages: city/state equality (case-insensitive).
    index("listings_city_state_idx").on(sql`lower(${t.city})`, sql`lower(${t.state})`, t.priceCents),
    index("listings_state_idx").on(sql`lower(${t.state})`, t.priceCents),
    // A search's city term: the matching names come from listing_cities, then their homes by equality here,
    // the capped count inside the index (it carries the filters and the columns the conditions read).
    index("listings_public_city_idx")
      .on(sql`lower(${t.city})`, t.bedrooms, t.acceptsSection8, t.priceCents, t.city, t.state)
      .where(sql`${t.status} = 'active' and ${t.priceCents} > 0`),
    // A page of a city's homes cheapest first (the default order): an ordered read of each matched city's
    // entries, merged, instead of walking every home in price order for the cities' few (search-service.ts).
    // The numeric filters ride along, so a city with few matches is read inside the index.
    index("listings_public_city_price_idx")
      .on(sql`lower(${t.city})`, t.priceCents, t.id, t.bedrooms, t.bathrooms, t.acceptsSection8)
      .where(sql`${t.status} = 'active' and ${t.priceCents} > 0`),
  ],
);

/**
 * One row per city, state and country spelling that listings use, with how many of its listings are public
 * (active and priced): what a search's city term is matched against (a few thousand names, not a million
 * homes). Kept by the statement triggers of migration 0023 on listings, never written by the app.
 */
export const listingCities = pgTable(
  "listing_cities",
  {
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull(),
    listings: integer("listings").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.city, t.state, t.country] }),
    index("listing_cities_city_trgm_idx").using("gin", t.city.op("gin_trgm_ops")),
  ],
);

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    renterId: text("renter_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    moveInDate: date("move_in_date"),
    message: text("message"),
    /** common/application-rules.ts says which moves are allowed; the service makes them on the locked row. */
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("new"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it was approved, declined or withdrawn: the landlord's access to the profile ends 30 days later. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The renter's profile as it was when they applied (the landlord sees this, not later edits). */
    profileSnapshot: jsonb("profile_snapshot"),
    viewingAt: timestamp("viewing_at", { withTimezone: true }),
    viewingPlace: text("viewing_place"),
    declineReason: text("decline_reason", { enum: DECLINE_REASONS }),
    declineNote: text("decline_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open application per renter and listing: after a decline or a withdrawal they may apply again.
    uniqueIndex("applications_one_open_per_renter")
      .on(t.listingId, t.renterId)
      .where(sql`${t.status} not in ('declined', 'withdrawn')`),
    check(
      "applications_status_check",
      sql`${t.status} in ('new', 'viewed', 'viewing_proposed', 'approved', 'declined', 'withdrawn')`,
    ),
    check(
      "applications_viewing_place_length",
      sql`${t.viewingPlace} is null or char_length(${t.viewingPlace}) <= 300`,
    ),
    check(
      "applications_decline_note_length",
      sql`${t.declineNote} is null or char_length(${t.declineNote}) <= 1000`,
    ),
    index("applications_listing_created_idx").on(t.listingId, t.createdAt.desc()),
    index("applications_renter_created_idx").on(t.renterId, t.createdAt.desc()),
    check("applications_message_length", sql`${t.message} is null or char_length(${t.message}) <= 2000`),
  ],
);

export type Listing = typeof listings.$inferSelect;
export type Application = typeof applications.$inferSelect;
