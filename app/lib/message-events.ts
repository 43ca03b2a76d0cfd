import { useEffect, useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";

/** Milliseconds after hydration before the stream opens. */
const START_DELAY_MS = 1500;

/**
 * One Server-Sent Events stream per tab (`/api/messages/events`) while someone is signed in: a new message
 * or a read thread re-fetches the page's data (open thread, conversation list, header badge). Each time the
 * stream is ready (the first time and after the browser reconnects by itself) the page re-fetches once, so
 * a message sent between the page's render and the stream's start is not missed.
 * The stream opens once the page has settled: the page's own requests go first, and a page load still
 * reaches "network idle" (tools that wait for it would otherwise wait on the never-ending stream).
 */
export function useMessageEvents(enabled: boolean) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const latest = useRef({ revalidator, navigation });
  latest.current = { revalidator, navigation };
  const pending = useRef(false);
  // An event that came during a navigation: re-fetch once the navigation is done.
  useEffect(() => {
    if (navigation.state === "idle" && pending.current) {
      pending.current = false;
      void revalidator.revalidate();
    }
  }, [navigation.state, revalidator]);
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    const refetch = () => {
      // Not while a navigation or form submission is under way: React Router would abort and restart its
      // loads (the flash toast survives that, see flash.server.ts, but the page waits longer). It runs after.
      if (latest.current.navigation.state !== "idle") {
        pending.current = true;
        return;
      }
      void latest.current.revalidator.revalidate();
    };
    const start = setTimeout(() => {
      source = new EventSource("/api/messages/events");
      source.addEventListener("ready", refetch);
      source.addEventListener("message", refetch);
    }, START_DELAY_MS);
    return () => {
      clearTimeout(start);
      source?.close();
    };
  }, [enabled]);
}
