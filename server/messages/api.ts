import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { readSessionUser } from "../auth/session";
import type { AppDeps } from "../context";
import { LOGIN_TO_MESSAGE } from "./send-message";

/** Seconds between heartbeats: keeps proxies from closing an idle stream and finds dead clients. */
export const HEARTBEAT_SECONDS = 25;

/**
 * `GET /api/messages/events`: a Server-Sent Events stream per tab of a signed-in person. Each event names
 * what changed (a new message, a thread read) and the conversation; the tab re-fetches what it shows.
 * Never compressed or buffered (no-transform, X-Accel-Buffering: no), with a heartbeat comment.
 */
export function messagesApi(deps: AppDeps) {
  const api = new Hono();
  api.get("/messages/events", async (c) => {
    const user = await readSessionUser(deps.auth, c.req.raw.headers);
    if (!user) return c.json({ error: { code: "UNAUTHENTICATED", message: LOGIN_TO_MESSAGE } }, 401);
    const response = streamSSE(c, async (stream) => {
      let finish: () => void = () => {};
      const done = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const unsubscribe = deps.messageEvents.subscribe(
        user.id,
        (event) => {
          void stream.writeSSE({ data: JSON.stringify(event) }).catch(finish);
        },
        finish,
      );
      const heartbeat = setInterval(() => {
        void stream.write(": ping\n\n").catch(finish);
      }, HEARTBEAT_SECONDS * 1000);
      stream.onAbort(finish);
      await stream.writeSSE({ event: "ready", data: "{}", retry: 3000 });
      await done;
      clearInterval(heartbeat);
      unsubscribe();
    });
    // Never compressed, transformed or buffered on the way (streamSSE sets only no-cache).
    response.headers.set("Cache-Control", "no-cache, no-transform");
    response.headers.set("X-Accel-Buffering", "no");
    return response;
  });
  return api;
}
