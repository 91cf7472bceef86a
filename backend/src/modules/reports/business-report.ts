import { DAY_MS } from '../../clock';
import type { BusinessReportView, ReportMoney } from '../../contract/reports';
import type { Database } from '../../db/database';
import {
  createBusinessReportRepository,
  type DayCount,
  type RunningPlan,
} from './business-report.repository';

/** The days one plan period lasts, for normalising its price to a 30-day month. */
const INTERVAL_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

export const MRR_RULE =
  'Each plan running and paid (past its trial) at the period’s end counts its price normalised to a ' +
  '30-day month: a monthly price as it is, a yearly one × 30/365, a weekly one × 30/7, a daily one × 30, ' +
  'each divided by the number of intervals it covers; summed per currency and rounded to the cent.';

export const CHURN_RULE =
  'Plans (paid or in their trial) running at the period’s start that ended before its end, divided by ' +
  'the plans running at its start. A plan ends when it is canceled or left unpaid, at its period’s end.';

export const RENEWAL_RULE =
  'A renewal is a succeeded charge of a subscription that already had a succeeded charge before it.';

/** A plan's price per 30-day month, in minor units, unrounded. */
export function monthlyAmount(plan: Pick<RunningPlan, 'unitAmount' | 'interval' | 'intervalCount'>): number {
  const days = (INTERVAL_DAYS[plan.interval] ?? 30) * Math.max(1, plan.intervalCount);
  return (plan.unitAmount * 30) / days;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function sumByCurrency(entries: { currency: string; amount: number }[]): ReportMoney[] {
  const sums = new Map<string, number>();
  for (const entry of entries) sums.set(entry.currency, (sums.get(entry.currency) ?? 0) + entry.amount);
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount: Math.round(amount) }));
}

export type BusinessReportService = ReturnType<typeof createBusinessReport>;

/**
 * The business for a period of whole UTC days [from, to): per day, plans started, trials started,
 * cancellations asked for, plans ended, renewals, refused charges and revenue; as of the period's
 * end (or now, if sooner), the plans running per plan, the MRR (MRR_RULE), and the period's churn
 * (CHURN_RULE).
 */
export function createBusinessReport(db: Database) {
  const repository = createBusinessReportRepository(db);

  return {
    async report({ from, to, now }: { from: Date; to: Date; now: Date }): Promise<BusinessReportView> {
      if (!(from.getTime() < to.getTime())) throw new RangeError('the period must end after it starts');
      const asOf = new Date(Math.min(to.getTime(), Math.max(now.getTime(), from.getTime())));
      const [created, trials, cancellations, ended, payments, running, churn] = await Promise.all([
        repository.created(from, to),
        repository.trialsCreated(from, to),
        repository.cancellations(from, to),
        repository.ended(from, to),
        repository.payments(from, to),
        repository.running(asOf),
        repository.churn(from, to),
      ]);
      const countOn = (rows: DayCount[], day: string) => rows.find((row) => row.day === day)?.count ?? 0;

      const days: BusinessReportView['days'] = [];
      for (let time = from.getTime(); time < to.getTime(); time += DAY_MS) {
        const day = isoDay(new Date(time));
        const paid = payments.filter((row) => row.day === day);
        days.push({
          day,
          newSubscriptions: countOn(created, day),
          newTrials: countOn(trials, day),
          cancellations: countOn(cancellations, day),
          plansEnded: countOn(ended, day),
          renewals: paid.reduce((sum, row) => sum + row.renewals, 0),
          refusedPayments: paid.reduce((sum, row) => sum + row.refused, 0),
          revenue: sumByCurrency(
            paid.filter((row) => row.moved).map((row) => ({ currency: row.currency, amount: row.revenue })),
          ),
        });
      }
      const total = (key: Exclude<keyof BusinessReportView['totals'], 'revenue'>) =>
        days.reduce((sum, day) => sum + day[key], 0);

      const plans = new Map<string, { plan: string; active: number; trials: number }>();
      for (const row of running) {
        const entry = plans.get(row.plan) ?? { plan: row.plan, active: 0, trials: 0 };
        if (row.inTrial) entry.trials += row.count;
        else entry.active += row.count;
        plans.set(row.plan, entry);
      }
      const perPlan = [...plans.values()].sort((a, b) => a.plan.localeCompare(b.plan));
      const paidPlans = running.filter((row) => !row.inTrial);

      return {
        from: isoDay(from),
        to: isoDay(new Date(to.getTime() - DAY_MS)),
        asOf: asOf.toISOString(),
        days,
        totals: {
          newSubscriptions: total('newSubscriptions'),
          newTrials: total('newTrials'),
          cancellations: total('cancellations'),
          plansEnded: total('plansEnded'),
          renewals: total('renewals'),
          refusedPayments: total('refusedPayments'),
          revenue: sumByCurrency(
            payments
              .filter((row) => row.moved)
              .map((row) => ({ currency: row.currency, amount: row.revenue })),
          ),
        },
        plans: perPlan,
        active: perPlan.reduce((sum, plan) => sum + plan.active, 0),
        trials: perPlan.reduce((sum, plan) => sum + plan.trials, 0),
        mrr: sumByCurrency(
          paidPlans.map((row) => ({ currency: row.currency, amount: monthlyAmount(row) * row.count })),
        ),
        mrrRule: MRR_RULE,
        churn: {
          ...churn,
          rate: churn.runningAtStart === 0 ? null : churn.ended / churn.runningAtStart,
          rule: CHURN_RULE,
        },
      };
    },
  };
}
