import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../backend/src/db/database';
import { checkouts, type LeadAnswer, leads, learners, subscriptions } from '../../backend/src/db/schema';
import {
  createFunnelReport,
  type FunnelDefinition,
  type FunnelReport,
} from '../../backend/src/modules/reports/funnel-report';
import { compareProportions, proportion } from '../../backend/src/modules/reports/statistics';
import { openTestDatabase } from './helpers/test-database';

const FROM = new Date('2026-03-01T00:00:00.000Z');
const TO = new Date('2026-04-01T00:00:00.000Z');
const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
const later = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

const FUNNELS: FunnelDefinition[] = [
  {
    id: 1,
    title: 'Readiness quiz',
    steps: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
    variants: [
      { id: 1, name: 'Three questions', steps: ['a', 'b', 'c'] },
      { id: 2, name: 'Two questions, last first', steps: ['c', 'a'] },
    ],
  },
  {
    id: 2,
    title: 'Quiet quiz',
    steps: [{ id: 'x' }, { id: 'y' }],
    variants: [
      { id: 1, name: 'Only', steps: ['x', 'y'] },
      { id: 2, name: 'Other', steps: ['y', 'x'] },
    ],
  },
];

interface Visit {
  id: string;
  funnel?: number;
  variant?: number;
  createdAt: Date;
  answered: string[];
  completed?: boolean;
  email?: boolean;
  /** Checkouts left open. */
  openCheckouts?: number;
  /** A paid checkout of plan `monthly`, and the subscription it bought. */
  paid?: {
    plan?: string;
    subscription: {
      plan?: string;
      status: string;
      provider?: 'test' | 'stripe';
      /** Days after the purchase: the trial's end and the current period's start. */
      trialEndsAfter: number;
      periodStartsAfter: number;
    };
  };
}

describe('the funnel report', () => {
  let database: DatabaseHandle;
  let report: FunnelReport;

  async function visit(visit: Visit): Promise<void> {
    const { db } = database;
    const answers: Record<string, LeadAnswer> = Object.fromEntries(visit.answered.map((id) => [id, true]));
    const email = visit.email ? `${visit.id}@example.com` : null;
    await db.insert(leads).values({
      id: visit.id,
      funnel: visit.funnel ?? 1,
      variant: visit.variant ?? 1,
      answers,
      completedAt: visit.completed ? later(visit.createdAt, 0.01) : null,
      points: visit.completed ? 3 : null,
      level: visit.completed ? 'LOW' : null,
      email,
      createdAt: visit.createdAt,
      updatedAt: visit.createdAt,
    });
    const opened = later(visit.createdAt, 0.02);
    const checkout = {
      plan: 'monthly',
      email: email ?? `${visit.id}@example.com`,
      lang: 'en',
      leadId: visit.id,
    };
    for (let index = 0; index < (visit.openCheckouts ?? 0); index += 1)
      await db
        .insert(checkouts)
        .values({ ...checkout, id: `${visit.id}-open-${index}`, status: 'open', createdAt: opened });
    if (!visit.paid) return;
    const [learner] = await db
      .insert(learners)
      .values({ email: `${visit.id}@example.com`, username: visit.id, createdAt: opened })
      .returning();
    if (!learner) throw new Error('learner not created');
    const bought = later(opened, 0.001);
    await db.insert(checkouts).values({
      ...checkout,
      id: `${visit.id}-paid`,
      plan: visit.paid.plan ?? 'monthly',
      status: 'paid',
      learnerId: learner.id,
      createdAt: opened,
      paidAt: bought,
    });
    const { subscription } = visit.paid;
    const periodStart = later(bought, subscription.periodStartsAfter);
    await db.insert(subscriptions).values({
      id: `sub-${visit.id}`,
      learnerId: learner.id,
      plan: subscription.plan ?? 'monthly',
      status: subscription.status,
      currentPeriodStart: periodStart,
      currentPeriodEnd: later(periodStart, 30),
      trialEnd: later(bought, subscription.trialEndsAfter),
      priceId: 'price_monthly',
      unitAmount: 999,
      currency: 'usd',
      interval: 'month',
      intervalCount: 1,
      provider: subscription.provider ?? 'test',
      createdAt: bought,
    });
  }

  const everything = { completed: true, email: true } as const;

  beforeAll(async () => {
    database = await openTestDatabase();
    const visits: Visit[] = [
      // Funnel 1, variant 1: nine visitors in the period.
      {
        // On the period's first instant; the built-in provider charged at the trial's end.
        id: 'v1-converted',
        createdAt: FROM,
        answered: ['a', 'b', 'c'],
        ...everything,
        paid: { subscription: { status: 'active', trialEndsAfter: 7, periodStartsAfter: 7 } },
      },
      {
        // Still in its trial; an answer to a step the variant no longer has is not counted.
        id: 'v1-trialing',
        createdAt: at('2026-03-05T10:00:00Z'),
        answered: ['a', 'b', 'c', 'retired-step'],
        ...everything,
        paid: { subscription: { status: 'trialing', trialEndsAfter: 7, periodStartsAfter: 0 } },
      },
      {
        // The built-in provider's first charge was refused: the period stayed the trial's.
        id: 'v1-refused',
        createdAt: at('2026-03-06T10:00:00Z'),
        answered: ['a', 'b', 'c'],
        ...everything,
        paid: { subscription: { status: 'past_due', trialEndsAfter: 7, periodStartsAfter: 0 } },
      },
      {
        // Stripe: paid once after the trial, then canceled at that period's end.
        id: 'v1-stripe-canceled',
        createdAt: at('2026-03-07T10:00:00Z'),
        answered: ['a', 'b', 'c'],
        ...everything,
        paid: {
          subscription: { status: 'canceled', provider: 'stripe', trialEndsAfter: 7, periodStartsAfter: 7 },
        },
      },
      {
        // Stripe starts the first period at the trial's end before charging: refused, not converted.
        id: 'v1-stripe-refused',
        createdAt: at('2026-03-08T10:00:00Z'),
        answered: ['a', 'b', 'c'],
        ...everything,
        paid: {
          subscription: { status: 'past_due', provider: 'stripe', trialEndsAfter: 7, periodStartsAfter: 7 },
        },
      },
      {
        // The learner's converted subscription is of another plan than the one this checkout bought.
        id: 'v1-other-plan',
        createdAt: at('2026-03-09T10:00:00Z'),
        answered: ['a', 'b', 'c'],
        ...everything,
        paid: {
          subscription: { plan: 'yearly', status: 'active', trialEndsAfter: 7, periodStartsAfter: 7 },
        },
      },
      {
        id: 'v1-two-checkouts',
        createdAt: at('2026-03-10T10:00:00Z'),
        answered: ['a', 'b'],
        openCheckouts: 2,
      },
      { id: 'v1-first-step', createdAt: at('2026-03-11T10:00:00Z'), answered: ['a'] },
      { id: 'v1-last-instant', createdAt: at('2026-03-31T23:59:59.999Z'), answered: [] },
      // Outside the period: just before it, and on its end, which is excluded.
      {
        id: 'v1-before',
        createdAt: at('2026-02-28T23:59:59.999Z'),
        answered: ['a', 'b', 'c'],
        ...everything,
        paid: { subscription: { status: 'active', trialEndsAfter: 7, periodStartsAfter: 7 } },
      },
      { id: 'v1-at-end', createdAt: TO, answered: ['a'], openCheckouts: 1 },
      // Funnel 1, variant 2: three visitors.
      {
        id: 'v2-converted',
        variant: 2,
        createdAt: at('2026-03-02T10:00:00Z'),
        answered: ['c', 'a'],
        ...everything,
        paid: { subscription: { status: 'active', trialEndsAfter: 3, periodStartsAfter: 33 } },
      },
      { id: 'v2-first-step', variant: 2, createdAt: at('2026-03-03T10:00:00Z'), answered: ['c'] },
      {
        id: 'v2-email',
        variant: 2,
        createdAt: at('2026-03-04T10:00:00Z'),
        answered: ['c', 'a'],
        ...everything,
      },
      // A funnel the content no longer has.
      { id: 'f9', funnel: 9, variant: 3, createdAt: at('2026-03-15T10:00:00Z'), answered: ['gone'] },
    ];
    for (const item of visits) await visit(item);
    report = await createFunnelReport(database.db).report({ from: FROM, to: TO, funnels: FUNNELS });
  });

  afterAll(async () => {
    await database?.close();
  });

  const funnel = (id: number) => report.funnels.find((entry) => entry.funnel === id);
  const variant = (funnelId: number, variantId: number) =>
    funnel(funnelId)?.variants.find((entry) => entry.variant === variantId);

  it('lists every defined funnel and variant, and the leads of funnels no longer defined', () => {
    expect(report.from).toEqual(FROM);
    expect(report.to).toEqual(TO);
    expect(report.funnels.map((entry) => [entry.funnel, entry.title, entry.baseline])).toEqual([
      [1, 'Readiness quiz', 1],
      [2, 'Quiet quiz', 1],
      [9, null, 3],
    ]);
    expect(funnel(1)?.variants.map((entry) => [entry.variant, entry.name])).toEqual([
      [1, 'Three questions'],
      [2, 'Two questions, last first'],
    ]);
  });

  it('counts each lead of the period once at every stage, and none from outside it', () => {
    const first = variant(1, 1);
    expect(first?.visitors).toBe(9);
    expect(first?.steps).toEqual([
      { step: 1, id: 'a', answered: proportion(8, 9) },
      { step: 2, id: 'b', answered: proportion(7, 9) },
      { step: 3, id: 'c', answered: proportion(6, 9) },
    ]);
    expect(first?.resultsSeen).toEqual(proportion(6, 9));
    expect(first?.emailsLeft).toEqual(proportion(6, 9));
    // Two open checkouts of one lead count once.
    expect(first?.checkoutsStarted).toEqual(proportion(7, 9));
    expect(first?.paid).toEqual(proportion(6, 9));
    // The built-in provider's renewed trial and Stripe's trial canceled after a paid period.
    expect(first?.trialsConverted).toEqual(proportion(2, 9));
    expect(first?.comparedToBaseline).toBeNull();
  });

  it('orders the steps as the variant does and compares it with the baseline', () => {
    const second = variant(1, 2);
    expect(second?.visitors).toBe(3);
    expect(second?.steps).toEqual([
      { step: 1, id: 'c', answered: proportion(3, 3) },
      { step: 2, id: 'a', answered: proportion(2, 3) },
    ]);
    expect(second?.resultsSeen).toEqual(proportion(2, 3));
    expect(second?.emailsLeft).toEqual(proportion(2, 3));
    expect(second?.checkoutsStarted).toEqual(proportion(1, 3));
    expect(second?.paid).toEqual(proportion(1, 3));
    expect(second?.trialsConverted).toEqual(proportion(1, 3));
    expect(second?.comparedToBaseline).toEqual({
      paid: compareProportions({ successes: 6, trials: 9 }, { successes: 1, trials: 3 }),
      emailsLeft: compareProportions({ successes: 6, trials: 9 }, { successes: 2, trials: 3 }),
    });
    expect(second?.comparedToBaseline?.emailsLeft).toMatchObject({ computed: true, difference: 0 });
  });

  it('shows a variant without visitors as empty, not as NaN', () => {
    const quiet = variant(2, 2);
    expect(quiet?.visitors).toBe(0);
    expect(quiet?.steps.map((step) => [step.id, step.answered.rate])).toEqual([
      ['y', null],
      ['x', null],
    ]);
    expect(quiet?.paid).toEqual(proportion(0, 0));
    expect(quiet?.comparedToBaseline?.paid).toMatchObject({ computed: false, reason: 'noTrials' });
  });

  it('keeps the leads of a funnel the content no longer has, without steps', () => {
    expect(variant(9, 3)).toMatchObject({
      name: null,
      visitors: 1,
      steps: [],
      resultsSeen: proportion(0, 1),
      comparedToBaseline: null,
    });
  });

  it('counts the earlier leads in an earlier period', async () => {
    const february = await createFunnelReport(database.db).report({
      from: at('2026-02-01T00:00:00Z'),
      to: FROM,
      funnels: FUNNELS,
    });
    const first = february.funnels.find((entry) => entry.funnel === 1)?.variants[0];
    expect(first).toMatchObject({ variant: 1, visitors: 1, paid: proportion(1, 1) });
    expect(first?.trialsConverted).toEqual(proportion(1, 1));
  });

  it('refuses a period that ends before it starts', async () => {
    await expect(
      createFunnelReport(database.db).report({ from: TO, to: FROM, funnels: FUNNELS }),
    ).rejects.toThrow(RangeError);
  });
});
