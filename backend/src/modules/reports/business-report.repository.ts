import { and, inArray, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { subscriptions } from '../../db/schema';

export type BusinessReportRepository = ReturnType<typeof createBusinessReportRepository>;

/** Statuses of a plan that never started: Stripe's first payment pending, or never made. */
export const NEVER_STARTED = ['incomplete', 'incomplete_expired'];
/** Statuses of a plan that ended: canceled, or unpaid after its last refused renewal. */
export const ENDED = ['canceled', 'unpaid'];

/** When an ended plan ended: Stripe's own end when it set one, else the end of its last period. */
export const endedAt: SQL = sql`coalesce(${subscriptions.cancelAt}, ${subscriptions.currentPeriodEnd})`;

/** The UTC day of a timestamp, as YYYY-MM-DD. */
const dayOf = (column: SQL | typeof subscriptions.createdAt) =>
  sql<string>`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD')`;

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Running at an instant: created before it, started, and not ended by then. */
function runningAt(at: Date): SQL {
  return and(
    sql`${subscriptions.createdAt} < ${iso(at)}`,
    notInArray(subscriptions.status, NEVER_STARTED),
    or(notInArray(subscriptions.status, ENDED), sql`${endedAt} > ${iso(at)}`),
  ) as SQL;
}

const count = sql<number>`count(*)::int`.mapWith(Number);

export interface DayCount {
  day: string;
  count: number;
}

export interface PaymentDay {
  day: string;
  currency: string;
  renewals: number;
  refused: number;
  /** Whether money moved in this currency that day (a succeeded charge or refund). */
  moved: boolean;
  /** Succeeded charges less succeeded refunds, in minor units. */
  revenue: number;
}

export interface RunningPlan {
  plan: string;
  inTrial: boolean;
  currency: string;
  unitAmount: number;
  interval: string;
  intervalCount: number;
  count: number;
}

/** The business report's SQL: every figure from subscriptions and payments, days in UTC. */
export function createBusinessReportRepository(db: Database) {
  const inPeriod = (column: SQL | typeof subscriptions.createdAt, from: Date, to: Date) =>
    and(sql`${column} >= ${iso(from)}`, sql`${column} < ${iso(to)}`) as SQL;

  async function perDay(column: SQL | typeof subscriptions.createdAt, from: Date, to: Date, where?: SQL) {
    const day = dayOf(column);
    return db
      .select({ day, count })
      .from(subscriptions)
      .where(and(inPeriod(column, from, to), where))
      .groupBy(day)
      .orderBy(day);
  }

  return {
    /** Subscriptions created each day, and those of them starting with a trial. */
    created: (from: Date, to: Date): Promise<DayCount[]> =>
      perDay(subscriptions.createdAt, from, to, notInArray(subscriptions.status, NEVER_STARTED)),
    trialsCreated: (from: Date, to: Date): Promise<DayCount[]> =>
      perDay(
        subscriptions.createdAt,
        from,
        to,
        and(
          notInArray(subscriptions.status, NEVER_STARTED),
          sql`${subscriptions.trialEnd} > ${subscriptions.createdAt}`,
        ),
      ),
    cancellations: (from: Date, to: Date): Promise<DayCount[]> =>
      perDay(sql`${subscriptions.cancelRequestedAt}`, from, to),
    ended: (from: Date, to: Date): Promise<DayCount[]> =>
      perDay(endedAt, from, to, and(inArray(subscriptions.status, ENDED), lt(subscriptions.createdAt, to))),

    /**
     * Per day and currency: renewals (succeeded charges of a subscription after its first
     * succeeded one, whenever that was), refused charges, and revenue.
     */
    async payments(from: Date, to: Date): Promise<PaymentDay[]> {
      const { rows } = (await db.execute(sql`
        with ranked as (
          select kind, status, amount, currency, created_at, subscription_id,
                 case when kind = 'charge' and status = 'succeeded' and subscription_id is not null
                      then row_number() over (
                        partition by subscription_id, (kind = 'charge' and status = 'succeeded')
                        order by created_at, id)
                 end as charge_number
          from payments
          where created_at < ${iso(to)}
        )
        select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, currency,
               (count(*) filter (where charge_number > 1))::int as renewals,
               (count(*) filter (where kind = 'charge' and status = 'failed'))::int as refused,
               (count(*) filter (where status = 'succeeded'))::int as moved,
               (coalesce(sum(amount) filter (where kind = 'charge' and status = 'succeeded'), 0)
                 - coalesce(sum(amount) filter (where kind = 'refund' and status = 'succeeded'), 0))::int as revenue
        from ranked
        where created_at >= ${iso(from)}
        group by 1, 2
        order by 1, 2`)) as unknown as {
        rows: {
          day: string;
          currency: string;
          renewals: number;
          refused: number;
          moved: number;
          revenue: number;
        }[];
      };
      return rows.map((row) => ({
        day: row.day,
        currency: row.currency,
        renewals: Number(row.renewals),
        refused: Number(row.refused),
        moved: Number(row.moved) > 0,
        revenue: Number(row.revenue),
      }));
    },

    /** The plans running at an instant, grouped by what they cost and whether they are in their trial. */
    async running(at: Date): Promise<RunningPlan[]> {
      const inTrial = sql<boolean>`coalesce(${subscriptions.trialEnd} > ${iso(at)}, false)`;
      return (
        db
          .select({
            plan: subscriptions.plan,
            inTrial,
            currency: subscriptions.currency,
            unitAmount: subscriptions.unitAmount,
            interval: subscriptions.interval,
            intervalCount: subscriptions.intervalCount,
            count,
          })
          .from(subscriptions)
          .where(runningAt(at))
          // By position: the trial's test holds a parameter, which PostgreSQL cannot match by value.
          .groupBy(sql`1, 2, 3, 4, 5, 6`)
          .orderBy(subscriptions.plan)
      );
    },

    /** Plans running at `from`, and how many of them ended before `to`. */
    async churn(from: Date, to: Date): Promise<{ runningAtStart: number; ended: number }> {
      const [row] = await db
        .select({
          runningAtStart: count,
          ended: sql<number>`(count(*) filter (where ${and(
            inArray(subscriptions.status, ENDED),
            sql`${endedAt} < ${iso(to)}`,
          )}))::int`.mapWith(Number),
        })
        .from(subscriptions)
        .where(runningAt(from));
      return { runningAtStart: row?.runningAtStart ?? 0, ended: row?.ended ?? 0 };
    },
  };
}
