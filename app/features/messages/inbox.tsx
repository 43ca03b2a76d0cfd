import { SEARCH_DEBOUNCE_MS } from "@common/constants";
import { MESSAGE_REQUIRED } from "@common/message-rules";
import { formatConversationTime, formatMessageTime } from "@common/message-time";
import messageLimits from "@common/schemas/message?limits";
import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { ConversationSummary } from "@server/messages/list-conversations";
import type { Thread } from "@server/messages/read-thread";
import { useEffect, useLayoutEffect, useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, Input, Label, Select, Textarea } from "~/components/ui/field";
import { VerifiedLandlordBadge } from "~/components/verified-landlord-badge";
import { cn } from "~/lib/cn";
import { type ActionResult, formSchema, resultFor, useSchemaForm } from "~/lib/forms";
import { useHydrated } from "~/lib/hydrated";
import { useLocale, useT } from "~/lib/i18n";
import { useTimeZone } from "~/lib/time-zone";
import { showToast } from "~/lib/toast";

const loadMessageSchemas = () => import("@common/schemas/message");
const threadMessageForm = formSchema(loadMessageSchemas, "threadMessageSchema", messageLimits);
const newMessageForm = formSchema(loadMessageSchemas, "newMessageSchema", messageLimits);

export interface InboxProps {
  q: string;
  conversations: ConversationSummary[];
  thread: Thread | null;
  missing: boolean;
  contacts: { value: string; label: string }[] | null;
  now: Date;
  result?: ActionResult;
}

const withQuery = (q: string, params: Record<string, string>) => {
  const search = new URLSearchParams(q ? { q, ...params } : params);
  return `/messages?${search}`;
};

const requiredToast = (error: Record<string, string[] | null>) =>
  showToast({
    type: "error",
    title: "Message Required",
    description: error.messageText?.[0] ?? MESSAGE_REQUIRED,
  });

/**
 * The inbox (/messages): the conversation list and the open thread side by side on desktop,
 * one at a time on phones; New Message in place of the thread (`?new=1`). Plain links and forms, so it
 * works without JavaScript; with it, the event stream refreshes it as messages arrive.
 */
export function Inbox({ q, conversations, thread, missing, contacts, now, result }: InboxProps) {
  const t = useT();
  const detailOpen = Boolean(thread || contacts || missing);
  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      {/* minmax(0, 1fr): a long name or preview is cut with "...", never widens the page past a phone. */}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[22rem_minmax(0,1fr)]">
        <div className={cn("min-w-0 space-y-3", detailOpen && "hidden md:block")}>
          <div className="flex items-center justify-between">
            <h1 className="text-2xl font-extrabold">{t("messages.title")}</h1>
            <Button asChild size="sm" variant="outline" className="max-md:hidden">
              <Link to={withQuery(q, { new: "1" })}>{t("messages.new")}</Link>
            </Button>
          </div>
          <MessageSearch q={q} />
          <ConversationList
            q={q}
            conversations={conversations}
            activeId={thread?.conversation.id}
            now={now}
          />
        </div>
        <div className={cn("min-w-0", !detailOpen && "hidden md:block")}>
          {contacts ? (
            <NewMessage q={q} contacts={contacts} result={resultFor(result, "new")} />
          ) : thread ? (
            <ThreadView q={q} thread={thread} now={now} result={resultFor(result, "send")} />
          ) : missing ? (
            <Pane>
              <BackLink q={q} />
              <p className="py-10 text-center text-slate-600">{t("messages.missing")}</p>
            </Pane>
          ) : (
            <Pane>
              <p className="py-16 text-center text-slate-600">{t("messages.select")}</p>
            </Pane>
          )}
        </div>
      </div>
      {conversations.length > 0 && !detailOpen ? (
        <Link
          to={withQuery(q, { new: "1" })}
          aria-label={t("messages.new")}
          className="fixed bottom-6 right-6 z-30 flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 md:hidden"
        >
          <Icon name="plus" className="size-6" />
        </Link>
      ) : null}
    </section>
  );
}

/**
 * Search (`?q=`): the list filters as the reader types, 300 ms after the last key (the spec's debounce),
 * replacing the history entry; without JavaScript the Search button submits the same form.
 */
function MessageSearch({ q }: { q: string }) {
  const t = useT();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form
      method="get"
      role="search"
      className="flex gap-2"
      onChange={(event) => {
        const form = event.currentTarget;
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => submit(form, { replace: true, preventScrollReset: true }),
          SEARCH_DEBOUNCE_MS,
        );
      }}
      onSubmit={() => clearTimeout(timer.current)}
    >
      <Label htmlFor="message-search" className="sr-only">
        {t("messages.search.label")}
      </Label>
      <Input
        id="message-search"
        name="q"
        type="search"
        defaultValue={q}
        maxLength={100}
        placeholder={t("messages.search.label")}
        autoComplete="off"
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" className="shrink-0">
        {t("messages.search.submit")}
      </Button>
    </Form>
  );
}

function Pane({ children }: { children: React.ReactNode }) {
  return <div className="rounded-xl border border-slate-200 bg-white p-4">{children}</div>;
}

function BackLink({ q }: { q: string }) {
  const t = useT();
  return (
    <Link
      to={q ? withQuery(q, {}) : "/messages"}
      className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 md:hidden"
    >
      <Icon name="arrow-left" className="size-4" /> {t("messages.back")}
    </Link>
  );
}

function ConversationList({
  q,
  conversations,
  activeId,
  now,
}: {
  q: string;
  conversations: ConversationSummary[];
  activeId?: string;
  now: Date;
}) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  if (conversations.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
        {q ? t("messages.noneFound") : t("messages.noneYet")}
      </p>
    );
  }
  return (
    <ul
      aria-label={t("messages.conversations")}
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
    >
      {conversations.map((c) => (
        <li key={c.id}>
          <Link
            to={withQuery(q, { c: c.id })}
            aria-current={c.id === activeId ? "page" : undefined}
            className={cn("block px-4 py-3 hover:bg-slate-50", c.id === activeId && "bg-brand-50")}
          >
            <div className="flex items-baseline justify-between gap-2">
              <span className="flex min-w-0 items-center gap-1">
                <span className={cn("truncate", c.unread > 0 ? "font-bold" : "font-semibold")}>
                  {c.otherName}
                </span>
                {c.otherVerified ? <VerifiedLandlordBadge compact /> : null}
              </span>
              <time dateTime={c.lastMessageAt} className="shrink-0 text-xs text-slate-600">
                {formatConversationTime(
                  new Date(c.lastMessageAt),
                  now,
                  timeZone,
                  locale,
                  t("messages.yesterday"),
                )}
              </time>
            </div>
            {c.listingTitle ? <p className="truncate text-xs text-slate-600">{c.listingTitle}</p> : null}
            <div className="flex items-center justify-between gap-2">
              <p className="truncate text-sm text-slate-700">
                {c.lastFromMe ? t("messages.youPreview", { preview: c.preview }) : c.preview}
              </p>
              {c.unread > 0 ? (
                <span className="shrink-0 rounded-full bg-brand-600 px-2 text-xs font-bold leading-5 text-white">
                  {c.unread}
                  <span className="sr-only"> {t("messages.unread")}</span>
                </span>
              ) : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ThreadView({
  q,
  thread,
  now,
  result,
}: {
  q: string;
  thread: Thread;
  now: Date;
  result?: ActionResult;
}) {
  const { conversation } = thread;
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const lastMine = [...thread.messages].reverse().find((m) => m.fromMe)?.id ?? "none";
  const { listRef, onScroll } = useStayAtNewest(conversation.id, thread.messages.at(-1));
  return (
    <Pane>
      <BackLink q={q} />
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 pb-3">
        <div>
          <h2 className="text-lg font-bold">{conversation.otherName}</h2>
          {conversation.otherVerified ? <VerifiedLandlordBadge /> : null}
          {conversation.listingId ? (
            <Link
              to={`/rentals/${conversation.listingId}`}
              className="text-sm font-medium text-brand-700 underline"
            >
              {conversation.listingTitle ?? t("messages.viewListing")}
            </Link>
          ) : null}
        </div>
        <div className="flex gap-2">
          {thread.blockedByMe ? null : (
            <ThreadAction intent="block" conversationId={conversation.id} label={t("messages.block")} />
          )}
          {thread.reported ? null : (
            <ThreadAction intent="report" conversationId={conversation.id} label={t("messages.report")} />
          )}
        </div>
      </header>
      {thread.scamWarning ? (
        <div
          role="note"
          className="mt-3 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <Icon name="shield-exclamation-point" className="size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t("messages.scam.title")}</p>
            <p>{t("messages.scam.text")}</p>
          </div>
        </div>
      ) : null}
      {thread.messages.length === 0 ? (
        <p className="py-10 text-center text-slate-600">{t("messages.emptyThread")}</p>
      ) : (
        <ol
          ref={listRef}
          onScroll={onScroll}
          aria-label={t("messages.title")}
          className="mt-3 max-h-[60vh] space-y-3 overflow-y-auto"
        >
          {thread.messages.map((m) => (
            <li key={m.id} className={cn("flex", m.fromMe ? "justify-end" : "justify-start")}>
              <div
                className={cn(
                  "max-w-[80%] rounded-2xl px-3 py-2",
                  m.fromMe ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900",
                )}
              >
                <p className="sr-only">{m.fromMe ? t("messages.you") : m.senderName}:</p>
                <p className="whitespace-pre-wrap break-words">{m.text}</p>
                <time
                  dateTime={m.createdAt}
                  className={cn("mt-1 block text-xs", m.fromMe ? "text-white" : "text-slate-600")}
                >
                  {formatMessageTime(new Date(m.createdAt), now, timeZone, locale)}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
      {thread.blockedMe ? (
        <p className="mt-4 text-sm text-slate-600">{t("messages.blockedMe")}</p>
      ) : thread.blockedByMe ? (
        <p className="mt-4 text-sm text-slate-600">{t("messages.blockedByMe")}</p>
      ) : (
        // A new form after each message I send: the box starts empty again.
        <SendBox key={lastMine} conversationId={conversation.id} result={result} />
      )}
    </Pane>
  );
}

/** How close to the bottom (px) still counts as reading the newest message. */
const AT_NEWEST_SLACK = 48;

/**
 * A thread opens scrolled to its newest message, and a message that arrives (or that I send) keeps it
 * there, unless the reader has scrolled up to read older ones: then the list stays where they are.
 */
function useStayAtNewest(conversationId: string, last: { id: string; fromMe: boolean } | undefined) {
  const listRef = useRef<HTMLOListElement>(null);
  const atNewest = useRef(true);
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !last) return;
    const opened = shown.current !== conversationId;
    shown.current = conversationId;
    if (opened || atNewest.current || last.fromMe) {
      list.scrollTop = list.scrollHeight;
      atNewest.current = true;
    }
  }, [conversationId, last]);
  const onScroll = () => {
    const list = listRef.current;
    if (list) atNewest.current = list.scrollHeight - list.clientHeight - list.scrollTop <= AT_NEWEST_SLACK;
  };
  return { listRef, onScroll };
}

function SendBox({ conversationId, result }: { conversationId: string; result?: ActionResult }) {
  const t = useT();
  const [form, fields] = useSchemaForm(threadMessageForm, {
    id: `send-${conversationId}`,
    lastResult: result,
    onInvalidSubmit: requiredToast,
  });
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const text = fields.messageText.value;
  const blank = typeof text !== "string" || !text.trim();
  return (
    <Form method="post" className="mt-4 space-y-2 border-t border-slate-200 pt-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="conversationId" value={conversationId} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.messageText} label={t("messages.message")}>
        <Textarea
          {...getTextareaProps(fields.messageText)}
          rows={3}
          placeholder={t("messages.placeholder")}
        />
      </Field>
      <Button type="submit" disabled={sending || (hydrated && blank)}>
        {sending ? t("messages.sending") : t("messages.send")}
      </Button>
    </Form>
  );
}

function NewMessage({
  q,
  contacts,
  result,
}: {
  q: string;
  contacts: { value: string; label: string }[];
  result?: ActionResult;
}) {
  const t = useT();
  const [form, fields] = useSchemaForm(newMessageForm, {
    id: "new-message",
    lastResult: result,
    onInvalidSubmit: (error) => (error.messageText ? requiredToast(error) : undefined),
  });
  const hydrated = useHydrated();
  const contact = fields.contact.value;
  const text = fields.messageText.value;
  const incomplete = !contact || typeof text !== "string" || !text.trim();
  return (
    <Pane>
      <BackLink q={q} />
      <h2 className="text-lg font-bold">{t("messages.new")}</h2>
      {contacts.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("messages.noContacts")}</p>
      ) : (
        <Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="new" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field meta={fields.contact} label={t("messages.contact")}>
            <Select {...getSelectProps(fields.contact)}>
              <option value="">{t("messages.chooseContact")}</option>
              {contacts.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field meta={fields.messageText} label={t("messages.message")}>
            <Textarea {...getTextareaProps(fields.messageText)} rows={4} />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" disabled={hydrated && incomplete}>
              {t("messages.send")}
            </Button>
            <Button asChild variant="ghost">
              <Link to={q ? withQuery(q, {}) : "/messages"}>{t("messages.cancel")}</Link>
            </Button>
          </div>
        </Form>
      )}
    </Pane>
  );
}

/** Block or Report on the open thread: a plain form post, so it works before the page's script loads. */
function ThreadAction({
  intent,
  conversationId,
  label,
}: {
  intent: "block" | "report";
  conversationId: string;
  label: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="conversationId" value={conversationId} />
      <Button type="submit" size="sm" variant="outline">
        {label}
      </Button>
    </Form>
  );
}
