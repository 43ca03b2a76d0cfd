import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth";
import { listings } from "./listings";

/**
 * A listing's uploaded photos. The files live in the public storage area under
 * `{storagePrefix}/{480,960,1600}.webp` and `{storagePrefix}/social.jpg`; the prefix holds a random part,
 * so a URL never changes its content and is cached for a year. The first by position is the cover.
 */
export const listingPhotos = pgTable(
  "listing_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    storagePrefix: text("storage_prefix").notNull().unique(),
    position: integer("position").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("listing_photos_position_range", sql`${t.position} between 0 and 11`),
    check("listing_photos_size_positive", sql`${t.width} > 0 and ${t.height} > 0`),
    // A listing's photos in order; the cover is the first (cards pick it with limit 1).
    index("listing_photos_listing_position_idx").on(t.listingId, t.position),
  ],
);

export const VERIFICATION_DOCUMENT_KINDS = [
  "deed",
  "property_tax_bill",
  "mortgage_statement",
  "management_agreement",
  "utility_bill",
] as const;
export const VERIFICATION_IDENTITY_KINDS = ["government_id", "business_registration"] as const;
export const VERIFICATION_STATUSES = ["pending", "approved", "rejected"] as const;

/**
 * A landlord's request to be verified: a proof of ownership or management and an identity document, both
 * in the private storage area (random keys), and the listings the proof covers. An admin approves or
 * rejects it; every decision (revocations included) is in verification_decisions.
 */
export const verificationRequests = pgTable(
  "verification_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    landlordId: text("landlord_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status", { enum: VERIFICATION_STATUSES }).notNull().default("pending"),
    documentKind: text("document_kind", { enum: VERIFICATION_DOCUMENT_KINDS }).notNull(),
    documentKey: text("document_key").notNull(),
    documentType: text("document_type").notNull(),
    identityKind: text("identity_kind", { enum: VERIFICATION_IDENTITY_KINDS }).notNull(),
    identityKey: text("identity_key").notNull(),
    identityType: text("identity_type").notNull(),
    decidedBy: text("decided_by").references(() => profiles.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionReason: text("decision_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("verification_requests_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      "verification_requests_reason_length",
      sql`${t.decisionReason} is null or char_length(${t.decisionReason}) <= 1000`,
    ),
    // Admin queue: pending requests, oldest first.
    index("verification_requests_status_created_idx").on(t.status, t.createdAt),
    // Landlord dashboard: own requests, newest first.
    index("verification_requests_landlord_created_idx").on(t.landlordId, t.createdAt.desc()),
  ],
);

export const verificationRequestListings = pgTable(
  "verification_request_listings",
  {
    requestId: uuid("request_id")
      .notNull()
      .references(() => verificationRequests.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.listingId] }),
    index("verification_request_listings_listing_idx").on(t.listingId),
  ],
);

/** Who decided what and when: approvals, rejections and revocations of a landlord's badge. */
export const verificationDecisions = pgTable(
  "verification_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    landlordId: text("landlord_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    requestId: uuid("request_id").references(() => verificationRequests.id, { onDelete: "set null" }),
    adminId: text("admin_id").references(() => profiles.id, { onDelete: "set null" }),
    action: text("action", { enum: ["approve", "reject", "revoke"] }).notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("verification_decisions_action_check", sql`${t.action} in ('approve', 'reject', 'revoke')`),
    index("verification_decisions_landlord_created_idx").on(t.landlordId, t.createdAt.desc()),
  ],
);

export const LISTING_REPORT_REASONS = [
  "scam",
  "already_rented",
  "wrong_price",
  "discriminatory",
  "other",
] as const;

/** "Report this listing" (anyone, signed in or not); open reports wait in the admin queue. */
export const listingReports = pgTable(
  "listing_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id").references(() => profiles.id, { onDelete: "set null" }),
    reason: text("reason", { enum: LISTING_REPORT_REASONS }).notNull(),
    details: text("details"),
    status: text("status", { enum: ["open", "resolved"] })
      .notNull()
      .default("open"),
    resolvedBy: text("resolved_by").references(() => profiles.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("listing_reports_status_check", sql`${t.status} in ('open', 'resolved')`),
    check(
      "listing_reports_reason_check",
      sql`${t.reason} in ('scam', 'already_rented', 'wrong_price', 'discriminatory', 'other')`,
    ),
    check("listing_reports_details_length", sql`${t.details} is null or char_length(${t.details}) <= 1000`),
    // Admin queue: open reports, newest first.
    index("listing_reports_status_created_idx").on(t.status, t.createdAt.desc()),
    index("listing_reports_listing_idx").on(t.listingId),
  ],
);

export type ListingPhoto = typeof listingPhotos.$inferSelect;
export type VerificationRequest = typeof verificationRequests.$inferSelect;
