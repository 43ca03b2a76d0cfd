import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("contact_message_length", sql`char_length(${t.message}) between 10 and 5000`),
    index("contact_messages_created_idx").on(t.createdAt.desc()),
  ],
);

export const pwaInstalls = pgTable(
  "pwa_installs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => profiles.id, { onDelete: "set null" }),
    userAgent: text("user_agent"),
    platform: text("platform", { enum: ["mobile", "desktop"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("pwa_installs_platform_check", sql`${t.platform} in ('mobile', 'desktop')`)],
);
