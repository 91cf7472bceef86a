import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// AI news: items imported from the configured RSS and Atom feeds, and the news seed of the content.

/** One news item, known by its link: a feed that lists it again updates it, never duplicates it. */
export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    link: text('link').notNull().unique(),
    title: text('title').notNull(),
    /** Plain text: the feed's summary with every tag removed. */
    description: text('description').notNull(),
    /** An image the feed itself names (enclosure or media), or none. */
    featuredImage: text('featured_image'),
    /** The language its title and summary are written in (BCP 47, as the feed or seed declares). */
    lang: text('lang').notNull().default('en'),
    /** The feed's address, or 'seed' for the items shipped with the content. */
    source: text('source').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('news_items_updated_at_idx').on(table.updatedAt, table.id)],
);

/** How each configured feed fared: a failing feed is retried on later runs and never stops the others. */
export const newsFeeds = pgTable('news_feeds', {
  url: text('url').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lastError: text('last_error'),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
});
