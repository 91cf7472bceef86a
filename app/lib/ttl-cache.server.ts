/**
 * Values kept in memory for a while: fresh ones are served as they are; a stale one is served
 * while one refresh runs in the background (so readers never wait for it); past `maxStaleMs`, or
 * when there is none yet, readers wait for the load, and concurrent readers share it. Failed loads
 * are not kept.
 */
export function createTtlCache<V>(
  load: (key: string) => Promise<V>,
  { freshMs, maxStaleMs, now = Date.now }: { freshMs: number; maxStaleMs: number; now?: () => number },
) {
  const kept = new Map<string, { value: V; loadedAt: number }>();
  const loading = new Map<string, Promise<V>>();

  function refresh(key: string): Promise<V> {
    let pending = loading.get(key);
    if (!pending) {
      pending = load(key)
        .then((value) => {
          kept.set(key, { value, loadedAt: now() });
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  return {
    get(key: string): Promise<V> {
      const entry = kept.get(key);
      const age = entry ? now() - entry.loadedAt : Number.POSITIVE_INFINITY;
      if (entry && age < freshMs) return Promise.resolve(entry.value);
      if (entry && age < maxStaleMs) {
        // The reader who asked for a refresh is not the one to hear that it failed.
        refresh(key).catch(() => undefined);
        return Promise.resolve(entry.value);
      }
      return refresh(key);
    },
    /**
     * The kept value, fresh or stale, without waiting: for a reader with something to show
     * without it. Loads (or refreshes) it behind the reader when none is fresh.
     */
    peek(key: string): V | undefined {
      const entry = kept.get(key);
      const age = entry ? now() - entry.loadedAt : Number.POSITIVE_INFINITY;
      if (age >= freshMs) refresh(key).catch(() => undefined);
      return entry && age < maxStaleMs ? entry.value : undefined;
    },
  };
}
