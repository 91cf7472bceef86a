import type { BillingService } from '../modules/subscriptions/billing.service';
import type { Job } from './schedule-job';

/** Every minute: trials convert, periods renew, refused renewals are retried, cancellations end. */
export function billingJob(billing: BillingService): Job<Awaited<ReturnType<BillingService['runDue']>>> {
  return {
    name: 'billing',
    pattern: '* * * * *',
    failure: 'Billing failed',
    run: () => billing.runDue(),
    report: (run) =>
      run.renewed + run.failed + run.ended + run.reminded + run.stuck > 0
        ? `Billing: ${run.renewed} renewed, ${run.failed} refused, ${run.ended} ended, ${run.reminded} reminded, ${run.stuck} could not be moved`
        : null,
  };
}
