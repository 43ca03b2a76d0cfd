import { and, eq, inArray, sql } from "drizzle-orm";
import { CONTACT_REQUIRED } from "../../common/message-rules";
import { newMessageSchema, threadMessageSchema } from "../../common/schemas/message";
import { requireUser, type SessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import { profiles } from "../db/schema/auth";
import { conversations, messages } from "../db/schema/messages";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { BLOCKED_BY_THEM, BLOCKED_BY_YOU, blockState } from "./block-user";
import { notifyMessageEvent } from "./events";
import { myConversation, otherOf } from "./find-conversation";
import { listContacts } from "./list-contacts";

export const LOGIN_TO_MESSAGE = "Please log in to send messages.";
export const SENDING_TOO_FAST = "You're sending messages too quickly. Please wait a minute and try again.";
export const NEW_ACCOUNT_LIMIT =
  "New accounts can message a few different people per day. Please try again tomorrow.";
export const PERSON_NOT_FOUND = "This person doesn't exist.";
export const NOT_TO_YOURSELF = "You can't send a message to yourself.";
export const NOT_A_CONTACT =
  "You can message people you have a listing, an application or a conversation with.";
export const MESSAGING_SUSPENDED = "Your account can no longer send messages. Please contact us.";
/** Accounts younger than this are "new": they message a limited number of different people per day. */
export const NEW_ACCOUNT_DAYS = 7;
/** How long a message stays unread before the receiver gets an email. */
export const NOTICE_DELAY_SECONDS = 5 * 60;

export interface Delivery {
  senderId: string;
  receiverId: string;
  listingId: string | null;
  messageText: string;
}

/**
 * Stores one message, from any way in (Message Landlord, an application's Contact, a thread reply, New
 * Message), in the one conversation of that pair and listing: refuses a suspended sender, a block either
 * way and a sender over the limits; then in one transaction the conversation, the message, the realtime
 * event and the delayed email notice (one per receiver batch).
 */
export async function deliverMessage(deps: Pick<AppDeps, "db" | "rateLimiter" | "jobs">, message: Delivery) {
  if (message.senderId === message.receiverId) throw new AppError("BAD_REQUEST", NOT_TO_YOURSELF);
  const people = await deps.db
    .select({
      id: profiles.id,
      createdAt: profiles.createdAt,
      suspendedAt: profiles.messagingSuspendedAt,
      messageEmails: profiles.messageEmails,
    })
    .from(profiles)
    .where(inArray(profiles.id, [message.senderId, message.receiverId]));
  const sender = people.find((p) => p.id === message.senderId);
  const receiver = people.find((p) => p.id === message.receiverId);
  if (!sender) throw new AppError("UNAUTHENTICATED", LOGIN_TO_MESSAGE);
  if (!receiver) throw new AppError("NOT_FOUND", PERSON_NOT_FOUND);
  if (sender.suspendedAt) throw new AppError("FORBIDDEN", MESSAGING_SUSPENDED);
  const blocks = await blockState(deps.db, sender.id, receiver.id);
  if (blocks.blockedMe) throw new AppError("FORBIDDEN", BLOCKED_BY_THEM);
  if (blocks.blockedByMe) throw new AppError("FORBIDDEN", BLOCKED_BY_YOU);
  if (!(await deps.rateLimiter.consume("message", sender.id))) {
    throw new AppError("RATE_LIMITED", SENDING_TOO_FAST);
  }
  const [low, high] = sender.id < receiver.id ? [sender.id, receiver.id] : [receiver.id, sender.id];
  if (Date.now() - sender.createdAt.getTime() < NEW_ACCOUNT_DAYS * 86_400_000) {
    const [known] = await deps.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.userLow, low), eq(conversations.userHigh, high)))
      .limit(1);
    if (!known && !(await deps.rateLimiter.consume("messageNewContact", sender.id))) {
      throw new AppError("RATE_LIMITED", NEW_ACCOUNT_LIMIT);
    }
  }
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const conversation = await tx.execute<{ id: string }>(sql`
      insert into conversations (user_low, user_high, listing_id, last_message_at)
      values (${low}, ${high}, ${message.listingId}, ${now})
      on conflict (user_low, user_high, coalesce(listing_id, '00000000-0000-0000-0000-000000000000'::uuid))
      do update set last_message_at = excluded.last_message_at
      returning id
    `);
    const conversationId = conversation.rows[0].id;
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId,
        senderId: sender.id,
        receiverId: receiver.id,
        listingId: message.listingId,
        messageText: message.messageText,
        isRead: false,
        createdAt: now,
      })
      .returning({ id: messages.id });
    await notifyMessageEvent(tx, { type: "message", userIds: [sender.id, receiver.id], conversationId });
    if (receiver.messageEmails) {
      await deps.jobs.send(
        "message-notice",
        { receiverId: receiver.id },
        { tx, startAfterSeconds: NOTICE_DELAY_SECONDS, singletonKey: receiver.id },
      );
    }
    return { id: row.id, conversationId };
  });
}

/** A reply in a thread of mine. */
export async function replyInThread(
  deps: Pick<AppDeps, "db" | "rateLimiter" | "jobs">,
  user: SessionUser | null,
  input: unknown,
) {
  const me = requireUser(user, LOGIN_TO_MESSAGE).id;
  const { conversationId, messageText } = parseInput(threadMessageSchema, input ?? {});
  const conversation = await myConversation(deps.db, me, conversationId);
  return deliverMessage(deps, {
    senderId: me,
    receiverId: otherOf(conversation, me),
    listingId: conversation.listingId,
    messageText,
  });
}

/** New Message: to one of my contacts (with the listing we share, if the contact names one). */
export async function startConversation(
  deps: Pick<AppDeps, "db" | "rateLimiter" | "jobs">,
  user: SessionUser | null,
  input: unknown,
) {
  const acting = requireUser(user, LOGIN_TO_MESSAGE);
  const { contact, messageText } = parseInput(newMessageSchema, input ?? {});
  const contacts = await listContacts(deps.db, acting);
  if (!contacts.some((c) => c.value === contact)) {
    const [personId] = contact.split(":");
    if (personId === acting.id)
      throw new AppError("BAD_REQUEST", NOT_TO_YOURSELF, { contact: NOT_TO_YOURSELF });
    throw new AppError("BAD_REQUEST", NOT_A_CONTACT, { contact: contact ? NOT_A_CONTACT : CONTACT_REQUIRED });
  }
  const [receiverId, listingId] = contact.split(":");
  return deliverMessage(deps, {
    senderId: acting.id,
    receiverId,
    listingId: listingId ?? null,
    messageText,
  });
}
