import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffGuideOutline, staffGuidesResponse } from '../../backend/src/contract/staff-content';
import { bearer, learnerHelpers } from './helpers/learners';
import { staffHelpers, type TestStaff } from './helpers/staff';
import { createTestBackend, FIXTURE_CONTENT_DIR, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

describe('the back office: content', () => {
  const clock = createTestClock();
  let contentDir: string;
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  let staff: ReturnType<typeof staffHelpers>;
  let editor: TestStaff;
  beforeAll(async () => {
    // A copy of the fixture content: a test breaks a guide in it once it is imported.
    contentDir = await mkdtemp(join(tmpdir(), 'skillpilot-staff-content-'));
    await cp(FIXTURE_CONTENT_DIR, contentDir, { recursive: true });
    backend = await createTestBackend({ clock: clock.now, env: { CONTENT_DIR: contentDir } });
    api = learnerHelpers(backend);
    staff = staffHelpers(api, clock);
    editor = await staff.newStaff('content');
  });
  afterAll(async () => {
    await backend?.close();
    if (contentDir) await rm(contentDir, { recursive: true, force: true });
  });

  it('lists every guide with its counts and the languages its lessons are translated into', async () => {
    const response = await staff.as(editor, 'GET', '/api/staff/content/guides');
    expect(response.statusCode).toBe(200);
    const { guides } = staffGuidesResponse.parse(response.json());
    expect(guides.map((guide) => guide.id)).toEqual(
      expect.arrayContaining(['core-one', 'core-two', 'boost-one']),
    );
    expect(guides.find((guide) => guide.id === 'core-one')).toEqual({
      id: 'core-one',
      title: 'Core one',
      stage: 'core',
      chapters: 1,
      lessons: 1,
      translations: [{ lang: 'uk', lessons: 1 }],
    });
    expect(guides.find((guide) => guide.id === 'boost-one')).toMatchObject({
      stage: 'boost',
      lessons: 2,
      translations: [],
    });
  });

  it('shows a guide’s outline in a language, marking what falls back to English', async () => {
    const english = staffGuideOutline.parse(
      (await staff.as(editor, 'GET', '/api/staff/content/guides/core-one')).json(),
    );
    expect(english).toMatchObject({
      id: 'core-one',
      lang: 'en',
      asked: 'en',
      title: 'Core one',
      problems: [],
    });
    expect(english.languages).toEqual(['en', 'uk']);
    expect(english.chapters[0]?.lessons[0]).toMatchObject({
      id: 'core-one-lesson',
      lang: 'en',
      title: 'The core one lesson',
      translated: true,
    });

    const ukrainian = staffGuideOutline.parse(
      (await staff.as(editor, 'GET', '/api/staff/content/guides/core-one?lang=ua')).json(),
    );
    expect(ukrainian).toMatchObject({ asked: 'uk', lang: 'uk', translated: true });
    expect(ukrainian.chapters[0]).toMatchObject({ title: 'Основи', translated: true });
    expect(ukrainian.chapters[0]?.lessons[0]).toMatchObject({
      lang: 'uk',
      title: 'Урок основ один',
      translated: true,
    });

    const untranslated = staffGuideOutline.parse(
      (await staff.as(editor, 'GET', '/api/staff/content/guides/core-two?lang=ja')).json(),
    );
    expect(untranslated).toMatchObject({ asked: 'ja', lang: 'en', translated: false });
    expect(untranslated.chapters[0]?.lessons[0]).toMatchObject({ lang: 'en', translated: false });
  });

  it('previews a lesson exactly as the learner’s lesson call answers it, in English and translated', async () => {
    for (const lang of ['en', 'uk'] as const) {
      const learner = await api.newLearner({ lang });
      const token = await api.signIn(learner);
      const learners = await api.inject({
        method: 'GET',
        url: '/api/lessons/core-one-lesson',
        headers: bearer(token),
      });
      expect(learners.statusCode).toBe(200);
      const preview = await staff.as(
        editor,
        'GET',
        `/api/staff/content/lessons/core-one-lesson?lang=${lang}`,
      );
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toEqual(learners.json());
      expect(preview.json().data.lang).toBe(lang);
    }
    // A lesson after the first is open to preview: staff have no progress and no locks.
    const second = await staff.as(editor, 'GET', '/api/staff/content/lessons/boost-one-next');
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ id: 'boost-one-next', number: 2, lang: 'en' });
  });

  it('answers 404 for an unknown guide or lesson and 400 for an unknown language', async () => {
    for (const url of [
      '/api/staff/content/guides/no-such-guide',
      '/api/staff/content/lessons/no-such-lesson',
    ]) {
      const response = await staff.as(editor, 'GET', url);
      expect(response.statusCode, url).toBe(404);
    }
    for (const url of [
      '/api/staff/content/guides/core-one?lang=xx',
      '/api/staff/content/lessons/core-one-lesson?lang=de',
    ]) {
      const response = await staff.as(editor, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message).toMatch(/Unsupported language/);
    }
  });

  it('lets owners in, refuses support and finance (403) and a learner’s token (401)', async () => {
    const owner = await staff.newStaff('owner');
    expect((await staff.as(owner, 'GET', '/api/staff/content/guides')).statusCode).toBe(200);
    const urls = [
      ['GET', '/api/staff/content/guides'],
      ['GET', '/api/staff/content/guides/core-one'],
      ['GET', '/api/staff/content/lessons/core-one-lesson'],
      ['GET', '/api/staff/content/news-feeds'],
      ['POST', '/api/staff/content/news-feeds/import'],
    ] as const;
    for (const role of ['support', 'finance'] as const) {
      const member = await staff.newStaff(role);
      for (const [method, url] of urls) {
        expect((await staff.as(member, method, url)).statusCode, `${role} ${url}`).toBe(403);
      }
    }
    const learner = await api.newLearner();
    const token = await api.signIn(learner);
    for (const [method, url] of urls) {
      const response = await api.inject({ method, url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(401);
    }
    expect((await api.inject({ method: 'GET', url: '/api/staff/content/guides' })).statusCode).toBe(401);
  });

  it('shows the news feeds, and says clearly that the import is off when it is', async () => {
    const feeds = await staff.as(editor, 'GET', '/api/staff/content/news-feeds');
    expect(feeds.statusCode).toBe(200);
    expect(feeds.json()).toEqual([]);
    const refused = await staff.as(editor, 'POST', '/api/staff/content/news-feeds/import');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      name: 'NewsImportOff',
      message: expect.stringMatching(/import is off/),
    });
  });

  // Last: it breaks the content folder the other tests read.
  it('lists the content checker’s problems of a broken guide, read anew, and only in that guide', async () => {
    const lessonFile = 'courses/core-two/01-core-two-basics/01-core-two-lesson.md';
    await writeFile(join(contentDir, lessonFile), '---\ntitle: [unclosed\n---\nNo fragments.\n');
    await writeFile(join(contentDir, 'courses/core-two/stray.txt'), 'not content');

    const broken = staffGuideOutline.parse(
      (await staff.as(editor, 'GET', '/api/staff/content/guides/core-two')).json(),
    );
    expect(broken.problems.length).toBeGreaterThanOrEqual(2);
    expect(broken.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^courses\/core-two\/01-core-two-basics\/01-core-two-lesson\.md:\d+: /),
        expect.stringMatching(/^courses\/core-two\/stray\.txt:1: /),
      ]),
    );
    for (const problem of broken.problems) expect(problem).toMatch(/^courses\/core-two\//);
    // The published guide is still what learners get; the other guides have no problems.
    expect(broken.chapters[0]?.lessons[0]?.title).toBeTruthy();
    const clean = (await staff.as(editor, 'GET', '/api/staff/content/guides/core-one')).json();
    expect(clean.problems).toEqual([]);
  });
});

describe('the back office: importing the news now', () => {
  const clock = createTestClock();
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  let staff: ReturnType<typeof staffHelpers>;
  let feedUrl: string;
  let items = 1;
  const feed = createServer((_, response) => {
    const item = (n: number) =>
      `<item><title>Story ${n}</title><link>https://blog.test/story-${n}</link><guid>https://blog.test/story-${n}</guid>` +
      `<pubDate>Mon, 0${n} Sep 2025 10:00:00 GMT</pubDate><description>Story ${n}</description></item>`;
    response.writeHead(200, { 'content-type': 'application/rss+xml' });
    response.end(
      '<?xml version="1.0"?><rss version="2.0"><channel><title>AI blog</title><link>https://blog.test/</link>' +
        `<description>News</description>${Array.from({ length: items }, (_, index) => item(index + 1)).join('')}</channel></rss>`,
    );
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed.xml`;
    backend = await createTestBackend({
      importContent: false,
      clock: clock.now,
      env: {
        NEWS_IMPORT: 'true',
        NEWS_FEEDS: feedUrl,
        NEWS_ALLOWED_HOSTS: '127.0.0.1',
        NEWS_FETCH_TIMEOUT_MS: '30000',
        // Only the run at start and the ones asked for.
        NEWS_IMPORT_SCHEDULE: '0 0 1 1 *',
      },
    });
    api = learnerHelpers(backend);
    staff = staffHelpers(api, clock);
  });
  afterAll(async () => {
    await backend?.close();
    feed.closeAllConnections();
    await new Promise((resolve) => feed.close(resolve));
  });

  it('shows each feed’s state, imports as the admin import does, and writes it to the audit log', async () => {
    const editor = await staff.newStaff('content');
    const feeds = async () => (await staff.as(editor, 'GET', '/api/staff/content/news-feeds')).json();
    // The run at start, first: a run while it goes on would be skipped.
    await expect
      .poll(async () => (await feeds())[0]?.lastSuccessAt ?? null, { timeout: 60_000 })
      .not.toBeNull();
    expect(await feeds()).toEqual([
      {
        url: feedUrl,
        configured: true,
        lastSuccessAt: expect.any(String),
        lastFailureAt: null,
        lastError: null,
        consecutiveFailures: 0,
      },
    ]);
    expect(await feeds()).toEqual((await api.admin('GET', '/api/admin/news/feeds')).json());

    items = 2;
    const run = await staff.as(editor, 'POST', '/api/staff/content/news-feeds/import');
    expect(run.statusCode).toBe(200);
    expect(run.json()).toEqual({ inserted: 1, updated: 0, pruned: 0, feeds: 1, failed: [] });
    items = 3;
    expect((await api.admin('POST', '/api/admin/news/import')).json()).toEqual({
      inserted: 1,
      updated: 0,
      pruned: 0,
      feeds: 1,
      failed: [],
    });

    const owner = await staff.newStaff('owner');
    const audit = (await staff.as(owner, 'GET', '/api/staff/audit')).json();
    expect(audit.entries).toContainEqual(
      expect.objectContaining({
        staffEmail: editor.email,
        action: 'import-news',
        reason: 'Import now',
        after: { inserted: 1, updated: 0, pruned: 0, feeds: 1, failed: [] },
      }),
    );
  }, 90_000);
});
