import { and, desc, eq, sql } from "drizzle-orm";
import { messagePreview } from "../../common/message-time";
import { looksLikePaymentScam } from "../../common/scam-warning";
import { requireUser, type SessionUser } from "../auth/session";
import type { Database, Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { listings } from "../db/schema/listings";
import { messageReports, messages } from "../db/schema/messages";
import { blockState } from "./block-user";
import { myConversation, otherOf } from "./find-conversation";
import type { ConversationSummary } from "./list-conversations";
import { markConversationRead } from "./mark-read";

export interface ThreadMessage {
  id: string;
  fromMe: boolean;
  senderName: string;
  text: string;
  createdAt: string;
  isRead: boolean;
}

export interface Thread {
  conversation: ConversationSummary;
  messages: ThreadMessage[];
  /** Some message in the thread asks for money outside the platform: both sides see the warning. */
  scamWarning: boolean;
  blockedByMe: boolean;
  blockedMe: boolean;
  reported: boolean;
}

const THREAD_LIMIT = 200;

/**
 * The messages of one conversation, oldest first (the latest 200); `me` marks mine. Callers check access
 * first: a participant's thread, or an admin's reported conversation (`me` empty).
 */
export async function threadMessages(
  db: Executor,
  conversationId: string,
  me: string,
): Promise<ThreadMessage[]> {
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      senderName: profiles.fullName,
      text: messages.messageText,
      createdAt: messages.createdAt,
      isRead: messages.isRead,
    })
    .from(messages)
    .innerJoin(profiles, eq(profiles.id, messages.senderId))
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(THREAD_LIMIT);
  return rows.reverse().map((r) => ({
    id: r.id,
    fromMe: r.senderId === me,
    senderName: r.senderName,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
    isRead: r.isRead,
  }));
}

/**
 * Opens a thread: its messages oldest first, and the other person's messages in it become read.
 * My other tabs hear about it and clear their badges.
 */
export async function openThread(
  deps: { db: Database },
  user: SessionUser | null,
  conversationId: unknown,
): Promise<Thread> {
  const me = requireUser(user).id;
  const conversation = await myConversation(deps.db, me, conversationId);
  const other = otherOf(conversation, me);
  await markConversationRead(deps.db, me, conversation);
  // The rest are independent reads: in parallel (on a pool, each on its own connection).
  const [[person], [listing], list, [report], blocks] = await Promise.all([
    deps.db
      .select({
        name: profiles.fullName,
        verified: sql<boolean>`${profiles.role} = 'landlord' and ${profiles.verifiedAt} is not null`,
      })
      .from(profiles)
      .where(eq(profiles.id, other)),
    conversation.listingId
      ? deps.db
          .select({ title: listings.title })
          .from(listings)
          .where(eq(listings.id, conversation.listingId))
      : Promise.resolve([]),
    threadMessages(deps.db, conversation.id, me),
    deps.db
      .select({ id: messageReports.id })
      .from(messageReports)
      .where(and(eq(messageReports.conversationId, conversation.id), eq(messageReports.reporterId, me)))
      .limit(1),
    blockState(deps.db, me, other),
  ]);
  const last = list.at(-1);
  return {
    conversation: {
      id: conversation.id,
      otherId: other,
      otherName: person?.name ?? "",
      otherVerified: Boolean(person?.verified),
      listingId: conversation.listingId,
      listingTitle: listing?.title ?? null,
      preview: last ? messagePreview(last.text) : "",
      lastFromMe: last?.fromMe ?? false,
      lastMessageAt: conversation.lastMessageAt.toISOString(),
      unread: 0,
    },
    messages: list,
    scamWarning: list.some((m) => looksLikePaymentScam(m.text)),
    ...blocks,
    reported: Boolean(report),
  };
}
