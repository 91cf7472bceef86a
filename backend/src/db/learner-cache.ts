import { LRUCache } from 'lru-cache';
import type { Metrics } from '../metrics/metrics';
import type { LearnerChanges } from './learner-changes';

export interface LearnerCache<T> {
  get(learnerId: number): Promise<T>;
}

interface LearnerCacheOptions<T> {
  changes: LearnerChanges;
  load(learnerId: number): Promise<T>;
  /** Learners held at most; the least recently asked for go first. */
  max: number;
  /** A safety net only: changes already evict. */
  ttlMs?: number;
  /** Counts hits and misses as `learner_rows`. */
  metrics?: Metrics;
}

/**
 * What the database holds about a learner, kept in memory until their rows change. The pending
 * load is what is kept, so concurrent requests share one load and a change during a load drops it:
 * a request that starts after a change always reads after it.
 */
export function createLearnerCache<T>(options: LearnerCacheOptions<T>): LearnerCache<T> {
  const { changes, load } = options;
  const entries = new LRUCache<number, Promise<T>>({ max: options.max, ttl: options.ttlMs ?? 10 * 60_000 });
  const lookups = options.metrics?.cache('learner_rows', () => entries.size);
  changes.subscribe((change) => {
    if (change === 'everyone') entries.clear();
    else entries.delete(change);
  });

  return {
    get(learnerId) {
      if (!changes.live) return load(learnerId);
      const cached = entries.get(learnerId);
      if (cached) {
        lookups?.hit();
        return cached;
      }
      lookups?.miss();
      const loading = load(learnerId);
      entries.set(learnerId, loading);
      // A failed load is not kept: the next request tries again.
      loading.catch(() => {
        if (entries.get(learnerId) === loading) entries.delete(learnerId);
      });
      return loading;
    },
  };
}

/**
 * One part of what a cache keeps per learner, read through it: the parts share one load and are
 * dropped together. Each part is the same object for as long as the whole is kept.
 */
export function partOf<T, P>(cache: LearnerCache<T>, part: (whole: T) => P): LearnerCache<P> {
  return { get: async (learnerId) => part(await cache.get(learnerId)) };
}

/**
 * A look-up kept only while it runs: calls for one learner arriving together (the calls of one
 * page) share it. A change to the learner drops it, so a call that starts after a change reads after it.
 */
export function sharedWhileLoading<T>(
  changes: Pick<LearnerChanges, 'subscribe'>,
  load: (learnerId: number) => Promise<T>,
): (learnerId: number) => Promise<T> {
  const running = new Map<number, Promise<T>>();
  changes.subscribe((change) => {
    if (change === 'everyone') running.clear();
    else running.delete(change);
  });
  return (learnerId) => {
    const known = running.get(learnerId);
    if (known) return known;
    const loading = load(learnerId);
    running.set(learnerId, loading);
    const forget = () => {
      if (running.get(learnerId) === loading) running.delete(learnerId);
    };
    loading.then(forget, forget);
    return loading;
  };
}
