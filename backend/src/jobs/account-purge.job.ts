import type { AccountPurge } from '../modules/accounts/account-purge.service';
import type { Job } from './schedule-job';

/**
 * Hourly: purges accounts past their grace period and forgets stale PIN attempt records. Several
 * backends may run it at once; an advisory lock makes only one of them work.
 */
export function accountPurgeJob(accountPurge: AccountPurge): Job<Awaited<ReturnType<AccountPurge['run']>>> {
  return {
    name: 'account-purge',
    pattern: '0 * * * *',
    failure: 'The account purge failed',
    run: () => accountPurge.run(),
    report: (result) => {
      if (!('purged' in result)) return null;
      const done = [
        result.purged > 0 && `deleted ${result.purged} account(s) past their 28-day grace period`,
        result.forgottenPinAttempts > 0 &&
          `forgot ${result.forgottenPinAttempts} stale PIN attempt record(s)`,
        result.endedStaffSessions > 0 && `ended ${result.endedStaffSessions} idle back-office session(s)`,
      ].filter(Boolean);
      return done.length > 0 ? `Account purge: ${done.join('; ')}` : null;
    },
  };
}
