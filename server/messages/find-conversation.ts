import { and, eq, or } from "drizzle-orm";
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
