import type { PinHasher } from '../../auth/pin-hasher';
import type { SessionTokens } from '../../auth/session-tokens';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { MailSender } from '../../providers/mail/mail-sender';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import { isReachable } from './account-rules';
import type { LearnerRepository } from './learner.repository';
import { subscriptionInactive } from './login.service';
import type { OneTimeTokensService } from './one-time-tokens.service';
import type { PinAttemptRepository } from './pin-attempt.repository';

export type PinService = ReturnType<typeof createPinService>;

interface PinServiceDeps {
  learnerRepository: LearnerRepository;
  pinAttemptRepository: PinAttemptRepository;
  oneTimeTokens: OneTimeTokensService;
  subscriptionService: SubscriptionService;
  pinHasher: PinHasher;
  sessionTokens: SessionTokens;
  mailSender: MailSender;
  background: BackgroundTasks;
  webUrl: string;
  clock: Clock;
}

const invalidSetupLink = () =>
  new AppError(400, 'InvalidToken', 'This link to set your PIN is invalid or has expired.');
const invalidResetLink = () =>
  new AppError(400, 'InvalidToken', 'This reset link is invalid or has expired.');

export const RESET_LINK_SENT =
  'If an account exists for this email, we have sent it a link to reset the PIN.';

export function createPinService(deps: PinServiceDeps) {
  const { learnerRepository, oneTimeTokens, pinHasher, clock } = deps;

  /** Finds the learner and issues the link; runs after the answer, so every email answers alike. */
  async function findResetLink(tokenText: string) {
    const token = await oneTimeTokens.find('reset-pin', tokenText);
    const learner = token && (await learnerRepository.findById(token.learnerId));
    if (!token || !learner || !isReachable(learner, clock())) throw invalidResetLink();
    return { token, learner };
  }

  async function sendResetLink(email: string): Promise<void> {
    const learner = await learnerRepository.findByEmail(email);
    if (!learner || !isReachable(learner, clock())) return;
    const token = await oneTimeTokens.issue('reset-pin', learner.id);
    deps.mailSender.send('reset-pin', {
      to: learner.email,
      lang: learner.lang,
      values: { username: learner.username, link: `${deps.webUrl}/reset-pin?token=${token}` },
    });
  }

  return {
    /** The first PIN, with the setup token issued with the account; signs the learner in. */
    async setFirstPin(input: { email: string; pin: string; setupToken: string }): Promise<string> {
      const [learner, token] = await Promise.all([
        learnerRepository.findByEmail(input.email),
        oneTimeTokens.find('set-pin', input.setupToken),
      ]);
      if (!learner || !token || token.learnerId !== learner.id || !isReachable(learner, clock())) {
        throw invalidSetupLink();
      }
      if (learner.pinHash) {
        throw AppError.conflict('PinAlreadySet', 'A PIN is already set for this account: sign in instead.');
      }
      const pinHash = await pinHasher.hash(input.pin);
      if (!(await oneTimeTokens.consume(token))) throw invalidSetupLink();
      if (!(await learnerRepository.setFirstPin(learner.id, pinHash))) {
        throw AppError.conflict('PinAlreadySet', 'A PIN is already set for this account: sign in instead.');
      }
      // The PIN stays set: once subscribed, the learner signs in with it.
      if (!(await deps.subscriptionService.hasAccess(learner.id))) throw subscriptionInactive();
      return deps.sessionTokens.issue({ learnerId: learner.id, tokenVersion: learner.tokenVersion });
    },

    /** Answers at once and alike for every email; the link (1 hour) is mailed only to a learner. */
    requestReset(email: string): void {
      deps.background.run('issuing a PIN reset link', () => sendResetLink(email), `reset-pin:${email}`);
    },

    /** Throws InvalidToken unless the reset link is known, unused, unexpired and its learner here. */
    async checkReset(tokenText: string): Promise<void> {
      await findResetLink(tokenText);
    },

    /** A new PIN from a reset link: lifts the PIN lock of the address and ends every session. */
    async confirmReset(input: { token: string; newPin: string }): Promise<void> {
      const { token, learner } = await findResetLink(input.token);
      const pinHash = await pinHasher.hash(input.newPin);
      if (!(await oneTimeTokens.consume(token))) throw invalidResetLink();
      await learnerRepository.resetPin(learner.id, pinHash);
      await deps.pinAttemptRepository.forget([learner.email]);
    },
  };
}
