import { addMilliseconds, type Clock } from '../../clock';
import type { AccountPurgeRepository } from './account-purge.repository';
import { DELETION_GRACE_MS } from './account-rules';

export type AccountPurge = ReturnType<typeof createAccountPurge>;

export type PurgeResult = { purged: number } | { skipped: 'another backend is purging' };

/** Deletes for good the accounts whose 28-day grace period has passed. */
export function createAccountPurge({
  accountPurgeRepository,
  clock,
}: {
  accountPurgeRepository: AccountPurgeRepository;
  clock: Clock;
}) {
  return {
    async run(): Promise<PurgeResult> {
      const cutoff = addMilliseconds(clock(), -DELETION_GRACE_MS);
      let purged = 0;
      for (;;) {
        const batch = await accountPurgeRepository.purgeDeletedBefore(cutoff);
        if (batch === null) return purged > 0 ? { purged } : { skipped: 'another backend is purging' };
        purged += batch;
        if (batch === 0) return { purged };
      }
    },
  };
}
