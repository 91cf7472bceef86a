import { and, count, desc, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newsFeeds, newsItems } from '../../db/schema';
import type { FeedEntry } from './feed-reader';

export type NewsRepository = ReturnType<typeof createNewsRepository>;
type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** The source of the items shipped with the content; feeds never overwrite them. */
export const SEED_SOURCE = 'seed';

// Any constant: one news import writes at a time across every backend sharing the database.
const NEWS_IMPORT_LOCK_ID = 7_453_003;

export interface FeedOutcome {
  url: string;
  entries: FeedEntry[];
  /** Why the feed could not be read; undefined when it was. */
  error?: string;
}

export interface SavedImport {
  inserted: number;
  updated: number;
  pruned: number;
}

/** Every word must appear in the title or the description, in any case. */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  const escaped = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    ...words.map(
      (word) =>
        sql`(${newsItems.title} ilike ${escaped(word)} or ${newsItems.description} ilike ${escaped(word)})`,
    ),
  );
}

/**
 * Adds new items and updates the ones whose title, description or image changed (their updatedAt
 * becomes `now`); an unchanged item is not written. Items from feeds leave the seed's alone.
 */
async function upsertItems(db: Executor, entries: FeedEntry[], source: string, now: Date) {
  const unique = [...new Map(entries.map((entry) => [entry.link, entry])).values()];
  if (unique.length === 0) return { inserted: 0, updated: 0 };
  const changed = sql`(news_items.title, news_items.description, news_items.featured_image, news_items.lang)
    is distinct from (excluded.title, excluded.description, excluded.featured_image, excluded.lang)`;
  const rows = await db
    .insert(newsItems)
    .values(unique.map((entry) => ({ ...entry, source, updatedAt: entry.publishedAt, createdAt: now })))
    .onConflictDoUpdate({
      target: newsItems.link,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        featuredImage: sql`excluded.featured_image`,
        lang: sql`excluded.lang`,
        source: sql`excluded.source`,
        updatedAt: now,
      },
      setWhere: source === SEED_SOURCE ? changed : sql`news_items.source <> ${SEED_SOURCE} and ${changed}`,
    })
    .returning({ inserted: sql<boolean>`xmax = 0` });
  const inserted = rows.filter((row) => row.inserted).length;
  return { inserted, updated: rows.length - inserted };
}

export function createNewsRepository(db: Database) {
  return {
    /** A page of items, the latest updated first (ties: the newest id first), and how many match. */
    async page({ page, pageSize, search }: { page: number; pageSize: number; search?: string }) {
      const where = searchCondition(search);
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(newsItems)
          .where(where)
          .orderBy(desc(newsItems.updatedAt), desc(newsItems.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(newsItems).where(where),
      ]);
      return { items, total: total?.total ?? 0 };
    },

    /** The news seed: written at start by every backend alike, so no lock is needed. */
    saveSeed: (entries: FeedEntry[], now: Date) => upsertItems(db, entries, SEED_SOURCE, now),

    /**
     * Stores one import run: its items, each feed's state, then keeps only the newest `keep`
     * imported items. Answers null when another backend holds the lock, or saved its run after
     * this one began: what it fetched is as fresh as what this run did.
     */
    saveImport(
      outcomes: FeedOutcome[],
      { startedAt, now, keep }: { startedAt: Date; now: Date; keep: number },
    ) {
      return db.transaction(async (tx): Promise<SavedImport | null> => {
        const lock = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(${NEWS_IMPORT_LOCK_ID}) as locked`,
        )) as unknown as { rows: { locked: boolean }[] };
        if (lock.rows[0]?.locked !== true) return null;
        const done = (await tx.execute(
          sql`select exists (select 1 from news_feeds where last_success_at > ${startedAt}
            or last_failure_at > ${startedAt}) as done`,
        )) as unknown as { rows: { done: boolean }[] };
        if (done.rows[0]?.done === true) return null;

        const saved: SavedImport = { inserted: 0, updated: 0, pruned: 0 };
        for (const outcome of outcomes) {
          if (outcome.error === undefined) {
            const result = await upsertItems(tx, outcome.entries, outcome.url, now);
            saved.inserted += result.inserted;
            saved.updated += result.updated;
            await tx
              .insert(newsFeeds)
              .values({ url: outcome.url, lastSuccessAt: now, consecutiveFailures: 0 })
              .onConflictDoUpdate({
                target: newsFeeds.url,
                set: { lastSuccessAt: now, consecutiveFailures: 0, lastError: null },
              });
          } else {
            await tx
              .insert(newsFeeds)
              .values({
                url: outcome.url,
                lastFailureAt: now,
                lastError: outcome.error,
                consecutiveFailures: 1,
              })
              .onConflictDoUpdate({
                target: newsFeeds.url,
                set: {
                  lastFailureAt: now,
                  lastError: outcome.error,
                  consecutiveFailures: sql`${newsFeeds.consecutiveFailures} + 1`,
                },
              });
          }
        }
        const pruned = await tx.execute(
          sql`delete from news_items where source <> ${SEED_SOURCE} and id not in (
            select id from news_items where source <> ${SEED_SOURCE}
            order by updated_at desc, id desc limit ${keep})`,
        );
        saved.pruned =
          (pruned as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ??
          (pruned as unknown as { rowCount?: number }).rowCount ??
          0;
        return saved;
      });
    },

    /** How each feed fared, for the admin view and tests. */
    feeds: () => db.select().from(newsFeeds).orderBy(newsFeeds.url),
  };
}
