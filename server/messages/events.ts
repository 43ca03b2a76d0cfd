import { sql } from "drizzle-orm";
import type { DatabaseHandle, Executor } from "../db/client";
import type { Logger } from "../logger";

/** The PostgreSQL channel every app instance listens on. */
export const MESSAGE_CHANNEL = "message_events";

/**
 * What changed, and for whom: a new message (sender and receiver), or a thread read (the reader's other
 * tabs clear their badges). Only ids: each tab re-fetches what it shows.
 */
export interface MessageEvent {
  type: "message" | "read";
  userIds: string[];
  conversationId: string;
}

/**
 * Sends the event with the write that caused it: `pg_notify` inside the transaction is delivered at commit
 * (never for a rolled-back write) to every listening instance, this one included.
 */
export async function notifyMessageEvent(tx: Executor, event: MessageEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, ${JSON.stringify(event)})`);
}

export type MessageEventListener = (event: MessageEvent) => void;

/**
 * In-process fan-out: one LISTEN per app instance, handing each event to the subscribers (open event
 * streams) of the people it names.
 */
export interface MessageEvents {
  subscribe(userId: string, listener: MessageEventListener, onClose: () => void): () => void;
  /** Open streams in this instance (tests, logs). */
  subscriberCount(): number;
  /** Stops listening and ends every open stream (shutdown). */
  stop(): Promise<void>;
}

export async function createMessageEvents(
  database: Pick<DatabaseHandle, "listen">,
  logger: Logger,
): Promise<MessageEvents> {
  const subscribers = new Map<string, Set<{ listener: MessageEventListener; onClose: () => void }>>();
  const unlisten = await database.listen(MESSAGE_CHANNEL, (payload) => {
    let event: MessageEvent;
    try {
      event = JSON.parse(payload) as MessageEvent;
    } catch (err) {
      logger.warn({ err }, "message event: unreadable payload");
      return;
    }
    for (const userId of new Set(event.userIds)) {
      for (const subscriber of subscribers.get(userId) ?? []) {
        try {
          subscriber.listener(event);
        } catch (err) {
          logger.warn({ err }, "message event: a subscriber failed");
        }
      }
    }
  });
  return {
    subscribe(userId, listener, onClose) {
      let set = subscribers.get(userId);
      if (!set) {
        set = new Set();
        subscribers.set(userId, set);
      }
      const entry = { listener, onClose };
      set.add(entry);
      return () => {
        set.delete(entry);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    subscriberCount() {
      let n = 0;
      for (const set of subscribers.values()) n += set.size;
      return n;
    },
    async stop() {
      for (const set of subscribers.values()) for (const s of set) s.onClose();
      subscribers.clear();
      await unlisten();
    },
  };
}
