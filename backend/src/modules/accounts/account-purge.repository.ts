import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  checkouts,
  leads,
  learners,
  outbox,
  pinAttempts,
  staffSessions,
  supportRequests,
} from '../../db/schema';
import { emailDigest } from './pin-attempt.repository';

export type AccountPurgeRepository = ReturnType<typeof createAccountPurgeRepository>;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// Any constant: one purge at a time across every backend sharing the database.
const PURGE_LOCK_ID = 7_453_002;
const BATCH_SIZE = 500;

/**
 * Deletes what the backend holds about these learners: the learner row with their subscriptions,
 * links and feedback (by cascade), their PIN attempt record, the outbox messages naming them, and
 * the name, email and text of their support requests (topic and date stay, for statistics) and the
 * email on their quiz answers (the answers stay, for the quiz's statistics).
 */
async function purgeLearners(tx: Transaction, doomed: { id: number; email: string }[]): Promise<void> {
  if (doomed.length === 0) return;
  const ids = doomed.map((learner) => learner.id);
  const emails = doomed.map((learner) => learner.email);
  await tx
    .update(supportRequests)
    .set({ learnerId: null, email: '', name: '', description: '' })
    .where(or(inArray(supportRequests.learnerId, ids), inArray(supportRequests.email, emails)));
  await tx
    .delete(outbox)
    .where(
      or(inArray(outbox.to, emails), ...emails.map((email) => sql`position(${email} in ${outbox.text}) > 0`)),
    );
  await tx.delete(pinAttempts).where(inArray(pinAttempts.emailDigest, emails.map(emailDigest)));
  await tx.update(leads).set({ email: null, marketingConsent: null }).where(inArray(leads.email, emails));
  await tx.delete(checkouts).where(inArray(checkouts.email, emails));
  await tx.delete(learners).where(inArray(learners.id, ids));
}

/** Takes the purge lock for the transaction; false when another backend holds it. */
async function tryPurgeLock(tx: Transaction): Promise<boolean> {
  const lock = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${PURGE_LOCK_ID}) as locked`,
  )) as unknown as {
    rows: { locked: boolean }[];
  };
  return lock.rows[0]?.locked === true;
}

export function createAccountPurgeRepository(db: Database) {
  return {
    /**
     * Purges learners deleted at or before `cutoff`, a batch at a time. Answers how many learners
     * went, or null when another backend is purging right now.
     */
    purgeDeletedBefore(cutoff: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        if (!(await tryPurgeLock(tx))) return null;
        const doomed = await tx
          .select({ id: learners.id, email: learners.email })
          .from(learners)
          .where(and(isNotNull(learners.deletedAt), lte(learners.deletedAt, cutoff)))
          .limit(BATCH_SIZE);
        await purgeLearners(tx, doomed);
        return doomed.length;
      });
    },

    /** Purges one learner at once, whatever their state; false when there is no such learner. */
    purgeLearner(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const doomed = await tx
          .select({ id: learners.id, email: learners.email })
          .from(learners)
          .where(eq(learners.id, id))
          .for('update');
        await purgeLearners(tx, doomed);
        return doomed.length > 0;
      });
    },

    /**
     * Forgets PIN attempt records that are not locked and were last touched before `untouchedSince`.
     * Answers how many went, or null when another backend is purging right now.
     */
    deleteStalePinAttempts(untouchedSince: Date, now: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        if (!(await tryPurgeLock(tx))) return null;
        const deleted = await tx
          .delete(pinAttempts)
          .where(
            and(
              or(isNull(pinAttempts.lockedUntil), lte(pinAttempts.lockedUntil, now)),
              lt(pinAttempts.updatedAt, untouchedSince),
            ),
          )
          .returning({ emailDigest: pinAttempts.emailDigest });
        return deleted.length;
      });
    },

    /** Back-office sessions unused since the cutoff: they no longer sign anyone in. */
    async deleteIdleStaffSessions(seenBefore: Date): Promise<number> {
      const deleted = await db
        .delete(staffSessions)
        .where(lt(staffSessions.lastSeenAt, seenBefore))
        .returning({ tokenHash: staffSessions.tokenHash });
      return deleted.length;
    },
  };
}
