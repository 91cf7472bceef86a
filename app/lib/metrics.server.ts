import { sharedCounter, sharedGauge, sharedHistogram } from '@shared/process-metrics';

// What the app counts itself; the web server serves it with its own figures at /metrics.

/** Each backend call by contract operation and how it ended (never a learner, an id or an address). */
export const backendCalls = sharedHistogram({
  name: 'skillpilot_backend_call_duration_seconds',
  help: 'Time of a call to the backend, by operation and outcome',
  labelNames: ['operation', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export type BackendCallOutcome = 'ok' | 'refused' | 'busy' | 'error' | 'timeout' | 'unreachable';

/** Look-ups of the app's caches (the render memo and others), by cache and result. */
const cacheLookups = sharedCounter({
  name: 'skillpilot_cache_lookups_total',
  help: 'Look-ups of an in-memory cache, by whether it held the answer',
  labelNames: ['cache', 'result'] as const,
});

/** Sizes of the app's caches, read at each scrape from the functions registered here. */
const sizes = new Map<string, () => number>();
sharedGauge({
  name: 'skillpilot_cache_entries',
  help: 'Entries an in-memory cache holds now',
  labelNames: ['cache'] as const,
  collect() {
    for (const [cache, size] of sizes) this.set({ cache }, size());
  },
});

/** Reports a cache's size at each scrape and answers its hit and miss counters. */
export function watchedCache(name: string, size: () => number) {
  sizes.set(name, size);
  const hit = cacheLookups.labels(name, 'hit');
  const miss = cacheLookups.labels(name, 'miss');
  hit.inc(0);
  miss.inc(0);
  return { hit: () => hit.inc(), miss: () => miss.inc() };
}
