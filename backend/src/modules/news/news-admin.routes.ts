import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../contract/errors';
import { newsFeedsResponse, newsImportResponse } from '../../contract/news';
import { AppError } from '../../errors/app-error';
import type { NewsRepository } from './news.repository';
import type { NewsImport } from './news-import.service';

interface NewsAdminRoutesOptions {
  requireAdmin: (request: FastifyRequest) => Promise<void>;
  newsRepository: NewsRepository;
  /** Null when NEWS_IMPORT=false or no feed is configured. */
  newsImport: NewsImport | null;
  feeds: string[];
}

const tags = ['admin'];
const security = [{ adminToken: [] }];
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Operators' view of the news import: each feed's state, and a run on demand. */
export const newsAdminRoutes: FastifyPluginAsyncZod<NewsAdminRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', options.requireAdmin);

  app.get(
    '/feeds',
    {
      schema: {
        operationId: 'adminNewsFeeds',
        security,
        tags,
        summary: 'Each news feed: its last success and failure, the last error and failures in a row',
        response: { 200: newsFeedsResponse, 401: errorResponse },
      },
    },
    () => newsFeedStates(options.newsRepository, options.feeds),
  );

  app.post(
    '/import',
    {
      schema: {
        operationId: 'adminImportNews',
        security,
        tags,
        summary: 'Imports the configured news feeds now, as the scheduled job does',
        description: '409 NewsImportOff when NEWS_IMPORT=false or NEWS_FEEDS is empty.',
        response: { 200: newsImportResponse, 401: errorResponse, 409: errorResponse },
      },
    },
    async () => {
      if (!options.newsImport)
        throw AppError.conflict(
          'NewsImportOff',
          'The news import is off: set NEWS_IMPORT=true and NEWS_FEEDS',
        );
      return options.newsImport.run();
    },
  );
};

/** Each feed the news import knows of or is configured with: how it fared. */
export async function newsFeedStates(newsRepository: NewsRepository, feeds: string[]) {
  const known = await newsRepository.feeds();
  const listed = new Set(known.map((feed) => feed.url));
  const never = feeds.filter((url) => !listed.has(url));
  return [
    ...known.map((feed) => ({
      url: feed.url,
      configured: feeds.includes(feed.url),
      lastSuccessAt: iso(feed.lastSuccessAt),
      lastFailureAt: iso(feed.lastFailureAt),
      lastError: feed.lastError,
      consecutiveFailures: feed.consecutiveFailures,
    })),
    ...never.map((url) => ({
      url,
      configured: true,
      lastSuccessAt: null,
      lastFailureAt: null,
      lastError: null,
      consecutiveFailures: 0,
    })),
  ];
}
