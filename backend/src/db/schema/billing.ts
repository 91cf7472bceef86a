import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { learners } from './accounts';

// Selling: quiz leads, checkouts, subscriptions and the payment provider's events.

/** Subscriptions in the payment provider's terms; the price is copied from the plan when created. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    priceId: text('price_id').notNull(),
    unitAmount: integer('unit_amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    intervalCount: integer('interval_count').notNull(),
    paymentMethodBrand: text('payment_method_brand'),
    paymentMethodLast4: text('payment_method_last4'),
    paymentMethodExpMonth: integer('payment_method_exp_month'),
    paymentMethodExpYear: integer('payment_method_exp_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the learner asked to cancel: at least 24 hours before the period ends, or it renews once more. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /** Renewal charges refused in a row; past_due retries until the third. */
    failedPayments: integer('failed_payments').notNull().default(0),
    nextPaymentAttemptAt: timestamp('next_payment_attempt_at', { withTimezone: true }),
    trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
    /** Who charges it: 'test' (the built-in provider, renewed by the billing job) or 'stripe'. */
    provider: text('provider').notNull().default('test'),
    /** Stripe's customer, for the Customer Portal and a later purchase. */
    providerCustomerId: text('provider_customer_id'),
    /** Stripe's own end of a cancelled subscription; the built-in provider's follows from cancelRequestedAt. */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
  },
  (table) => [
    index('subscriptions_learner_id_idx').on(table.learnerId),
    index('subscriptions_status_period_end_idx').on(table.status, table.currentPeriodEnd),
  ],
);

/** One answer of a quiz step: an option id, option ids, a scale value, or true for an info screen. */
export type LeadAnswer = string | string[] | number | true;

/**
 * A visitor's way through a quiz funnel (content/funnels): answers, the result once every step is
 * answered, and the email and consents they leave. The id is random and known only to the visitor's
 * session: it is what lets them go on.
 */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    funnel: integer('funnel').notNull(),
    variant: integer('variant').notNull(),
    answers: jsonb('answers').$type<Record<string, LeadAnswer>>().notNull(),
    /** Set when the last step is answered, and again if an earlier answer changes. */
    points: integer('points'),
    level: text('level'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    email: text('email'),
    marketingConsent: boolean('marketing_consent'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('leads_funnel_points_idx').on(table.funnel, table.points),
    index('leads_email_idx').on(table.email),
  ],
);

/**
 * A visitor's checkout: the plan and email chosen on /plans, 'open' until paid. Claimed as 'paying'
 * while a card is charged (or a Stripe payment is recorded), so a double submit charges once.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    plan: text('plan').notNull(),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    leadId: text('lead_id'),
    status: text('status').notNull(),
    learnerId: integer('learner_id').references(() => learners.id, { onDelete: 'set null' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    provider: text('provider').notNull().default('test'),
    /** Stripe's Checkout Session and the hosted page the visitor pays on. */
    providerSessionId: text('provider_session_id'),
    providerUrl: text('provider_url'),
    /** When the browser that paid was given the PIN step (once; the mailed link is the other way). */
    pinSetupHandedAt: timestamp('pin_setup_handed_at', { withTimezone: true }),
  },
  (table) => [index('checkouts_email_idx').on(table.email)],
);

/** Payment provider events already processed, by the provider's event id: a replay changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * Money that moved, or tried to: each charge (a first payment, a renewal, a retry) and each refund,
 * as the provider reported it. Amounts are in minor units; a refund's amount is positive. Kept when
 * the learner's account is purged (the books outlive it), so the learner is named without a key.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    learnerId: integer('learner_id'),
    subscriptionId: text('subscription_id'),
    kind: text('kind').$type<'charge' | 'refund'>().notNull(),
    status: text('status').$type<'succeeded' | 'failed'>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    plan: text('plan'),
    provider: text('provider').notNull(),
    /** The provider's own id (Stripe's invoice, charge or refund), for looking it up there. */
    providerReference: text('provider_reference'),
    /** Why a charge failed, or why staff refunded. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payments_learner_id_idx').on(table.learnerId, table.createdAt),
    index('payments_created_at_idx').on(table.createdAt),
    index('payments_subscription_id_idx').on(table.subscriptionId),
  ],
);
