import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { messagePreview } from "../../common/message-time";
import type { AppDeps } from "../context";
import { profiles } from "../db/schema/auth";
import { listings } from "../db/schema/listings";
import { messages } from "../db/schema/messages";
import { EMAIL_JOB } from "../jobs/email";

export const NOTICE_SUBJECT = "You have unread messages on Affordable";

/** The inbox link of one conversation (emails, the e2e tests). */
export function threadUrl(publicUrl: string, conversationId: string): string {
  return new URL(`/messages?c=${conversationId}`, publicUrl).toString();
}

/**
 * The `message-notice` job: the receiver's messages that are still unread and were in no email yet go out
 * in ONE email (sender, listing, a preview and the thread link per conversation), queued in the same
 * transaction that marks them notified. Nothing when they were read meanwhile or emails are turned off.
 */
export function handleMessageNotices(deps: Pick<AppDeps, "db" | "jobs" | "publicUrl">) {
  deps.jobs.handle("message-notice", async ({ receiverId }) => {
    await deps.db.transaction(async (tx) => {
      const [receiver] = await tx
        .select({ email: profiles.email, name: profiles.fullName, messageEmails: profiles.messageEmails })
        .from(profiles)
        .where(eq(profiles.id, receiverId));
      if (!receiver?.messageEmails) return;
      const unread = await tx
        .select({
          id: messages.id,
          conversationId: messages.conversationId,
          senderName: profiles.fullName,
          listingTitle: listings.title,
          text: messages.messageText,
        })
        .from(messages)
        .innerJoin(profiles, eq(profiles.id, messages.senderId))
        .leftJoin(listings, eq(listings.id, messages.listingId))
        .where(
          and(eq(messages.receiverId, receiverId), eq(messages.isRead, false), isNull(messages.notifiedAt)),
        )
        .orderBy(asc(messages.createdAt))
        .limit(200);
      if (unread.length === 0) return;
      const byConversation = new Map<string, typeof unread>();
      for (const m of unread) {
        const list = byConversation.get(m.conversationId) ?? [];
        list.push(m);
        byConversation.set(m.conversationId, list);
      }
      const parts = [...byConversation.entries()].map(([conversationId, list]) => {
        const first = list[0];
        const about = first.listingTitle ? ` about "${first.listingTitle}"` : "";
        const count = list.length === 1 ? "1 message" : `${list.length} messages`;
        return (
          `${first.senderName} sent you ${count}${about}:\n` +
          `"${messagePreview(list.at(-1)?.text ?? "")}"\n` +
          `Read and reply: ${threadUrl(deps.publicUrl, conversationId)}`
        );
      });
      const total = unread.length === 1 ? "a message" : `${unread.length} messages`;
      await deps.jobs.send(
        EMAIL_JOB,
        {
          to: receiver.email,
          subject: NOTICE_SUBJECT,
          text:
            `Hello ${receiver.name},\n\nYou have ${total} waiting on Affordable.\n\n${parts.join("\n\n")}\n\n` +
            "You can turn these emails off in your profile settings on your dashboard.\n\nAffordable",
        },
        { tx },
      );
      await tx
        .update(messages)
        .set({ notifiedAt: new Date() })
        .where(
          inArray(
            messages.id,
            unread.map((m) => m.id),
          ),
        );
    });
  });
}
