import { pathWithoutLocale } from "@common/i18n";
import { useEffect, useRef } from "react";
import { useFetcher, useNavigation, useRevalidator } from "react-router";

/** Milliseconds after hydration before the stream opens. */
const START_DELAY_MS = 1500;

/** The conversation open in the inbox (`/messages?c=`, `/es/messages?c=`), if any. */
function openConversation(): string | null {
  const { pathname, search } = window.location;
  return pathWithoutLocale(pathname) === "/messages" ? new URLSearchParams(search).get("c") : null;
}

/**
 * One Server-Sent Events stream per tab (`/api/messages/events`) while someone is signed in: a new message
 * or a read thread re-fetches the page's data (open thread, conversation list, header badge). Each time the
 * stream is ready (the first time and after the browser reconnects by itself) the page re-fetches once, so
 * a message sent between the page's render and the stream's start is not missed.
 * A message in the thread the reader has open is marked read first (the inbox's `read` intent; React Router
 * re-fetches after it), so neither the badge nor the list ever counts what is on the screen as unread.
 * The stream opens once the page has settled: the page's own requests go first, and a page load still
 * reaches "network idle" (tools that wait for it would otherwise wait on the never-ending stream).
 */
export function useMessageEvents(enabled: boolean) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const markRead = useFetcher({ key: "message-events-read" });
  const latest = useRef({ revalidator, navigation, markRead });
  latest.current = { revalidator, navigation, markRead };
  /** What to do once a navigation is over: nothing, re-fetch, or re-fetch with the open thread read. */
  const pending = useRef<"none" | "refetch" | "read">("none");

  useEffect(() => {
    if (navigation.state !== "idle" || pending.current === "none") return;
    const wanted = pending.current;
    pending.current = "none";
    sync(latest.current, wanted);
  }, [navigation.state]);

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    const handle = (wanted: "refetch" | "read") => {
      // Not while a navigation or form submission is under way: React Router would abort and restart its
      // loads (the flash toast survives that, see flash.server.ts, but the page waits longer). It runs after.
      if (latest.current.navigation.state !== "idle") {
        if (pending.current !== "read") pending.current = wanted;
        return;
      }
      sync(latest.current, wanted);
    };
    const start = setTimeout(() => {
      source = new EventSource("/api/messages/events");
      source.addEventListener("ready", () => handle("read"));
      source.addEventListener("message", (event: MessageEvent<string>) => {
        const open = openConversation();
        handle(open && isNewMessageIn(event.data, open) ? "read" : "refetch");
      });
    }, START_DELAY_MS);
    return () => {
      clearTimeout(start);
      source?.close();
    };
  }, [enabled]);
}

/** Whether a stream event (JSON: type, conversationId) is a new message in the given conversation. */
function isNewMessageIn(data: string, conversationId: string): boolean {
  try {
    const event = JSON.parse(data) as { type?: unknown; conversationId?: unknown };
    return event.type === "message" && event.conversationId === conversationId;
  } catch {
    return false;
  }
}

/** Re-fetches the page; with "read" and a thread open, marks it read first (its revalidation follows). */
function sync(
  {
    revalidator,
    markRead,
  }: { revalidator: ReturnType<typeof useRevalidator>; markRead: ReturnType<typeof useFetcher> },
  wanted: "refetch" | "read",
) {
  const open = wanted === "read" ? openConversation() : null;
  if (open) {
    void markRead.submit({ intent: "read", conversationId: open }, { method: "post", action: "/messages" });
  } else {
    void revalidator.revalidate();
  }
}
