import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { scheduledJobs } from 'croner';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsResponse } from '../../backend/src/contract/news';
import { createNewsRepository } from '../../backend/src/modules/news/news.repository';
import { NEWS_PAGE_KEPT_MS } from '../../backend/src/modules/news/news.service';
import { createNewsImport } from '../../backend/src/modules/news/news-import.service';
import { bearer, learnerHelpers } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

// A feed server of the test's own on 127.0.0.1: nothing leaves the machine. The import reaches it
// because 127.0.0.1 is an allowed host, as an operator would allow a feed server of their own.
const feeds: Record<
  string,
  { status?: number; body?: string; silent?: boolean; location?: string; endless?: boolean }
> = {};
const hits: Record<string, number> = {};
const ALLOWED_HOSTS = ['127.0.0.1'];
// Ample for a feed of this server to answer however busy the machine: the tests are not about it.
const FETCH_TIMEOUT_MS = 30_000;
const POLL_TIMEOUT_MS = 60_000;
/** A backend that imports feeds: from this test's server, with as much time as the machine needs. */
const importingEnv = {
  NEWS_IMPORT: 'true',
  NEWS_ALLOWED_HOSTS: ALLOWED_HOSTS.join(','),
  NEWS_FETCH_TIMEOUT_MS: String(FETCH_TIMEOUT_MS),
};

const rss = (items: string) => `<?xml version="1.0"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>AI blog</title>
<link>https://blog.test/</link><description>News</description>${items}</channel></rss>`;

const rssItem = (n: number, extra = '', description = `Story ${n} &lt;b&gt;in bold&lt;/b&gt;`) => `<item>
<title>Story ${n}</title><link>https://blog.test/story-${n}</link><guid>https://blog.test/story-${n}</guid>
<pubDate>Mon, ${String(n).padStart(2, '0')} Sep 2025 10:00:00 GMT</pubDate>
<description>${description}</description>${extra}</item>`;

const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr-fr"><title>Lab notes</title><id>urn:lab</id>
<updated>2025-10-02T09:00:00Z</updated>
<entry><title type="html">Atom &amp;amp; friends</title><id>urn:lab:1</id>
<link rel="alternate" href="https://lab.test/posts/1"/>
<link rel="enclosure" type="image/png" href="https://lab.test/posts/1.png"/>
<updated>2025-10-02T09:00:00Z</updated>
<summary type="html">&lt;p&gt;Hello&lt;/p&gt;&lt;p&gt;world   &amp;amp; more&lt;/p&gt;</summary></entry>
<entry xml:lang="en"><title>Relative</title><id>urn:lab:2</id><link href="/posts/2"/><updated>2025-10-01T09:00:00Z</updated>
<content type="html">${'word '.repeat(200)}</content></entry>
</feed>`;

async function listen(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

/** Answers a feed that never ends: items as fast as the reader takes them, until it hangs up. */
function streamForever(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/rss+xml' });
  response.write(rss('').replace('</channel></rss>', ''));
  const chunk = Buffer.from(rssItem(1).repeat(200));
  response.on('error', () => {});
  const more = () => {
    while (!response.destroyed && response.write(chunk)) {}
    if (!response.destroyed) response.once('drain', more);
  };
  more();
}

describe('the news import', () => {
  let backend: TestBackend;
  let server: Server;
  let base: string;
  let token: string;
  const clock = createTestClock();
  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '';
      hits[path] = (hits[path] ?? 0) + 1;
      const feed = feeds[path];
      if (!feed || feed.silent) return; // never answers: the import's time-out ends it
      if (feed.location !== undefined) {
        response.writeHead(feed.status ?? 302, { location: feed.location });
        response.end();
        return;
      }
      if (feed.endless) return streamForever(response);
      response.writeHead(feed.status ?? 200, { 'content-type': 'application/xml' });
      response.end(feed.body ?? '');
    });
    base = `http://127.0.0.1:${await listen(server, '127.0.0.1')}`;
    backend = await createTestBackend({ importContent: false, clock: clock.now });
    const api = learnerHelpers(backend);
    token = await api.signIn(await api.newLearner());
  });
  afterAll(async () => {
    await backend?.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const repository = () => createNewsRepository(backend.database.db);
  /** A run as another backend's: the backend under test shows it once its kept pages are too old. */
  const importer = (paths: string[], { keep = 500, timeoutMs = FETCH_TIMEOUT_MS } = {}) => {
    const newsImport = createNewsImport({
      newsRepository: repository(),
      feeds: paths.map((path) => `${base}${path}`),
      timeoutMs,
      allowedHosts: ALLOWED_HOSTS,
      keep,
      clock: () => new Date(),
      retryDelayMs: 10,
    });
    return {
      async run() {
        const result = await newsImport.run();
        clock.advance(NEWS_PAGE_KEPT_MS);
        return result;
      },
    };
  };
  const list = async (query = '?pageSize=50') =>
    newsResponse.parse(
      (await backend.app.inject({ url: `/api/external-news${query}`, headers: bearer(token) })).json(),
    ).data;
  const feedState = async (path: string) =>
    (await repository().feeds()).find((feed) => feed.url === `${base}${path}`);

  it('imports RSS and Atom, records broken feeds and goes on, and never duplicates', async () => {
    feeds['/rss.xml'] = { body: rss(rssItem(1) + rssItem(2)) };
    feeds['/atom.xml'] = { body: atom };
    feeds['/500.xml'] = { status: 500, body: 'down' };
    feeds['/invalid.xml'] = { body: '<rss><channel><item><title>oops</item></rss>' };
    const run = importer(['/rss.xml', '/atom.xml', '/500.xml', '/invalid.xml']);

    const first = await run.run();
    expect(first).toMatchObject({ inserted: 4, updated: 0, pruned: 0, feeds: 4 });
    expect('failed' in first && first.failed.map((failure) => failure.error)).toEqual([
      'HTTP 500',
      expect.stringMatching(/^not a readable RSS or Atom feed/),
    ]);
    // A 500 may pass: it was tried once more within the run.
    expect(hits['/500.xml']).toBe(2);
    expect(hits['/invalid.xml']).toBe(1);

    const items = await list();
    expect(items.map((item) => item.title)).toEqual(['Atom & friends', 'Relative', 'Story 2', 'Story 1']);
    const [atomFirst, relative, story2] = items;
    expect(atomFirst).toMatchObject({
      link: 'https://lab.test/posts/1',
      description: 'Hello world & more',
      featuredImage: 'https://lab.test/posts/1.png',
      publishedAt: '2025-10-02T09:00:00.000Z',
      // The feed's language, written as a language tag is.
      lang: 'fr-FR',
    });
    // An entry's own language comes first; a feed that declares none is read as English.
    expect(relative?.lang).toBe('en');
    expect(story2?.lang).toBe('en');
    expect(relative?.link).toBe(`${base}/posts/2`);
    expect(relative?.description.length).toBeLessThanOrEqual(400);
    expect(relative?.description).toMatch(/^word( word)+…$/);
    expect(story2).toMatchObject({ description: 'Story 2 in bold', publishedAt: '2025-09-02T10:00:00.000Z' });

    expect(await feedState('/rss.xml')).toMatchObject({ consecutiveFailures: 0, lastError: null });
    expect(await feedState('/500.xml')).toMatchObject({ consecutiveFailures: 1, lastError: 'HTTP 500' });

    const second = await run.run();
    expect(second).toMatchObject({ inserted: 0, updated: 0 });
    expect(await list()).toEqual(items);
    expect(await feedState('/invalid.xml')).toMatchObject({ consecutiveFailures: 2 });

    // The feed mends: its failures are forgotten.
    feeds['/500.xml'] = { body: rss('') };
    await run.run();
    expect(await feedState('/500.xml')).toMatchObject({ consecutiveFailures: 0, lastError: null });
  });

  it('gives up on a feed that never answers at its time-out, and asks again on the next run', async () => {
    feeds['/slow.xml'] = { silent: true };
    // The feed never answers, so the short time-out is the only way the attempt ends.
    const run = importer(['/slow.xml'], { timeoutMs: 300 });
    for (const failures of [1, 2]) {
      const result = await run.run();
      expect(result).toMatchObject({ inserted: 0, feeds: 1, failed: [{ error: 'no answer within 300 ms' }] });
      expect(await feedState('/slow.xml')).toMatchObject({
        consecutiveFailures: failures,
        lastError: 'no answer within 300 ms',
      });
    }
  });

  it('updates a changed item and moves it up; an unchanged one keeps its place and date', async () => {
    const before = await list();
    feeds['/rss.xml'] = { body: rss(rssItem(1, '', 'A corrected summary') + rssItem(2)) };
    const result = await importer(['/rss.xml']).run();
    expect(result).toMatchObject({ inserted: 0, updated: 1 });
    const after = await list();
    expect(after[0]).toMatchObject({ title: 'Story 1', description: 'A corrected summary' });
    expect(Date.parse(after[0]?.updatedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(after.find((item) => item.title === 'Story 2')).toEqual(
      before.find((item) => item.title === 'Story 2'),
    );
  });

  it('keeps only plain text, http(s) links and the images the feed names', async () => {
    const hostile = `&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror="alert(2)"&gt;Safe &amp;amp; sound &lt;a href="javascript:alert(3)"&gt;link&lt;/a&gt;`;
    feeds['/hostile.xml'] = {
      body: rss(
        rssItem(11, '<media:content url="https://blog.test/11.jpg" medium="image"/>', hostile) +
          rssItem(
            12,
            '<enclosure url="javascript:alert(4)" type="image/png"/>',
            '&lt;img src="https://blog.test/inline.png"&gt;Only text',
          ) +
          rssItem(
            13,
            '<enclosure url="https://blog.test/13.mp3" type="audio/mpeg"/><media:thumbnail url="https://blog.test/13.jpg"/>',
          ) +
          `<item><title>&lt;b onclick="x()"&gt;Bold&lt;/b&gt; title</title><link>javascript:alert(5)</link></item>` +
          `<item><title>Data link</title><link>data:text/html,hi</link></item>` +
          `<item><title>No link</title></item>`,
      ),
    };
    const result = await importer(['/hostile.xml']).run();
    expect(result).toMatchObject({ inserted: 3 });
    const items = await list('?search=Story%201');
    const byTitle = Object.fromEntries(items.map((item) => [item.title, item]));
    expect(byTitle['Story 11']).toMatchObject({
      description: 'Safe & sound link',
      featuredImage: 'https://blog.test/11.jpg',
    });
    // An image inside the text is not the item's image; an unsafe enclosure is dropped.
    expect(byTitle['Story 12']).toMatchObject({ description: 'Only text', featuredImage: null });
    expect(byTitle['Story 13']?.featuredImage).toBe('https://blog.test/13.jpg');
    const all = JSON.stringify(await list());
    expect(all).not.toMatch(/<|javascript:|onerror|data:text/);
  });

  it('lets one of two simultaneous runs write, and keeps the newest imported items only', async () => {
    const [a, b] = await Promise.all([importer(['/rss.xml']).run(), importer(['/rss.xml']).run()]);
    expect([a, b].filter((result) => 'skipped' in result)).toHaveLength(1);

    const pruned = await importer(['/rss.xml'], { keep: 3 }).run();
    expect(pruned).toMatchObject({ pruned: 4 });
    expect((await list()).map((item) => item.title)).toEqual(['Story 1', 'Atom & friends', 'Relative']);
  });

  it('runs on its schedule in the backend and stops with it', async () => {
    feeds['/scheduled.xml'] = { body: rss(rssItem(21)) };
    const scheduled = await createTestBackend({
      importContent: false,
      env: {
        ...importingEnv,
        NEWS_FEEDS: `${base}/scheduled.xml`,
        NEWS_IMPORT_SCHEDULE: '* * * * * *', // every second
      },
    });
    // The backend's job, as croner lists it by its name while it is scheduled.
    const job = scheduledJobs.find((candidate) => candidate.name === 'news-import');
    try {
      expect(job?.isRunning()).toBe(true);
      const api = learnerHelpers(scheduled);
      const headers = bearer(await api.signIn(await api.newLearner()));
      await expect
        .poll(
          async () => (await api.inject({ url: '/api/external-news', headers })).json().data?.[0]?.title,
          { timeout: POLL_TIMEOUT_MS },
        )
        .toBe('Story 21');
      // Operators see each feed. (An import at once is in the next test: here the job runs every
      // second, and one of two runs at the same moment writes.)
      const admin = learnerHelpers(scheduled).admin;
      expect((await admin('GET', '/api/admin/news/feeds')).json()).toEqual([
        expect.objectContaining({ url: `${base}/scheduled.xml`, configured: true, consecutiveFailures: 0 }),
      ]);
    } finally {
      await scheduled.close();
    }
    // Stopped with the backend: its timer cleared, it never runs again, and croner no longer lists it.
    expect(job?.isStopped()).toBe(true);
    expect(job?.nextRun()).toBeNull();
    expect(scheduledJobs.filter((candidate) => candidate.name === 'news-import')).toEqual([]);
  }, 90_000);

  it("shows its own run at once, and another backend's once the kept pages are too old", async () => {
    feeds['/own.xml'] = { body: rss(rssItem(22)) };
    const own = await createTestBackend({
      importContent: false,
      clock: clock.now,
      // Only the run at start and the ones the test asks for.
      env: { ...importingEnv, NEWS_FEEDS: `${base}/own.xml`, NEWS_IMPORT_SCHEDULE: '0 0 1 1 *' },
    });
    try {
      const api = learnerHelpers(own);
      const headers = bearer(await api.signIn(await api.newLearner()));
      const titles = async () =>
        newsResponse
          .parse((await api.inject({ url: '/api/external-news', headers })).json())
          .data.map((item) => item.title);
      await expect.poll(titles, { timeout: POLL_TIMEOUT_MS }).toEqual(['Story 22']);
      clock.freeze();

      // Its own run, asked for by an operator: shown at once though the time stands still.
      feeds['/own.xml'] = { body: rss(rssItem(22) + rssItem(23)) };
      const run = await api.admin('POST', '/api/admin/news/import');
      expect(run.statusCode).toBe(200);
      expect(run.json()).toMatchObject({ inserted: 1, updated: 0, feeds: 1, failed: [] });
      expect(await titles()).toEqual(['Story 23', 'Story 22']);

      // Another backend's run is not heard of: the kept page stands until it is too old.
      feeds['/other.xml'] = { body: rss(rssItem(24)) };
      const other = createNewsImport({
        newsRepository: createNewsRepository(own.database.db),
        feeds: [`${base}/other.xml`],
        timeoutMs: FETCH_TIMEOUT_MS,
        allowedHosts: ALLOWED_HOSTS,
        keep: 500,
        clock: () => new Date(),
      });
      expect(await other.run()).toMatchObject({ inserted: 1 });
      expect(await titles()).toEqual(['Story 23', 'Story 22']);
      clock.advance(NEWS_PAGE_KEPT_MS - 1);
      expect(await titles()).toEqual(['Story 23', 'Story 22']);
      clock.advance(1);
      expect(await titles()).toEqual(['Story 24', 'Story 23', 'Story 22']);
    } finally {
      await own.close();
    }
  }, 90_000);

  it('refuses feeds and redirects that reach inside the network, logs them and notes them on the feed', async () => {
    // What must never be read: a feed on another loopback address than the allowed 127.0.0.1, and
    // one on the allowed server reached by another name.
    const insideHits: string[] = [];
    const inside = createServer((request, response) => {
      insideHits.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(rss(rssItem(90)));
    });
    const insidePort = await listen(inside, '127.0.0.2');
    feeds['/internal-only'] = { body: rss(rssItem(91)) };
    const port = new URL(base).port;
    const refusal = (shown: string, kind: string) =>
      `${shown} is inside the network (${kind}); its host is not in NEWS_ALLOWED_HOSTS`;
    const targets: [url: string, reason: string | RegExp][] = [
      [`http://127.0.0.2:${insidePort}/internal-only`, refusal('127.0.0.2', 'loopback')],
      // A name is judged by the address it resolves to when the connection is made.
      [
        `http://localhost:${port}/internal-only`,
        /^localhost is at (127\.0\.0\.1|::1), inside the network \(loopback\);/,
      ],
      [`http://[::1]:${port}/internal-only`, refusal('::1', 'loopback')],
      [`http://[::ffff:127.0.0.1]:${port}/internal-only`, refusal('::ffff:7f00:1', 'loopback')],
      ['http://10.0.0.1/feed.xml', refusal('10.0.0.1', 'private')],
      ['http://192.168.1.1/feed.xml', refusal('192.168.1.1', 'private')],
      ['http://169.254.169.254/latest/meta-data/', refusal('169.254.169.254', 'link-local')],
    ];
    // Each address as a feed, and as where a feed on the allowed server redirects.
    targets.forEach(([url], index) => {
      feeds[`/to/${index}`] = { location: url };
    });
    // Two hops: the second is checked like the first.
    feeds['/via.xml'] = { status: 301, location: `${base}/to/6` };
    const expected = [
      ...targets.map(([url, reason]) => ({ feed: url, at: url, reason })),
      ...targets.map(([url, reason], index) => ({
        feed: `${base}/to/${index}`,
        at: new URL(url).href,
        reason,
      })),
      {
        feed: `${base}/via.xml`,
        at: 'http://169.254.169.254/latest/meta-data/',
        reason: refusal('169.254.169.254', 'link-local'),
      },
    ];

    const lines: string[] = [];
    const guarded = await createTestBackend({
      importContent: false,
      logger: pino({ level: 'warn' }, { write: (line: string) => lines.push(line) }),
      env: {
        ...importingEnv,
        NEWS_FEEDS: expected.map(({ feed }) => feed).join(','),
        NEWS_IMPORT_SCHEDULE: '0 0 1 1 *', // only the run at start
      },
    });
    try {
      const api = learnerHelpers(guarded);
      const states = async () =>
        (await api.admin('GET', '/api/admin/news/feeds')).json() as {
          url: string;
          lastSuccessAt: string | null;
          lastError: string | null;
        }[];
      // The run at start is saved: every feed has a success or an error.
      await expect
        .poll(
          async () =>
            (await states()).filter((feed) => feed.lastSuccessAt !== null || feed.lastError !== null).length,
          { timeout: POLL_TIMEOUT_MS },
        )
        .toBe(expected.length);

      const noted = Object.fromEntries((await states()).map((feed) => [feed.url, feed.lastError]));
      const logged = lines.map((line) => JSON.parse(line).msg as string);
      for (const { feed, at, reason } of expected) {
        const error = noted[feed] ?? '';
        const where = `refused ${at}: `;
        expect(error.slice(0, where.length), feed).toBe(where);
        const said = error.slice(where.length);
        if (typeof reason === 'string') expect(said, feed).toBe(reason);
        else expect(said, feed).toMatch(reason);
        expect(logged, feed).toContain(`News feed ${feed} failed: ${error}`);
      }
      expect(insideHits).toEqual([]);
      expect(hits['/internal-only']).toBeUndefined();
      const headers = bearer(await api.signIn(await api.newLearner()));
      expect((await api.inject({ url: '/api/external-news', headers })).json().data).toEqual([]);
    } finally {
      await guarded.close();
      inside.closeAllConnections();
      await new Promise((resolve) => inside.close(resolve));
    }
  }, 90_000);

  it('reads a feed inside the network when the operator allowed its host by name', async () => {
    feeds['/named.xml'] = { body: rss(rssItem(41)) };
    const url = `http://localhost:${new URL(base).port}/named.xml`;
    const run = (allowedHosts: string[]) =>
      createNewsImport({
        newsRepository: repository(),
        feeds: [url],
        timeoutMs: FETCH_TIMEOUT_MS,
        allowedHosts,
        keep: 500,
        clock: () => new Date(),
      }).run();
    // Allowing 127.0.0.1 allows that address as written, not every name that resolves to it.
    expect(await run(['127.0.0.1'])).toMatchObject({ inserted: 0, failed: [{ url }] });
    expect(await run(['LocalHost'])).toMatchObject({ inserted: 1, failed: [] });
  });

  it('follows up to five redirects, and reads relative links against the last address', async () => {
    feeds['/moved.xml'] = { status: 301, location: '/moved/again.xml' };
    feeds['/moved/again.xml'] = { status: 307, location: `${base}/moved/feed.xml` };
    feeds['/moved/feed.xml'] = { body: rss('<item><title>Moved</title><link>story-31</link></item>') };
    feeds['/loop.xml'] = { location: '/loop.xml' };
    const result = await importer(['/moved.xml', '/loop.xml']).run();
    expect(result).toMatchObject({
      inserted: 1,
      failed: [{ url: `${base}/loop.xml`, error: 'more than 5 redirects' }],
    });
    expect(hits['/loop.xml']).toBe(6);
    expect((await list('?search=Moved')).map((item) => item.link)).toEqual([`${base}/moved/story-31`]);
  });

  it('stops reading a feed that never ends at 5 MiB, and memory stays flat', async () => {
    feeds['/endless.xml'] = { endless: true };
    const before = process.memoryUsage().rss;
    let peak = before;
    const watch = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const result = await importer(['/endless.xml'])
      .run()
      .finally(() => clearInterval(watch));
    peak = Math.max(peak, process.memoryUsage().rss);
    // Loosely: reading on would take hundreds of MB in seconds.
    expect((peak - before) / 2 ** 20).toBeLessThan(100);
    expect(result).toMatchObject({ inserted: 0, failed: [{ error: 'the feed is larger than 5 MiB' }] });
    expect(await feedState('/endless.xml')).toMatchObject({ lastError: 'the feed is larger than 5 MiB' });
  }, 90_000);

  it('removes bidirectional controls from titles and summaries', async () => {
    feeds['/bidi.xml'] = {
      body: rss(
        '<item><title>Invoice \u202Efdp.exe \u200E\u200F\u061C\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069now</title>' +
          '<link>https://blog.test/bidi</link>' +
          '<description>Read &#x202E;this&amp;#x2067; &lt;b&gt;\u2069now&lt;/b&gt;</description></item>',
      ),
    };
    expect(await importer(['/bidi.xml']).run()).toMatchObject({ inserted: 1 });
    const [item] = await list('?search=Invoice');
    expect(item).toMatchObject({ title: 'Invoice fdp.exe now', description: 'Read this now' });
    expect(JSON.stringify(await list())).not.toMatch(/\p{Bidi_Control}/u);
  });

  it('shows operators every feed, and refuses an import on demand when the import is off', async () => {
    const admin = learnerHelpers(backend).admin;
    const feedList = (await admin('GET', '/api/admin/news/feeds')).json();
    expect(feedList).toContainEqual({
      url: `${base}/slow.xml`,
      configured: false,
      lastSuccessAt: null,
      lastFailureAt: expect.any(String),
      lastError: 'no answer within 300 ms',
      consecutiveFailures: 2,
    });
    const refused = await admin('POST', '/api/admin/news/import');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ name: 'NewsImportOff' });
    expect((await backend.app.inject({ method: 'POST', url: '/api/admin/news/import' })).statusCode).toBe(
      401,
    );
  });
});
