import { Cron } from 'croner';
import type { BillingService } from '../modules/subscriptions/billing.service';

interface BillingJobLogger {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

/** Every minute: trials convert, periods renew, refused renewals are retried, cancellations end. */
export const BILLING_SCHEDULE = '* * * * *';

/** Starts the schedule; call stop() on the answer at shutdown. */
export function scheduleBilling({
  billing,
  logger,
  pattern = BILLING_SCHEDULE,
}: {
  billing: BillingService;
  logger: BillingJobLogger;
  pattern?: string;
}): Cron {
  return new Cron(
    pattern,
    {
      name: 'billing',
      protect: true,
      catch: (error: unknown) => logger.error({ err: error }, 'Billing failed'),
    },
    async () => {
      const run = await billing.runDue();
      const total = run.renewed + run.failed + run.ended + run.reminded + run.stuck;
      if (total > 0) {
        logger.info(
          `Billing: ${run.renewed} renewed, ${run.failed} refused, ${run.ended} ended, ${run.reminded} reminded, ${run.stuck} could not be moved`,
        );
      }
    },
  );
}
