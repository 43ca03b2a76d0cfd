import { and, eq, or } from "drizzle-orm";
import { blockSchema } from "../../common/schemas/message";
import { requireUser, type SessionUser } from "../auth/session";
import type { Database, Executor } from "../db/client";
import { messageBlocks } from "../db/schema/messages";
import { parseInput } from "../validation";
import { myConversation, otherOf } from "./find-conversation";

export const BLOCKED_BY_THEM = "This person isn't accepting messages from you.";
export const BLOCKED_BY_YOU = "You blocked this person.";

/** Who blocked whom between two people (either way stops their messages). */
export async function blockState(db: Executor, me: string, other: string) {
  const rows = await db
    .select({ blockerId: messageBlocks.blockerId })
    .from(messageBlocks)
    .where(
      or(
        and(eq(messageBlocks.blockerId, me), eq(messageBlocks.blockedId, other)),
        and(eq(messageBlocks.blockerId, other), eq(messageBlocks.blockedId, me)),
      ),
    );
  return {
    blockedByMe: rows.some((r) => r.blockerId === me),
    blockedMe: rows.some((r) => r.blockerId === other),
  };
}

/** Blocks the other person of a conversation: no more messages from them, in any conversation. */
export async function blockConversation(deps: { db: Database }, user: SessionUser | null, input: unknown) {
  const me = requireUser(user).id;
  const { conversationId } = parseInput(blockSchema, input ?? {});
  const conversation = await myConversation(deps.db, me, conversationId);
  await deps.db
    .insert(messageBlocks)
    .values({ blockerId: me, blockedId: otherOf(conversation, me) })
    .onConflictDoNothing();
  return { conversationId: conversation.id };
}
