import { LRUCache } from 'lru-cache';

type Entry<V> = { value: V; loadedAt: number };

/**
 * Values kept in memory for a while, at most `max` of them (the least recently read goes first):
 * fresh ones are served as they are; a stale one is served while one refresh runs in the
 * background (so readers never wait for it); past `maxStaleMs` (by default as soon as it is
 * stale), or when there is none yet, readers wait for the load, and concurrent readers share it.
 * Failed loads are not kept. `load` is given the value kept before, whatever its age.
 */
export function createTtlCache<V>(
  load: (key: string, previous: V | undefined) => Promise<V>,
  {
    max,
    freshMs,
    maxStaleMs = freshMs,
    clock = { now: () => Date.now() },
  }: { max: number; freshMs: number; maxStaleMs?: number; clock?: { now(): number } },
) {
  // Ages are judged here, not by lru-cache's ttl: it knows no "too old to serve even stale", and an
  // expired value must stay for the next load to compare with.
  const kept = new LRUCache<string, Entry<V>>({
    max,
    fetchMethod: async (key, previous) => ({
      value: await load(key, previous?.value),
      loadedAt: clock.now(),
    }),
    // A failed refresh leaves the stale value in place (a miss is still not kept).
    noDeleteOnFetchRejection: true,
    // A load whose entry was pushed out meanwhile still answers the readers waiting for it.
    ignoreFetchAbort: true,
  });

  const ageOf = (entry: Entry<V> | undefined) =>
    entry ? clock.now() - entry.loadedAt : Number.POSITIVE_INFINITY;

  /** A new value, loaded now or by the load already on its way; it is kept. */
  function refreshed(key: string): Promise<V> {
    return kept.forceFetch(key, { forceRefresh: true, allowStale: false }).then((entry) => entry.value);
  }

  /** Starts a refresh behind the reader (or joins the one on its way). */
  function refreshBehind(key: string): void {
    // The reader who asked for a refresh is not the one to hear that it failed.
    kept.fetch(key, { forceRefresh: true, allowStale: true }).catch(() => undefined);
  }

  return {
    get(key: string): Promise<V> {
      const entry = kept.get(key);
      const age = ageOf(entry);
      if (entry && age < freshMs) return Promise.resolve(entry.value);
      if (entry && age < maxStaleMs) {
        refreshBehind(key);
        return Promise.resolve(entry.value);
      }
      return refreshed(key);
    },
    refreshed,
    /**
     * The kept value, fresh or stale, without waiting: for a reader with something to show
     * without it. Loads (or refreshes) it behind the reader when none is fresh.
     */
    peek(key: string): V | undefined {
      const entry = kept.get(key);
      const age = ageOf(entry);
      if (age >= freshMs) refreshBehind(key);
      return entry && age < maxStaleMs ? entry.value : undefined;
    },
    /** The value kept now, whatever its age, without loading or counting as a read. */
    kept(key: string): V | undefined {
      return kept.peek(key)?.value;
    },
    /** The next read waits for a new load; the value stays for that load to compare with. */
    expire(key: string): void {
      // Changed in place: setting the entry anew would cancel a load on its way.
      const entry = kept.peek(key);
      if (entry) entry.loadedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
