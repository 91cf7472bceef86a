import { setImmediate as nextTurn } from 'node:timers/promises';
import { extractFromXml } from '@extractus/feed-extractor';
import { httpUrl, newsDescription, newsTitle } from './news-text';

/** One item of a feed, ready to store: plain text, an http(s) link, an image only if the feed named one. */
export interface FeedEntry {
  link: string;
  title: string;
  description: string;
  featuredImage: string | null;
  publishedAt: Date;
}

/** Why a feed could not be read, and whether trying again at once may help. */
export class FeedError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

const MAX_FEED_BYTES = 5 * 1024 * 1024;
/** The newest entries of a feed that are read; a feed rarely lists more. */
export const MAX_ENTRIES_PER_FEED = 50;

/** Downloads a feed: a non-2xx answer, a time-out or a body over 5 MiB is a FeedError. */
export async function fetchFeed(url: string, timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8',
        'user-agent': 'Skillpilot news import (+https://skillpilot.app)',
      },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new FeedError(`HTTP ${response.status}`, response.status >= 500 || response.status === 429);
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_FEED_BYTES) {
      await response.body?.cancel();
      throw new FeedError('the feed is larger than 5 MiB', false);
    }
    const text = await response.text();
    if (text.length > MAX_FEED_BYTES) throw new FeedError('the feed is larger than 5 MiB', false);
    return text;
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if ((error as Error).name === 'TimeoutError')
      throw new FeedError(`no answer within ${timeoutMs} ms`, false);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new FeedError(`network error: ${cause?.code ?? cause?.message ?? (error as Error).message}`, true);
  }
}

type RawEntry = Record<string, unknown>;

/** Parses RSS or Atom into entries; items without an http(s) link or a title are left out. */
export async function parseFeed(xml: string, feedUrl: string, now: Date): Promise<FeedEntry[]> {
  let entries: RawEntry[];
  try {
    const feed = extractFromXml(xml, {
      descriptionMaxLen: 0,
      baseUrl: feedUrl,
      getExtraEntryFields: (raw) => ({ raw }),
    });
    entries = (feed.entries ?? []) as RawEntry[];
  } catch (error) {
    throw new FeedError(`not a readable RSS or Atom feed: ${(error as Error).message}`, false);
  }
  const read: FeedEntry[] = [];
  for (const entry of entries.slice(0, MAX_ENTRIES_PER_FEED)) {
    const raw = (entry.raw ?? {}) as RawEntry;
    const link = httpUrl(entry.link, feedUrl);
    const title = await newsTitle(String(entry.title ?? ''));
    if (!link || !title) continue;
    const summary =
      textOf(raw.description) || textOf(raw.summary) || textOf(raw['content:encoded']) || textOf(raw.content);
    const published = Date.parse(String(entry.published ?? ''));
    read.push({
      link,
      title,
      description: await newsDescription(summary),
      featuredImage: imageOf(raw, feedUrl),
      publishedAt: Number.isNaN(published) || published > now.getTime() ? now : new Date(published),
    });
    // Lets the sanitiser's DOM garbage go between entries.
    await nextTurn();
  }
  return read;
}

/** The text of an XML element as the parser gives it: a string, or an object with `#text`. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value) return String(value['#text']);
  return '';
}

const listOf = (value: unknown): RawEntry[] =>
  (Array.isArray(value) ? value : value ? [value] : []).filter(
    (item): item is RawEntry => typeof item === 'object' && item !== null,
  );

const IMAGE_FILE = /\.(?:jpe?g|png|webp|gif|avif)(?:[?#]|$)/i;

/** Typed as an image, or untyped with an image file's name. */
const isImage = (item: RawEntry) => {
  const type = item['@_type'] ?? item['@_medium'];
  if (type === undefined) return IMAGE_FILE.test(String(item['@_url'] ?? item['@_href'] ?? ''));
  return String(type).startsWith('image');
};

/**
 * The first image the feed itself names for the item: an image enclosure, media:content,
 * media:thumbnail (also inside media:group) or an Atom enclosure link. Never looked for in the article.
 */
function imageOf(raw: RawEntry, feedUrl: string): string | null {
  const groups = listOf(raw['media:group']);
  const candidates = [
    ...listOf(raw.enclosure)
      .filter(isImage)
      .map((item) => item['@_url']),
    ...[raw, ...groups].flatMap((holder) => [
      ...listOf(holder['media:content'])
        .filter(isImage)
        .map((item) => item['@_url']),
      ...listOf(holder['media:thumbnail']).map((item) => item['@_url']),
    ]),
    ...listOf(raw.link)
      .filter((item) => item['@_rel'] === 'enclosure' && isImage(item))
      .map((item) => item['@_href']),
  ];
  for (const candidate of candidates) {
    const url = httpUrl(candidate, feedUrl);
    if (url) return url;
  }
  return null;
}
