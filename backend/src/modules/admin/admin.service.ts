import type { z } from 'zod';
import type { PinHasher } from '../../auth/pin-hasher';
import type { Clock } from '../../clock';
import type { createLearnerRequest, learnerSummary, outboxMessage } from '../../contract/admin';
import { AppError } from '../../errors/app-error';
import type { MailSender } from '../../providers/mail/mail-sender';
import type { OutboxRepository } from '../../providers/mail/outbox.repository';
import type { AccountPurgeRepository } from '../accounts/account-purge.repository';
import { defaultUsername } from '../accounts/account-rules';
import type { LearnerRecord, LearnerRepository } from '../accounts/learner.repository';
import type { OneTimeTokensService } from '../accounts/one-time-tokens.service';
import { mailSetPinLink } from '../accounts/set-pin-link';
import type { PlanId } from '../subscriptions/plans';
import type { SubscriptionService } from '../subscriptions/subscription.service';

export type AdminService = ReturnType<typeof createAdminService>;
type LearnerSummary = z.infer<typeof learnerSummary>;
type CreateLearnerInput = z.output<typeof createLearnerRequest>;

interface AdminServiceDeps {
  learnerRepository: LearnerRepository;
  accountPurgeRepository: AccountPurgeRepository;
  subscriptionService: SubscriptionService;
  oneTimeTokens: OneTimeTokensService;
  outboxRepository: OutboxRepository;
  pinHasher: PinHasher;
  mailSender: MailSender;
  webUrl: string;
  clock: Clock;
}

/** What operators (the admin CLI) and the browser tests do: learners, plans and the outbox. */
export function createAdminService(deps: AdminServiceDeps) {
  const { learnerRepository, subscriptionService } = deps;

  async function summaryOf(learner: LearnerRecord): Promise<LearnerSummary> {
    const subscription = await subscriptionService.current(learner.id);
    return {
      id: learner.id,
      email: learner.email,
      isPinSetUp: learner.pinHash !== null,
      lang: learner.lang,
      deletedAt: learner.deletedAt?.toISOString() ?? null,
      subscription: subscription
        ? {
            id: subscription.id,
            plan: subscription.plan,
            status: subscription.status,
            currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          }
        : null,
    };
  }

  async function learnerByEmail(email: string): Promise<LearnerRecord> {
    const learner = await learnerRepository.findByEmail(email);
    if (!learner) throw AppError.notFound(`No learner with the email ${email}`);
    return learner;
  }

  return {
    /** Deletes a learner and everything theirs now; NotFound for an unknown id. */
    async deleteLearner(id: number): Promise<void> {
      if (!(await deps.accountPurgeRepository.purgeLearner(id))) throw AppError.notFound('No such learner');
    },

    /** With a PIN the learner can sign in at once; without one they get a set-PIN email. */
    async createLearner(input: CreateLearnerInput): Promise<LearnerSummary & { setupToken: string | null }> {
      const learner = await learnerRepository.create({
        email: input.email,
        username: defaultUsername(input.email),
        pinHash: input.pin ? await deps.pinHasher.hash(input.pin) : null,
        lang: input.lang,
        createdAt: deps.clock(),
      });
      if (!learner) throw AppError.conflict('EmailTaken', `A learner with the email ${input.email} exists`);
      await subscriptionService.start(learner.id, input.plan, input.status);

      const setupToken = input.pin ? null : await mailSetPinLink(deps, learner);
      return { ...(await summaryOf(learner)), setupToken };
    },

    async findLearner(email: string): Promise<LearnerSummary> {
      return summaryOf(await learnerByEmail(email));
    },

    /** Starts the plan as active, ending what was running. */
    async grantSubscription(email: string, plan: PlanId): Promise<LearnerSummary> {
      const learner = await learnerByEmail(email);
      await subscriptionService.start(learner.id, plan, 'active');
      return summaryOf(learner);
    },

    /** Ends every running subscription: the learner's next call or sign-in finds no access. */
    async expireSubscription(email: string): Promise<LearnerSummary> {
      const learner = await learnerByEmail(email);
      await subscriptionService.expireAll(learner.id);
      return summaryOf(learner);
    },

    async outbox(query: { to?: string; limit: number }): Promise<z.infer<typeof outboxMessage>[]> {
      const messages = await deps.outboxRepository.list(query);
      return messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() }));
    },
  };
}
