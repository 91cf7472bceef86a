import { addMilliseconds, type Clock, DAY_MS } from '../../clock';
import { chargeSavedTestCard } from '../../providers/payments/test-provider';
import { newPaymentId, type PaymentsRepository } from '../payments/payments.repository';
import { cancelledInTime } from './cancel-rule';
import { addInterval } from './plans';
import type { BilledSubscription, SubscriptionRepository } from './subscription.repository';
import type { SubscriptionMail } from './subscription-mail';

export type BillingService = ReturnType<typeof createBillingService>;

/** The reminder before a trial converts. */
export const TRIAL_REMINDER_MS = 2 * DAY_MS;
/** A refused renewal is tried again a day later, up to this many refusals in all; then it is unpaid. */
export const MAX_FAILED_PAYMENTS = 3;
const BATCH = 200;

export interface BillingLogger {
  error(details: { subscriptionId: string; learnerId: number; err?: unknown }, message: string): void;
}

interface BillingServiceDeps {
  subscriptionRepository: SubscriptionRepository;
  /** Where each renewal charge, paid or refused, is written down. */
  payments: PaymentsRepository;
  mail: SubscriptionMail;
  clock: Clock;
  log: BillingLogger;
}

export interface BillingRun {
  renewed: number;
  failed: number;
  ended: number;
  reminded: number;
  /** Due subscriptions this run could not move (each one logged); the next run tries them again. */
  stuck: number;
}

type Outcome = keyof Omit<BillingRun, 'reminded'>;

/**
 * The subscriptions' life with the built-in test provider (Stripe runs its own), run by the scheduler: trials convert,
 * periods renew, refused renewals are retried, cancellations end at the period's end, and a trial's
 * learner is reminded two days before it converts. Each change is made only if the subscription is
 * still as it was read, so several backends running this at once charge each period once.
 */
export function createBillingService(deps: BillingServiceDeps) {
  const { subscriptionRepository, mail, clock, log } = deps;

  /** The renewal charge as it went, once the subscription moved (so only the backend that charged writes it). */
  const recordCharge = (record: BilledSubscription, now: Date, note: string | null) =>
    deps.payments.add({
      id: newPaymentId(),
      learnerId: record.learnerId,
      subscriptionId: record.id,
      kind: 'charge',
      status: note === null ? 'succeeded' : 'failed',
      amount: record.unitAmount,
      currency: record.currency,
      plan: record.plan,
      provider: 'test',
      providerReference: null,
      note,
      createdAt: now,
    });

  /** What becomes of one subscription whose period ended (or whose retry is due). */
  async function bill(record: BilledSubscription, now: Date): Promise<Outcome | null> {
    const endsNow =
      record.cancelAtPeriodEnd &&
      record.cancelRequestedAt !== null &&
      cancelledInTime(record, record.cancelRequestedAt);
    if (endsNow || (record.status === 'past_due' && record.cancelAtPeriodEnd)) {
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
      await recordCharge(record, now, charged.message);
      if (!final) await mail.paymentFailed(changed, retryAt);
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
    await recordCharge(record, now, null);
    await mail.receipt(renewed, now);
    return 'renewed';
  }

  /**
   * Bills one subscription; a failure or a change that found nothing to change is logged and
   * counted, never stops the run. Nothing to change is fine when another backend moved it.
   */
  async function billOne(record: BilledSubscription, now: Date): Promise<Outcome | null> {
    const about = { subscriptionId: record.id, learnerId: record.learnerId };
    try {
      const outcome = await bill(record, now);
      if (outcome || !(await subscriptionRepository.isDue(record.id, now))) return outcome;
      log.error(about, 'Billing could not move a subscription that is due: it is tried again next run');
    } catch (error) {
      log.error({ ...about, err: error }, 'Billing failed for a subscription: it is tried again next run');
    }
    return 'stuck';
  }

  return {
    async runDue(): Promise<BillingRun> {
      const now = clock();
      const run: BillingRun = { renewed: 0, failed: 0, ended: 0, reminded: 0, stuck: 0 };
      let after: string | undefined;
      for (;;) {
        const due = await subscriptionRepository.dueForBilling(now, BATCH, after);
        for (const record of due) {
          const outcome = await billOne(record, now);
          if (outcome) run[outcome] += 1;
        }
        if (due.length < BATCH) break;
        after = due[due.length - 1]?.id;
      }
      for (const record of await subscriptionRepository.trialsToRemind(
        now,
        addMilliseconds(now, TRIAL_REMINDER_MS),
      )) {
        if (!(await subscriptionRepository.markTrialReminded(record.id, now))) continue;
        await mail.trialEnding(record);
        run.reminded += 1;
      }
      return run;
    },
  };
}
