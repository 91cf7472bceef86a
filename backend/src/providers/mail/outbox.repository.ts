import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema';

export type OutboxRecord = typeof outbox.$inferSelect;
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

export function createOutboxRepository(db: Database) {
  return {
    async add(message: Omit<OutboxRecord, 'id'>): Promise<void> {
      await db.insert(outbox).values(message);
    },

    /** Newest first. */
    list({ to, limit }: { to?: string; limit: number }): Promise<OutboxRecord[]> {
      return db
        .select()
        .from(outbox)
        .where(to === undefined ? undefined : eq(outbox.to, to))
        .orderBy(desc(outbox.id))
        .limit(limit);
    },
  };
}
