import { and, eq } from "drizzle-orm";
import { markReadSchema } from "../../common/schemas/message";
import { requireUser, type SessionUser } from "../auth/session";
import type { Database } from "../db/client";
import { messages } from "../db/schema/messages";
import { parseInput } from "../validation";
import { notifyMessageEvent } from "./events";
import { myConversation, otherOf } from "./find-conversation";

/** The other person's messages to me in a conversation become read; my other tabs hear about it. */
export async function markConversationRead(
  db: Database,
  me: string,
  conversation: { id: string; userLow: string; userHigh: string },
) {
  await db.transaction(async (tx) => {
    const read = await tx
      .update(messages)
      .set({ isRead: true })
      .where(
        and(
          eq(messages.receiverId, me),
          eq(messages.conversationId, conversation.id),
          eq(messages.isRead, false),
        ),
      )
      .returning({ id: messages.id });
    if (read.length > 0) {
      const other = otherOf(conversation, me);
      await notifyMessageEvent(tx, { type: "read", userIds: [me, other], conversationId: conversation.id });
    }
  });
}

/**
 * A message arrived in the thread I have open: it is read (the open page asks, before it re-fetches, so
 * no unread count goes up for the thread being read). Only my own conversations; returns how many.
 */
export async function markThreadRead(deps: { db: Database }, user: SessionUser | null, input: unknown) {
  const me = requireUser(user).id;
  const { conversationId } = parseInput(markReadSchema, input ?? {});
  const conversation = await myConversation(deps.db, me, conversationId);
  await markConversationRead(deps.db, me, conversation);
  return { conversationId: conversation.id };
}
