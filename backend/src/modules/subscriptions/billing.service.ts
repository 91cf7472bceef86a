import { addMilliseconds, type Clock, DAY_MS } from '../../clock';
import { formatMailDate, formatMailMoney } from '../../providers/mail/compose-mail';
import type { MailSender } from '../../providers/mail/mail-sender';
import { chargeSavedTestCard } from '../../providers/payments/test-provider';
import type { LearnerRepository } from '../accounts/learner.repository';
import { addInterval, type PlanId, type Plans } from './plans';
import type { SubscriptionRecord, SubscriptionRepository } from './subscription.repository';

export type BillingService = ReturnType<typeof createBillingService>;

/** A cancellation must come this long before the period (or the trial) ends, or it renews once more. */
export const CANCEL_NOTICE_MS = DAY_MS;
/** The reminder before a trial converts. */
export const TRIAL_REMINDER_MS = 2 * DAY_MS;
/** A refused renewal is tried again a day later, up to this many refusals in all; then it is unpaid. */
export const MAX_FAILED_PAYMENTS = 3;
const BATCH = 200;

interface BillingServiceDeps {
  subscriptionRepository: SubscriptionRepository;
  learnerRepository: LearnerRepository;
  mailSender: MailSender;
  plans: Plans;
  clock: Clock;
}

export interface BillingRun {
  renewed: number;
  failed: number;
  ended: number;
  reminded: number;
}

/**
 * The subscriptions' life with the built-in test provider, run by the scheduler: trials convert,
 * periods renew, refused renewals are retried, cancellations end at the period's end, and a trial's
 * learner is reminded two days before it converts. Each change is made only if the subscription is
 * still as it was read, so several backends running this at once charge each period once.
 */
export function createBillingService(deps: BillingServiceDeps) {
  const { subscriptionRepository, learnerRepository, mailSender, plans, clock } = deps;

  async function tell(
    record: SubscriptionRecord,
    kind: 'receipt' | 'trial-ending' | 'payment-failed',
    values: (lang: string) => Record<string, string>,
  ) {
    const learner = await learnerRepository.findById(record.learnerId);
    if (!learner || learner.deletedAt) return;
    mailSender.send(kind, {
      to: learner.email,
      lang: learner.lang,
      values: { username: learner.username, ...values(learner.lang) },
    });
  }

  const money = (record: SubscriptionRecord, lang: string) =>
    formatMailMoney(record.unitAmount, record.currency, lang);
  const planName = (record: SubscriptionRecord) => plans.get(record.plan as PlanId)?.name ?? record.plan;

  /** What becomes of one subscription whose period ended (or whose retry is due). */
  async function bill(
    record: SubscriptionRecord,
    now: Date,
  ): Promise<keyof Omit<BillingRun, 'reminded'> | null> {
    const cancelledInTime =
      record.cancelAtPeriodEnd &&
      record.cancelRequestedAt !== null &&
      record.cancelRequestedAt.getTime() <= record.currentPeriodEnd.getTime() - CANCEL_NOTICE_MS;
    if (cancelledInTime || (record.status === 'past_due' && record.cancelAtPeriodEnd)) {
      return (await subscriptionRepository.transition(record, {
        status: 'canceled',
        nextPaymentAttemptAt: null,
      }))
        ? 'ended'
        : null;
    }
    const charged = chargeSavedTestCard(record.paymentMethodLast4);
    if (!charged.ok) {
      const failedPayments = record.failedPayments + 1;
      const final = failedPayments >= MAX_FAILED_PAYMENTS;
      const retryAt = addMilliseconds(now, DAY_MS);
      const changed = await subscriptionRepository.transition(record, {
        status: final ? 'unpaid' : 'past_due',
        failedPayments,
        nextPaymentAttemptAt: final ? null : retryAt,
      });
      if (!changed) return null;
      if (!final) {
        await tell(record, 'payment-failed', (lang) => ({
          amount: money(record, lang),
          last4: record.paymentMethodLast4 ?? '',
          plan: planName(record),
          retryDate: formatMailDate(retryAt, lang),
        }));
      }
      return final ? 'ended' : 'failed';
    }
    // The new period follows the old one; a renewal that was late (a retry) starts now.
    const start = record.status === 'past_due' ? now : record.currentPeriodEnd;
    const end = addInterval(
      start,
      record.interval as 'day' | 'week' | 'month' | 'year',
      record.intervalCount,
    );
    const renewed = await subscriptionRepository.transition(record, {
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      failedPayments: 0,
      nextPaymentAttemptAt: null,
    });
    if (!renewed) return null;
    await tell(record, 'receipt', (lang) => ({
      plan: planName(record),
      amount: money(record, lang),
      card: `${charged.brand.toUpperCase()} •••• ${charged.last4}`,
      date: formatMailDate(now, lang),
      nextAmount: money(record, lang),
      renewalDate: formatMailDate(end, lang),
    }));
    return 'renewed';
  }

  return {
    async runDue(): Promise<BillingRun> {
      const now = clock();
      const run: BillingRun = { renewed: 0, failed: 0, ended: 0, reminded: 0 };
      for (const record of await subscriptionRepository.dueForBilling(now, BATCH)) {
        const outcome = await bill(record, now);
        if (outcome) run[outcome] += 1;
      }
      for (const record of await subscriptionRepository.trialsToRemind(
        now,
        addMilliseconds(now, TRIAL_REMINDER_MS),
      )) {
        if (!(await subscriptionRepository.markTrialReminded(record.id, now))) continue;
        await tell(record, 'trial-ending', (lang) => ({
          date: formatMailDate(record.currentPeriodEnd, lang),
          plan: planName(record),
          amount: money(record, lang),
          last4: record.paymentMethodLast4 ?? '',
        }));
        run.reminded += 1;
      }
      return run;
    },
  };
}
