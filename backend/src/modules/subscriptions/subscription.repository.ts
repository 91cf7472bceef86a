import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { subscriptions } from '../../db/schema';

export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;

const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'];

/** `changed` tells this backend's caches (the learner guard's access) that a learner's plan changed. */
export function createSubscriptionRepository(db: Database, changed: (learnerId: number) => void = () => {}) {
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
      changed(record.learnerId);
    },

    async cancelAtPeriodEnd(id: string, at: Date): Promise<SubscriptionRecord | undefined> {
      const [record] = await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, cancelRequestedAt: at })
        .where(eq(subscriptions.id, id))
        .returning();
      if (record) changed(record.learnerId);
      return record;
    },

    async cancelAllAtPeriodEnd(learnerId: number, at: Date): Promise<void> {
      await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, cancelRequestedAt: at })
        .where(and(eq(subscriptions.learnerId, learnerId), eq(subscriptions.cancelAtPeriodEnd, false)));
    },

    /** The built-in provider's periods that ended (trial or paid), and refused renewals due a retry. */
    dueForBilling(now: Date, limit: number): Promise<SubscriptionRecord[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'test'),
            or(
              and(
                inArray(subscriptions.status, ['trialing', 'active']),
                lte(subscriptions.currentPeriodEnd, now),
              ),
              and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextPaymentAttemptAt, now)),
            ),
          ),
        )
        .orderBy(asc(subscriptions.currentPeriodEnd))
        .limit(limit);
    },

    /**
     * Changes a subscription only if it is still as it was read: of two backends billing at once,
     * one changes it (and charges), the other finds nothing to do.
     */
    async transition(
      seen: SubscriptionRecord,
      changes: Partial<SubscriptionRecord>,
    ): Promise<SubscriptionRecord | undefined> {
      const [record] = await db
        .update(subscriptions)
        .set(changes)
        .where(
          and(
            eq(subscriptions.id, seen.id),
            eq(subscriptions.status, seen.status),
            eq(subscriptions.currentPeriodEnd, seen.currentPeriodEnd),
            eq(subscriptions.failedPayments, seen.failedPayments),
          ),
        )
        .returning();
      if (record) changed(record.learnerId);
      return record;
    },

    /** What the payment provider says a subscription is now (Stripe's state replaces ours). */
    async update(id: string, changes: Partial<SubscriptionRecord>): Promise<SubscriptionRecord | undefined> {
      const [record] = await db
        .update(subscriptions)
        .set(changes)
        .where(eq(subscriptions.id, id))
        .returning();
      if (record) changed(record.learnerId);
      return record;
    },

    /** Trials that convert before `before`, not cancelled, whose learner has not been reminded. */
    trialsToRemind(now: Date, before: Date): Promise<SubscriptionRecord[]> {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'trialing'),
            eq(subscriptions.cancelAtPeriodEnd, false),
            isNull(subscriptions.trialReminderSentAt),
            gt(subscriptions.currentPeriodEnd, now),
            lte(subscriptions.currentPeriodEnd, before),
          ),
        );
    },

    /** Marks the reminder sent; false when another backend marked it first. */
    async markTrialReminded(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ trialReminderSentAt: at })
        .where(and(eq(subscriptions.id, id), isNull(subscriptions.trialReminderSentAt)))
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },

    /** Ends every subscription still running at `at`: canceled, its period over. */
    async endAllRunning(learnerId: number, at: Date): Promise<void> {
      changed(learnerId);
      await db
        .update(subscriptions)
        .set({ status: 'canceled', currentPeriodEnd: at, cancelAtPeriodEnd: false })
        .where(
          and(
            eq(subscriptions.learnerId, learnerId),
            or(inArray(subscriptions.status, LIVE_STATUSES), gt(subscriptions.currentPeriodEnd, at)),
          ),
        );
      changed(learnerId);
    },
  };
}
