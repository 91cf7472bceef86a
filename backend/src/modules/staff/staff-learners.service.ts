import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { StaffLearnerAction, staffLearnerDetail, staffLearnerRow } from '../../contract/staff';
import { AppError } from '../../errors/app-error';
import type { MailSender } from '../../providers/mail/mail-sender';
import type { StripeGateway } from '../../providers/payments/stripe-gateway';
import type { AccountService } from '../accounts/account.service';
import { DELETION_GRACE_MS, isRestorable } from '../accounts/account-rules';
import type { LearnerRecord, LearnerRepository } from '../accounts/learner.repository';
import type { OneTimeTokensService } from '../accounts/one-time-tokens.service';
import type { PinAttemptRepository } from '../accounts/pin-attempt.repository';
import { mailSetPinLink } from '../accounts/set-pin-link';
import { type PaymentRecord, type PaymentsRepository, refundIdOf } from '../payments/payments.repository';
import type { SubscriptionRecord, SubscriptionRepository } from '../subscriptions/subscription.repository';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import type { StaffRepository } from './staff.repository';
import type { StaffAuthService, StaffContext } from './staff-auth.service';
import type { StaffLearnersRepository } from './staff-learners.repository';

export type StaffLearnersService = ReturnType<typeof createStaffLearnersService>;
type Detail = z.infer<typeof staffLearnerDetail>;

const DAY_MS = 24 * 60 * 60 * 1000;
const AUDIT_SHOWN = 50;
const RUNNING = new Set(['active', 'trialing', 'past_due']);

interface Deps {
  learnerRepository: LearnerRepository;
  staffLearnersRepository: StaffLearnersRepository;
  staffRepository: StaffRepository;
  subscriptionRepository: SubscriptionRepository;
  subscriptionService: SubscriptionService;
  paymentsRepository: PaymentsRepository;
  stripe: StripeGateway | undefined;
  accountService: AccountService;
  pinAttemptRepository: PinAttemptRepository;
  oneTimeTokens: OneTimeTokensService;
  staffAuth: StaffAuthService;
  mailSender: MailSender;
  webUrl: string;
  supportEmail: string;
  clock: Clock;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Minor units as the back office writes money: 2999 usd is 29.99 USD. */
function money(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return `${(amount / 10 ** digits).toFixed(digits)} ${code}`;
}

/** A subscription as the audit log keeps it: what an action can change. */
function planState(record: SubscriptionRecord | undefined) {
  return record
    ? {
        id: record.id,
        plan: record.plan,
        status: record.status,
        currentPeriodEnd: record.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: record.cancelAtPeriodEnd,
      }
    : null;
}

/**
 * What support and finance staff see of a learner and do for them. Every action needs a reason and
 * writes the audit log with the state before and after; the dangerous ones (a new email, deleting)
 * need a fresh second factor.
 */
export function createStaffLearnersService(deps: Deps) {
  const { learnerRepository, staffLearnersRepository: reads, clock } = deps;

  async function learnerOf(id: number): Promise<LearnerRecord> {
    const learner = await learnerRepository.findById(id);
    if (!learner) throw AppError.notFound('No learner has this id.');
    return learner;
  }

  async function running(learnerId: number): Promise<SubscriptionRecord> {
    const current = await deps.subscriptionService.current(learnerId);
    if (!current || !RUNNING.has(current.status) || current.currentPeriodEnd <= clock())
      throw AppError.conflict('NoRunningPlan', 'This learner has no running plan: grant one instead.');
    return current;
  }

  /** A refund as the audit log keeps it. */
  const refundState = (refund: PaymentRecord) => ({
    id: refund.id,
    amount: refund.amount,
    currency: refund.currency,
    providerReference: refund.providerReference,
  });

  /**
   * Ends the learner's newest plan now and refunds its last charge that went through, in full.
   * A charge is refunded once (its refund's id is made from the charge's); a plan never charged
   * (granted, or a free trial) has nothing to refund. A Stripe plan is cancelled and refunded on
   * Stripe first, so nothing is written here unless Stripe did it.
   */
  async function endAndRefund(learner: LearnerRecord, reason: string) {
    const current = await deps.subscriptionService.current(learner.id);
    const charge = current && (await deps.paymentsRepository.lastSucceededCharge(current.id));
    if (!current || !charge)
      throw AppError.conflict(
        'NothingToRefund',
        'Nothing was charged for this learner’s plan: there is nothing to refund.',
      );
    const refundId = refundIdOf(charge.id);
    if (await deps.paymentsRepository.findById(refundId))
      throw AppError.conflict(
        'AlreadyRefunded',
        `The last charge of this plan (${charge.createdAt.toISOString().slice(0, 10)}) is already refunded.`,
      );
    const now = clock();
    let providerReference: string | null = null;
    if (current.provider === 'stripe') {
      if (!deps.stripe)
        throw new AppError(503, 'PaymentsUnavailable', 'Stripe is not configured on this backend.');
      if (!charge.providerReference)
        throw AppError.conflict('NothingToRefund', 'This charge has no Stripe invoice to refund.');
      try {
        const refund = await deps.stripe.refundInvoice(charge.providerReference, charge.amount, refundId, {
          learnerId: String(learner.id),
          subscriptionId: current.id,
        });
        providerReference = refund.id;
        if (RUNNING.has(current.status)) await deps.stripe.cancelNow(current.id);
      } catch (error) {
        throw Object.assign(
          new AppError(
            503,
            'PaymentsUnavailable',
            'Stripe did not answer: nothing changed here. Try again; a refund Stripe already made is not made twice.',
          ),
          { cause: error },
        );
      }
    }
    const refund: PaymentRecord = {
      id: refundId,
      learnerId: learner.id,
      subscriptionId: current.id,
      kind: 'refund',
      status: 'succeeded',
      amount: charge.amount,
      currency: charge.currency,
      plan: current.plan,
      provider: current.provider,
      providerReference,
      note: reason,
      createdAt: now,
    };
    if (!(await deps.paymentsRepository.add(refund)))
      throw AppError.conflict('AlreadyRefunded', 'This charge was refunded a moment ago.');
    const ended =
      current.status === 'canceled' && current.currentPeriodEnd <= now
        ? current
        : await deps.subscriptionRepository.update(current.id, {
            status: 'canceled',
            currentPeriodEnd: now,
            cancelAtPeriodEnd: false,
            nextPaymentAttemptAt: null,
          });
    return {
      before: { plan: planState(current), refund: null },
      after: { plan: planState(ended), refund: refundState(refund) },
      message: `The plan has ended and ${money(charge.amount, charge.currency)} was refunded.`,
    };
  }

  async function pinState(learner: LearnerRecord) {
    const now = clock();
    const lockedUntil = await deps.pinAttemptRepository.lockedUntil(learner.email, now);
    const tries = await deps.pinAttemptRepository.attemptsOf(learner.email);
    return { isSet: learner.pinHash !== null, lockedUntil: iso(lockedUntil ?? null), wrongTries: tries };
  }

  /** Does the action; answers what changed, for the audit log, and the message staff see. */
  async function perform(context: StaffContext, learner: LearnerRecord, action: StaffLearnerAction) {
    switch (action.action) {
      case 'grant-plan': {
        const before = planState(await deps.subscriptionService.current(learner.id));
        const started = await deps.subscriptionService.start(learner.id, action.plan, 'active');
        return { before, after: planState(started), message: `The ${action.plan} plan is active.` };
      }
      case 'extend-plan': {
        const current = await running(learner.id);
        if (current.provider !== 'test')
          throw AppError.conflict(
            'ProviderPlan',
            'This plan renews through Stripe: extend it in the Stripe dashboard, or grant a plan.',
          );
        const end = new Date(current.currentPeriodEnd.getTime() + action.days * DAY_MS);
        const updated = await deps.subscriptionRepository.update(current.id, {
          currentPeriodEnd: end,
          ...(current.trialEnd && current.status === 'trialing' ? { trialEnd: end } : {}),
        });
        return {
          before: planState(current),
          after: planState(updated),
          message: `The plan now runs until ${end.toISOString().slice(0, 10)}.`,
        };
      }
      case 'cancel-at-period-end': {
        const current = await running(learner.id);
        await deps.subscriptionService.cancel(learner.id, current.id);
        const after = await deps.subscriptionRepository.findById(current.id);
        return { before: planState(current), after: planState(after), message: 'The plan will not renew.' };
      }
      case 'resend-set-pin-link': {
        if (learner.pinHash)
          throw AppError.conflict(
            'PinAlreadySet',
            'This learner has a PIN: they can reset it with “Forgot your PIN?” on the sign-in page.',
          );
        await mailSetPinLink(deps, learner);
        return {
          before: null,
          after: { mailed: learner.email },
          message: `A set-PIN link was mailed to ${learner.email}.`,
        };
      }
      case 'lift-pin-lock': {
        const before = await pinState(learner);
        await deps.pinAttemptRepository.forget([learner.email]);
        return { before, after: await pinState(learner), message: 'PIN sign-in is unlocked.' };
      }
      case 'change-email': {
        await deps.staffAuth.requireFreshFactor(context, action.code);
        if (action.email === learner.email)
          throw new AppError(400, 'SameEmail', 'This is already the learner’s email.');
        const changed = await learnerRepository.changeEmail(learner.id, action.email, learner.username);
        if (!changed) throw AppError.conflict('EmailTaken', 'Another account uses this email.');
        // Both addresses hear of it: the old one in case it was not the owner's wish.
        for (const to of [learner.email, changed.email])
          deps.mailSender.send('email-changed', {
            to,
            lang: learner.lang,
            values: { username: changed.username, newEmail: changed.email, supportEmail: deps.supportEmail },
          });
        return {
          before: { email: learner.email },
          after: { email: changed.email },
          message: `The email is now ${changed.email}; both addresses were told.`,
        };
      }
      case 'delete-account': {
        await deps.staffAuth.requireFreshFactor(context, action.code);
        if (learner.deletedAt) throw AppError.conflict('AlreadyDeleted', 'This account is already deleted.');
        await deps.accountService.deleteAccount(learner);
        const purgeAt = new Date(clock().getTime() + DELETION_GRACE_MS);
        return {
          before: { deletedAt: null },
          after: { deletedAt: clock().toISOString() },
          message: `The account is deleted; it is removed for good on ${purgeAt.toISOString().slice(0, 10)} unless restored.`,
        };
      }
      case 'undo-deletion': {
        if (!learner.deletedAt) throw AppError.conflict('NotDeleted', 'This account is not deleted.');
        if (!isRestorable(learner, clock()))
          throw AppError.conflict(
            'GracePassed',
            'The 28 days have passed: the account can no longer be restored.',
          );
        await reads.undoDeletion(learner.id);
        return {
          before: { deletedAt: learner.deletedAt.toISOString() },
          after: { deletedAt: null },
          message:
            'The account is restored. Renewals stay stopped until the learner chooses to keep the plan.',
        };
      }
      case 'end-and-refund': {
        await deps.staffAuth.requireFreshFactor(context, action.code);
        return endAndRefund(learner, action.reason);
      }
    }
  }

  return {
    async search(text: string): Promise<z.infer<typeof staffLearnerRow>[]> {
      const rows = await reads.search(text);
      return Promise.all(
        rows.map(async (row) => {
          const current = await deps.subscriptionService.current(row.id);
          return {
            id: row.id,
            email: row.email,
            name: row.certificateName ?? row.name,
            lang: row.lang,
            createdAt: row.createdAt.toISOString(),
            deletedAt: iso(row.deletedAt),
            plan: current?.plan ?? null,
            status: current?.status ?? null,
          };
        }),
      );
    },

    async detail(id: number): Promise<Detail> {
      const learner = await learnerOf(id);
      const [subscriptions, payments, progress, certificates, mails, messages, audit] = await Promise.all([
        reads.subscriptionsOf(id),
        deps.paymentsRepository.listForLearner(id),
        reads.progressOf(id),
        reads.certificatesOf(id),
        reads.mailsTo(learner.email),
        reads.messagesOf(id, learner.email),
        deps.staffRepository.audit({ learnerId: id, limit: AUDIT_SHOWN }),
      ]);
      return {
        id: learner.id,
        email: learner.email,
        name: learner.username,
        certificateName: learner.certificateName,
        lang: learner.lang,
        marketingConsent: learner.marketingConsent,
        createdAt: learner.createdAt.toISOString(),
        deletedAt: iso(learner.deletedAt),
        purgeAt: learner.deletedAt
          ? new Date(learner.deletedAt.getTime() + DELETION_GRACE_MS).toISOString()
          : null,
        pin: await pinState(learner),
        subscriptions: subscriptions.map((record) => ({
          id: record.id,
          plan: record.plan,
          status: record.status,
          provider: record.provider,
          providerCustomerId: record.providerCustomerId,
          cancelAtPeriodEnd: record.cancelAtPeriodEnd,
          currentPeriodStart: record.currentPeriodStart.toISOString(),
          currentPeriodEnd: record.currentPeriodEnd.toISOString(),
          trialEnd: iso(record.trialEnd),
          unitAmount: record.unitAmount,
          currency: record.currency,
          createdAt: record.createdAt.toISOString(),
          card: record.paymentMethodLast4
            ? `${record.paymentMethodBrand ?? 'card'} ·· ${record.paymentMethodLast4}`
            : null,
        })),
        payments: payments.map((row) => ({
          id: row.id,
          subscriptionId: row.subscriptionId,
          kind: row.kind,
          status: row.status,
          amount: row.amount,
          currency: row.currency,
          plan: row.plan,
          provider: row.provider,
          providerReference: row.providerReference,
          note: row.note,
          createdAt: row.createdAt.toISOString(),
        })),
        progress: progress.map((guide) => ({
          ...guide,
          startedAt: guide.startedAt.toISOString(),
          completedAt: iso(guide.completedAt),
        })),
        certificates: certificates.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() })),
        mails: mails.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        messages: messages.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        audit: audit.map(auditView),
      };
    },

    /** Does an action for a learner and writes it to the audit log. */
    async act(
      context: StaffContext,
      learnerId: number,
      action: StaffLearnerAction,
    ): Promise<{ message: string }> {
      const learner = await learnerOf(learnerId);
      const done = await perform(context, learner, action);
      await deps.staffRepository.addAudit({
        staffId: context.staff.id,
        staffEmail: context.staff.email,
        action: action.action,
        learnerId: learner.id,
        learnerEmail: learner.email,
        reason: action.reason,
        before: done.before,
        after: done.after,
        createdAt: clock(),
      });
      return { message: done.message };
    },
  };
}

export function auditView(entry: Awaited<ReturnType<StaffRepository['audit']>>[number]) {
  return { ...entry, createdAt: entry.createdAt.toISOString() };
}
