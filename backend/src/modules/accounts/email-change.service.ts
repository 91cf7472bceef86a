import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { MailSender } from '../../providers/mail/mail-sender';
import { defaultUsername, isReachable } from './account-rules';
import type { LearnerRecord, LearnerRepository } from './learner.repository';
import type { OneTimeTokensService } from './one-time-tokens.service';

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;

interface EmailChangeServiceDeps {
  learnerRepository: LearnerRepository;
  oneTimeTokens: OneTimeTokensService;
  mailSender: MailSender;
  background: BackgroundTasks;
  webUrl: string;
  supportEmail: string;
  clock: Clock;
}

const invalidLink = () =>
  new AppError(400, 'InvalidToken', 'This confirmation link is invalid or has expired.');

export function createEmailChangeService(deps: EmailChangeServiceDeps) {
  const { learnerRepository, oneTimeTokens, mailSender } = deps;

  async function sendConfirmation(learner: LearnerRecord, newEmail: string): Promise<void> {
    // A taken address gets nothing, and the answer was the same: no one learns who has an account.
    if (await learnerRepository.findByEmail(newEmail)) return;
    const token = await oneTimeTokens.issue('change-email', learner.id, newEmail);
    const query = new URLSearchParams({ token, email: newEmail });
    mailSender.send('change-email', {
      to: newEmail,
      lang: learner.lang,
      values: {
        username: learner.username,
        newEmail,
        link: `${deps.webUrl}/confirm-email-change?${query}`,
      },
    });
  }

  return {
    /** Mails a confirmation link (24 hours) to the new address, in the background. */
    requestChange(learner: LearnerRecord, newEmail: string): void {
      if (newEmail === learner.email) {
        throw new AppError(400, 'SameEmail', 'The new email address is the one you already use.');
      }
      deps.background.run(
        'issuing an email change link',
        () => sendConfirmation(learner, newEmail),
        `change-email:${learner.id}`,
      );
    },

    /** Moves the account to the confirmed address and ends every session; tells the old address. */
    async confirmChange(tokenValue: string): Promise<string> {
      const token = await oneTimeTokens.find('change-email', tokenValue);
      const learner = token && (await learnerRepository.findById(token.learnerId));
      if (!token?.newEmail || !learner || !isReachable(learner, deps.clock())) throw invalidLink();
      if (!(await oneTimeTokens.consume(token))) throw invalidLink();
      const username =
        learner.username === defaultUsername(learner.email)
          ? defaultUsername(token.newEmail)
          : learner.username;
      const changed = await learnerRepository.changeEmail(learner.id, token.newEmail, username);
      if (!changed) throw AppError.conflict('EmailTaken', 'This email address is already in use.');
      mailSender.send('email-changed', {
        to: learner.email,
        lang: learner.lang,
        values: { username: changed.username, newEmail: changed.email, supportEmail: deps.supportEmail },
      });
      return changed.email;
    },
  };
}
