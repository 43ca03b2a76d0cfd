import { and, eq, or, sql } from "drizzle-orm";
import { isUuid } from "../../common/schemas/id";
import type { Executor } from "../db/client";
import { conversations } from "../db/schema/messages";
import { AppError } from "../errors";

export const CONVERSATION_NOT_FOUND = "This conversation doesn't exist.";

/** The other person of a conversation row as seen by `me`. */
export const otherOf = (row: { userLow: string; userHigh: string }, me: string) =>
  row.userLow === me ? row.userHigh : row.userLow;

/** A conversation I am part of, or NOT_FOUND (the same answer whether it exists or not). */
export async function myConversation(db: Executor, me: string, conversationId: unknown) {
  if (!isUuid(conversationId)) throw new AppError("NOT_FOUND", CONVERSATION_NOT_FOUND);
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.userLow, me), eq(conversations.userHigh, me)),
      ),
    )
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", CONVERSATION_NOT_FOUND);
  return row;
}

/**
 * The conversation of a pair about a listing, created empty when they have none yet (an application's
 * Contact and Messages open it before anyone writes). The same row `deliverMessage` writes into.
 */
export async function ensureConversation(
  db: Executor,
  a: string,
  b: string,
  listingId: string | null,
): Promise<string> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const result = await db.execute<{ id: string }>(sql`
    insert into conversations (user_low, user_high, listing_id)
    values (${low}, ${high}, ${listingId})
    on conflict (user_low, user_high, coalesce(listing_id, '00000000-0000-0000-0000-000000000000'::uuid))
    do update set user_low = conversations.user_low
    returning id
  `);
  return result.rows[0].id;
}
