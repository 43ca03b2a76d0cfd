import { formatConversationTime } from "@common/message-time";
import type { ConversationSummary } from "@server/messages/list-conversations";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { VerifiedLandlordBadge } from "~/components/verified-landlord-badge";
import { useLocale, useT } from "~/lib/i18n";
import { useTimeZone } from "~/lib/time-zone";

/** The dashboards' messages panel: the latest conversations with unread counts, each opening the inbox. */
export function MessagesPanel({ conversations, now }: { conversations: ConversationSummary[]; now: Date }) {
  const unread = conversations.reduce((n, c) => n + c.unread, 0);
  const timeZone = useTimeZone();
  const t = useT();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="messages-panel-title"
      className="rounded-xl border border-slate-200 bg-white p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="messages-panel-title" className="text-xl font-bold">
          {unread > 0
            ? t("dashboard.messages.titleUnread", { count: unread })
            : t("dashboard.messages.title")}
        </h2>
        <Button asChild size="sm" variant="outline">
          <Link to="/messages">{t("dashboard.messages.open")}</Link>
        </Button>
      </div>
      {conversations.length === 0 ? (
        <p className="mt-4 text-slate-600">{t("dashboard.messages.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {conversations.map((c) => (
            <li key={c.id}>
              <Link
                to={`/messages?c=${c.id}`}
                className="flex items-center justify-between gap-3 py-3 hover:bg-slate-50"
              >
                <span className="min-w-0">
                  <span className={c.unread > 0 ? "font-bold" : "font-semibold"}>{c.otherName}</span>
                  {c.otherVerified ? (
                    <VerifiedLandlordBadge compact className="ml-1 align-text-bottom" />
                  ) : null}
                  {c.listingTitle ? (
                    <span className="text-sm text-slate-600"> · {c.listingTitle}</span>
                  ) : null}
                  <span className="block truncate text-sm text-slate-700">{c.preview}</span>
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  <time dateTime={c.lastMessageAt} className="text-xs text-slate-600">
                    {formatConversationTime(
                      new Date(c.lastMessageAt),
                      now,
                      timeZone,
                      locale,
                      t("dashboard.messages.yesterday"),
                    )}
                  </time>
                  {c.unread > 0 ? (
                    <span className="rounded-full bg-brand-600 px-2 text-xs font-bold leading-5 text-white">
                      {c.unread}
                      <span className="sr-only">{t("dashboard.messages.unread")}</span>
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
