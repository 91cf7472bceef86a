import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { promptEvaluations } from '../../db/schema';

export type StoredEvaluation = typeof promptEvaluations.$inferSelect;
export type PromptEvaluationRepository = ReturnType<typeof createPromptEvaluationRepository>;

export interface EvaluationKey {
  taskHash: string;
  promptHash: string;
  lang: string;
}

/** The evaluations every learner shares: one per task text, prompt and language. */
export function createPromptEvaluationRepository(db: Database) {
  const byKey = ({ taskHash, promptHash, lang }: EvaluationKey) =>
    and(
      eq(promptEvaluations.taskHash, taskHash),
      eq(promptEvaluations.promptHash, promptHash),
      eq(promptEvaluations.lang, lang),
    );

  async function find(key: EvaluationKey): Promise<StoredEvaluation | undefined> {
    const [row] = await db.select().from(promptEvaluations).where(byKey(key)).limit(1);
    return row;
  }

  return {
    find,

    /**
     * Stores an evaluation and answers the one stored, which is an earlier one when two identical
     * requests raced: every learner then reads the same. A provider's answer replaces a rubric one
     * (kept when the provider was unavailable), never the other way round.
     */
    async save(row: StoredEvaluation): Promise<StoredEvaluation> {
      const [saved] = await db
        .insert(promptEvaluations)
        .values(row)
        .onConflictDoUpdate({
          target: [promptEvaluations.taskHash, promptEvaluations.promptHash, promptEvaluations.lang],
          set: {
            score: row.score,
            comment: row.comment,
            recommendedPrompt: row.recommendedPrompt,
            evaluator: row.evaluator,
            createdAt: row.createdAt,
          },
          setWhere: sql`${promptEvaluations.evaluator} = 'rubric' and excluded.evaluator = 'provider'`,
        })
        .returning();
      return saved ?? (await find(row)) ?? row;
    },
  };
}
