import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth";
import { listings } from "./listings";

/**
 * A renter's saved homes (the heart on cards and listing pages): one row per account and listing, private to
 * the account. Both sides cascade: a deleted listing leaves the list, a deleted account takes its list along.
 * A paused listing stays in the list ("No longer available") but cannot be newly saved.
 */
export const favourites = pgTable(
  "favourites",
  {
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.listingId] }),
    // Saved homes, newest first; the cards' "is it saved" probe uses the primary key.
    index("favourites_profile_created_idx").on(t.profileId, t.createdAt.desc()),
    // The cascade from a deleted listing.
    index("favourites_listing_idx").on(t.listingId),
  ],
);
