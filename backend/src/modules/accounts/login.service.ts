import type { PinHasher } from '../../auth/pin-hasher';
import type { SessionTokens } from '../../auth/session-tokens';
import { addMilliseconds, type Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import { isReachable, lockDurationMs, WRONG_PINS_BEFORE_LOCK } from './account-rules';
import type { LearnerRecord, LearnerRepository } from './learner.repository';

export type LoginService = ReturnType<typeof createLoginService>;

interface LoginServiceDeps {
  learnerRepository: LearnerRepository;
  subscriptionService: SubscriptionService;
  pinHasher: PinHasher;
  sessionTokens: SessionTokens;
  clock: Clock;
}

/** The same answer for an unknown email and a wrong PIN, so sign-in reveals no accounts. */
export const invalidCredentials = () => new AppError(401, 'InvalidCredentials', 'Invalid credentials');

export const subscriptionInactive = () =>
  new AppError(423, 'SubscriptionInactive', 'Login failed subscription is not active or payment is failed !');

function pinLocked(remainingMs: number): AppError {
  const minutes = Math.ceil(remainingMs / 60_000);
  return AppError.retryLater(
    'PinLocked',
    `Too many wrong PINs: PIN sign-in is locked for ${minutes} more minute${minutes === 1 ? '' : 's'}. ` +
      'Reset your PIN to sign in now.',
    remainingMs / 1000,
  );
}

export function createLoginService({
  learnerRepository,
  subscriptionService,
  pinHasher,
  sessionTokens,
  clock,
}: LoginServiceDeps) {
  return {
    /**
     * Email and PIN to a session token. Five wrong PINs in a row lock PIN sign-in (15 minutes,
     * doubling per lock); a correct PIN needs a running subscription, and restores an account
     * deleted within the grace period.
     */
    async login(email: string, pin: string): Promise<string> {
      const now = clock();
      const learner = await learnerRepository.findByEmail(email);
      if (!learner?.pinHash || !isReachable(learner, now)) {
        await pinHasher.verifyNothing(pin);
        throw invalidCredentials();
      }
      if (learner.lockedUntil && learner.lockedUntil > now) {
        throw pinLocked(learner.lockedUntil.getTime() - now.getTime());
      }
      if (!(await pinHasher.verify(learner.pinHash, pin))) {
        await recordWrongPin(learner, now);
        throw invalidCredentials();
      }

      if (!(await subscriptionService.hasAccess(learner.id))) {
        await learnerRepository.clearWrongPins(learner.id);
        throw subscriptionInactive();
      }
      const signedIn = await learnerRepository.recordSuccessfulLogin(learner.id);
      return sessionTokens.issue({
        learnerId: learner.id,
        tokenVersion: signedIn?.tokenVersion ?? learner.tokenVersion,
      });
    },
  };

  /** Throws PinLocked when this wrong PIN was one too many. */
  async function recordWrongPin(learner: LearnerRecord, now: Date): Promise<void> {
    const { failedPinAttempts, lockoutCount } = await learnerRepository.recordWrongPin(learner.id);
    if (failedPinAttempts < WRONG_PINS_BEFORE_LOCK) return;
    const duration = lockDurationMs(lockoutCount);
    await learnerRepository.lock(learner.id, addMilliseconds(now, duration), now);
    throw pinLocked(duration);
  }
}
