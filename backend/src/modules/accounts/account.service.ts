import { addMilliseconds, type Clock } from '../../clock';
import type { AccountExport, ProductUser } from '../../contract/accounts';
import type { Language } from '../../contract/languages';
import { formatMailDate } from '../../providers/mail/compose-mail';
import type { MailSender } from '../../providers/mail/mail-sender';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import type { SupportRepository } from '../support/support.repository';
import { DELETION_GRACE_MS } from './account-rules';
import type { LearnerRecord, LearnerRepository } from './learner.repository';

export type AccountService = ReturnType<typeof createAccountService>;

interface AccountServiceDeps {
  learnerRepository: LearnerRepository;
  subscriptionService: SubscriptionService;
  supportRepository: SupportRepository;
  mailSender: MailSender;
  webUrl: string;
  clock: Clock;
}

export function toProductUser(learner: LearnerRecord): ProductUser {
  return {
    id: learner.id,
    email: learner.email,
    username: learner.username,
    isPinSetUp: learner.pinHash !== null,
    lang: learner.lang as Language,
  };
}

export function createAccountService(deps: AccountServiceDeps) {
  const { learnerRepository, clock } = deps;
  return {
    async updateLanguage(learner: LearnerRecord, lang: Language): Promise<Language> {
      await learnerRepository.updateLanguage(learner.id, lang);
      return lang;
    },

    /** Ends every session of the learner: tokens issued before stop working. */
    async logout(learner: LearnerRecord): Promise<void> {
      await learnerRepository.endSessions(learner.id);
    },

    /**
     * Deactivates the account at once and stops renewals; signing in within the grace period
     * restores it, after which the purge job deletes the personal data.
     */
    async deleteAccount(learner: LearnerRecord): Promise<void> {
      const now = clock();
      // First, as Stripe may not answer: then nothing changes and the learner can try again.
      await deps.subscriptionService.stopRenewals(learner.id);
      await learnerRepository.markDeleted(learner.id, now);
      deps.mailSender.send('account-deleted', {
        to: learner.email,
        lang: learner.lang,
        values: {
          username: learner.username,
          date: formatMailDate(addMilliseconds(now, DELETION_GRACE_MS), learner.lang),
          link: `${deps.webUrl}/login`,
        },
      });
    },

    /** Everything the backend holds about the learner. */
    async exportData(learner: LearnerRecord): Promise<AccountExport> {
      const [subscriptions, feedback, supportRequests] = await Promise.all([
        deps.subscriptionService.exportOwn(learner.id),
        deps.supportRepository.feedbackOf(learner.id),
        deps.supportRepository.requestsOf(learner.id),
      ]);
      return {
        exportedAt: clock().toISOString(),
        user: {
          ...toProductUser(learner),
          createdAt: learner.createdAt.toISOString(),
          marketingConsent: learner.marketingConsent,
          termsAcceptedAt: learner.termsAcceptedAt?.toISOString() ?? null,
        },
        subscriptions,
        feedback: feedback.map(({ rating, message, createdAt }) => ({
          rating,
          message,
          createdAt: createdAt.toISOString(),
        })),
        supportRequests: supportRequests.map(({ topic, description, createdAt }) => ({
          topic,
          description,
          createdAt: createdAt.toISOString(),
        })),
      };
    },
  };
}
