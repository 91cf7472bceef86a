import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { CheckoutView, payCheckoutRequest, startCheckoutRequest } from '../../contract/checkout';
import { AppError } from '../../errors/app-error';
import { formatMailDate, formatMailMoney } from '../../providers/mail/compose-mail';
import type { MailSender } from '../../providers/mail/mail-sender';
import { chargeTestCard } from '../../providers/payments/test-provider';
import { defaultUsername } from '../accounts/account-rules';
import type { LearnerRepository } from '../accounts/learner.repository';
import type { OneTimeTokensService } from '../accounts/one-time-tokens.service';
import { mailSetPinLink } from '../accounts/set-pin-link';
import type { PlanId, Plans } from '../subscriptions/plans';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import type { CheckoutRecord, CheckoutRepository } from './checkout.repository';

export type CheckoutService = ReturnType<typeof createCheckoutService>;

interface CheckoutServiceDeps {
  checkoutRepository: CheckoutRepository;
  learnerRepository: LearnerRepository;
  subscriptionService: SubscriptionService;
  oneTimeTokens: OneTimeTokensService;
  mailSender: MailSender;
  plans: Plans;
  webUrl: string;
  clock: Clock;
}

const emailTaken = () => AppError.conflict('EmailTaken', 'A learner has this email address: sign in instead');

/**
 * The purchase with the built-in test provider: a checkout holds the plan and the email; paying it
 * creates the learner and the subscription once, and mails the set-PIN link and a receipt.
 */
export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { checkoutRepository, learnerRepository, plans, clock } = deps;

  function planOf(record: CheckoutRecord) {
    const plan = plans.get(record.plan as PlanId);
    if (!plan) throw new AppError(404, 'NoPlans', 'No plans available');
    return plan;
  }

  /** A trial is for a first purchase; a learner choosing a plan again pays its price at once. */
  const trialOf = (record: CheckoutRecord) => (record.learnerId === null ? planOf(record).trial : null);

  function viewOf(record: CheckoutRecord): CheckoutView {
    const plan = planOf(record);
    const trial = trialOf(record);
    return {
      id: record.id,
      status: record.status as CheckoutView['status'],
      email: record.email,
      plan,
      trialDays: trial?.days ?? null,
      dueToday: {
        unitAmount: trial ? trial.unitAmount : plan.price.unitAmount,
        currency: plan.price.currency,
      },
    };
  }

  /** The learner a renewal proof names; the proof is used up (the checkout id carries on). */
  async function renewingLearner(renewalToken: string) {
    const token = await deps.oneTimeTokens.find('renew-plan', renewalToken);
    const learner = token && (await learnerRepository.findById(token.learnerId));
    if (!token || !learner || learner.deletedAt || !(await deps.oneTimeTokens.consume(token))) {
      throw new AppError(400, 'InvalidToken', 'This link to choose a plan again has expired: sign in again.');
    }
    return learner;
  }

  async function requireCheckout(id: string): Promise<CheckoutRecord> {
    const record = await checkoutRepository.find(id);
    if (!record) throw AppError.notFound('No such checkout');
    return record;
  }

  return {
    async start(input: z.output<typeof startCheckoutRequest>): Promise<CheckoutView> {
      if (!plans.has(input.planId)) throw new AppError(404, 'NoPlans', 'No plans available');
      const renewing = input.renewalToken ? await renewingLearner(input.renewalToken) : undefined;
      if (!renewing && (await learnerRepository.findByEmail(input.email))) throw emailTaken();
      const record = await checkoutRepository.create({
        id: `cs_${randomBytes(16).toString('hex')}`,
        plan: input.planId,
        email: renewing?.email ?? input.email,
        lang: renewing?.lang ?? input.lang,
        leadId: input.leadId ?? null,
        learnerId: renewing?.id ?? null,
        status: 'open',
        createdAt: clock(),
      });
      return viewOf(record);
    },

    async view(id: string): Promise<CheckoutView> {
      return viewOf(await requireCheckout(id));
    },

    /**
     * Charges the card once: the checkout is claimed first, so a second submit while the first
     * runs, or after it, is 409 CheckoutCompleted and charges nothing. A refused card leaves it open.
     */
    async pay(
      id: string,
      card: z.output<typeof payCheckoutRequest>,
    ): Promise<{ email: string; setupToken: string | null }> {
      const known = await requireCheckout(id);
      const [month, year] = card.expiry.split('/').map((part) => Number(part.trim())) as [number, number];
      const expYear = 2000 + year;
      const now = clock();
      if (
        expYear < now.getUTCFullYear() ||
        (expYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
      ) {
        throw new AppError(400, 'CardExpired', 'Your card has expired.');
      }
      if (known.status !== 'open' || !(await checkoutRepository.claim(id))) {
        throw AppError.conflict('CheckoutCompleted', 'This checkout is already paid.');
      }
      const plan = planOf(known);
      const charged = chargeTestCard({ cardNumber: card.cardNumber, expMonth: month, expYear });
      if (!charged.ok) {
        await checkoutRepository.release(id);
        throw new AppError(402, charged.code, charged.message);
      }
      // A renewal pays for the learner it was started for; a first purchase makes the learner.
      const learner = known.learnerId
        ? await learnerRepository.findById(known.learnerId)
        : await learnerRepository.create({
            email: known.email,
            username: defaultUsername(known.email),
            pinHash: null,
            lang: known.lang,
            createdAt: now,
          });
      if (!learner) {
        await checkoutRepository.release(id);
        throw emailTaken();
      }
      const subscription = await deps.subscriptionService.start(
        learner.id,
        plan.id,
        trialOf(known) ? 'trialing' : 'active',
        charged,
      );
      await checkoutRepository.markPaid(id, learner.id, now);

      // A new learner chooses a PIN next; one choosing a plan again signs in with theirs.
      const setupToken = learner.pinHash ? null : await mailSetPinLink(deps, learner);
      const amount = viewOf(known).dueToday;
      const money = (minor: number) => formatMailMoney(minor, amount.currency, learner.lang);
      deps.mailSender.send('receipt', {
        to: learner.email,
        lang: learner.lang,
        values: {
          username: learner.username,
          plan: plan.name,
          amount: money(amount.unitAmount),
          card: `${charged.brand.toUpperCase()} •••• ${charged.last4}`,
          date: formatMailDate(now, learner.lang),
          nextAmount: money(plan.price.unitAmount),
          renewalDate: formatMailDate(subscription.currentPeriodEnd, learner.lang),
        },
      });
      return { email: learner.email, setupToken };
    },
  };
}
