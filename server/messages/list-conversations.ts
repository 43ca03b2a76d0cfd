import { and, eq, ne, sql } from "drizzle-orm";
import { pathWithoutLocale } from "../../common/i18n";
import { messagePreview } from "../../common/message-time";
import { isUuid } from "../../common/schemas/id";
import { MESSAGE_SEARCH_MAX } from "../../common/schemas/message";
import { requireUser, type SessionUser } from "../auth/session";
import type { Executor } from "../db/client";
import { messages } from "../db/schema/messages";

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

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

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

/**
 * How many messages to me are unread (the header badge). `openedThread`: the conversation the same request
 * opens (see threadOpenedBy), whose messages count as read: its page marks them read while the badge is
 * counted (React Router runs the root's and the page's loaders at once), and a count taken before the mark
 * would show a message that is on the screen as unread.
 */
export async function unreadTotal(
  db: Executor,
  user: SessionUser | null,
  openedThread: string | null = null,
): Promise<number> {
  const me = requireUser(user).id;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.receiverId, me),
        eq(messages.isRead, false),
        openedThread ? ne(messages.conversationId, openedThread) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The thread a page request opens: `/messages?c=ID` (or `/es/messages?c=ID`, its page data too), else null. */
export function threadOpenedBy(url: URL): string | null {
  if (!/^\/messages(?:\.data)?$/.test(pathWithoutLocale(url.pathname))) return null;
  const id = url.searchParams.get("c");
  return isUuid(id) ? id : null;
}
