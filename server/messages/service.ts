import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { CONTACT_REQUIRED } from "../../common/message-rules";
import { messagePreview } from "../../common/message-time";
import { looksLikePaymentScam } from "../../common/scam-warning";
import { isUuid } from "../../common/schemas/id";
import {
  blockSchema,
  MESSAGE_SEARCH_MAX,
  markReadSchema,
  newMessageSchema,
  reportDecisionSchema,
  reportSchema,
  threadMessageSchema,
} from "../../common/schemas/message";
import { requireRole, requireUser, type SessionUser } from "../auth/session";
import type { Database, Executor } from "../db/client";
import { profiles } from "../db/schema/auth";
import { applications, listings } from "../db/schema/listings";
import { conversations, messageBlocks, messageReports, messages } from "../db/schema/messages";
import { AppError } from "../errors";
import type { JobQueue } from "../jobs/queue";
import type { RateLimiter } from "../rate-limits/limiter";
import { parseInput } from "../validation";
import { notifyMessageEvent } from "./events";

export const LOGIN_TO_MESSAGE = "Please log in to send messages.";
export const SENDING_TOO_FAST = "You're sending messages too quickly. Please wait a minute and try again.";
export const NEW_ACCOUNT_LIMIT =
  "New accounts can message a few different people per day. Please try again tomorrow.";
export const CONVERSATION_NOT_FOUND = "This conversation doesn't exist.";
export const PERSON_NOT_FOUND = "This person doesn't exist.";
export const NOT_TO_YOURSELF = "You can't send a message to yourself.";
export const NOT_A_CONTACT =
  "You can message people you have a listing, an application or a conversation with.";
export const BLOCKED_BY_THEM = "This person isn't accepting messages from you.";
export const BLOCKED_BY_YOU = "You blocked this person.";
export const MESSAGING_SUSPENDED = "Your account can no longer send messages. Please contact us.";
export const REPORT_NOT_FOUND = "This report doesn't exist.";
/** Accounts younger than this are "new": they message a limited number of different people per day. */
export const NEW_ACCOUNT_DAYS = 7;
/** How long a message stays unread before the receiver gets an email. */
export const NOTICE_DELAY_SECONDS = 5 * 60;

export interface MessagingDeps {
  db: Database;
  rateLimiter: RateLimiter;
  jobs: JobQueue;
}

export interface ConversationSummary {
  id: string;
  otherId: string;
  otherName: string;
  /** The other person is a landlord whose ownership documents an admin approved (the badge). */
  otherVerified: boolean;
  listingId: string | null;
  listingTitle: string | null;
  preview: string;
  lastFromMe: boolean;
  lastMessageAt: string;
  unread: number;
}

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

export interface Contact {
  /** "personId" or "personId:listingId": the New Message dialog's `contact` value. */
  value: string;
  label: string;
}

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** The other person of a conversation row as seen by `me`. */
const otherOf = (row: { userLow: string; userHigh: string }, me: string) =>
  row.userLow === me ? row.userHigh : row.userLow;

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * My conversations, newest first: the other person's name, the listing title, a 50-character preview of
 * the latest message and my unread count. `query` searches names, listing titles and message text.
 */
export async function listConversations(
  db: Executor,
  user: SessionUser | null,
  options: { query?: string; limit?: number } = {},
): Promise<ConversationSummary[]> {
  const me = requireUser(user).id;
  const q = options.query?.trim().slice(0, MESSAGE_SEARCH_MAX) || null;
  const pattern = q ? `%${escapeLike(q)}%` : null;
  const limit = Math.min(options.limit ?? 100, 200);
  const result = await db.execute<{
    id: string;
    other_id: string;
    other_name: string;
    other_verified: boolean;
    listing_id: string | null;
    listing_title: string | null;
    last_message_at: string | Date;
    last_text: string;
    last_sender: string;
    unread: number;
  }>(sql`
    with mine as (
      select id, listing_id, last_message_at, user_high as other_id from conversations where user_low = ${me}
      union all
      select id, listing_id, last_message_at, user_low as other_id from conversations where user_high = ${me}
    )
    select m.id, m.other_id, p.full_name as other_name,
      (p.role = 'landlord' and p.verified_at is not null) as other_verified,
      m.listing_id, l.title as listing_title,
      m.last_message_at, last.message_text as last_text, last.sender_id as last_sender,
      (select count(*)::int from messages u
        where u.receiver_id = ${me} and u.conversation_id = m.id and not u.is_read) as unread
    from mine m
    join profiles p on p.id = m.other_id
    left join listings l on l.id = m.listing_id
    cross join lateral (
      select x.message_text, x.sender_id from messages x
      where x.conversation_id = m.id order by x.created_at desc limit 1
    ) last
    where ${pattern}::text is null
      or p.full_name ilike ${pattern} or l.title ilike ${pattern}
      or exists (select 1 from messages s where s.conversation_id = m.id and s.message_text ilike ${pattern})
    order by m.last_message_at desc
    limit ${limit}
  `);
  return result.rows.map((r) => ({
    id: r.id,
    otherId: r.other_id,
    otherName: r.other_name,
    otherVerified: Boolean(r.other_verified),
    listingId: r.listing_id,
    listingTitle: r.listing_title,
    preview: messagePreview(r.last_text),
    lastFromMe: r.last_sender === me,
    lastMessageAt: iso(r.last_message_at),
    unread: Number(r.unread),
  }));
}

/** How many messages to me are unread (the header badge). */
export async function unreadTotal(db: Executor, user: SessionUser | null): Promise<number> {
  const me = requireUser(user).id;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.receiverId, me), eq(messages.isRead, false)));
  return Number(row?.n ?? 0);
}

/** A conversation I am part of, or NOT_FOUND (the same answer whether it exists or not). */
async function myConversation(db: Executor, me: string, conversationId: unknown) {
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

async function blockState(db: Executor, me: string, other: string) {
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

const THREAD_LIMIT = 200;

/** The messages of one conversation of mine, oldest first (the latest 200). */
async function threadMessages(db: Executor, conversationId: string, me: string): Promise<ThreadMessage[]> {
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

/** The other person's messages to me in a conversation become read; my other tabs hear about it. */
async function markConversationRead(
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

/**
 * Opens a thread: its messages oldest first, and the other person's messages in it become read (spec 4).
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

/**
 * The people I may start a conversation with: those I have a conversation with, the landlords of listings
 * I applied to, and the renters who applied to my listings (with that listing). Never every user.
 */
export async function listContacts(db: Executor, user: SessionUser | null): Promise<Contact[]> {
  const me = requireUser(user).id;
  const contacts = new Map<string, Contact>();
  const add = (personId: string, name: string, listingId: string | null, title: string | null) => {
    const value = listingId ? `${personId}:${listingId}` : personId;
    if (!contacts.has(value)) contacts.set(value, { value, label: title ? `${name} (${title})` : name });
  };
  const applied = await db
    .select({ id: profiles.id, name: profiles.fullName, listingId: listings.id, title: listings.title })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(profiles, eq(profiles.id, listings.ownerId))
    .where(eq(applications.renterId, me));
  for (const r of applied) add(r.id, r.name, r.listingId, r.title);
  const applicants = await db
    .select({ id: profiles.id, name: profiles.fullName, listingId: listings.id, title: listings.title })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(profiles, eq(profiles.id, applications.renterId))
    .where(eq(listings.ownerId, me));
  for (const r of applicants) add(r.id, r.name, r.listingId, r.title);
  const talked = await db
    .select({
      userLow: conversations.userLow,
      userHigh: conversations.userHigh,
      listingId: conversations.listingId,
      title: listings.title,
    })
    .from(conversations)
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .where(or(eq(conversations.userLow, me), eq(conversations.userHigh, me)));
  const names = new Map<string, string>();
  const otherIds = [...new Set(talked.map((c) => otherOf(c, me)))];
  if (otherIds.length > 0) {
    for (const p of await db
      .select({ id: profiles.id, name: profiles.fullName })
      .from(profiles)
      .where(inArray(profiles.id, otherIds))) {
      names.set(p.id, p.name);
    }
  }
  for (const c of talked) {
    const other = otherOf(c, me);
    add(other, names.get(other) ?? "", c.listingId, c.title);
  }
  contacts.delete(me);
  return [...contacts.values()].sort((a, b) => a.label.localeCompare(b.label));
}

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
export async function deliverMessage(deps: MessagingDeps, message: Delivery) {
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
export async function replyInThread(deps: MessagingDeps, user: SessionUser | null, input: unknown) {
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
export async function startConversation(deps: MessagingDeps, user: SessionUser | null, input: unknown) {
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

/** Reports a conversation to the admins and blocks the other person, in one transaction. */
export async function reportConversation(deps: { db: Database }, user: SessionUser | null, input: unknown) {
  const me = requireUser(user).id;
  const { conversationId, reason } = parseInput(reportSchema, input ?? {});
  const conversation = await myConversation(deps.db, me, conversationId);
  const other = otherOf(conversation, me);
  await deps.db.transaction(async (tx) => {
    await tx.insert(messageBlocks).values({ blockerId: me, blockedId: other }).onConflictDoNothing();
    const [open] = await tx
      .select({ id: messageReports.id })
      .from(messageReports)
      .where(
        and(
          eq(messageReports.conversationId, conversation.id),
          eq(messageReports.reporterId, me),
          eq(messageReports.status, "open"),
        ),
      )
      .limit(1);
    if (!open) {
      await tx
        .insert(messageReports)
        .values({ conversationId: conversation.id, reporterId: me, reportedId: other, reason });
    }
  });
  return { conversationId: conversation.id };
}

export interface ReportSummary {
  id: string;
  status: string;
  reason: string;
  createdAt: string;
  reporterName: string;
  reportedId: string;
  reportedName: string;
  reportedEmail: string;
  reportedSuspended: boolean;
  messages: { id: string; senderName: string; text: string; createdAt: string; scam: boolean }[];
}

/** Admin review list: open reports first, each with its conversation (admins see one only this way). */
export async function listReports(db: Executor, user: SessionUser | null): Promise<ReportSummary[]> {
  requireRole(user, ["admin"]);
  const reports = await db
    .select({
      id: messageReports.id,
      conversationId: messageReports.conversationId,
      status: messageReports.status,
      reason: messageReports.reason,
      createdAt: messageReports.createdAt,
      reporterId: messageReports.reporterId,
      reportedId: messageReports.reportedId,
    })
    .from(messageReports)
    .orderBy(sql`${messageReports.status} <> 'open'`, desc(messageReports.createdAt))
    .limit(50);
  if (reports.length === 0) return [];
  const people = await db
    .select({
      id: profiles.id,
      name: profiles.fullName,
      email: profiles.email,
      suspendedAt: profiles.messagingSuspendedAt,
    })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(reports.flatMap((r) => [r.reporterId, r.reportedId]))]));
  const person = (id: string) => people.find((p) => p.id === id);
  const out: ReportSummary[] = [];
  for (const r of reports) {
    const thread = await threadMessages(db, r.conversationId, "");
    out.push({
      id: r.id,
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      reporterName: person(r.reporterId)?.name ?? "",
      reportedId: r.reportedId,
      reportedName: person(r.reportedId)?.name ?? "",
      reportedEmail: person(r.reportedId)?.email ?? "",
      reportedSuspended: Boolean(person(r.reportedId)?.suspendedAt),
      messages: thread.map((m) => ({
        id: m.id,
        senderName: m.senderName,
        text: m.text,
        createdAt: m.createdAt,
        scam: looksLikePaymentScam(m.text),
      })),
    });
  }
  return out;
}

export const WARNING_EMAIL_SUBJECT = "A warning about your messages on Affordable";

/**
 * An admin decides on a report: dismiss it, warn the reported account (an email), or suspend its
 * messaging. The report and the account change together; the warning email is queued in the same
 * transaction.
 */
export async function decideReport(
  deps: { db: Database; jobs: JobQueue },
  user: SessionUser | null,
  input: unknown,
) {
  requireRole(user, ["admin"]);
  const { reportId, decision } = parseInput(reportDecisionSchema, input ?? {});
  if (!isUuid(reportId)) throw new AppError("NOT_FOUND", REPORT_NOT_FOUND);
  return deps.db.transaction(async (tx) => {
    const [report] = await tx.select().from(messageReports).where(eq(messageReports.id, reportId)).limit(1);
    if (!report) throw new AppError("NOT_FOUND", REPORT_NOT_FOUND);
    const status = decision === "dismiss" ? "dismissed" : decision === "warn" ? "warned" : "suspended";
    await tx
      .update(messageReports)
      .set({ status, resolvedAt: new Date() })
      .where(eq(messageReports.id, report.id));
    if (decision === "suspend") {
      await tx
        .update(profiles)
        .set({ messagingSuspendedAt: new Date() })
        .where(and(eq(profiles.id, report.reportedId), isNull(profiles.messagingSuspendedAt)));
    }
    if (decision === "warn") {
      const [reported] = await tx
        .select({ email: profiles.email, name: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.id, report.reportedId));
      if (reported) {
        await deps.jobs.send(
          "email-send",
          {
            to: reported.email,
            subject: WARNING_EMAIL_SUBJECT,
            text:
              `Hello ${reported.name},\n\nA conversation of yours on Affordable was reported. Asking for ` +
              "money outside the platform before a viewing (wire transfers, gift cards, crypto, payment " +
              "apps) is not allowed. Another report may suspend your account's messaging.\n\nAffordable",
          },
          { tx },
        );
      }
    }
    return { status };
  });
}
