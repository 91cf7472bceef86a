import { addMilliseconds, type Clock } from '../../clock';
import { IDLE_MS as STAFF_IDLE_MS } from '../staff/staff-auth.service';
import type { AccountPurgeRepository } from './account-purge.repository';
import { DELETION_GRACE_MS, PIN_ATTEMPTS_KEPT_MS } from './account-rules';

export type AccountPurge = ReturnType<typeof createAccountPurge>;

export type PurgeResult =
  | { purged: number; forgottenPinAttempts: number; endedStaffSessions: number }
  | { skipped: 'another backend is purging' };

/**
 * The hourly clean-up: deletes for good the accounts whose 28-day grace period has passed, and
 * forgets PIN attempt records that are unlocked and untouched for a day and back-office sessions
 * past their idle time.
 */
export function createAccountPurge({
  accountPurgeRepository,
  clock,
}: {
  accountPurgeRepository: AccountPurgeRepository;
  clock: Clock;
}) {
  return {
    async run(): Promise<PurgeResult> {
      const now = clock();
      const forgottenPinAttempts = await accountPurgeRepository.deleteStalePinAttempts(
        addMilliseconds(now, -PIN_ATTEMPTS_KEPT_MS),
        now,
      );
      if (forgottenPinAttempts === null) return { skipped: 'another backend is purging' };
      const endedStaffSessions = await accountPurgeRepository.deleteIdleStaffSessions(
        addMilliseconds(now, -STAFF_IDLE_MS),
      );
      const cutoff = addMilliseconds(now, -DELETION_GRACE_MS);
      let purged = 0;
      for (;;) {
        const batch = await accountPurgeRepository.purgeDeletedBefore(cutoff);
        if (batch === null || batch === 0) return { purged, forgottenPinAttempts, endedStaffSessions };
        purged += batch;
      }
    },
  };
}
