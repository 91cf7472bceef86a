import { z } from 'zod';
import { planId } from './admin';
import { emailField, safeIdentifier, tokenField } from './fields';
import { supportedLanguages } from './languages';
import { planView } from './plans';

// Checkout: a plan and an email, then a card (the built-in test provider's form, or Stripe's page).

export const startCheckoutRequest = z.object({
  planId: z.enum(planId.options, { error: 'plans:errors.choosePlan' }),
  email: emailField,
  lang: z.enum(supportedLanguages).default('en'),
  /** The quiz lead the email came from, kept with the checkout for the funnel's statistics. */
  leadId: safeIdentifier(64).optional(),
  /**
   * A learner whose plan lapsed: the proof a sign-in with the right PIN answered with (423). The
   * checkout is then theirs, whatever `email` says, and paying it starts their new plan.
   */
  renewalToken: tokenField.optional(),
});

export const checkoutParams = z.object({ checkoutId: safeIdentifier(64) });

/**
 * The checkout's key, which its start answered to the browser that started it: without it a
 * checkout shows no email and no payment page, and cannot be paid or hand over the PIN step.
 */
export const checkoutKeyHeaders = z.object({ 'x-checkout-key': safeIdentifier(100).optional() });

export const checkoutView = z.object({
  id: z.string(),
  /** Who takes the payment: the built-in test provider's card form, or Stripe's hosted page. */
  provider: z.enum(['test', 'stripe']),
  /** Stripe's hosted page while the checkout is open, to its key's holder; null for the built-in provider. */
  payUrl: z.string().nullable(),
  status: z.enum(['open', 'paying', 'paid']),
  /** The buyer's address, to the holder of the checkout's key only; null to anyone else. */
  email: z.string().nullable(),
  plan: planView,
  /** The trial's length for a first purchase of a plan with one; null when the plan's price starts now. */
  trialDays: z.number().int().nullable(),
  /** What the card is charged now: the trial's price, or the plan's first period. */
  dueToday: z.object({ unitAmount: z.number().int(), currency: z.string() }),
});
export type CheckoutView = z.infer<typeof checkoutView>;
export const checkoutResponse = z.object({ data: checkoutView });

export const startCheckoutResponse = z.object({
  data: checkoutView.extend({
    email: z.string(),
    /** The checkout's key, answered only here: the web app keeps it in the session of the browser that started it. */
    key: z.string(),
  }),
});

const digits = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${min},${max}}$`), message));

export const payCheckoutRequest = z.object({
  name: z
    .string({ error: 'checkout:errors.nameRequired' })
    .trim()
    .min(1, 'checkout:errors.nameRequired')
    .max(100, 'checkout:errors.nameRequired'),
  cardNumber: digits(12, 19, 'checkout:errors.cardNumber'),
  /** MM/YY as typed: "12/29", "12 / 29" or "1229"; passed on as "12/29". */
  expiry: z
    .string({ error: 'checkout:errors.expiry' })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^(0[1-9]|1[0-2])\/?\d{2}$/, 'checkout:errors.expiry'))
    .transform((value) => `${value.slice(0, 2)}/${value.slice(-2)}`),
  cvc: digits(3, 4, 'checkout:errors.cvc'),
});

export const pinSetupResponse = z.object({
  data: z.object({
    email: z.string(),
    /** A set-PIN token for a new learner; null for a learner choosing a plan again (they have a PIN). */
    setupToken: z.string().nullable(),
  }),
});

export const payCheckoutResponse = z.object({
  data: z.object({
    email: z.string(),
    /** The set-PIN token for a new learner (the web app opens the PIN step); null on a renewal. */
    setupToken: z.string().nullable(),
  }),
});
