import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../clock';
import { wrongPinsBeforeLock } from '../../contract/accounts';
import type { TokenPurpose } from './one-time-token.repository';

/** A deleted account can be restored by signing in for this long; then its data is purged. */
export const DELETION_GRACE_DAYS = 28;
export const DELETION_GRACE_MS = DELETION_GRACE_DAYS * DAY_MS;

export const WRONG_PINS_BEFORE_LOCK = wrongPinsBeforeLock;
const FIRST_LOCK_MS = 15 * MINUTE_MS;
// Doubling is capped so a forgetful learner is never locked out for weeks; the reset link unlocks anyway.
const LONGEST_LOCK_MS = DAY_MS;

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'set-pin': 7 * DAY_MS,
  'reset-pin': HOUR_MS,
  'change-email': DAY_MS,
  // Proof of a correct PIN for a learner whose plan lapsed, to choose a plan again.
  'renew-plan': HOUR_MS,
};

/** 15 minutes for the first lock, doubling with each lock since the last successful sign-in. */
export function lockDurationMs(previousLocks: number): number {
  return Math.min(FIRST_LOCK_MS * 2 ** Math.min(previousLocks, 20), LONGEST_LOCK_MS);
}

/** Every lock duration in order, up to the longest: index n is the lock after n earlier locks. */
export const LOCK_DURATIONS_MS: readonly number[] = (() => {
  const durations = [lockDurationMs(0)];
  while (durations[durations.length - 1] !== LONGEST_LOCK_MS)
    durations.push(lockDurationMs(durations.length));
  return durations;
})();

/** Attempt records untouched this long (and not locked) are forgotten: the doubling starts again. */
export const PIN_ATTEMPTS_KEPT_MS = DAY_MS;

export function isDeleted(learner: { deletedAt: Date | null }): boolean {
  return learner.deletedAt !== null;
}

/** Deleted, but still within the grace period in which signing in restores it. */
export function isRestorable(learner: { deletedAt: Date | null }, now: Date): boolean {
  return learner.deletedAt !== null && now.getTime() - learner.deletedAt.getTime() < DELETION_GRACE_MS;
}

/** Usable for sign-in and links: not deleted, or deleted and still restorable. */
export function isReachable(learner: { deletedAt: Date | null }, now: Date): boolean {
  return learner.deletedAt === null || isRestorable(learner, now);
}

/** The part of the email before the @. */
export function defaultUsername(email: string): string {
  return email.split('@')[0] || email;
}
