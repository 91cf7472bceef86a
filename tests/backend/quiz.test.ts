import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funnelReportResponse, funnelResponse, leadResponse } from '../../backend/src/contract/funnels';
import { learnerHelpers, uniqueEmail } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

// The fixture funnel (fixtures/content/funnels/1.yaml), variant 1: experience (single, 0-2 points),
// done (multiple, up to 3), note (info), confidence (scale 1-5 → 0-4). LOW up to 3, INTERMEDIATE up
// to 6, HIGH above; the levels recommend core-one, core-two and core-three.

describe('the one-minute quiz', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  beforeAll(async () => {
    backend = await createTestBackend();
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  const start = async (variant = 1) => {
    const response = await api.inject({ method: 'POST', url: '/api/leads', payload: { funnel: 1, variant } });
    expect(response.statusCode).toBe(201);
    return leadResponse.parse(response.json()).data;
  };
  const answer = (leadId: string, step: number, value?: unknown) =>
    api.inject({
      method: 'PUT',
      url: `/api/leads/${leadId}/answers/${step}`,
      payload: value === undefined ? {} : { answer: value },
    });
  const answered = async (leadId: string, step: number, value?: unknown) => {
    const response = await answer(leadId, step, value);
    expect(response.statusCode, response.body).toBe(200);
    return leadResponse.parse(response.json()).data;
  };
  /** Variant 1 answered through: experience, done, the info screen, confidence. */
  const finish = async (experience: string, done: string[], confidence: number) => {
    const lead = await start();
    await answered(lead.id, 1, experience);
    await answered(lead.id, 2, done);
    await answered(lead.id, 3);
    return answered(lead.id, 4, confidence);
  };

  it('shows a variant’s steps in its order, without the points', async () => {
    const response = await api.inject({ url: '/api/funnels/1/variants/2' });
    expect(response.statusCode).toBe(200);
    const { data } = funnelResponse.parse(response.json());
    expect(data.steps.map((step) => step.id)).toEqual(['confidence', 'experience', 'done']);
    expect(data.steps[0]).toEqual({
      id: 'confidence',
      kind: 'scale',
      title: 'How confident are you?',
      subtitle: null,
      min: 1,
      max: 5,
      minLabel: 'Not at all',
      maxLabel: 'Very',
    });
    expect(response.body).not.toContain('points');
    // No testimonials in the content: none are made up. The facts are counted from the catalog.
    expect(data.testimonials).toEqual([]);
    expect(data.facts).toEqual({ guides: expect.any(Number), lessons: expect.any(Number), languages: 8 });
    expect(data.facts.lessons).toBeGreaterThanOrEqual(data.facts.guides);

    expect((await api.inject({ url: '/api/funnels/1/variants/3' })).statusCode).toBe(404);
    expect((await api.inject({ url: '/api/funnels/7/variants/1' })).statusCode).toBe(404);
    expect((await api.inject({ url: '/api/funnels/one/variants/1' })).statusCode).toBe(400);
  });

  it('takes the steps in order, refuses a step ahead, and lets an earlier one be answered again', async () => {
    const lead = await start();
    expect(lead).toMatchObject({
      funnel: 1,
      variant: 1,
      totalSteps: 4,
      nextStep: 1,
      answers: {},
      result: null,
    });

    const ahead = await answer(lead.id, 3);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().error).toMatchObject({ name: 'StepAhead', nextStep: 1 });

    expect((await answered(lead.id, 1, 'often')).nextStep).toBe(2);
    expect((await answered(lead.id, 2, ['ask', 'write'])).nextStep).toBe(3);
    expect((await answered(lead.id, 1, 'never')).answers).toEqual({
      experience: 'never',
      done: ['ask', 'write'],
    });
    expect((await answered(lead.id, 3)).nextStep).toBe(4);
    const done = await answered(lead.id, 4, 5);
    expect(done.nextStep).toBeNull();
    expect(done.result).toMatchObject({ level: 'INTERMEDIATE', points: 6, maxPoints: 9 });
    expect((await answer(lead.id, 5, 1)).statusCode).toBe(400);
  });

  it('refuses an answer the step does not take, and keeps the answers it has', async () => {
    const lead = await start();
    for (const [step, value] of [
      [1, 'always'],
      [1, ['often']],
      [1, undefined],
    ] as const) {
      const response = await answer(lead.id, step, value);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.name).toBe('InvalidAnswer');
    }
    await answered(lead.id, 1, 'sometimes');
    expect((await answer(lead.id, 2, ['ask', 'dance'])).statusCode).toBe(400);
    expect((await answered(lead.id, 2, [])).answers.done).toEqual([]);
    expect((await answer(lead.id, 3, 'ok')).statusCode).toBe(400);
    await answered(lead.id, 3);
    for (const value of [0, 6, 2.5, '3']) expect((await answer(lead.id, 4, value)).statusCode).toBe(400);
    const kept = leadResponse.parse((await api.inject({ url: `/api/leads/${lead.id}` })).json()).data;
    expect(kept).toMatchObject({ nextStep: 4, answers: { experience: 'sometimes', done: [], note: true } });
  });

  it('refuses with 400 an answer longer than an option id may be, or more of them than any step has', async () => {
    const lead = await start();
    await answered(lead.id, 1, 'sometimes');
    for (const [step, value, field] of [
      [1, 'x'.repeat(65), 'answer'],
      [2, ['ask', 'y'.repeat(65)], 'answer.1'],
      [2, Array.from({ length: 21 }, () => 'ask'), 'answer'],
    ] as const) {
      const response = await answer(lead.id, step, value);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error).toMatchObject({ status: 400, name: 'ValidationError' });
      expect(response.json().error.message).toContain(`Invalid body field "${field}"`);
    }
    const kept = leadResponse.parse((await api.inject({ url: `/api/leads/${lead.id}` })).json()).data;
    expect(kept).toMatchObject({ nextStep: 2, answers: { experience: 'sometimes' } });
  });

  it('scores to LOW, INTERMEDIATE and HIGH at the configured points, with the guide to start with', async () => {
    const cases = [
      { answers: ['never', [], 1], points: 0, level: 'LOW', guide: 'core-one' },
      { answers: ['sometimes', ['ask'], 2], points: 3, level: 'LOW', guide: 'core-one' },
      { answers: ['sometimes', ['ask', 'plan'], 2], points: 4, level: 'INTERMEDIATE', guide: 'core-two' },
      {
        answers: ['often', ['ask', 'write', 'plan', 'image'], 3],
        points: 7,
        level: 'HIGH',
        guide: 'core-three',
      },
    ] as const;
    for (const { answers, points, level, guide } of cases) {
      const { result } = await finish(answers[0], [...answers[1]], answers[2]);
      expect(result).toMatchObject({ points, level, recommendedGuide: { id: guide } });
    }
    const { result } = await finish('often', ['ask', 'write', 'plan', 'image'], 5);
    expect(result).toMatchObject({ points: 9, maxPoints: 9, level: 'HIGH', title: 'Ready to go further' });
    expect(result?.recommendedGuide).toEqual({ id: 'core-three', title: 'Core three' });
  });

  it('draws a growth chart that rises every week toward 95 from where the visitor is now', async () => {
    const { result } = await finish('sometimes', ['ask'], 2);
    const values = result?.growth.map((point) => point.value) ?? [];
    expect(result?.growth.map((point) => point.week)).toEqual([0, 1, 2, 3, 4]);
    expect(values[0]).toBe(33);
    for (let week = 1; week < values.length; week += 1)
      expect(values[week]).toBeGreaterThan(values[week - 1] ?? 100);
    expect(values.at(-1)).toBeLessThanOrEqual(95);
  });

  it('says the funnel’s prior percentile until 100 results exist, then the real one', async () => {
    const first = await finish('sometimes', ['ask'], 2);
    expect(first.result?.percentile).toBe(82);
    // 100 more results: 60 of them with fewer points than 5, 40 with more.
    await backend.database.db.execute(sql`
      insert into leads (id, funnel, variant, answers, points, level, completed_at, created_at, updated_at)
      select 'seed-' || n, 1, 1, '{}'::jsonb, case when n <= 60 then 1 else 8 end, 'LOW', now(), now(), now()
      from generate_series(1, 100) as n`);
    const { result } = await finish('sometimes', ['ask', 'write'], 2);
    expect(result?.points).toBe(4);
    // Below 4 points: the 60 seeded at 1, plus the earlier results of these tests under 4.
    const below = (await backend.database.db.execute(
      sql`select count(*) filter (where points < 4)::int as below, count(*)::int as total
          from leads where funnel = 1 and completed_at is not null`,
    )) as unknown as { rows: { below: number; total: number }[] };
    const [row] = below.rows;
    expect(result?.percentile).toBe(Math.round((100 * (row?.below ?? 0)) / (row?.total ?? 1)));
    expect(result?.percentile).not.toBe(82);
  });

  it('takes the email once the quiz is finished and the terms accepted, and sends learners to sign in', async () => {
    const unfinished = await start();
    const leave = (leadId: string, payload: object) =>
      api.inject({ method: 'POST', url: `/api/leads/${leadId}/email`, payload });
    const email = uniqueEmail('visitor');
    const early = await leave(unfinished.id, { email, termsAccepted: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.name).toBe('QuizUnfinished');

    const lead = await finish('often', ['ask'], 4);
    const noTerms = await leave(lead.id, { email });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.body).toContain('auth:errors.termsRequired');
    expect((await leave(lead.id, { email: 'not-an-email', termsAccepted: true })).statusCode).toBe(400);

    const learner = await api.newLearner();
    const taken = await leave(lead.id, { email: learner.email.toUpperCase(), termsAccepted: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.name).toBe('EmailTaken');

    const saved = await leave(lead.id, {
      email: `  ${email.toUpperCase()} `,
      termsAccepted: true,
      marketingConsent: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(leadResponse.parse(saved.json()).data).toMatchObject({ email, marketingConsent: true });
  });

  it('answers 404 for an unknown lead and 400 for a malformed id', async () => {
    expect((await api.inject({ url: '/api/leads/no-such-lead' })).statusCode).toBe(404);
    expect((await answer('no-such-lead', 1, 'often')).statusCode).toBe(404);
    expect((await api.inject({ url: '/api/leads/bad%20id' })).statusCode).toBe(400);
    const unknownFunnel = await api.inject({ method: 'POST', url: '/api/leads', payload: { funnel: 9 } });
    expect(unknownFunnel.statusCode).toBe(404);
  });

  it('counts for operators, per variant, who started, answered each step, finished and left an email', async () => {
    const lead = await start(2);
    await answered(lead.id, 1, 3);
    const response = await api.admin('GET', '/api/admin/funnels/report');
    expect(response.statusCode).toBe(200);
    const report = funnelReportResponse.parse(response.json());
    const second = report.find((row) => row.funnel === 1 && row.variant === 2);
    expect(second).toEqual({
      funnel: 1,
      variant: 2,
      started: 1,
      steps: [
        { step: 1, id: 'confidence', answered: 1 },
        { step: 2, id: 'experience', answered: 0 },
        { step: 3, id: 'done', answered: 0 },
      ],
      completed: 0,
      emails: 0,
    });
    const first = report.find((row) => row.variant === 1);
    expect(first?.completed).toBeGreaterThanOrEqual(first?.emails ?? 0);
    expect(first?.steps.map((step) => step.id)).toEqual(['experience', 'done', 'note', 'confidence']);
    expect((await api.inject({ url: '/api/admin/funnels/report' })).statusCode).toBe(401);
  });

  it('forgets the email on a lead when its learner is deleted', async () => {
    const lead = await finish('never', [], 1);
    const email = uniqueEmail('buyer');
    await api.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/email`,
      payload: { email, termsAccepted: true },
    });
    // The visitor buys and becomes a learner with that email, then deletes the account.
    const created = await api.admin('POST', '/api/admin/learners', {
      email,
      plan: '4-week',
      status: 'active',
      lang: 'en',
      pin: '2468',
    });
    expect(created.statusCode).toBe(201);
    expect((await api.admin('DELETE', `/api/admin/learners/${created.json().id}`)).statusCode).toBe(204);
    const after = leadResponse.parse((await api.inject({ url: `/api/leads/${lead.id}` })).json()).data;
    expect(after).toMatchObject({ email: null, marketingConsent: null, result: { level: 'LOW' } });
  });
});
