import type { NewsItem } from '../../contract/news';
import type { NewsRepository } from './news.repository';

export type NewsService = ReturnType<typeof createNewsService>;

export interface NewsPageQuery {
  page: number;
  pageSize: number;
  search?: string;
}

/** The AI news list learners read: the latest updated first, a page at a time. */
export function createNewsService({ newsRepository }: { newsRepository: NewsRepository }) {
  return {
    async page({ page, pageSize, search }: NewsPageQuery) {
      const { items, total } = await newsRepository.page({ page, pageSize, search: search || undefined });
      const data: NewsItem[] = items.map((item) => ({
        id: item.id,
        title: item.title,
        description: item.description,
        link: item.link,
        featuredImage: item.featuredImage,
        publishedAt: item.publishedAt.toISOString(),
        updatedAt: item.updatedAt.toISOString(),
      }));
      return {
        data,
        meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
      };
    },
  };
}
