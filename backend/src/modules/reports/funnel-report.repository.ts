import { and, eq, exists, gte, inArray, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { checkouts, leads, subscriptions } from '../../db/schema';

export type FunnelReportRepository = ReturnType<typeof createFunnelReportRepository>;

/** What happened to the leads of one funnel variant that started in the period, counted once each. */
export interface VariantCounts {
  funnel: number;
  variant: number;
  visitors: number;
  resultsSeen: number;
  emailsLeft: number;
  checkoutsStarted: number;
  paid: number;
  trialsConverted: number;
}

export interface StepCount {
  funnel: number;
  variant: number;
  step: string;
  answered: number;
}

/**
 * A trial converted: the subscription the paid checkout bought, of the checkout's learner and plan
 * and made after the checkout was opened, had a trial (trial_end set) and reached a paid period
 * after it (current_period_start >= trial_end). Its status says whether that period was paid:
 * - active or canceled: yes (canceled with such a period means it ended after a paid period);
 * - past_due or unpaid: a renewal was refused. The built-in provider moves the period only when a
 *   charge succeeds, so its refused first charge leaves the period before trial_end and is not
 *   counted; Stripe starts the first period at trial_end before charging, so a Stripe subscription
 *   counts only once a later period started (current_period_start > trial_end);
 * - trialing, incomplete, incomplete_expired: no.
 * The one case counted wrongly: a Stripe subscription canceled after its first charge was refused,
 * which the tables cannot tell from one canceled after a paid period (they keep no invoices).
 */
export const trialConvertedRule: SQL = and(
  isNotNull(subscriptions.trialEnd),
  gte(subscriptions.currentPeriodStart, subscriptions.trialEnd),
  or(
    inArray(subscriptions.status, ['active', 'canceled']),
    and(
      inArray(subscriptions.status, ['past_due', 'unpaid']),
      or(eq(subscriptions.provider, 'test'), ne(subscriptions.currentPeriodStart, subscriptions.trialEnd)),
    ),
  ),
) as SQL;

const counted = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`.mapWith(Number);

/** The funnel report's SQL: leads created in [from, to) and what became of them, whenever it happened. */
export function createFunnelReportRepository(db: Database) {
  const checkoutOfLead = (...conditions: SQL[]) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(checkouts)
        .where(and(eq(checkouts.leadId, leads.id), ...conditions)),
    );
  const convertedTrialOfLead = exists(
    db
      .select({ one: sql`1` })
      .from(checkouts)
      .innerJoin(
        subscriptions,
        and(
          eq(subscriptions.learnerId, checkouts.learnerId),
          eq(subscriptions.plan, checkouts.plan),
          gte(subscriptions.createdAt, checkouts.createdAt),
        ),
      )
      .where(and(eq(checkouts.leadId, leads.id), isNotNull(checkouts.paidAt), trialConvertedRule)),
  );

  return {
    async variantCounts(from: Date, to: Date): Promise<VariantCounts[]> {
      return db
        .select({
          funnel: leads.funnel,
          variant: leads.variant,
          visitors: sql<number>`count(*)::int`.mapWith(Number),
          resultsSeen: counted(isNotNull(leads.completedAt) as SQL),
          emailsLeft: counted(isNotNull(leads.email) as SQL),
          checkoutsStarted: counted(checkoutOfLead()),
          paid: counted(checkoutOfLead(isNotNull(checkouts.paidAt) as SQL)),
          trialsConverted: counted(convertedTrialOfLead),
        })
        .from(leads)
        .where(and(gte(leads.createdAt, from), lt(leads.createdAt, to)))
        .groupBy(leads.funnel, leads.variant)
        .orderBy(leads.funnel, leads.variant);
    },

    /** How many of those leads answered each step, by the step ids kept in their answers. */
    async stepCounts(from: Date, to: Date): Promise<StepCount[]> {
      const { rows } = (await db.execute(
        sql`select ${leads.funnel} as funnel, ${leads.variant} as variant, step, count(*)::int as answered
            from ${leads}, jsonb_object_keys(${leads.answers}) as step
            where ${leads.createdAt} >= ${from.toISOString()}::timestamptz
              and ${leads.createdAt} < ${to.toISOString()}::timestamptz
            group by 1, 2, 3`,
      )) as unknown as { rows: { funnel: number; variant: number; step: string; answered: number }[] };
      return rows.map((row) => ({
        funnel: Number(row.funnel),
        variant: Number(row.variant),
        step: row.step,
        answered: Number(row.answered),
      }));
    },
  };
}
