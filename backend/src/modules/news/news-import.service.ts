import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../../clock';
import { createFeedAgent } from './feed-agent';
import { FeedError, fetchFeed, parseFeed } from './feed-reader';
import type { FeedOutcome, NewsRepository, SavedImport } from './news.repository';

export type NewsImport = ReturnType<typeof createNewsImport>;

export type NewsImportResult =
  | (SavedImport & { feeds: number; failed: { url: string; error: string }[] })
  | { skipped: 'another backend is importing' };

interface NewsImportDeps {
  newsRepository: NewsRepository;
  /** RSS or Atom addresses, http(s). */
  feeds: string[];
  /** For one attempt at one feed: the answer, its redirects and its whole body. */
  timeoutMs: number;
  /** Hosts that may be inside the network (NEWS_ALLOWED_HOSTS); any other such address is refused. */
  allowedHosts?: readonly string[];
  /** Imported items kept: the newest by updatedAt; the seed's are never removed. */
  keep: number;
  clock: Clock;
  /** Pause before the one retry of a feed that failed in a way that may pass (network, 5xx). */
  retryDelayMs?: number;
  /** Told after each run's save: what this backend keeps of the news list is out of date. */
  onSaved?: () => void;
  /** Told of every feed that failed, and why. */
  logger?: { warn(message: string): void };
}

/**
 * Reads every configured feed at once and stores what they hold. A feed that fails is recorded and
 * tried again on the next run; it never stops the others.
 */
export function createNewsImport({
  newsRepository,
  feeds,
  timeoutMs,
  allowedHosts = [],
  keep,
  clock,
  retryDelayMs = 1_000,
  onSaved = () => {},
  logger,
}: NewsImportDeps) {
  const dispatcher = createFeedAgent(allowedHosts);

  async function readFeed(url: string): Promise<FeedOutcome> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const fetched = await fetchFeed(url, { timeoutMs, dispatcher });
        // Relative links are read against the address the feed came from at last.
        return { url, entries: await parseFeed(fetched.xml, fetched.url, clock()) };
      } catch (error) {
        const retry = attempt === 1 && error instanceof FeedError && error.retryable;
        if (!retry) {
          const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
          logger?.warn(`News feed ${url} failed: ${message}`);
          return { url, entries: [], error: message };
        }
        await sleep(retryDelayMs);
      }
    }
  }

  return {
    async run(): Promise<NewsImportResult> {
      const startedAt = clock();
      // Fetched outside any transaction: a slow feed never holds the database.
      const outcomes = await Promise.all(feeds.map(readFeed));
      const saved = await newsRepository.saveImport(outcomes, { startedAt, now: clock(), keep });
      // Also when skipped: the other backend's run may be saved already.
      onSaved();
      if (!saved) return { skipped: 'another backend is importing' };
      const failed = outcomes.flatMap(({ url, error }) => (error === undefined ? [] : [{ url, error }]));
      return { ...saved, feeds: feeds.length, failed };
    },
  };
}
