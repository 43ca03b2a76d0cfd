import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Logger } from "../logger";
import type { Database } from "./client";

/** Results kept at most; the least recently used leaves first. */
const MAX_ENTRIES = 500;
/** Change rows kept after a prune (the table only needs its newest rows to tell a change). */
const KEEP_CHANGES = 100;
/** How many change rows start a prune. */
const PRUNE_ABOVE = 1000;
/** Whole pages kept at most, in bytes of their text (a page is 10-110 KB). */
const MAX_PAGE_BYTES = 32 * 1024 * 1024;
/**
 * A whole page is kept at most this long even without a change: its text also depends on the clock
 * (relative dates, the hour's premium rotation, market figures from outside).
 */
const PAGE_TTL_MS = 60_000;

/**
 * Results of public list queries (listing cards on the home page and in search, the home page's
 * campaigns), shared by this instance's requests until what they read changes.
 *
 * Every statement that changes listings, listing photos, profiles or Rent Parties records a row in
 * `public_read_changes`, in its own transaction (the triggers of migration 0010). Each read first asks for
 * that table's count and newest id (one small query instead of the list's own), and every entry belongs to
 * the answer it was loaded under: a change committed by any instance gives the next read another answer,
 * so the entries go and the list is read again. Nothing is ever served older than the last committed
 * change; a user reads their own writes. A load that is still running is shared by the reads that arrive
 * under the same answer, so a burst of visitors costs one query.
 *
 * Use it only with the database itself, never inside a transaction (its writes are not yet committed),
 * and only for data every visitor may see (the key must hold everything the query depends on).
 */
export interface ReadCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * A whole rendered page (server/page-cache.ts), under the same rule as `read`, but kept by size and for a
   * minute at most. A load that answers null (the response may not be shared) keeps nothing: the readers
   * that waited for it get null and render their own.
   */
  readPage<T extends { bytes: number }>(key: string, load: () => Promise<T | null>): Promise<T | null>;
}

export function createReadCache(db: Database, logger: Logger): ReadCache {
  let stamp = "";
  const entries = new LRUCache<string, Promise<unknown>>({ max: MAX_ENTRIES });
  // Settled pages by size; a page still loading is shared through `loadingPages`.
  const pages = new LRUCache<string, { bytes: number }>({
    maxSize: MAX_PAGE_BYTES,
    sizeCalculation: (page) => Math.max(1, page.bytes),
    ttl: PAGE_TTL_MS,
  });
  const loadingPages = new Map<string, Promise<{ bytes: number } | null>>();
  let pruning = false;

  async function prune(newest: string) {
    pruning = true;
    try {
      await db.execute(sql`delete from public_read_changes where id <= ${Number(newest) - KEEP_CHANGES}`);
    } catch (error) {
      logger.warn({ err: error }, "read cache: pruning public_read_changes failed");
    } finally {
      pruning = false;
    }
  }

  /** Asks for the newest change; entries loaded under another answer go. Returns the answer. */
  async function checkStamp(): Promise<string> {
    const { rows } = await db.execute<{ changes: number; newest: string }>(
      sql`select count(*)::int as changes, coalesce(max(id), 0)::text as newest from public_read_changes`,
    );
    const { changes, newest } = rows[0];
    // Both: a change committed late can carry a lower id than the newest (the count still moves), and a
    // prune lowers the count (the newest id does not go back).
    const current = `${changes}:${newest}`;
    if (current !== stamp) {
      stamp = current;
      entries.clear();
      pages.clear();
      loadingPages.clear();
    }
    if (changes > PRUNE_ABOVE && !pruning) void prune(newest);
    return current;
  }

  return {
    async readPage<T extends { bytes: number }>(key: string, load: () => Promise<T | null>) {
      const current = await checkStamp();
      const cached = pages.get(key) ?? loadingPages.get(key);
      if (cached) return cached as Promise<T | null>;
      const loading = load();
      loadingPages.set(key, loading);
      const settle = (page: T | null) => {
        if (loadingPages.get(key) !== loading) return;
        loadingPages.delete(key);
        // Kept only when nothing changed while it rendered (a page rendered under an older answer would
        // otherwise be kept under the new one).
        if (page && stamp === current) pages.set(key, page);
      };
      loading.then(settle, () => settle(null));
      return loading;
    },

    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      await checkStamp();
      const cached = entries.get(key);
      if (cached) return cached as Promise<T>;
      const loading = load();
      entries.set(key, loading);
      // A failed load is not kept: the next read tries again (unless the entry is already another load's).
      loading.catch(() => {
        if (entries.peek(key) === loading) entries.delete(key);
      });
      return loading;
    },
  };
}
