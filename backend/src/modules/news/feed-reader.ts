import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { extractFromXml } from '@extractus/feed-extractor';
import { type Dispatcher, request } from 'undici';
import { AddressRefused } from './feed-address';
import { httpUrl, languageTag, newsDescription, newsTitle } from './news-text';

/** One item of a feed, ready to store: plain text, an http(s) link, an image only if the feed named one. */
export interface FeedEntry {
  link: string;
  title: string;
  description: string;
  featuredImage: string | null;
  publishedAt: Date;
  /** The language of its title and summary (BCP 47). */
  lang: string;
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
/** Redirects followed from a feed's address, each one checked like the first. */
export const MAX_FEED_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const tooLarge = () => new FeedError('the feed is larger than 5 MiB', false);
/** Closes a body that is not read on: its connection goes, and so does the error that tells of it. */
const drop = (body: Readable) => body.on('error', () => {}).destroy();

/** A feed's text, and the address it was read from at last (after redirects). */
export interface FetchedFeed {
  xml: string;
  url: string;
}

/**
 * Downloads a feed through `dispatcher` (the feed agent, which refuses addresses inside the
 * network), following at most five redirects itself. A non-2xx answer, a refused address, a
 * time-out for the whole attempt or a body over 5 MiB is a FeedError; the body is read no further
 * than the limit.
 */
export async function fetchFeed(
  url: string,
  { timeoutMs, dispatcher }: { timeoutMs: number; dispatcher: Dispatcher },
): Promise<FetchedFeed> {
  const signal = AbortSignal.timeout(timeoutMs);
  let current = url;
  try {
    for (let redirects = 0; ; redirects += 1) {
      const { statusCode, headers, body } = await request(current, {
        dispatcher,
        signal,
        // One request an hour per feed: no connection is kept for the next.
        reset: true,
        headers: {
          accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8',
          'user-agent': 'Skillpilot news import (+https://skillpilot.app)',
          // Read as it arrives: the 5 MiB limit counts the feed's own bytes.
          'accept-encoding': 'identity',
        },
      });
      if (REDIRECT_STATUSES.has(statusCode)) {
        drop(body);
        const next = httpUrl(headers.location, current);
        if (!next) throw new FeedError(`HTTP ${statusCode} without an http(s) address to go to`, false);
        if (redirects === MAX_FEED_REDIRECTS)
          throw new FeedError(`more than ${MAX_FEED_REDIRECTS} redirects`, false);
        current = next;
        continue;
      }
      if (statusCode < 200 || statusCode > 299) {
        drop(body);
        throw new FeedError(`HTTP ${statusCode}`, statusCode >= 500 || statusCode === 429);
      }
      if (Number(headers['content-length'] ?? 0) > MAX_FEED_BYTES) {
        drop(body);
        throw tooLarge();
      }
      return { xml: await readUpToLimit(body), url: current };
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (error instanceof AddressRefused)
      throw new FeedError(
        `refused ${current}: ${error.message}; its host is not in NEWS_ALLOWED_HOSTS`,
        false,
      );
    if ((error as Error).name === 'TimeoutError')
      throw new FeedError(`no answer within ${timeoutMs} ms`, false);
    const { code, message } = error as { code?: string; message?: string };
    throw new FeedError(`network error: ${code ?? message}`, true);
  }
}

/** The body as text, counted as it comes: past 5 MiB it is dropped and the connection closed. */
async function readUpToLimit(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FEED_BYTES) {
      drop(body);
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  // As fetch's text() reads it: UTF-8, a byte order mark dropped.
  return new TextDecoder().decode(Buffer.concat(chunks));
}

type RawEntry = Record<string, unknown>;

/** Parses RSS or Atom into entries; items without an http(s) link or a title are left out. */
export async function parseFeed(xml: string, feedUrl: string, now: Date): Promise<FeedEntry[]> {
  let entries: RawEntry[];
  // A feed that declares no language is read as English, as every feed the product suggests is.
  let feedLang = 'en';
  try {
    const feed = extractFromXml(xml, {
      descriptionMaxLen: 0,
      baseUrl: feedUrl,
      getExtraEntryFields: (raw) => ({ raw }),
    });
    entries = (feed.entries ?? []) as RawEntry[];
    feedLang = languageTag(feed.language) ?? feedLang;
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
      // An Atom entry may say its own (xml:lang); else the feed's.
      lang: languageTag(raw['@_xml:lang']) ?? feedLang,
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
