import { and, count, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type LeadAnswer, leads } from '../../db/schema';

export type LeadRecord = typeof leads.$inferSelect;
export type LeadRepository = ReturnType<typeof createLeadRepository>;

export function createLeadRepository(db: Database) {
  return {
    async create(lead: { id: string; funnel: number; variant: number; now: Date }): Promise<LeadRecord> {
      const [record] = await db
        .insert(leads)
        .values({
          id: lead.id,
          funnel: lead.funnel,
          variant: lead.variant,
          answers: {},
          createdAt: lead.now,
          updatedAt: lead.now,
        })
        .returning();
      if (!record) throw new Error('lead not created');
      return record;
    },

    async find(id: string): Promise<LeadRecord | undefined> {
      const [record] = await db.select().from(leads).where(eq(leads.id, id));
      return record;
    },

    /**
     * Sets one answer, and the score when given, in one statement: two answers sent at once to
     * different steps both stay.
     */
    async answer(id: string, stepId: string, answer: LeadAnswer, now: Date): Promise<LeadRecord | undefined> {
      const [record] = await db
        .update(leads)
        .set({
          answers: sql`${leads.answers} || jsonb_build_object(${stepId}::text, ${JSON.stringify(answer)}::jsonb)`,
          updatedAt: now,
        })
        .where(eq(leads.id, id))
        .returning();
      return record;
    },

    async score(id: string, score: { points: number; level: string }, now: Date): Promise<void> {
      await db
        .update(leads)
        .set({
          points: score.points,
          level: score.level,
          completedAt: sql`coalesce(${leads.completedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(leads.id, id));
    },

    async leaveEmail(
      id: string,
      contact: { email: string; marketingConsent: boolean },
      now: Date,
    ): Promise<LeadRecord | undefined> {
      const [record] = await db
        .update(leads)
        .set({ ...contact, termsAcceptedAt: now, updatedAt: now })
        .where(eq(leads.id, id))
        .returning();
      return record;
    },

    /** Completed results of a funnel, and how many of them scored below `points`. */
    async resultsBelow(funnel: number, points: number): Promise<{ total: number; below: number }> {
      const [row] = await db
        .select({
          total: count(),
          below: sql<number>`count(*) filter (where ${lt(leads.points, points)})`,
        })
        .from(leads)
        .where(and(eq(leads.funnel, funnel), isNotNull(leads.completedAt)));
      return { total: Number(row?.total ?? 0), below: Number(row?.below ?? 0) };
    },

    /** Per funnel and variant: leads started, answers per step id, results and emails. */
    async report() {
      const [totals, answered] = await Promise.all([
        db
          .select({
            funnel: leads.funnel,
            variant: leads.variant,
            started: count(),
            completed: count(leads.completedAt),
            emails: count(leads.email),
          })
          .from(leads)
          .groupBy(leads.funnel, leads.variant),
        db.execute(
          sql`select funnel, variant, step, count(*)::int as answered
              from leads, jsonb_object_keys(answers) as step
              group by funnel, variant, step`,
        ) as unknown as Promise<{
          rows: { funnel: number; variant: number; step: string; answered: number }[];
        }>,
      ]);
      return { totals, answered: answered.rows };
    },
  };
}
