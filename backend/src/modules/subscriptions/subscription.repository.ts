import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { subscriptions } from '../../db/schema';

export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;

/**
 * A subscription as billing read it, with the row's version: PostgreSQL's `xmin`, the transaction
 * that last wrote it, which every write changes. Comparing it needs no column compared at the
 * precision a JavaScript date keeps (milliseconds, where the database keeps microseconds).
 */
export type BilledSubscription = SubscriptionRecord & { version: string };

const rowVersion = sql<string>`${subscriptions}.xmin::text`;

/** The built-in provider's periods that ended (trial or paid), and refused renewals due a retry. */
const dueNow = (now: Date) =>
  and(
    eq(subscriptions.provider, 'test'),
    or(
      and(inArray(subscriptions.status, ['trialing', 'active']), lte(subscriptions.currentPeriodEnd, now)),
      and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextPaymentAttemptAt, now)),
    ),
  );

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

    /** Undoes a cancel of a plan still running at `now`; undefined when it has ended. */
    async keepRenewing(id: string, now: Date): Promise<SubscriptionRecord | undefined> {
      const [record] = await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: false, cancelRequestedAt: null, cancelAt: null })
        .where(
          and(
            eq(subscriptions.id, id),
            inArray(subscriptions.status, ['active', 'trialing']),
            gt(subscriptions.currentPeriodEnd, now),
          ),
        )
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

    /**
     * What billing has to move now, `limit` at a time in the order of their ids, after the id
     * `after`: a run goes on past rows it could not move, so they never fill every batch.
     */
    dueForBilling(now: Date, limit: number, after?: string): Promise<BilledSubscription[]> {
      return db
        .select({ ...getTableColumns(subscriptions), version: rowVersion })
        .from(subscriptions)
        .where(and(dueNow(now), after === undefined ? undefined : gt(subscriptions.id, after)))
        .orderBy(asc(subscriptions.id))
        .limit(limit);
    },

    /** Whether billing still has to move this subscription (it was not moved by another backend). */
    async isDue(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), dueNow(now)));
      return rows.length > 0;
    },

    /**
     * Changes a subscription only if no one wrote it since it was read: of two backends billing at
     * once, one changes it (and charges), the other finds nothing to do.
     */
    async transition(
      seen: BilledSubscription,
      changes: Partial<SubscriptionRecord>,
    ): Promise<SubscriptionRecord | undefined> {
      const [record] = await db
        .update(subscriptions)
        .set(changes)
        .where(and(eq(subscriptions.id, seen.id), sql`${subscriptions}.xmin = ${seen.version}::xid`))
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
