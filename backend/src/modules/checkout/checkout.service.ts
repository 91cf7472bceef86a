import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { CheckoutKeys } from '../../auth/checkout-keys';
import type { Clock } from '../../clock';
import type { CheckoutView, payCheckoutRequest, startCheckoutRequest } from '../../contract/checkout';
import { AppError } from '../../errors/app-error';
import type { MailSender } from '../../providers/mail/mail-sender';
import type { ProviderSubscription, StripeGateway } from '../../providers/payments/stripe-gateway';
import { chargeTestCard } from '../../providers/payments/test-provider';
import { defaultUsername } from '../accounts/account-rules';
import type { LearnerRecord, LearnerRepository } from '../accounts/learner.repository';
import { createOneTimeTokensService, type OneTimeTokensService } from '../accounts/one-time-tokens.service';
import { sendSetPinLink } from '../accounts/set-pin-link';
import { newPaymentId } from '../payments/payments.repository';
import type { PlanId, Plans } from '../subscriptions/plans';
import type { SubscriptionRecord, SubscriptionRepository } from '../subscriptions/subscription.repository';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import type { SubscriptionMail } from '../subscriptions/subscription-mail';
import type { CheckoutRecord, CheckoutRepository } from './checkout.repository';
import type { PurchaseRepository } from './purchase.repository';

export type CheckoutService = ReturnType<typeof createCheckoutService>;

interface CheckoutServiceDeps {
  checkoutRepository: CheckoutRepository;
  purchaseRepository: PurchaseRepository;
  learnerRepository: LearnerRepository;
  subscriptionService: SubscriptionService;
  oneTimeTokens: OneTimeTokensService;
  mailSender: MailSender;
  subscriptionMail: SubscriptionMail;
  plans: Plans;
  /** Set when payments go through Stripe; the built-in test provider otherwise. */
  stripe: StripeGateway | undefined;
  checkoutKeys: CheckoutKeys;
  webUrl: string;
  clock: Clock;
  /** Told of each checkout started, paid (either provider) or declined (a refused test card). */
  counted?: (outcome: 'started' | 'paid' | 'declined') => void;
}

/** What paying a checkout created: the learner and their subscription. */
interface Purchase {
  learner: LearnerRecord;
  subscription: SubscriptionRecord;
}

/** Starts the purchase's subscription for its learner, written with the purchase's transaction. */
type StartSubscription = (
  learner: LearnerRecord,
  into: SubscriptionRepository,
) => Promise<SubscriptionRecord>;

const emailTaken = () => AppError.conflict('EmailTaken', 'A learner has this email address: sign in instead');
const notYours = () =>
  AppError.forbidden('This checkout was started in another browser: without its key it is not yours.');
const paymentsUnavailable = () =>
  new AppError(503, 'PaymentsUnavailable', 'Payments are not available right now. Please try again shortly.');

/**
 * A purchase: a checkout holds the plan and the email; paying it (a test card on the built-in
 * provider's page, or Stripe's hosted Checkout) creates the learner and the subscription once, and
 * mails the set-PIN link and a receipt.
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

  /** The checkout; its email and Stripe's page (which shows the email) only to its key's holder. */
  function viewOf(record: CheckoutRecord, holder: boolean): CheckoutView {
    const plan = planOf(record);
    const trial = trialOf(record);
    return {
      id: record.id,
      provider: record.provider === 'stripe' ? 'stripe' : 'test',
      payUrl: holder && record.status === 'open' ? record.providerUrl : null,
      status: record.status as CheckoutView['status'],
      email: holder ? record.email : null,
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

  /** The checkout, if `key` is its key: 404 for an unknown one, 403 NotYourCheckout without the key. */
  async function requireOwnCheckout(id: string, key: string | undefined): Promise<CheckoutRecord> {
    const record = await requireCheckout(id);
    if (!deps.checkoutKeys.matches(id, key)) throw notYours();
    return record;
  }

  /**
   * Records a paid checkout that is still `from`, in one transaction: the learner made (or the one
   * choosing a plan again found), the subscription started, the checkout paid and a new learner's
   * set-PIN token issued, and the test card's charge written down when `charged` (Stripe's invoices
   * are written from its webhook). A failure stores none of it, so a retry finishes the purchase. Once it
   * is committed the set-PIN link and a receipt are mailed. Undefined when another request
   * recorded it first; 409 EmailTaken when someone else's learner has the address.
   */
  async function recordPurchase(
    known: CheckoutRecord,
    from: 'open' | 'paying',
    startSubscription: StartSubscription,
    handPinSetup: boolean,
    charged = false,
  ): Promise<(Purchase & { setupToken: string | null }) | undefined> {
    const now = clock();
    const recorded = await deps.purchaseRepository.write(async (writes) => {
      const checkout = await writes.checkouts.lock(known.id);
      if (checkout?.status !== from) return undefined;
      // A renewal pays for the learner it was started for; a first purchase makes the learner.
      const learner = known.learnerId
        ? await writes.learners.findById(known.learnerId)
        : await writes.learners.create({
            email: known.email,
            username: defaultUsername(known.email),
            pinHash: null,
            lang: known.lang,
            createdAt: now,
          });
      if (!learner) throw emailTaken();
      const subscription = await startSubscription(learner, writes.subscriptions);
      // What the card paid today: a trial that costs nothing charged nothing, so there is no row.
      const amount = viewOf(known, true).dueToday.unitAmount;
      if (charged && amount > 0) {
        await writes.payments.add({
          id: newPaymentId(),
          learnerId: learner.id,
          subscriptionId: subscription.id,
          kind: 'charge',
          status: 'succeeded',
          amount,
          currency: subscription.currency,
          plan: subscription.plan,
          provider: 'test',
          providerReference: known.id,
          note: null,
          createdAt: now,
        });
      }
      await writes.checkouts.markPaid(known.id, learner.id, now, handPinSetup);
      // A new learner chooses a PIN next; one choosing a plan again signs in with theirs.
      const tokens = createOneTimeTokensService({ oneTimeTokenRepository: writes.oneTimeTokens, clock });
      const setupToken = learner.pinHash ? null : await tokens.issue('set-pin', learner.id);
      return { learner, subscription, setupToken };
    });
    if (!recorded) return undefined;
    deps.counted?.('paid');
    const { learner, subscription, setupToken } = recorded;
    if (setupToken) sendSetPinLink(deps, learner, setupToken);
    await deps.subscriptionMail.receipt(subscription, now, viewOf(known, true).dueToday.unitAmount);
    return { learner, subscription, setupToken: handPinSetup ? setupToken : null };
  }

  /** Stripe's hosted page for a new checkout; the same checkout always gets the same session. */
  async function openStripeSession(stripe: StripeGateway, record: CheckoutRecord): Promise<CheckoutRecord> {
    const plan = planOf(record);
    const trial = trialOf(record);
    const previous = record.learnerId ? await deps.subscriptionService.current(record.learnerId) : undefined;
    try {
      const session = await stripe.createCheckoutSession({
        checkoutId: record.id,
        planId: plan.id,
        planName: plan.name,
        email: record.email,
        customerId: previous?.providerCustomerId ?? undefined,
        lang: record.lang,
        price: plan.price,
        trial: trial && { ...trial, name: `${plan.name}: the first ${trial.days} days` },
        successUrl: `${deps.webUrl}/checkout/${record.id}`,
        cancelUrl: `${deps.webUrl}/plans`,
      });
      return await checkoutRepository.setProviderSession(record.id, session.id, session.url);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw Object.assign(paymentsUnavailable(), { cause: error });
    }
  }

  /**
   * Records a Stripe payment for a checkout: once, whichever comes first of the webhook and the
   * visitor's return. False when it was recorded already.
   */
  async function completeWithStripe(
    checkoutId: string,
    subscription: string | ProviderSubscription,
  ): Promise<boolean> {
    const stripe = deps.stripe;
    const known = await checkoutRepository.find(checkoutId);
    if (!stripe || !known || known.provider !== 'stripe' || known.status !== 'open') return false;
    const paid =
      typeof subscription === 'string' ? await stripe.retrieveSubscription(subscription) : subscription;
    const purchase = await recordPurchase(
      known,
      'open',
      (learner, into) => deps.subscriptionService.adopt(learner.id, known.plan, paid, into),
      false,
    );
    return purchase !== undefined;
  }

  return {
    /** A new checkout, with its key for the browser that started it (answered only here). */
    async start(
      input: z.output<typeof startCheckoutRequest>,
    ): Promise<CheckoutView & { email: string; key: string }> {
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
        provider: deps.stripe ? 'stripe' : 'test',
        createdAt: clock(),
      });
      const opened = deps.stripe ? await openStripeSession(deps.stripe, record) : record;
      deps.counted?.('started');
      return { ...viewOf(opened, true), email: opened.email, key: deps.checkoutKeys.keyOf(opened.id) };
    },

    /**
     * A checkout; one paid on Stripe's page is recorded here if its webhook has not come yet. Its
     * email and Stripe's page go only with the checkout's key.
     */
    async view(id: string, key: string | undefined): Promise<CheckoutView> {
      const record = await requireCheckout(id);
      const holder = deps.checkoutKeys.matches(id, key);
      if (
        deps.stripe &&
        record.provider === 'stripe' &&
        record.status === 'open' &&
        record.providerSessionId
      ) {
        const session = await deps.stripe.retrieveCheckoutSession(record.providerSessionId).catch((error) => {
          throw Object.assign(paymentsUnavailable(), { cause: error });
        });
        if (session.complete && session.subscriptionId) {
          await completeWithStripe(id, session.subscriptionId);
          return viewOf(await requireCheckout(id), holder);
        }
      }
      return viewOf(record, holder);
    },

    completeWithStripe,

    /**
     * The PIN step for the browser that paid on Stripe's page (the holder of the checkout's key),
     * once: a new set-PIN token for a new learner (it replaces the mailed link), none for a
     * learner who has a PIN.
     */
    async takePinSetup(
      id: string,
      key: string | undefined,
    ): Promise<{ email: string; setupToken: string | null }> {
      const record = await requireOwnCheckout(id, key);
      if (record.status !== 'paid') {
        throw AppError.conflict('PaymentPending', 'The payment is not confirmed yet.');
      }
      const learner = record.learnerId ? await learnerRepository.findById(record.learnerId) : undefined;
      if (!learner || learner.deletedAt || !(await checkoutRepository.takePinSetup(id, clock()))) {
        throw AppError.conflict('CheckoutCompleted', 'This checkout is already paid.');
      }
      return {
        email: learner.email,
        setupToken: learner.pinHash ? null : await deps.oneTimeTokens.issue('set-pin', learner.id),
      };
    },

    /**
     * Charges the card once, for the holder of the checkout's key (the answer hands over the PIN
     * step): the checkout is claimed first, so a second submit while the first runs, or after it,
     * is 409 CheckoutCompleted and charges nothing. A refused card leaves it open.
     */
    async pay(
      id: string,
      key: string | undefined,
      card: z.output<typeof payCheckoutRequest>,
    ): Promise<{ email: string; setupToken: string | null }> {
      const known = await requireOwnCheckout(id, key);
      if (known.provider === 'stripe') {
        throw AppError.conflict('PaidOnStripe', 'This checkout is paid on Stripe’s page.');
      }
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
      const charged = chargeTestCard({ cardNumber: card.cardNumber, expMonth: month, expYear });
      if (!charged.ok) {
        await checkoutRepository.release(id);
        deps.counted?.('declined');
        throw new AppError(402, charged.code, charged.message);
      }
      let purchase: Awaited<ReturnType<typeof recordPurchase>>;
      try {
        purchase = await recordPurchase(
          known,
          'paying',
          (payer, into) =>
            deps.subscriptionService.start(
              payer.id,
              known.plan as PlanId,
              trialOf(known) ? 'trialing' : 'active',
              charged,
              into,
            ),
          true,
          true,
        );
      } catch (error) {
        // Nothing of the purchase was stored: the checkout is open again for the buyer's next try.
        await checkoutRepository.release(id);
        throw error;
      }
      if (!purchase) throw AppError.conflict('CheckoutCompleted', 'This checkout is already paid.');
      const { learner, setupToken } = purchase;
      return { email: learner.email, setupToken };
    },
  };
}
