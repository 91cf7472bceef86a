import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { learners } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

export type LearnerRecord = typeof learners.$inferSelect;
export type NewLearner = typeof learners.$inferInsert;
export type LearnerRepository = ReturnType<typeof createLearnerRepository>;

const nextTokenVersion = sql`${learners.tokenVersion} + 1`;

/** `changed` hears of each learner this repository changed, once the change is made. */
export function createLearnerRepository(db: Database, changed: (learnerId: number) => void = () => {}) {
  const updateOne = async (id: number, values: PgUpdateSetSource<typeof learners>) => {
    const [record] = await db.update(learners).set(values).where(eq(learners.id, id)).returning();
    changed(id);
    return record;
  };

  return {
    async findById(id: number): Promise<LearnerRecord | undefined> {
      const [record] = await db.select().from(learners).where(eq(learners.id, id));
      return record;
    },

    async findByEmail(email: string): Promise<LearnerRecord | undefined> {
      const [record] = await db.select().from(learners).where(eq(learners.email, email));
      return record;
    },

    async hasAny(): Promise<boolean> {
      const rows = await db.select({ id: learners.id }).from(learners).limit(1);
      return rows.length > 0;
    },

    /** Undefined when the email is taken. */
    async create(learner: NewLearner): Promise<LearnerRecord | undefined> {
      try {
        const [record] = await db.insert(learners).values(learner).returning();
        return record;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /** Sets the first PIN; false when a PIN was already set. */
    async setFirstPin(id: number, pinHash: string): Promise<boolean> {
      const rows = await db
        .update(learners)
        .set({ pinHash })
        .where(and(eq(learners.id, id), isNull(learners.pinHash)))
        .returning({ id: learners.id });
      changed(id);
      return rows.length > 0;
    },

    /** A new PIN ends every session (the caller lifts the PIN lock). */
    resetPin(id: number, pinHash: string) {
      return updateOne(id, { pinHash, tokenVersion: nextTokenVersion });
    },

    /** A successful sign-in restores an account deleted within the grace period. */
    recordSuccessfulLogin(id: number) {
      return updateOne(id, { deletedAt: null });
    },

    endSessions(id: number) {
      return updateOne(id, { tokenVersion: nextTokenVersion });
    },

    updateLanguage(id: number, lang: string) {
      return updateOne(id, { lang });
    },

    /** Undefined when the new email is taken. */
    async changeEmail(id: number, email: string, username: string): Promise<LearnerRecord | undefined> {
      try {
        return await updateOne(id, { email, username, tokenVersion: nextTokenVersion });
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    markDeleted(id: number, at: Date) {
      return updateOne(id, { deletedAt: at, tokenVersion: nextTokenVersion });
    },
  };
}
