import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth";
import { listings } from "./listings";

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    senderId: text("sender_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    receiverId: text("receiver_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    messageText: text("message_text").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("messages_text_length", sql`char_length(btrim(${t.messageText})) between 1 and 5000`),
    check("messages_not_to_self", sql`${t.senderId} <> ${t.receiverId}`),
    // Unread count and "mark thread read".
    index("messages_receiver_unread_idx").on(t.receiverId, t.senderId).where(sql`not ${t.isRead}`),
    // My conversations, newest first (either side) and thread lookups.
    index("messages_receiver_created_idx").on(t.receiverId, t.createdAt.desc()),
    index("messages_sender_created_idx").on(t.senderId, t.createdAt.desc()),
  ],
);

export type Message = typeof messages.$inferSelect;
