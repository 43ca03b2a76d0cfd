import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { DEFAULT_LOCALE, LOCALES } from "../../../common/i18n";
import { profiles } from "./auth";

export const rentParties = pgTable(
  "rent_parties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    story: text("story").notNull(),
    goalAmountCents: integer("goal_amount_cents").notNull(),
    /** Derived: always the sum of counted donations, kept in step in the same transaction. */
    amountRaisedCents: integer("amount_raised_cents").notNull().default(0),
    landlordName: text("landlord_name").notNull(),
    landlordEmail: text("landlord_email").notNull(),
    landlordPhone: text("landlord_phone"),
    /** The language of the landlord's emails, chosen by the renter on the form (the landlord has no account). */
    landlordLocale: text("landlord_locale", { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    renterId: text("renter_id").references(() => profiles.id, { onDelete: "set null" }),
    verified: boolean("verified").notNull().default(false),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedBy: text("verified_by").references(() => profiles.id, { onDelete: "set null" }),
    isActive: boolean("is_active").notNull().default(true),
    featured: boolean("featured").notNull().default(false),
    /** The renter's city and state (two-letter code). Required at start; null only on rows older than that. */
    city: text("city"),
    state: text("state"),
    /** The first name the headline uses instead of the title's first word ("Maria's Campaign"); null: the spec's rule. */
    headlineName: text("headline_name"),
    /** The landlord's answer through the private link: pending until they confirm or dispute. */
    landlordStatus: text("landlord_status", { enum: ["pending", "confirmed", "disputed"] })
      .notNull()
      .default("pending"),
    /** The amount owed the landlord confirmed; the campaign's ceiling when lower than the goal. */
    amountOwedCents: integer("amount_owed_cents"),
    /** How the landlord wants to be paid: private, shown to admins only. */
    landlordPayoutPreference: text("landlord_payout_preference"),
    landlordDisputeReason: text("landlord_dispute_reason"),
    landlordAnsweredAt: timestamp("landlord_answered_at", { withTimezone: true }),
    /** When the campaign was closed by an admin (no more donations, off public lists). */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("rent_parties_landlord_locale_check", sql`${t.landlordLocale} in ('en', 'es')`),
    check("rent_parties_amount_owed_positive", sql`${t.amountOwedCents} is null or ${t.amountOwedCents} > 0`),
    // City pages: verified, active campaigns of one state (then filtered by city).
    index("rent_parties_state_idx")
      .on(t.state, t.createdAt.desc())
      .where(sql`${t.verified} and ${t.isActive}`),
    check("rent_parties_goal_min", sql`${t.goalAmountCents} >= 100`),
    check("rent_parties_raised_nonnegative", sql`${t.amountRaisedCents} >= 0`),
    check("rent_parties_title_length", sql`char_length(${t.title}) between 1 and 200`),
    check("rent_parties_story_length", sql`char_length(${t.story}) between 1 and 10000`),
    // Admin grid: all campaigns newest first.
    index("rent_parties_created_idx").on(t.createdAt.desc()),
    // Public lists, home, city pages, sitemap: verified and active.
    index("rent_parties_public_idx")
      .on(t.featured, t.createdAt.desc())
      .where(sql`${t.verified} and ${t.isActive}`),
    // Renter dashboard: my rent parties.
    index("rent_parties_renter_idx").on(t.renterId, t.createdAt.desc()),
  ],
);

export const donations = pgTable(
  "donations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    rentPartyId: uuid("rent_party_id")
      .notNull()
      .references(() => rentParties.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    provider: text("provider").notNull(),
    /**
     * False for the sandbox provider's test money. A deployment on a real provider never counts test
     * donations in amounts raised or payouts.
     */
    livemode: boolean("livemode").notNull().default(true),
    /** One invoice can be paid more than once: each payment on it is a donation row of its own. */
    providerInvoiceId: text("provider_invoice_id"),
    providerPaymentId: text("provider_payment_id"),
    status: text("status", {
      enum: ["waiting", "confirming", "finished", "partially_paid", "failed", "expired", "refunded"],
    })
      .notNull()
      .default("waiting"),
    /** Set once, when the donation first reaches a counted state. */
    countedAt: timestamp("counted_at", { withTimezone: true }),
    donorName: text("donor_name"),
    donorEmail: text("donor_email"),
    receiptNumber: text("receipt_number").unique(),
    receiptSentAt: timestamp("receipt_sent_at", { withTimezone: true }),
    /** The language of the page the donor gave on: their receipt's (a donor has no account). */
    locale: text("locale", { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("donations_amount_positive", sql`${t.amountCents} > 0`),
    check("donations_locale_check", sql`${t.locale} in ('en', 'es')`),
    // Each provider payment is counted once, on exactly one donation.
    unique("donations_provider_payment").on(t.provider, t.providerPaymentId),
    // Notifications find their donation by the provider's invoice id.
    index("donations_provider_invoice_idx").on(t.provider, t.providerInvoiceId),
    index("donations_party_idx").on(t.rentPartyId, t.createdAt.desc()),
    // Reconciliation: donations not (or not yet) counted, checked longest ago first.
    index("donations_unsettled_idx")
      .on(t.updatedAt)
      .where(sql`${t.status} <> 'finished' and ${t.status} <> 'refunded'`),
  ],
);

/** Every verified provider notification, once: the unique key makes replays no-ops. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    status: text("status").notNull(),
    donationId: uuid("donation_id").references(() => donations.id, { onDelete: "set null" }),
    payload: jsonb("payload"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("payment_events_once").on(t.provider, t.providerPaymentId, t.status)],
);

export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    rentPartyId: uuid("rent_party_id")
      .notNull()
      .references(() => rentParties.id, { onDelete: "restrict" }),
    /** Negative for a correction: entries are never edited, a correction is a new entry. */
    amountCents: integer("amount_cents").notNull(),
    /** The transaction id or check number; null only on payouts recorded before it was required. */
    reference: text("reference"),
    note: text("note"),
    /** False for payouts recorded while the sandbox provider ran: they pay out test money only. */
    livemode: boolean("livemode").notNull().default(true),
    sentBy: text("sent_by").references(() => profiles.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payouts_amount_nonzero", sql`${t.amountCents} <> 0`),
    index("payouts_party_idx").on(t.rentPartyId, t.sentAt.desc()),
  ],
);

export type RentParty = typeof rentParties.$inferSelect;
export type Donation = typeof donations.$inferSelect;

/**
 * The built-in sandbox payment provider's own invoices (local use and tests). It plays the part of an
 * external provider: our donations only know its invoice and payment ids, like any provider's.
 */
export const sandboxInvoices = pgTable(
  "sandbox_invoices",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    orderDescription: text("order_description").notNull(),
    priceAmountCents: integer("price_amount_cents").notNull(),
    ipnCallbackUrl: text("ipn_callback_url").notNull(),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    paymentId: text("payment_id").unique(),
    status: text("status", { enum: ["waiting", "finished", "expired"] })
      .notNull()
      .default("waiting"),
    /** When the settled invoice's notification reached our webhook; null means still to (re)send. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("sandbox_invoices_amount_positive", sql`${t.priceAmountCents} > 0`),
    index("sandbox_invoices_unnotified_idx")
      .on(t.updatedAt)
      .where(sql`${t.status} <> 'waiting' and ${t.notifiedAt} is null`),
  ],
);

export type Payout = typeof payouts.$inferSelect;

/**
 * The landlord's private links: only the SHA-256 of the random token is stored (a leaked table opens
 * nothing). A link
 * works until it expires, is used for a decision, or is replaced by a resend.
 */
export const landlordConfirmations = pgTable(
  "landlord_confirmations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    rentPartyId: uuid("rent_party_id")
      .notNull()
      .references(() => rentParties.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("landlord_confirmations_party_idx").on(t.rentPartyId, t.createdAt.desc())],
);
export type SandboxInvoice = typeof sandboxInvoices.$inferSelect;

/** Small facts about this deployment that must survive restarts (e.g. which payment mode last ran). */
export const deploymentState = pgTable("deployment_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
