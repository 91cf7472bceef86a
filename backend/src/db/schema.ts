import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Legal texts imported from content/legal, rendered and sanitised once at import. */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    sourceHash: text('source_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.lang] })],
);
