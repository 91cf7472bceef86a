import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../backend/src/clock';
import { learnerSummary } from '../../backend/src/contract/admin';
import { bearer, learnerHelpers, uniqueEmail } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

const card = { name: 'Ada Lovelace', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' };
const WEEK_MS = 7 * DAY_MS;

// A subscription's life with the built-in test provider, the clock moved by the test and the
// billing run when the test says (the minute job does the same with the real time).
describe('billing', () => {
  let backend: TestBackend;
  let second: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  const clock = createTestClock();
  const logLines: string[] = [];
  beforeAll(async () => {
    backend = await createTestBackend({
      importContent: false,
      clock: clock.now,
      logger: pino({ level: 'warn' }, { write: (line: string) => logLines.push(line) }),
    });
    second = await createTestBackend({ sharing: backend, clock: clock.now });
    api = learnerHelpers(backend);
  });
  afterAll(async () => {
    await second?.close();
    await backend?.close();
  });

  const runBilling = async (on: TestBackend = backend) => {
    const response = await on.app.inject({
      method: 'POST',
      url: '/api/admin/billing/run',
      headers: bearer(on.config.adminToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      renewed: number;
      failed: number;
      ended: number;
      reminded: number;
      stuck: number;
    };
  };

  /** A learner who bought the plan through checkout, with their PIN set and signed in. */
  async function buyer(planId: '1-week' | '4-week') {
    const email = uniqueEmail('buyer');
    const started = await api.inject({ method: 'POST', url: '/api/checkout', payload: { planId, email } });
    const { id, key } = started.json().data;
    const paid = await api.inject({
      method: 'POST',
      url: `/api/checkout/${id}/pay`,
      payload: card,
      headers: { 'x-checkout-key': key },
    });
    const { setupToken } = paid.json().data;
    const signedIn = await api.inject({
      method: 'POST',
      url: '/api/product-user/set-pin',
      payload: { email, pin: '2468', setupToken },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // Read as an operator does: once access ends the learner's own calls are refused.
    const subscription = async () => {
      const response = await api.admin('GET', `/api/admin/learners?email=${encodeURIComponent(email)}`);
      const current = learnerSummary.parse(response.json()).subscription;
      return current
        ? {
            id: current.id,
            status: current.status,
            cancel_at_period_end: current.cancelAtPeriodEnd,
            current_period_end: Math.floor(Date.parse(current.currentPeriodEnd) / 1000),
          }
        : undefined;
    };
    const mails = async (kind: string) => {
      await backend.drain();
      await second.drain();
      return (await api.outbox(email)).filter((message) => message.kind === kind);
    };
    const login = () =>
      api.inject({ method: 'POST', url: '/api/product-user/login', payload: { email, pin: '2468' } });
    // Signed in afresh: weeks of moved time outlast a session token.
    const cancel = async () => {
      const id = (await subscription())?.id;
      const fresh = (await login()).json().jwt as string;
      return api.inject({ method: 'DELETE', url: `/api/subscriptions/${id}`, headers: bearer(fresh) });
    };
    // The card on file, by its last four digits (they pick what the test provider answers).
    const setCard = (last4: string) =>
      backend.database.db.execute(
        sql`update subscriptions set payment_method_last4 = ${last4} where learner_id = (select id from learners where email = ${email})`,
      );
    return { email, subscription, mails, login, cancel, setCard };
  }

  /** Moves the clock to `ms` after the subscription's current period ends. */
  const toPeriodEnd = async (who: Awaited<ReturnType<typeof buyer>>, ms: number) => {
    const end = ((await who.subscription())?.current_period_end ?? 0) * 1000;
    clock.advance(end + ms - clock.now().getTime());
  };

  it('reminds once two days before a trial converts, converts it, renews it, and ends it after a cancel', async () => {
    clock.freeze();
    const who = await buyer('1-week');
    const trial = await who.subscription();
    expect(trial).toMatchObject({ status: 'trialing', cancel_at_period_end: false });

    await toPeriodEnd(who, -2 * DAY_MS + HOUR_MS);
    expect((await runBilling()).reminded).toBeGreaterThanOrEqual(1);
    await runBilling();
    expect(await who.mails('trial-ending')).toHaveLength(1);

    await toPeriodEnd(who, 60_000);
    expect((await runBilling()).renewed).toBeGreaterThanOrEqual(1);
    const converted = await who.subscription();
    expect(converted?.status).toBe('active');
    expect(converted?.current_period_end).toBe((trial?.current_period_end ?? 0) + (4 * WEEK_MS) / 1000);
    expect(await who.mails('receipt')).toHaveLength(2);

    await toPeriodEnd(who, 60_000);
    await runBilling();
    const renewed = await who.subscription();
    expect(renewed?.current_period_end).toBe((converted?.current_period_end ?? 0) + (4 * WEEK_MS) / 1000);
    expect((await who.login()).statusCode).toBe(200);

    expect((await who.cancel()).statusCode).toBe(200);
    await toPeriodEnd(who, 60_000);
    await runBilling();
    expect((await who.subscription())?.status).toBe('canceled');
    expect(await who.mails('receipt')).toHaveLength(3);
    expect((await who.login()).statusCode).toBe(423);
  });

  it('ends a trial cancelled 25 hours before its end, and converts one cancelled 23 hours before, once', async () => {
    clock.freeze();
    const early = await buyer('1-week');
    const late = await buyer('1-week');
    await toPeriodEnd(early, -25 * HOUR_MS);
    expect((await early.cancel()).statusCode).toBe(200);
    await toPeriodEnd(late, -23 * HOUR_MS);
    expect((await late.cancel()).statusCode).toBe(200);

    await toPeriodEnd(late, 60_000);
    await runBilling();
    expect((await early.subscription())?.status).toBe('canceled');
    expect(await early.mails('receipt')).toHaveLength(1);
    const converted = await late.subscription();
    expect(converted).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(await late.mails('receipt')).toHaveLength(2);

    await toPeriodEnd(late, 60_000);
    await runBilling();
    expect((await late.subscription())?.status).toBe('canceled');
    expect(await late.mails('receipt')).toHaveLength(2);
  });

  it('undoes a cancel before the period ends, so the plan renews; once it has ended, keeping it is refused', async () => {
    clock.freeze();
    const who = await buyer('4-week');
    const keep = (token: string) =>
      api.inject({
        method: 'POST',
        url: `/api/subscriptions/${encodeURIComponent(id)}/keep`,
        headers: bearer(token),
      });
    const id = (await who.subscription())?.id ?? '';
    expect((await who.cancel()).statusCode).toBe(200);
    await toPeriodEnd(who, -HOUR_MS);
    const kept = await keep((await who.login()).json().jwt);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      id,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
    });
    const before = await who.subscription();
    await toPeriodEnd(who, 60_000);
    await runBilling();
    const renewed = await who.subscription();
    expect(renewed).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(renewed?.current_period_end).toBe((before?.current_period_end ?? 0) + (4 * WEEK_MS) / 1000);
    expect(await who.mails('receipt')).toHaveLength(2);

    // Cancelled again and left to end: it cannot be kept after its end.
    expect((await who.cancel()).statusCode).toBe(200);
    await toPeriodEnd(who, -HOUR_MS);
    const token = (await who.login()).json().jwt;
    await toPeriodEnd(who, 60_000);
    await runBilling();
    expect((await who.subscription())?.status).toBe('canceled');
    const refused = await keep(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.name).toBe('SubscriptionEnded');
    expect((await who.subscription())?.status).toBe('canceled');
    expect((await who.login()).statusCode).toBe(423);
  });

  it('keeps a plan cancelled too late for this period: it then renews every period again', async () => {
    clock.freeze();
    const who = await buyer('4-week');
    await toPeriodEnd(who, -23 * HOUR_MS);
    expect((await who.cancel()).statusCode).toBe(200);
    await toPeriodEnd(who, 60_000);
    await runBilling();
    const once = await who.subscription();
    expect(once).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const token = (await who.login()).json().jwt;
    const kept = await api.inject({
      method: 'POST',
      url: `/api/subscriptions/${encodeURIComponent(once?.id ?? '')}/keep`,
      headers: bearer(token),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    await toPeriodEnd(who, 60_000);
    await runBilling();
    expect(await who.subscription()).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      current_period_end: (once?.current_period_end ?? 0) + (4 * WEEK_MS) / 1000,
    });
  });

  it('makes a refused renewal past due, tries again each day, and ends it after the third refusal', async () => {
    clock.freeze();
    const who = await buyer('4-week');
    await who.setCard('0002');
    await toPeriodEnd(who, 60_000);
    expect((await runBilling()).failed).toBeGreaterThanOrEqual(1);
    expect((await who.subscription())?.status).toBe('past_due');
    expect((await who.login()).statusCode).toBe(423);
    expect(await who.mails('payment-failed')).toHaveLength(1);
    await runBilling();
    expect(await who.mails('payment-failed')).toHaveLength(1);

    clock.advance(DAY_MS);
    await runBilling();
    expect(await who.mails('payment-failed')).toHaveLength(2);
    clock.advance(DAY_MS);
    await runBilling();
    expect((await who.subscription())?.status).toBe('unpaid');
    clock.advance(DAY_MS);
    await runBilling();
    expect(await who.mails('payment-failed')).toHaveLength(2);
  });

  it('renews a past-due plan when a retry goes through, from that day', async () => {
    clock.freeze();
    const who = await buyer('4-week');
    await who.setCard('9995');
    await toPeriodEnd(who, 60_000);
    await runBilling();
    expect((await who.subscription())?.status).toBe('past_due');
    await who.setCard('4242');
    clock.advance(DAY_MS);
    await runBilling();
    const renewed = await who.subscription();
    expect(renewed?.status).toBe('active');
    expect(renewed?.current_period_end).toBe(Math.floor((clock.now().getTime() + 4 * WEEK_MS) / 1000));
    expect((await who.login()).statusCode).toBe(200);
  });

  it('charges each period once when two backends bill at the same moment', async () => {
    clock.freeze();
    const who = await buyer('4-week');
    await toPeriodEnd(who, 60_000);
    await Promise.all([runBilling(backend), runBilling(second), runBilling(backend), runBilling(second)]);
    expect(await who.mails('receipt')).toHaveLength(2);
    const renewed = await who.subscription();
    expect(renewed?.status).toBe('active');
    // One charge written for the checkout, one for the renewal: the backend that lost wrote none.
    const charges = (await backend.database.db.execute(
      sql`select count(*)::int as n from payments where subscription_id = ${renewed?.id} and kind = 'charge'`,
    )) as unknown as { rows: { n: number }[] };
    expect(charges.rows[0]?.n).toBe(2);
  });

  /** The learner's subscription as the database holds it, the period's end at its own precision. */
  const storedPlanOf = async (learnerId: number) => {
    const result = (await backend.database.db.execute(
      sql`select status, current_period_end::text as end, current_period_end > now() as ahead
          from subscriptions where learner_id = ${learnerId}`,
    )) as unknown as { rows: { status: string; end: string; ahead: boolean }[] };
    return result.rows;
  };

  /**
   * Rows no update can move, as a period end with microseconds could not before: a trigger skips
   * every update of them. `count` of them, due since two days, sorted before every other row.
   */
  async function unmovableRows(learnerId: number, count: number) {
    const { db } = backend.database;
    await db.execute(sql`
      insert into subscriptions (id, learner_id, plan, status, current_period_start, current_period_end,
        price_id, unit_amount, currency, interval, interval_count, created_at, provider, payment_method_last4)
      select 'sub_0000_unmovable_' || lpad(n::text, 4, '0'), ${learnerId}, '4-week', 'active',
        now() - interval '30 days', now() - interval '2 days' - n * interval '1 second',
        'price_unmovable', 2999, 'usd', 'week', 4, now() - interval '30 days', 'test', '4242'
      from generate_series(1, ${count}::int) as n`);
    await db.execute(
      sql.raw(
        'create function skip_unmovable() returns trigger language plpgsql as $$ begin return null; end $$',
      ),
    );
    await db.execute(
      sql.raw(`create trigger unmovable before update on subscriptions for each row
        when (old.price_id = 'price_unmovable') execute function skip_unmovable()`),
    );
    return async () => {
      await db.execute(sql.raw('drop trigger unmovable on subscriptions'));
      await db.execute(sql.raw('drop function skip_unmovable()'));
      await db.execute(sql`delete from subscriptions where price_id = 'price_unmovable'`);
    };
  }

  const couldNotMove = () =>
    logLines
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg.startsWith('Billing could not move a subscription'));

  it('renews a period whose end has microseconds, as SQL’s now() writes it', async () => {
    const learner = await api.newLearner();
    await backend.database.db.execute(
      sql`update subscriptions
          set current_period_end = date_trunc('second', now()) - interval '1 minute' + interval '0.123456 second'
          where learner_id = ${learner.id}`,
    );
    const [before] = await storedPlanOf(learner.id);
    expect(before?.end).toMatch(/\.123456\+00$/);

    const run = await runBilling();
    const [after] = await storedPlanOf(learner.id);
    expect(after).toMatchObject({ status: 'active', ahead: true });
    expect((await api.waitForMail(learner.email, 'receipt')).text).toContain('$29.99');
    expect(run.stuck).toBe(0);
  });

  it('bills a due plan behind more rows that cannot move than a run reads at once', async () => {
    const blocked = await api.newLearner();
    const due = await api.newLearner();
    const restore = await unmovableRows(blocked.id, 201);
    try {
      await backend.database.db.execute(
        sql`update subscriptions set current_period_end = now() - interval '1 minute' where learner_id = ${due.id}`,
      );
      const run = await runBilling();
      const [renewed] = await storedPlanOf(due.id);
      expect(renewed).toMatchObject({ status: 'active', ahead: true });
      expect(run.stuck).toBe(201);
    } finally {
      await restore();
    }
  });

  it('logs each due row a run could not move, by subscription and learner', async () => {
    const blocked = await api.newLearner();
    const restore = await unmovableRows(blocked.id, 1);
    logLines.length = 0;
    try {
      const run = await runBilling();
      expect(couldNotMove()).toEqual([
        expect.objectContaining({
          level: 50,
          subscriptionId: 'sub_0000_unmovable_0001',
          learnerId: blocked.id,
        }),
      ]);
      expect(run.stuck).toBe(1);
    } finally {
      await restore();
    }
  });
});
