import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth";
import { listings } from "./listings";

/**
 * One conversation per pair of people and listing (or no listing): `userLow` < `userHigh`, so the pair
 * has one spelling. `lastMessageAt` orders the inbox without scanning messages.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userLow: text("user_low")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    userHigh: text("user_high")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("conversations_pair_order", sql`${t.userLow} < ${t.userHigh}`),
    // The unique key (pair + listing, null included) is an expression index in the migration.
    index("conversations_low_last_idx").on(t.userLow, t.lastMessageAt.desc()),
    index("conversations_high_last_idx").on(t.userHigh, t.lastMessageAt.desc()),
  ],
);

export type Conversation = typeof conversations.$inferSelect;

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    receiverId: text("receiver_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    messageText: text("message_text").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    /** When the unread-message email covered this message (one email per batch). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("messages_text_length", sql`char_length(btrim(${t.messageText})) between 1 and 5000`),
    check("messages_not_to_self", sql`${t.senderId} <> ${t.receiverId}`),
    // Unread counts (total and per conversation) and "mark thread read".
    index("messages_receiver_unread_idx").on(t.receiverId, t.conversationId).where(sql`not ${t.isRead}`),
    // A thread, oldest first, and each conversation's latest message.
    index("messages_conversation_created_idx").on(t.conversationId, t.createdAt),
    index("messages_sender_created_idx").on(t.senderId, t.createdAt.desc()),
  ],
);

export type Message = typeof messages.$inferSelect;

/** A person who blocked another: no further messages from the blocked one, in any conversation. */
export const messageBlocks = pgTable(
  "message_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("message_blocks_blocked_idx").on(t.blockedId),
  ],
);

export const REPORT_STATUSES = ["open", "dismissed", "warned", "suspended"] as const;

/** A conversation reported to the admins (it also blocks the reported person). */
export const messageReports = pgTable(
  "message_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reportedId: text("reported_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("message_reports_status_check", sql`${t.status} in ('open', 'dismissed', 'warned', 'suspended')`),
    check("message_reports_reason_length", sql`char_length(${t.reason}) between 1 and 1000`),
    index("message_reports_status_created_idx").on(t.status, t.createdAt.desc()),
    index("message_reports_conversation_idx").on(t.conversationId),
  ],
);
