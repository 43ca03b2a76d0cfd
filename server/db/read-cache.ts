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
}

export function createReadCache(db: Database, logger: Logger): ReadCache {
  let stamp = "";
  const entries = new LRUCache<string, Promise<unknown>>({ max: MAX_ENTRIES });
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

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
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
      }
      if (changes > PRUNE_ABOVE && !pruning) void prune(newest);
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
