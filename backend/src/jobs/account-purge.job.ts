import { Cron } from 'croner';
import type { AccountPurge } from '../modules/accounts/account-purge.service';

interface PurgeJobLogger {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

/**
 * Hourly: purges accounts past their grace period and forgets stale PIN attempt records. Several
 * backends may run it at once; an advisory lock makes only one of them work.
 */
export const ACCOUNT_PURGE_SCHEDULE = '0 * * * *';

/** Starts the schedule; call stop() on the answer at shutdown. */
export function scheduleAccountPurge({
  accountPurge,
  logger,
  pattern = ACCOUNT_PURGE_SCHEDULE,
}: {
  accountPurge: AccountPurge;
  logger: PurgeJobLogger;
  pattern?: string;
}): Cron {
  return new Cron(
    pattern,
    {
      name: 'account-purge',
      protect: true,
      catch: (error: unknown) => logger.error({ err: error }, 'The account purge failed'),
    },
    async () => {
      const result = await accountPurge.run();
      if ('purged' in result && result.purged > 0) {
        logger.info(`Account purge: deleted ${result.purged} account(s) past their 28-day grace period`);
      }
      if ('purged' in result && result.forgottenPinAttempts > 0) {
        logger.info(`Account purge: forgot ${result.forgottenPinAttempts} stale PIN attempt record(s)`);
      }
    },
  );
}
