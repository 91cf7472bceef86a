import { formatMailDate, formatMailMoney } from '../../providers/mail/compose-mail';
import type { MailSender } from '../../providers/mail/mail-sender';
import type { LearnerRepository } from '../accounts/learner.repository';
import type { PlanId, Plans } from './plans';
import type { SubscriptionRecord } from './subscription.repository';

export type SubscriptionMail = ReturnType<typeof createSubscriptionMail>;

interface SubscriptionMailDeps {
  learnerRepository: LearnerRepository;
  mailSender: MailSender;
  plans: Plans;
}

/** The mail a subscription's life sends its learner, whichever provider charges it. */
export function createSubscriptionMail({ learnerRepository, mailSender, plans }: SubscriptionMailDeps) {
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

  const money = (record: SubscriptionRecord, lang: string, amount = record.unitAmount) =>
    formatMailMoney(amount, record.currency, lang);
  const planName = (record: SubscriptionRecord) => plans.get(record.plan as PlanId)?.name ?? record.plan;
  const cardOf = (record: SubscriptionRecord) =>
    record.paymentMethodLast4
      ? `${(record.paymentMethodBrand ?? 'card').toUpperCase()} •••• ${record.paymentMethodLast4}`
      : '';

  return {
    /** A renewal went through: what was paid, and when the next payment comes. */
    receipt: (record: SubscriptionRecord, paidAt: Date, amount = record.unitAmount) =>
      tell(record, 'receipt', (lang) => ({
        plan: planName(record),
        amount: money(record, lang, amount),
        card: cardOf(record),
        date: formatMailDate(paidAt, lang),
        nextAmount: money(record, lang),
        renewalDate: formatMailDate(record.currentPeriodEnd, lang),
      })),

    /** A renewal was refused; it is tried again at `retryAt`. */
    paymentFailed: (record: SubscriptionRecord, retryAt: Date) =>
      tell(record, 'payment-failed', (lang) => ({
        amount: money(record, lang),
        last4: record.paymentMethodLast4 ?? '',
        plan: planName(record),
        retryDate: formatMailDate(retryAt, lang),
      })),

    trialEnding: (record: SubscriptionRecord) =>
      tell(record, 'trial-ending', (lang) => ({
        date: formatMailDate(record.currentPeriodEnd, lang),
        plan: planName(record),
        amount: money(record, lang),
        last4: record.paymentMethodLast4 ?? '',
      })),
  };
}
