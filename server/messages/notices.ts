import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale, localizedPath } from "../../common/i18n";
import { messagePreview } from "../../common/message-time";
import type { AppDeps } from "../context";
import { profiles } from "../db/schema/auth";
import { listings } from "../db/schema/listings";
import { messages } from "../db/schema/messages";
import { EMAIL_JOB } from "../jobs/email";

export const NOTICE_SUBJECT = "You have unread messages on Affordable";

const TEXT = {
  en: {
    subject: NOTICE_SUBJECT,
    hello: (name: string, total: number) =>
      `Hello ${name},\n\nYou have ${total === 1 ? "a message" : `${total} messages`} waiting on Affordable.`,
    sent: (sender: string, count: number, listing: string | null) =>
      `${sender} sent you ${count === 1 ? "1 message" : `${count} messages`}${listing ? ` about "${listing}"` : ""}:`,
    reply: "Read and reply:",
    footer: "You can turn these emails off in your profile settings on your dashboard.\n\nAffordable",
  },
  es: {
    subject: "Tienes mensajes sin leer en Affordable",
    hello: (name: string, total: number) =>
      `Hola, ${name}:\n\nTienes ${total === 1 ? "un mensaje" : `${total} mensajes`} esperándote en Affordable.`,
    sent: (sender: string, count: number, listing: string | null) =>
      `${sender} te envió ${count === 1 ? "1 mensaje" : `${count} mensajes`}${listing ? ` sobre "${listing}"` : ""}:`,
    reply: "Léelo y responde:",
    footer: "Puedes desactivar estos correos en la configuración de tu perfil, en tu panel.\n\nAffordable",
  },
} satisfies Record<Locale, unknown>;

/** The inbox link of one conversation (emails, the e2e tests), on the page in `locale`. */
export function threadUrl(
  publicUrl: string,
  conversationId: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return new URL(localizedPath(`/messages?c=${conversationId}`, locale), publicUrl).toString();
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
        .select({
          email: profiles.email,
          name: profiles.fullName,
          messageEmails: profiles.messageEmails,
          locale: profiles.locale,
        })
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
      const text = TEXT[receiver.locale];
      const parts = [...byConversation.entries()].map(([conversationId, list]) => {
        const first = list[0];
        return (
          `${text.sent(first.senderName, list.length, first.listingTitle)}\n` +
          `"${messagePreview(list.at(-1)?.text ?? "")}"\n` +
          `${text.reply} ${threadUrl(deps.publicUrl, conversationId, receiver.locale)}`
        );
      });
      await deps.jobs.send(
        EMAIL_JOB,
        {
          to: receiver.email,
          subject: text.subject,
          text: `${text.hello(receiver.name, unread.length)}\n\n${parts.join("\n\n")}\n\n${text.footer}`,
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
