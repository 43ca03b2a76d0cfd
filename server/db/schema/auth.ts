import { relations, sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { DEFAULT_LOCALE, LOCALES } from "../../../common/i18n";

/**
 * profiles is Better Auth's user table: the profile and the account are one row, so an account can
 * never exist without its profile, and no repair path is needed.
 */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull().unique(),
    fullName: text("full_name").notNull(),
    phone: text("phone"),
    role: text("role", { enum: ["renter", "landlord", "admin"] })
      .notNull()
      .default("renter"),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** Email me when a message stays unread (profile setting). */
    messageEmails: boolean("message_emails").notNull().default(true),
    /** The language of the emails this account is sent: the one it signed up in, then its latest switch. */
    locale: text("locale", { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    /** Set by an admin after a report: the account can no longer send messages. */
    messagingSuspendedAt: timestamp("messaging_suspended_at", { withTimezone: true }),
    /** When an admin approved this landlord's verification (the "Verified landlord" badge); null otherwise. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("profiles_role_check", sql`${t.role} in ('renter', 'landlord', 'admin')`),
    check("profiles_phone_e164", sql`${t.phone} is null or ${t.phone} ~ '^\\+[1-9][0-9]{1,14}$'`),
    check("profiles_locale_check", sql`${t.locale} in ('en', 'es')`),
    check("profiles_full_name_length", sql`char_length(${t.fullName}) between 1 and 100`),
    // "Verified landlords only": the verified landlords' ids.
    index("profiles_verified_idx").on(t.id).where(sql`${t.verifiedAt} is not null`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export type Profile = typeof profiles.$inferSelect;
export type Role = Profile["role"];

/**
 * The joins Better Auth asks for (`advanced.database.joins`, server/auth/auth.ts): a signed-in request reads
 * its session and user in one query, and sign-in reads the user with its accounts in one.
 */
export const profilesRelations = relations(profiles, ({ many }) => ({
  sessions: many(sessions),
  accounts: many(accounts),
}));
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(profiles, { fields: [sessions.userId], references: [profiles.id] }),
}));
export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(profiles, { fields: [accounts.userId], references: [profiles.id] }),
}));
