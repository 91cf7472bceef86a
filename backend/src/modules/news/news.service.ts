import { LRUCache } from 'lru-cache';
import type { Clock } from '../../clock';
import type { NewsItem } from '../../contract/news';
import type { NewsRepository } from './news.repository';

export type NewsService = ReturnType<typeof createNewsService>;

export interface NewsPageQuery {
  page: number;
  pageSize: number;
  search?: string;
}

/** How long a page is kept: another backend's import shows within this. */
export const NEWS_PAGE_KEPT_MS = 30_000;

interface NewsServiceDeps {
  newsRepository: NewsRepository;
  /** Ages the kept pages: tests move it instead of waiting. */
  clock: Clock;
}

/**
 * The AI news list learners read: the latest updated first, a page at a time. The list is the same
 * for every learner and changes only with an import, so each page is kept briefly; this backend's
 * own imports call clear().
 */
export function createNewsService({ newsRepository, clock }: NewsServiceDeps) {
  async function load({ page, pageSize, search }: NewsPageQuery) {
    const { items, total } = await newsRepository.page({ page, pageSize, search: search || undefined });
    const data: NewsItem[] = items.map((item) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      link: item.link,
      featuredImage: item.featuredImage,
      lang: item.lang,
      publishedAt: item.publishedAt.toISOString(),
      updatedAt: item.updatedAt.toISOString(),
    }));
    return {
      data,
      meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
    };
  }
  type NewsPage = Awaited<ReturnType<typeof load>>;

  // The pending load is kept, so requests arriving together share it and clear() drops it.
  const pages = new LRUCache<string, { at: number; page: Promise<NewsPage> }>({ max: 200 });

  return {
    page(query: NewsPageQuery): Promise<NewsPage> {
      const key = JSON.stringify([query.page, query.pageSize, query.search ?? '']);
      const now = clock().getTime();
      const kept = pages.get(key);
      // A clock moved back makes the age unknown: load again.
      if (kept && now >= kept.at && now - kept.at < NEWS_PAGE_KEPT_MS) return kept.page;
      const entry = { at: now, page: load(query) };
      pages.set(key, entry);
      // A failed load is not kept: the next request tries again.
      entry.page.catch(() => {
        if (pages.peek(key) === entry) pages.delete(key);
      });
      return entry.page;
    },

    /** Forgets every kept page: this backend has just saved news. */
    clear() {
      pages.clear();
    },
  };
}
