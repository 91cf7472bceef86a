import { z } from 'zod';
import { singleLineText } from './fields';

// AI news: GET /api/external-news, items imported from RSS and Atom feeds and the content's seed.

export const newsPageSize = 10;
export const newsPageSizeMax = 50;

export const newsQuery = z.object({
  sort: z.literal('updatedAt:desc').default('updatedAt:desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(newsPageSizeMax).default(newsPageSize),
  search: singleLineText().trim().max(100).optional().describe('Words in the title or description'),
});

export const newsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().describe('Plain text, no markup'),
  link: z.url().describe('The source article'),
  featuredImage: z.url().nullable().describe('An image the feed named, or null'),
  lang: z.string().describe('The language of the title and description (BCP 47), e.g. en or en-US'),
  publishedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type NewsItem = z.infer<typeof newsItem>;

export const newsResponse = z.object({
  data: z.array(newsItem),
  meta: z.object({
    pagination: z.object({
      page: z.number().int(),
      pageSize: z.number().int(),
      pageCount: z.number().int(),
      total: z.number().int(),
    }),
  }),
});

// Operators: how each feed fared, and an import run on demand (the admin API).

export const newsFeedState = z.object({
  url: z.string(),
  /** False for a feed imported before but no longer in NEWS_FEEDS. */
  configured: z.boolean(),
  lastSuccessAt: z.iso.datetime().nullable(),
  lastFailureAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  consecutiveFailures: z.number().int(),
});
export const newsFeedsResponse = z.array(newsFeedState);

export const newsImportResponse = z.union([
  z.object({
    inserted: z.number().int(),
    updated: z.number().int(),
    pruned: z.number().int(),
    feeds: z.number().int(),
    failed: z.array(z.object({ url: z.string(), error: z.string() })),
  }),
  z.object({ skipped: z.literal('another backend is importing') }),
]);
