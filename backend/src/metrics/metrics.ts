import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

// Names and labels follow Prometheus' conventions: units in the name, `_total` on counters, and
// label values from short fixed lists, never an email, an id or an address.

const secondsBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = ReturnType<typeof createMetrics>;

/** What the backend counts, in a registry of its own (tests build several backends in one process). */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const cacheSizes = new Map<string, () => number>();
  let pool: (() => { total: number; idle: number; waiting: number }) | undefined;
  let isReady: (() => Promise<boolean>) | undefined;

  const metrics = {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route template and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: secondsBuckets,
      registers,
    }),
    httpInFlight: new Gauge({
      name: 'http_requests_in_flight',
      help: 'Requests being answered now',
      registers,
    }),
    httpShed: new Counter({
      name: 'http_requests_shed_total',
      help: 'Requests refused at once with 503 ServerBusy, by what was over its bound',
      labelNames: ['reason'] as const,
      registers,
    }),
    jobRuns: new Counter({
      name: 'skillpilot_job_runs_total',
      help: 'Runs of a scheduled job, by how they ended',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'skillpilot_job_duration_seconds',
      help: 'Time a scheduled job ran',
      labelNames: ['job'] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
      registers,
    }),
    billing: new Counter({
      name: 'skillpilot_billing_subscriptions_total',
      help: 'Subscriptions the billing job moved, by outcome (could_not_move needs a person)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    signIns: new Counter({
      name: 'skillpilot_sign_ins_total',
      help: 'PIN sign-ins, by outcome',
      labelNames: ['outcome'] as const,
      registers,
    }),
    mail: new Counter({
      name: 'skillpilot_mail_total',
      help: 'Mail handed to the mail server (or the outbox), by outcome',
      labelNames: ['kind', 'outcome'] as const,
      registers,
    }),
    checkouts: new Counter({
      name: 'skillpilot_checkouts_total',
      help: 'Checkouts started, paid (either provider) and declined (a refused card)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    evaluations: new Histogram({
      name: 'skillpilot_prompt_evaluation_duration_seconds',
      help: 'Time to score a prompt, by who answered: rubric, provider, or fallback (the rubric after a provider failed)',
      labelNames: ['answered_by'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    newsItems: new Counter({
      name: 'skillpilot_news_items_imported_total',
      help: 'News items the import stored, new or updated',
      labelNames: ['change'] as const,
      registers,
    }),
    newsFeedsFailing: new Gauge({
      name: 'skillpilot_news_feeds_failing',
      help: 'Feeds the last news import could not read',
      registers,
    }),
    dbQueries: new Histogram({
      name: 'skillpilot_db_query_duration_seconds',
      help: 'Time of each database statement (PostgreSQL)',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers,
    }),
    dbConnections: new Gauge({
      name: 'skillpilot_db_connections',
      help: 'Connections of the database pool, by state (total, idle, waiting for one)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const now = pool?.();
        if (!now) return;
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
      },
    }),
    ready: new Gauge({
      name: 'skillpilot_ready',
      help: 'Whether this process would answer its readiness check with 200 now (1) or not (0)',
      registers,
      async collect() {
        this.set((await isReady?.()) ? 1 : 0);
      },
    }),
    /** Asks `ready` at each scrape: the same answer as the readiness check. */
    watchReadiness(ready: () => Promise<boolean>) {
      isReady = ready;
    },
    /** Reports the pool's connections at each scrape. */
    watchPool(connections: () => { total: number; idle: number; waiting: number }) {
      pool = connections;
    },
    rateLimitShared: new Gauge({
      name: 'skillpilot_rate_limit_shared',
      help: 'Whether per-IP rate limits are counted through Redis, shared by every backend (1), or by this process alone (0)',
      registers,
    }),
    cacheLookups: new Counter({
      name: 'skillpilot_cache_lookups_total',
      help: 'Look-ups of an in-memory cache, by whether it held the answer',
      labelNames: ['cache', 'result'] as const,
      registers,
    }),
    cacheEntries: new Gauge({
      name: 'skillpilot_cache_entries',
      help: 'Entries an in-memory cache holds now',
      labelNames: ['cache'] as const,
      registers,
      collect() {
        for (const [cache, size] of cacheSizes) this.set({ cache }, size());
      },
    }),

    /** Counts a cache's hits and misses and reports its size at each scrape. */
    cache(name: string, size: () => number) {
      cacheSizes.set(name, size);
      const hit = metrics.cacheLookups.labels(name, 'hit');
      const miss = metrics.cacheLookups.labels(name, 'miss');
      hit.inc(0);
      miss.inc(0);
      return { hit: () => hit.inc(), miss: () => miss.inc() };
    },

    /** The process' own figures (event-loop delay, heap, GC), measured only when metrics are served. */
    collectProcessMetrics() {
      collectDefaultMetrics({ register: registry });
    },
  };
  return metrics;
}

/**
 * A counter by outcome whose every outcome is exported from the start, as 0: an alert on a rare
 * outcome then has a series to watch before it first happens.
 */
export function zeroedCounter<O extends string>(counter: Counter<'outcome'>, outcomes: readonly O[]) {
  for (const outcome of outcomes) counter.labels(outcome).inc(0);
  return (outcome: O) => counter.inc({ outcome });
}
