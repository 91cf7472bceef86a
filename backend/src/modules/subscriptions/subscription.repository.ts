import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { subscriptions } from '../../db/schema';

export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;

const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'];

export function createSubscriptionRepository(db: Database) {
  return {
    /** Newest first; of two started at the same instant, the one not canceled. */
    listForLearner(learnerId: number): Promise<SubscriptionRecord[]> {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.learnerId, learnerId))
        .orderBy(
          desc(subscriptions.createdAt),
          sql`${subscriptions.status} = 'canceled'`,
          desc(subscriptions.id),
        );
    },

    async findById(id: string): Promise<SubscriptionRecord | undefined> {
      const [record] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return record;
    },

    async insert(record: SubscriptionRecord): Promise<void> {
      await db.insert(subscriptions).values(record);
    },

    async cancelAtPeriodEnd(id: string): Promise<SubscriptionRecord | undefined> {
      const [record] = await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true })
        .where(eq(subscriptions.id, id))
        .returning();
      return record;
    },

    async cancelAllAtPeriodEnd(learnerId: number): Promise<void> {
      await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true })
        .where(eq(subscriptions.learnerId, learnerId));
    },

    /** Ends every subscription still running at `at`: canceled, its period over. */
    async endAllRunning(learnerId: number, at: Date): Promise<void> {
      await db
        .update(subscriptions)
        .set({ status: 'canceled', currentPeriodEnd: at, cancelAtPeriodEnd: false })
        .where(
          and(
            eq(subscriptions.learnerId, learnerId),
            or(inArray(subscriptions.status, LIVE_STATUSES), gt(subscriptions.currentPeriodEnd, at)),
          ),
        );
    },
  };
}
