import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessReportView, FunnelReportView } from '../../backend/src/contract/reports';
import {
  checkouts,
  type LeadAnswer,
  leads,
  learners,
  payments,
  subscriptions,
} from '../../backend/src/db/schema';
import { monthlyAmount } from '../../backend/src/modules/reports/business-report';
import { compareProportions, proportion } from '../../backend/src/modules/reports/statistics';
import { bearer, learnerHelpers } from './helpers/learners';
import { staffHelpers, type TestStaff } from './helpers/staff';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

// The back office's reports through HTTP, on a fixture of known leads, checkouts, subscriptions and
// payments in March 2026: the period asked for is 2026-03-01 to 2026-03-10, both included.

const at = (iso: string) => new Date(iso);
const PERIOD = 'from=2026-03-01&to=2026-03-10';

interface Plan {
  id: string;
  plan?: string;
  status: string;
  createdAt: string;
  periodStart?: string;
  periodEnd: string;
  trialEnd?: string;
  cancelRequestedAt?: string;
  cancelAt?: string;
  unitAmount?: number;
  currency?: string;
  interval?: string;
  provider?: 'test' | 'stripe';
}

interface Payment {
  id: string;
  subscriptionId: string | null;
  kind?: 'charge' | 'refund';
  status?: 'succeeded' | 'failed';
  amount?: number;
  currency?: string;
  createdAt: string;
}

const PLANS: Plan[] = [
  // Paid all along.
  { id: 'a', status: 'active', createdAt: '2026-02-01T00:00:00Z', periodEnd: '2026-03-31T00:00:00Z' },
  // Yearly, its trial over before the period.
  {
    id: 'b',
    plan: 'yearly',
    interval: 'year',
    unitAmount: 9900,
    status: 'active',
    createdAt: '2026-02-15T00:00:00Z',
    trialEnd: '2026-02-22T00:00:00Z',
    periodEnd: '2027-02-22T00:00:00Z',
  },
  // Cancellation asked on the 2nd, ended at its period's end on the 5th.
  {
    id: 'c',
    status: 'canceled',
    createdAt: '2026-02-10T00:00:00Z',
    cancelRequestedAt: '2026-03-02T09:00:00Z',
    periodEnd: '2026-03-05T12:00:00Z',
  },
  // A trial started on the 3rd, still running on the 11th.
  {
    id: 'd',
    status: 'trialing',
    createdAt: '2026-03-03T10:00:00Z',
    trialEnd: '2026-03-17T10:00:00Z',
    periodEnd: '2026-03-17T10:00:00Z',
  },
  // Paid in euros from the 4th.
  {
    id: 'e',
    currency: 'eur',
    status: 'active',
    createdAt: '2026-03-04T08:00:00Z',
    periodEnd: '2026-04-03T08:00:00Z',
  },
  // Its renewal refused three times from the 6th: unpaid, ended at its last paid period's end.
  { id: 'f', status: 'unpaid', createdAt: '2026-02-06T00:00:00Z', periodEnd: '2026-03-06T00:00:00Z' },
  // Stripe: cancellation asked on the 8th, to end in April.
  {
    id: 'g',
    provider: 'stripe',
    status: 'active',
    createdAt: '2026-01-15T00:00:00Z',
    cancelRequestedAt: '2026-03-08T15:00:00Z',
    cancelAt: '2026-04-15T00:00:00Z',
    periodEnd: '2026-04-15T00:00:00Z',
  },
  // After the period.
  { id: 'h', status: 'active', createdAt: '2026-03-11T00:00:00Z', periodEnd: '2026-04-11T00:00:00Z' },
  // Stripe's first payment never made: no plan.
  {
    id: 'i',
    provider: 'stripe',
    status: 'incomplete',
    createdAt: '2026-03-05T00:00:00Z',
    periodEnd: '2026-04-05T00:00:00Z',
  },
  // Ended before the period.
  { id: 'j', status: 'canceled', createdAt: '2026-01-01T00:00:00Z', periodEnd: '2026-02-20T00:00:00Z' },
  // In its trial at the period's start, paid at its end.
  {
    id: 'k',
    status: 'active',
    createdAt: '2026-02-25T00:00:00Z',
    trialEnd: '2026-03-04T00:00:00Z',
    periodStart: '2026-03-04T00:00:00Z',
    periodEnd: '2026-04-03T00:00:00Z',
  },
];

const PAYMENTS: Payment[] = [
  { id: 'a1', subscriptionId: 'sub-a', createdAt: '2026-02-01T00:00:00Z' },
  // a's second charge, on the period's first instant: a renewal.
  { id: 'a2', subscriptionId: 'sub-a', createdAt: '2026-03-01T00:00:00Z' },
  // A charge of no subscription: revenue, not a renewal.
  { id: 'x1', subscriptionId: null, amount: 1999, createdAt: '2026-03-02T12:00:00Z' },
  // First charges after a trial and of a new plan: not renewals.
  { id: 'k1', subscriptionId: 'sub-k', createdAt: '2026-03-04T00:00:00Z' },
  { id: 'e1', subscriptionId: 'sub-e', currency: 'eur', createdAt: '2026-03-04T08:00:00Z' },
  // Refused renewals: not revenue, not renewals.
  { id: 'f1', subscriptionId: 'sub-f', status: 'failed', createdAt: '2026-03-06T00:00:00Z' },
  { id: 'f2', subscriptionId: 'sub-f', status: 'failed', createdAt: '2026-03-07T00:00:00Z' },
  { id: 'f3', subscriptionId: 'sub-f', status: 'failed', createdAt: '2026-03-08T00:00:00Z' },
  // A part refunded; a refund that failed changes nothing.
  { id: 'r1', subscriptionId: 'sub-a', kind: 'refund', amount: 500, createdAt: '2026-03-09T10:00:00Z' },
  {
    id: 'r2',
    subscriptionId: 'sub-a',
    kind: 'refund',
    status: 'failed',
    amount: 499,
    createdAt: '2026-03-09T11:00:00Z',
  },
  // g's renewal on the period's last instant, its first charge long before.
  { id: 'g0', subscriptionId: 'sub-g', createdAt: '2026-02-15T00:00:00Z' },
  { id: 'g1', subscriptionId: 'sub-g', createdAt: '2026-03-10T23:59:59.999Z' },
  // After the period.
  { id: 'a3', subscriptionId: 'sub-a', createdAt: '2026-03-11T00:00:00Z' },
];

interface Visit {
  id: string;
  variant: number;
  createdAt: string;
  answered: string[];
  completed?: boolean;
  email?: boolean;
  checkout?: 'open' | 'paid';
}

const VISITS: Visit[] = [
  // Variant 1 (experience, done, note, confidence): four visitors.
  {
    id: 'v1-paid',
    variant: 1,
    createdAt: '2026-03-01T00:00:00Z',
    answered: ['experience', 'done', 'note', 'confidence'],
    completed: true,
    email: true,
    checkout: 'paid',
  },
  {
    id: 'v1-email',
    variant: 1,
    createdAt: '2026-03-02T10:00:00Z',
    answered: ['experience', 'done', 'note', 'confidence'],
    completed: true,
    email: true,
  },
  { id: 'v1-two', variant: 1, createdAt: '2026-03-03T10:00:00Z', answered: ['experience', 'done'] },
  { id: 'v1-none', variant: 1, createdAt: '2026-03-10T23:59:59Z', answered: [] },
  // Variant 2 (confidence, experience, done): two visitors.
  {
    id: 'v2-open',
    variant: 2,
    createdAt: '2026-03-04T10:00:00Z',
    answered: ['confidence', 'experience', 'done'],
    completed: true,
    email: true,
    checkout: 'open',
  },
  { id: 'v2-one', variant: 2, createdAt: '2026-03-05T10:00:00Z', answered: ['confidence'] },
  // Outside the period.
  { id: 'v1-before', variant: 1, createdAt: '2026-02-28T23:59:59Z', answered: ['experience'] },
  { id: 'v1-after', variant: 1, createdAt: '2026-03-11T00:00:00Z', answered: ['experience'] },
];

describe('the back office reports', () => {
  const clock = createTestClock();
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  let staff: ReturnType<typeof staffHelpers>;
  let finance: TestStaff;

  beforeAll(async () => {
    backend = await createTestBackend({ clock: clock.now });
    api = learnerHelpers(backend);
    staff = staffHelpers(api, clock);
    finance = await staff.newStaff('finance');
    const { db } = backend.database;
    for (const plan of PLANS) {
      const [learner] = await db
        .insert(learners)
        .values({
          email: `report-${plan.id}@example.com`,
          username: `report-${plan.id}`,
          createdAt: at(plan.createdAt),
        })
        .returning();
      if (!learner) throw new Error('learner not created');
      await db.insert(subscriptions).values({
        id: `sub-${plan.id}`,
        learnerId: learner.id,
        plan: plan.plan ?? 'monthly',
        status: plan.status,
        currentPeriodStart: at(plan.periodStart ?? plan.createdAt),
        currentPeriodEnd: at(plan.periodEnd),
        trialEnd: plan.trialEnd ? at(plan.trialEnd) : null,
        cancelAtPeriodEnd: plan.cancelRequestedAt !== undefined,
        cancelRequestedAt: plan.cancelRequestedAt ? at(plan.cancelRequestedAt) : null,
        cancelAt: plan.cancelAt ? at(plan.cancelAt) : null,
        priceId: `price_${plan.plan ?? 'monthly'}`,
        unitAmount: plan.unitAmount ?? 999,
        currency: plan.currency ?? 'usd',
        interval: plan.interval ?? 'month',
        intervalCount: 1,
        provider: plan.provider ?? 'test',
        createdAt: at(plan.createdAt),
      });
    }
    for (const payment of PAYMENTS)
      await db.insert(payments).values({
        id: payment.id,
        learnerId: null,
        subscriptionId: payment.subscriptionId,
        kind: payment.kind ?? 'charge',
        status: payment.status ?? 'succeeded',
        amount: payment.amount ?? 999,
        currency: payment.currency ?? 'usd',
        plan: 'monthly',
        provider: 'test',
        createdAt: at(payment.createdAt),
      });
    for (const visit of VISITS) {
      const answers: Record<string, LeadAnswer> = Object.fromEntries(visit.answered.map((id) => [id, true]));
      const createdAt = at(visit.createdAt);
      await db.insert(leads).values({
        id: visit.id,
        funnel: 1,
        variant: visit.variant,
        answers,
        completedAt: visit.completed ? createdAt : null,
        points: visit.completed ? 3 : null,
        level: visit.completed ? 'LOW' : null,
        email: visit.email ? `${visit.id}@example.com` : null,
        createdAt,
        updatedAt: createdAt,
      });
      if (visit.checkout)
        await db.insert(checkouts).values({
          id: `${visit.id}-checkout`,
          plan: 'monthly',
          email: `${visit.id}@example.com`,
          lang: 'en',
          leadId: visit.id,
          status: visit.checkout,
          createdAt,
          paidAt: visit.checkout === 'paid' ? createdAt : null,
        });
    }
  });
  afterAll(() => backend?.close());

  const get = async <T>(url: string, who: { token: string } = finance): Promise<T> => {
    const response = await staff.as(who, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  describe('the funnel report', () => {
    let report: FunnelReportView;
    beforeAll(async () => {
      report = await get<FunnelReportView>(`/api/staff/reports/funnel?${PERIOD}`);
    });
    const variant = (id: number) => report.funnels[0]?.variants.find((entry) => entry.variant === id);

    it('covers the period asked for, the last day included', () => {
      expect(report.from).toBe('2026-03-01');
      expect(report.to).toBe('2026-03-10');
      expect(report.funnels.map((funnel) => [funnel.funnel, funnel.title, funnel.baseline])).toEqual([
        [1, 'Fixture quiz', 1],
      ]);
    });

    it('counts each variant’s visitors at every step, in the variant’s order', () => {
      expect(variant(1)).toMatchObject({
        name: 'Every step',
        visitors: 4,
        steps: [
          { step: 1, id: 'experience', answered: proportion(3, 4) },
          { step: 2, id: 'done', answered: proportion(3, 4) },
          { step: 3, id: 'note', answered: proportion(2, 4) },
          { step: 4, id: 'confidence', answered: proportion(2, 4) },
        ],
        resultsSeen: proportion(2, 4),
        emailsLeft: proportion(2, 4),
        checkoutsStarted: proportion(1, 4),
        paid: proportion(1, 4),
        trialsConverted: proportion(0, 4),
        comparedToBaseline: null,
      });
      expect(variant(2)).toMatchObject({
        name: 'Three questions, the scale first',
        visitors: 2,
        steps: [
          { step: 1, id: 'confidence', answered: proportion(2, 2) },
          { step: 2, id: 'experience', answered: proportion(1, 2) },
          { step: 3, id: 'done', answered: proportion(1, 2) },
        ],
        resultsSeen: proportion(1, 2),
        emailsLeft: proportion(1, 2),
        checkoutsStarted: proportion(1, 2),
        paid: proportion(0, 2),
      });
    });

    it('compares each variant with variant 1', () => {
      const compared = variant(2)?.comparedToBaseline;
      expect(compared?.paid).toEqual(
        compareProportions({ successes: 1, trials: 4 }, { successes: 0, trials: 2 }),
      );
      expect(compared?.paid).toMatchObject({ computed: true, difference: -0.25, significant: false });
      expect(compared?.emailsLeft).toMatchObject({ computed: true, difference: 0, pValue: 1 });
    });
  });

  describe('the business report', () => {
    let report: BusinessReportView;
    beforeAll(async () => {
      report = await get<BusinessReportView>(`/api/staff/reports/business?${PERIOD}`);
    });
    const dayOf = (day: string) => report.days.find((entry) => entry.day === day);
    const column = (key: keyof BusinessReportView['totals']) =>
      report.days
        .filter((day) => JSON.stringify(day[key]) !== '0' && JSON.stringify(day[key]) !== '[]')
        .map((day) => [day.day.slice(8), day[key]]);

    it('has every day of the period, figures or not', () => {
      expect(report.from).toBe('2026-03-01');
      expect(report.to).toBe('2026-03-10');
      expect(report.asOf).toBe('2026-03-11T00:00:00.000Z');
      expect(report.days.map((day) => day.day)).toEqual(
        Array.from({ length: 10 }, (_, index) => `2026-03-${String(index + 1).padStart(2, '0')}`),
      );
      expect(dayOf('2026-03-07')).toEqual({
        day: '2026-03-07',
        newSubscriptions: 0,
        newTrials: 0,
        cancellations: 0,
        plansEnded: 0,
        renewals: 0,
        refusedPayments: 1,
        revenue: [],
      });
    });

    it('counts plans started, trials started, cancellations asked and plans ended per UTC day', () => {
      expect(column('newSubscriptions')).toEqual([
        ['03', 1],
        ['04', 1],
      ]);
      expect(column('newTrials')).toEqual([['03', 1]]);
      expect(column('cancellations')).toEqual([
        ['02', 1],
        ['08', 1],
      ]);
      expect(column('plansEnded')).toEqual([
        ['05', 1],
        ['06', 1],
      ]);
    });

    it('counts renewals, refused charges and revenue less refunds, per currency', () => {
      expect(column('renewals')).toEqual([
        ['01', 1],
        ['10', 1],
      ]);
      expect(column('refusedPayments')).toEqual([
        ['06', 1],
        ['07', 1],
        ['08', 1],
      ]);
      expect(column('revenue')).toEqual([
        ['01', [{ currency: 'usd', amount: 999 }]],
        ['02', [{ currency: 'usd', amount: 1999 }]],
        [
          '04',
          [
            { currency: 'eur', amount: 999 },
            { currency: 'usd', amount: 999 },
          ],
        ],
        ['09', [{ currency: 'usd', amount: -500 }]],
        ['10', [{ currency: 'usd', amount: 999 }]],
      ]);
      expect(report.totals).toEqual({
        newSubscriptions: 2,
        newTrials: 1,
        cancellations: 2,
        plansEnded: 2,
        renewals: 2,
        refusedPayments: 3,
        revenue: [
          { currency: 'eur', amount: 999 },
          { currency: 'usd', amount: 4496 },
        ],
      });
    });

    it('counts subscribers, MRR and churn as of the period’s end', () => {
      expect(report.plans).toEqual([
        { plan: 'monthly', active: 4, trials: 1 },
        { plan: 'yearly', active: 1, trials: 0 },
      ]);
      expect(report.active).toBe(5);
      expect(report.trials).toBe(1);
      // a, g and k monthly (999 each) and b yearly (9900 × 30/365) in dollars; e in euros.
      expect(monthlyAmount({ unitAmount: 9900, interval: 'year', intervalCount: 1 })).toBeCloseTo(813.7, 1);
      expect(report.mrr).toEqual([
        { currency: 'eur', amount: 999 },
        { currency: 'usd', amount: 3811 },
      ]);
      expect(report.mrrRule).toMatch(/30-day month/);
      // Running on 1 March: a, b, c, f, g and k (in its trial); c and f ended.
      expect(report.churn).toMatchObject({ runningAtStart: 6, ended: 2, rate: 2 / 6 });
      expect(report.churn.rule).toMatch(/running at the period’s start/);
    });

    it('takes a period still running as of now', async () => {
      const today = clock.now().toISOString().slice(0, 10);
      const running = await get<BusinessReportView>(`/api/staff/reports/business?from=${today}&to=${today}`);
      expect(running.days).toHaveLength(1);
      expect(new Date(running.asOf).getTime()).toBeLessThanOrEqual(clock.now().getTime());
    });
  });

  it('covers the last 28 days up to today without a period', async () => {
    const today = clock.now().toISOString().slice(0, 10);
    const first = new Date(Date.parse(`${today}T00:00:00Z`) - 27 * 86_400_000).toISOString().slice(0, 10);
    const funnel = await get<FunnelReportView>('/api/staff/reports/funnel');
    expect([funnel.from, funnel.to]).toEqual([first, today]);
    const business = await get<BusinessReportView>('/api/staff/reports/business?to=2026-03-10');
    expect([business.from, business.to, business.days.length]).toEqual(['2026-02-11', '2026-03-10', 28]);
  });

  it('refuses a period that ends before it starts, is too long or is not a date', async () => {
    for (const [query, message] of [
      ['from=2026-03-10&to=2026-03-01', /ends \(2026-03-01\) before it starts \(2026-03-10\)/],
      ['from=2025-01-01&to=2026-01-02', /367 days long: a report covers 366 days at most/],
      ['from=2026-02-30&to=2026-03-10', /not a date of the calendar/],
      ['from=March&to=2026-03-10', /YYYY-MM-DD/],
    ] as const) {
      for (const report of ['funnel', 'business']) {
        const refused = await staff.as(finance, 'GET', `/api/staff/reports/${report}?${query}`);
        expect(refused.statusCode, `${report} ${query}`).toBe(400);
        expect(refused.json().error.message).toMatch(message);
      }
    }
    // A leap year is 366 days: allowed.
    await get('/api/staff/reports/business?from=2024-01-01&to=2024-12-31');
  });

  it('is for finance and owners only', async () => {
    const owner = await staff.newStaff('owner');
    await get(`/api/staff/reports/funnel?${PERIOD}`, owner);
    await get(`/api/staff/reports/business?${PERIOD}`, owner);
    const learner = await api.newLearner();
    const learnerToken = await api.signIn(learner);
    for (const report of ['funnel', 'business']) {
      const url = `/api/staff/reports/${report}?${PERIOD}`;
      for (const role of ['support', 'content'] as const) {
        const refused = await staff.as(await staff.newStaff(role), 'GET', url);
        expect(refused.statusCode, `${role} ${report}`).toBe(403);
      }
      expect((await api.inject({ method: 'GET', url, headers: bearer(learnerToken) })).statusCode).toBe(401);
      expect((await api.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
