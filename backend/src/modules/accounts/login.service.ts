import type { PinHasher, PinTurn } from '../../auth/pin-hasher';
import type { SessionTokens } from '../../auth/session-tokens';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import { isReachable, LOCK_DURATIONS_MS, WRONG_PINS_BEFORE_LOCK } from './account-rules';
import type { LearnerRepository } from './learner.repository';
import type { PinAttemptRepository, ReservedAttempt } from './pin-attempt.repository';

export type LoginService = ReturnType<typeof createLoginService>;

interface LoginServiceDeps {
  learnerRepository: LearnerRepository;
  pinAttemptRepository: PinAttemptRepository;
  subscriptionService: SubscriptionService;
  pinHasher: PinHasher;
  sessionTokens: SessionTokens;
  /** Issues the proof a learner whose plan lapsed takes to /plans (a correct PIN was given). */
  renewalTokens: { issue(learnerId: number): Promise<string> };
  clock: Clock;
}

/** The same answer for an unknown email and a wrong PIN, so sign-in reveals no accounts. */
export const invalidCredentials = (attemptsLeft: number) =>
  new AppError(401, 'InvalidCredentials', 'Invalid credentials', { details: { attemptsLeft } });

export const subscriptionInactive = (renewalToken?: string) =>
  new AppError(
    423,
    'SubscriptionInactive',
    'Login failed subscription is not active or payment is failed !',
    {
      details: renewalToken ? { renewalToken } : {},
    },
  );

function pinLocked(remainingMs: number): AppError {
  const minutes = Math.ceil(remainingMs / 60_000);
  return AppError.retryLater(
    'PinLocked',
    `Too many wrong PINs: PIN sign-in is locked for ${minutes} more minute${minutes === 1 ? '' : 's'}. ` +
      'Reset your PIN to sign in now.',
    remainingMs / 1000,
  );
}

// A reservation fails only while a lock runs; if the lock is gone when looked up (a correct PIN or
// a reset meanwhile), counting is tried again, a few times at most.
const RESERVATION_TRIES = 3;

export function createLoginService({
  learnerRepository,
  pinAttemptRepository,
  subscriptionService,
  pinHasher,
  sessionTokens,
  renewalTokens,
  clock,
}: LoginServiceDeps) {
  /** Counts the guess before any PIN is checked, or throws PinLocked. */
  async function countAttempt(email: string, now: Date): Promise<ReservedAttempt> {
    for (let tries = 0; tries < RESERVATION_TRIES; tries += 1) {
      const reserved = await pinAttemptRepository.reserve(
        email,
        now,
        WRONG_PINS_BEFORE_LOCK,
        LOCK_DURATIONS_MS,
      );
      if (reserved) return reserved;
      const lockedUntil = await pinAttemptRepository.lockedUntil(email, now);
      if (lockedUntil) throw pinLocked(lockedUntil.getTime() - now.getTime());
    }
    throw new Error('Could not count a PIN sign-in attempt');
  }

  /** Counts the guess, then verifies the PIN, or spends a verification when there is no learner. */
  async function checkPin(turn: PinTurn, email: string, pin: string, now: Date) {
    const attempt = await countAttempt(email, now);
    const found = await learnerRepository.findByEmail(email);
    const learner = found?.pinHash && isReachable(found, now) ? found : undefined;
    // An unknown email spends a verification too, so both answers take as long.
    const correct = learner?.pinHash
      ? await turn.verify(learner.pinHash, pin)
      : await turn.verifyNothing(pin);
    return { attempt, learner, correct };
  }

  return {
    /**
     * Email and PIN to a session token. Every email, known or not, has five guesses: the fifth wrong
     * one locks PIN sign-in (15 minutes, doubling per lock, a day at most); the count is taken
     * before the PIN is checked, so simultaneous guesses get no more. A correct PIN needs a running
     * subscription, and restores an account deleted within the grace period.
     */
    async login(email: string, pin: string): Promise<string> {
      // A place in the hashing queue first: a sign-in refused as too busy has counted no guess.
      const turn = pinHasher.takeTurn();
      const now = clock();
      const { attempt, learner, correct } = await checkPin(turn, email, pin, now).finally(turn.release);
      if (!learner || !correct) {
        if (attempt.lockedUntil) throw pinLocked(attempt.lockedUntil.getTime() - now.getTime());
        throw invalidCredentials(Math.max(0, WRONG_PINS_BEFORE_LOCK - attempt.attempt));
      }

      await pinAttemptRepository.forget([email]);
      if (!(await subscriptionService.hasAccess(learner.id))) {
        // The PIN was right: the answer carries the proof that lets them choose a plan again.
        throw subscriptionInactive(await renewalTokens.issue(learner.id));
      }
      const signedIn = await learnerRepository.recordSuccessfulLogin(learner.id);
      return sessionTokens.issue({
        learnerId: learner.id,
        tokenVersion: signedIn?.tokenVersion ?? learner.tokenVersion,
      });
    },
  };
}
