import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsResponse } from '../../backend/src/contract/news';
import type { FeedEntry } from '../../backend/src/modules/news/feed-reader';
import { createNewsRepository, type NewsRepository } from '../../backend/src/modules/news/news.repository';
import { createNewsService, NEWS_PAGE_KEPT_MS } from '../../backend/src/modules/news/news.service';
import { importNewsSeed } from '../../backend/src/modules/news/news-seed.importer';
import { bearer, learnerHelpers } from './helpers/learners';
import { createTestBackend, silentImportLogger, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

const FEED = 'http://feeds.test/ai.xml';

/** n items a day apart, the newest on 2025-06-n; two share a date to test the tie. */
function entries(n: number): FeedEntry[] {
  return Array.from({ length: n }, (_, index) => ({
    link: `https://feeds.test/items/${index + 1}`,
    title: `Item ${index + 1}${index === 4 ? ' about robots' : ''}`,
    description: index === 6 ? 'Discounts of 100% on prompts_and_more' : `Text of item ${index + 1}`,
    featuredImage: null,
    publishedAt: new Date(Date.UTC(2025, 5, Math.min(index + 1, 20))),
    lang: index === 21 ? 'fr' : 'en',
  }));
}

describe('GET /api/external-news', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  let token: string;
  beforeAll(async () => {
    backend = await createTestBackend();
    api = learnerHelpers(backend);
    token = await api.signIn(await api.newLearner());
    const saved = await createNewsRepository(backend.database.db).saveImport(
      [{ url: FEED, entries: entries(22) }],
      {
        startedAt: new Date(),
        now: new Date(),
        keep: 500,
      },
    );
    expect(saved).toEqual({ inserted: 22, updated: 0, pruned: 0 });
  });
  afterAll(() => backend?.close());

  const news = (query = '', headers = bearer(token)) =>
    api.inject({ url: `/api/external-news${query}`, headers });

  it('answers signed-in learners only', async () => {
    const response = await api.inject({ url: '/api/external-news' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.name).toBe('Unauthorized');
    expect((await news('', bearer('not-a-token'))).statusCode).toBe(401);
  });

  it('answers the contract: ten items, the latest updated first, ties by the newest id', async () => {
    const response = await news();
    expect(response.statusCode).toBe(200);
    const body = newsResponse.parse(response.json());
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 3, total: 25 });
    expect(body.data).toHaveLength(10);
    const order = body.data.map((item) => [item.updatedAt, item.id] as const);
    const sorted = [...order].sort((a, b) => b[0].localeCompare(a[0]) || b[1] - a[1]);
    expect(order).toEqual(sorted);
    // Items 20, 21 and 22 share 2025-06-20: the newest id first.
    expect(body.data.slice(0, 3).map((item) => item.title)).toEqual(['Item 22', 'Item 21', 'Item 20']);
    expect(body.data[0]).toMatchObject({
      link: 'https://feeds.test/items/22',
      featuredImage: null,
      lang: 'fr',
      publishedAt: '2025-06-20T00:00:00.000Z',
    });
  });

  it('pages through every item once', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const body = newsResponse.parse((await news(`?page=${page}&pageSize=6&sort=updatedAt:desc`)).json());
      expect(body.meta.pagination).toEqual({ page, pageSize: 6, pageCount: 5, total: 25 });
      seen.push(...body.data.map((item) => item.id));
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const past = newsResponse.parse((await news('?page=9')).json());
    expect(past.data).toEqual([]);
    expect(past.meta.pagination.total).toBe(25);
    expect(newsResponse.parse((await news('?pageSize=50')).json()).data).toHaveLength(25);
  });

  it.each([
    ['?pageSize=0', 'pageSize'],
    ['?pageSize=51', 'pageSize'],
    ['?page=0', 'page'],
    ['?page=x', 'page'],
    ['?page=1.5', 'page'],
    ['?sort=title:asc', 'sort'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await news(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(field);
  });

  it('finds items by every word of the search, in the title or description, in any case', async () => {
    const robots = newsResponse.parse((await news('?search=ROBOTS')).json());
    expect(robots.data.map((item) => item.title).sort()).toEqual([
      'Item 5 about robots',
      'Seed news about robots',
    ]);
    const both = newsResponse.parse((await news('?search=seed%20robots')).json());
    expect(both.data.map((item) => item.title)).toEqual(['Seed news about robots']);
    // % and _ are letters here, not patterns.
    const percent = newsResponse.parse((await news('?search=100%25%20prompts_and')).json());
    expect(percent.data.map((item) => item.title)).toEqual(['Item 7']);
    expect(newsResponse.parse((await news('?search=%25')).json()).meta.pagination.total).toBe(1);
    expect((await news(`?search=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('imports the seed once: an unchanged seed writes nothing, a changed item moves up', async () => {
    const repository = createNewsRepository(backend.database.db);
    const before = newsResponse.parse((await news('?search=seed')).json()).data;
    expect(before.map((item) => item.title)).toEqual([
      'Seed news about robots',
      'Seed news about prompts',
      'Seed news about laws',
    ]);
    expect(before[1]?.featuredImage).toBe('https://news.example.com/prompts.png');
    const again = await importNewsSeed({
      newsRepository: repository,
      contentDir: backend.config.contentDir,
      logger: silentImportLogger,
    });
    expect(again).toEqual({ inserted: 0, updated: 0 });
    expect(newsResponse.parse((await news('?search=seed')).json()).data).toEqual(before);
    // A feed listing a seed item's link leaves the seed's text alone.
    const [first] = entries(1);
    if (!first) throw new Error('no entry');
    const feed = await repository.saveImport(
      [{ url: FEED, entries: [{ ...first, link: 'https://news.example.com/laws', title: 'Hijacked' }] }],
      { startedAt: new Date(), now: new Date(), keep: 500 },
    );
    expect(feed).toMatchObject({ inserted: 0, updated: 0 });
    expect(newsResponse.parse((await news('?search=laws')).json()).data[0]?.title).toBe(
      'Seed news about laws',
    );
  });
});

describe('news pages kept in memory', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  let token: string;
  const clock = createTestClock();
  beforeAll(async () => {
    backend = await createTestBackend({ clock: clock.now });
    api = learnerHelpers(backend);
    token = await api.signIn(await api.newLearner());
    await createNewsRepository(backend.database.db).saveImport([{ url: FEED, entries: entries(4) }], {
      startedAt: new Date(),
      now: new Date(),
      keep: 500,
    });
  });
  afterAll(() => backend?.close());

  const total = async (query: string) =>
    newsResponse.parse(
      (await api.inject({ url: `/api/external-news${query}`, headers: bearer(token) })).json(),
    ).meta.pagination.total;

  it('answers a repeated request from memory until it is too old', async () => {
    clock.freeze();
    expect(await total('?pageSize=20')).toBe(7);
    await backend.database.db.execute(sql`delete from news_items where source <> 'seed'`);
    expect(await total('?pageSize=20')).toBe(7);
    // Another page is read now, and sees the rows gone.
    expect(await total('?pageSize=19')).toBe(3);
    clock.advance(NEWS_PAGE_KEPT_MS - 1);
    expect(await total('?pageSize=20')).toBe(7);
    clock.advance(1);
    expect(await total('?pageSize=20')).toBe(3);
  });

  it('reads once for requests asking together, keeps no failed read, and reads again after clear()', async () => {
    const real = createNewsRepository(backend.database.db);
    let reads = 0;
    let failing = false;
    const newsRepository: NewsRepository = {
      ...real,
      page: async (query) => {
        reads += 1;
        if (failing) throw new Error('database away');
        return real.page(query);
      },
    };
    const service = createNewsService({ newsRepository, clock: clock.now });
    const query = { page: 1, pageSize: 10 };

    const together = await Promise.all([service.page(query), service.page(query), service.page(query)]);
    expect(reads).toBe(1);
    expect(together[1]).toBe(together[0]);
    expect(await service.page({ ...query, search: '' })).toBe(together[0]);
    expect(reads).toBe(1);
    await service.page({ ...query, search: 'robots' });
    expect(reads).toBe(2);

    service.clear();
    failing = true;
    await expect(service.page(query)).rejects.toThrow('database away');
    failing = false;
    expect(await service.page(query)).toEqual(together[0]);
    expect(reads).toBe(4);
    expect(await service.page(query)).toEqual(together[0]);
    expect(reads).toBe(4);
  });
});
