import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel migration 0007's triggers notify with a learner's id when their rows change. */
const CHANNEL = 'learner_changed';
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 30_000;

/** A learner whose rows changed, or `everyone` when changes may have been missed. */
export type LearnerChange = number | 'everyone';

/**
 * Which learners' rows changed, whichever backend (or SQL session) changed them: what lets a backend
 * keep learners in memory. The database notifies after each commit; `changed` tells this backend's
 * own caches at once, since another connection's notification arrives a moment later.
 */
export interface LearnerChanges {
  subscribe(listener: (change: LearnerChange) => void): () => void;
  /** This backend changed the learner's rows (called after the write). */
  changed(learnerId: number): void;
  /** False while notifications could be missed (the listening connection is down): caches stand aside. */
  readonly live: boolean;
  close(): Promise<void>;
}

function listeners() {
  const set = new Set<(change: LearnerChange) => void>();
  return {
    add(listener: (change: LearnerChange) => void) {
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit(change: LearnerChange) {
      for (const listener of set) listener(change);
    },
  };
}

function learnerChangesOf(
  subscribers: ReturnType<typeof listeners>,
  isLive: () => boolean,
  close: () => Promise<void>,
): LearnerChanges {
  return {
    subscribe: subscribers.add,
    changed: (learnerId) => subscribers.emit(learnerId),
    get live() {
      return isLive();
    },
    close,
  };
}

function learnerIdOf(payload: string | undefined): LearnerChange {
  const id = Number(payload);
  return Number.isSafeInteger(id) ? id : 'everyone';
}

/** PGlite runs in this process and delivers notifications before the query that caused them returns. */
export function pgliteLearnerChanges(client: PGlite): LearnerChanges {
  const subscribers = listeners();
  let live = false;
  const unlisten = client
    .listen(CHANNEL, (payload) => subscribers.emit(learnerIdOf(payload)))
    .then((stop) => {
      live = true;
      return stop;
    });
  return learnerChangesOf(
    subscribers,
    () => live,
    async () => {
      live = false;
      if (!client.closed) await (await unlisten)();
    },
  );
}

/**
 * One connection of its own LISTENs; when it drops, every cache is cleared and stands aside until
 * a new connection listens again (retried with growing pauses).
 */
export function postgresLearnerChanges(
  url: string,
  onError: (error: Error) => void = () => {},
): LearnerChanges {
  const subscribers = listeners();
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retry: NodeJS.Timeout | undefined;

  const lost = (lostClient: pg.Client, error?: Error) => {
    if (client !== lostClient) return;
    client = undefined;
    live = false;
    subscribers.emit('everyone');
    if (error) onError(error);
    lostClient.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(connect, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect() {
    if (closed) return;
    const candidate = new pg.Client({ connectionString: url });
    client = candidate;
    candidate.on('notification', (message) => subscribers.emit(learnerIdOf(message.payload)));
    candidate.on('error', (error) => lost(candidate, error));
    candidate.on('end', () => lost(candidate));
    try {
      await candidate.connect();
      await candidate.query(`listen ${CHANNEL}`);
      if (client !== candidate) return;
      // Anything cached before now may predate a change that was not heard.
      subscribers.emit('everyone');
      live = true;
      retryMs = RETRY_MIN_MS;
    } catch (error) {
      lost(candidate, error as Error);
    }
  }
  const connecting = connect();

  return learnerChangesOf(
    subscribers,
    () => live,
    async () => {
      closed = true;
      live = false;
      clearTimeout(retry);
      await connecting;
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  );
}

/** For a server without a database (the OpenAPI writer): never live, so nothing is kept. */
export const noLearnerChanges: LearnerChanges = {
  subscribe: () => () => {},
  changed: () => {},
  live: false,
  close: async () => {},
};
