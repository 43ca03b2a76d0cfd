import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth";
import { listings } from "./listings";

export const RENTER_INCOME_SOURCES = ["job", "benefits", "voucher", "other"] as const;
export const RENTER_DOCUMENT_KINDS = ["pay_stub", "voucher", "id", "other"] as const;

/**
 * A renter's application profile: one per renter, reused for every application (a copy is attached to
 * each application when it is sent). Only the household's adults are required; nothing here asks about
 * a protected class (fair housing): the household is two counts, nothing more. Income is whole dollars
 * a month.
 */
export const renterApplicationProfiles = pgTable(
  "renter_application_profiles",
  {
    renterId: text("renter_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    adults: integer("adults").notNull(),
    children: integer("children").notNull().default(0),
    monthlyIncome: integer("monthly_income"),
    incomeSources: text("income_sources", { enum: RENTER_INCOME_SOURCES })
      .array()
      .notNull()
      .default(sql`'{}'`),
    voucherAgency: text("voucher_agency"),
    voucherBedrooms: integer("voucher_bedrooms"),
    voucherExpiresOn: date("voucher_expires_on"),
    currentAddress: text("current_address"),
    currentAddressDuration: text("current_address_duration"),
    previousLandlordName: text("previous_landlord_name"),
    previousLandlordContact: text("previous_landlord_contact"),
    pets: text("pets"),
    about: text("about"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("renter_application_profiles_adults_range", sql`${t.adults} between 1 and 20`),
    check("renter_application_profiles_children_range", sql`${t.children} between 0 and 20`),
    check(
      "renter_application_profiles_income_range",
      sql`${t.monthlyIncome} is null or ${t.monthlyIncome} between 0 and 100000`,
    ),
    check(
      "renter_application_profiles_voucher_bedrooms_range",
      sql`${t.voucherBedrooms} is null or ${t.voucherBedrooms} between 0 and 8`,
    ),
    check(
      "renter_application_profiles_about_length",
      sql`${t.about} is null or char_length(${t.about}) <= 1000`,
    ),
  ],
);

/**
 * A renter's private documents (pay stubs, voucher paperwork, ID): PDF, JPEG or PNG, in the private
 * storage area under a random key, served only through the authorized document route.
 */
export const renterDocuments = pgTable(
  "renter_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    renterId: text("renter_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: RENTER_DOCUMENT_KINDS }).notNull(),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    fileName: text("file_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("renter_documents_kind_check", sql`${t.kind} in ('pay_stub', 'voucher', 'id', 'other')`),
    check("renter_documents_size_range", sql`${t.sizeBytes} between 1 and 10485760`),
    check("renter_documents_file_name_length", sql`char_length(${t.fileName}) between 1 and 200`),
    // The renter's documents, newest first, and the count of the 10-per-renter limit.
    index("renter_documents_renter_created_idx").on(t.renterId, t.createdAt.desc()),
  ],
);

/** "Who has seen your profile": a listing's landlord opened the renter's application, last at viewed_at. */
export const applicationProfileViews = pgTable(
  "application_profile_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    renterId: text("renter_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    viewerId: text("viewer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("application_profile_views_one_per_viewer").on(t.renterId, t.listingId, t.viewerId),
    index("application_profile_views_renter_viewed_idx").on(t.renterId, t.viewedAt.desc()),
  ],
);

export type RenterApplicationProfile = typeof renterApplicationProfiles.$inferSelect;
export type RenterDocument = typeof renterDocuments.$inferSelect;
