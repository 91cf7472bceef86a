import { and, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { learners, outbox, supportRequests } from '../../db/schema';

export type AccountPurgeRepository = ReturnType<typeof createAccountPurgeRepository>;

// Any constant: one purge at a time across every backend sharing the database.
const PURGE_LOCK_ID = 7_453_002;
const BATCH_SIZE = 500;

export function createAccountPurgeRepository(db: Database) {
  return {
    /**
     * Deletes the personal data of learners deleted at or before `cutoff`: the learner row with
     * their subscriptions, links and feedback (by cascade), the outbox messages naming them, and the
     * name, email and text of their support requests (topic and date stay, for statistics).
     * Answers how many learners went, or null when another backend is purging right now.
     */
    purgeDeletedBefore(cutoff: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        const lock = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(${PURGE_LOCK_ID}) as locked`,
        )) as unknown as { rows: { locked: boolean }[] };
        if (!lock.rows[0]?.locked) return null;

        const doomed = await tx
          .select({ id: learners.id, email: learners.email })
          .from(learners)
          .where(and(isNotNull(learners.deletedAt), lte(learners.deletedAt, cutoff)))
          .limit(BATCH_SIZE);
        if (doomed.length === 0) return 0;
        const ids = doomed.map((learner) => learner.id);
        const emails = doomed.map((learner) => learner.email);

        await tx
          .update(supportRequests)
          .set({ learnerId: null, email: '', name: '', description: '' })
          .where(or(inArray(supportRequests.learnerId, ids), inArray(supportRequests.email, emails)));
        await tx
          .delete(outbox)
          .where(
            or(
              inArray(outbox.to, emails),
              ...emails.map((email) => sql`position(${email} in ${outbox.text}) > 0`),
            ),
          );
        await tx.delete(learners).where(inArray(learners.id, ids));
        return ids.length;
      });
    },
  };
}
