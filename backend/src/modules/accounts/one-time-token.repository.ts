import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { learners, oneTimeTokens } from '../../db/schema';

export type OneTimeTokenRecord = typeof oneTimeTokens.$inferSelect;
export type TokenPurpose = 'set-pin' | 'reset-pin' | 'change-email' | 'renew-plan';
export type OneTimeTokenRepository = ReturnType<typeof createOneTimeTokenRepository>;

export function createOneTimeTokenRepository(db: Database) {
  return {
    /**
     * Adds a link and retires the learner's older unused links of its purpose. Two links asked for
     * at once queue on the learner's row, so exactly one of them (the later) stays usable.
     */
    async replaceWith(token: Omit<OneTimeTokenRecord, 'id' | 'usedAt'>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .select({ id: learners.id })
          .from(learners)
          .where(eq(learners.id, token.learnerId))
          .for('update');
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: token.createdAt })
          .where(
            and(
              eq(oneTimeTokens.learnerId, token.learnerId),
              eq(oneTimeTokens.purpose, token.purpose),
              isNull(oneTimeTokens.usedAt),
            ),
          );
        await tx.insert(oneTimeTokens).values(token);
      });
    },

    async findByHash(purpose: TokenPurpose, tokenHash: string): Promise<OneTimeTokenRecord | undefined> {
      const [record] = await db
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)));
      return record;
    },

    /** Marks a token used; false when it already was (the other of two racing requests won). */
    async consume(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(oneTimeTokens)
        .set({ usedAt: at })
        .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
        .returning({ id: oneTimeTokens.id });
      return rows.length > 0;
    },

    /** Retires a learner's unused links of a purpose: one did its job, or a newer one was sent. */
    async consumeAll(learnerId: number, purpose: TokenPurpose, at: Date): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(oneTimeTokens.learnerId, learnerId),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
          ),
        );
    },
  };
}
