import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./auth";
import { cube } from "./cube";
import { listings } from "./listings";

/**
 * A renter's saved search (issue 29): the /rentals URL query as typed (`query`, so filters added later are
 * carried), its parsed form (`filter`), and the columns the alert matcher reads (one indexed query over the
 * searches a new listing could match: server/saved-searches/match-listing.ts). Place terms are lower-cased
 * ('' = no such filter); a bedroom or bathroom choice is a range (studio 0-0, "3+" 3-null).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull().default(""),
    filter: jsonb("filter").notNull(),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    country: text("country").notNull().default(""),
    zipCode: text("zip_code").notNull().default(""),
    maxRentCents: integer("max_rent_cents"),
    bedroomsMin: smallint("bedrooms_min"),
    bedroomsMax: smallint("bedrooms_max"),
    bathroomsMin: numeric("bathrooms_min", { precision: 3, scale: 1, mode: "number" }),
    bathroomsMax: numeric("bathrooms_max", { precision: 3, scale: 1, mode: "number" }),
    section8: boolean("section_8").notNull().default(false),
    verifiedOnly: boolean("verified_only").notNull().default(false),
    fitsVoucher: boolean("fits_voucher").notNull().default(false),
    voucherSize: smallint("voucher_size"),
    /**
     * A "within N miles" search: its place as a unit vector (common/distance.ts) and its radius as a chord,
     * compared with the listing's point as /rentals does. Both null without one, or when its place cannot
     * be located (it then matches without the distance, as /rentals searches). A chord without a place is a
     * search not located yet (saved before these columns): it matches nothing until the match job locates it.
     */
    distanceOrigin: cube("distance_origin"),
    distanceChord: doublePrecision("distance_chord"),
    /** instant: an email per new match; daily: one digest at the renter's local morning; off: none. */
    alerts: text("alerts", { enum: ["instant", "daily", "off"] })
      .notNull()
      .default("instant"),
    paused: boolean("paused").notNull().default(false),
    /** When the last daily digest of this search was taken (its pairs claimed), for once a day. */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("saved_searches_name_length", sql`char_length(${t.name}) between 1 and 80`),
    check("saved_searches_query_length", sql`char_length(${t.query}) <= 2000`),
    check("saved_searches_alerts_check", sql`${t.alerts} in ('instant', 'daily', 'off')`),
    index("saved_searches_owner_idx").on(t.ownerId, t.createdAt),
    // The matcher: a new listing's candidate searches by city term (the listing city's substrings, or ''),
    // only the searches that send anything.
    index("saved_searches_match_idx")
      .on(t.city, t.bedroomsMin, t.section8)
      .where(sql`${t.alerts} <> 'off' and not ${t.paused}`),
    // The searches the match job has yet to locate (see distanceChord).
    index("saved_searches_distance_pending_idx")
      .on(t.id)
      .where(sql`${t.distanceChord} is not null and ${t.distanceOrigin} is null`),
    // The daily digest's searches.
    index("saved_searches_daily_idx")
      .on(t.lastDigestAt)
      .where(sql`${t.alerts} = 'daily' and not ${t.paused}`),
  ],
);

/**
 * Each (search, listing) pair found by the matcher, at most once ever (the primary key; inserted with
 * ON CONFLICT DO NOTHING). `notifiedAt`: an email about it was queued (instant) or the digest took it.
 */
export const savedSearchAlerts = pgTable(
  "saved_search_alerts",
  {
    searchId: uuid("search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.listingId] }),
    index("saved_search_alerts_listing_idx").on(t.listingId),
    index("saved_search_alerts_pending_idx").on(t.searchId).where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * Listings that went live and wait for the alert matcher: a row is written by the trigger
 * `listings_match_outbox` (migration 0028) in the very transaction that lists, resumes or edits a public
 * listing, whichever code path does it, and taken by the match job (server/saved-searches/match-listing.ts).
 */
export const listingMatchOutbox = pgTable("listing_match_outbox", {
  listingId: uuid("listing_id")
    .primaryKey()
    .references(() => listings.id, { onDelete: "cascade" }),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
});
