import type { Metrics } from '../metrics/metrics';
import type { BillingService } from '../modules/subscriptions/billing.service';
import type { Job } from './schedule-job';

const outcomes = ['renewed', 'refused', 'ended', 'reminded', 'could_not_move'] as const;

/** Every minute: trials convert, periods renew, refused renewals are retried, cancellations end. */
export function billingJob(
  billing: BillingService,
  metrics: Metrics,
): Job<Awaited<ReturnType<BillingService['runDue']>>> {
  const counted = Object.fromEntries(outcomes.map((outcome) => [outcome, metrics.billing.labels(outcome)]));
  // Exported as 0 from the start, so an alert on could_not_move has a series to watch.
  for (const series of Object.values(counted)) series.inc(0);
  return {
    name: 'billing',
    pattern: '* * * * *',
    failure: 'Billing failed',
    run: async () => {
      const run = await billing.runDue();
      counted.renewed?.inc(run.renewed);
      counted.refused?.inc(run.failed);
      counted.ended?.inc(run.ended);
      counted.reminded?.inc(run.reminded);
      counted.could_not_move?.inc(run.stuck);
      return run;
    },
    report: (run) =>
      run.renewed + run.failed + run.ended + run.reminded + run.stuck > 0
        ? `Billing: ${run.renewed} renewed, ${run.failed} refused, ${run.ended} ended, ${run.reminded} reminded, ${run.stuck} could not be moved`
        : null,
  };
}
