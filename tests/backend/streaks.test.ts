import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../backend/src/clock';
import {
  streakResponse,
  streakStatsResponse,
  updateActivityResponse,
} from '../../backend/src/contract/streaks';
import { bearer, learnerHelpers } from './helpers/learners';
import { createTestBackend, TEST_ADMIN_TOKEN, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

describe('streaks', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  const clock = createTestClock();
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false, clock: clock.now });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  /** Stops time at a UTC instant, e.g. '2026-03-04T12:00:00Z'. */
  const setTime = (iso: string) => {
    clock.freeze();
    clock.advance(Date.parse(iso) - clock.now().getTime());
  };
  const signedInLearner = async () => api.signIn(await api.newLearner());
  const streak = (token: string) => api.inject({ url: '/api/product-user/streak', headers: bearer(token) });
  const stats = (token: string) =>
    api.inject({ url: '/api/product-user/streak-stats', headers: bearer(token) });
  /** Without a payload, no body at all (as the specification's client sends); otherwise JSON. */
  const updateActivity = (token: string, payload?: unknown) =>
    api.inject({
      method: 'POST',
      url: '/api/product-user/update-activity',
      ...(payload === undefined
        ? { headers: bearer(token) }
        : {
            headers: { ...bearer(token), 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          }),
    });
  const activityRows = async (learnerId: number) =>
    (
      (await backend.database.db.execute(
        `select day from activity_days where learner_id = ${Number(learnerId)}`,
      )) as unknown as { rows: unknown[] }
    ).rows.length;

  it('answers the shapes of the contract, under data', async () => {
    setTime('2026-03-04T12:00:00Z'); // a Wednesday
    const token = await signedInLearner();

    const empty = await streak(token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      data: { streak: 0, streak_max: 0, lastActiveDate: null, activityHistory: [], isActiveToday: false },
    });
    expect(streakResponse.safeParse(empty.json()).success).toBe(true);

    const updated = await updateActivity(token);
    expect(updated.statusCode).toBe(200);
    expect(updateActivityResponse.parse(updated.json()).data).toMatchObject({
      streakUpdated: true,
      currentStreak: 1,
      longestStreak: 1,
      totalActiveDays: 1,
      activeToday: true,
      lastActiveDate: '2026-03-04',
      freezes: { held: 0, max: 2, usedOn: [] },
    });

    const figures = await stats(token);
    expect(figures.statusCode).toBe(200);
    const { data } = streakStatsResponse.parse(figures.json());
    expect(data.week.map((day) => day.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(data.week[3]).toEqual({ date: '2026-03-04', active: true, frozen: false, today: true });

    expect((await streak(token)).json()).toEqual({
      data: {
        streak: 1,
        streak_max: 1,
        lastActiveDate: '2026-03-04',
        activityHistory: ['2026-03-04'],
        isActiveToday: true,
      },
    });
  });

  it('answers 401 without a valid token', async () => {
    for (const [method, url] of [
      ['GET', '/api/product-user/streak'],
      ['GET', '/api/product-user/streak-stats'],
      ['POST', '/api/product-user/update-activity'],
    ] as const) {
      const anonymous = await api.inject({ method, url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().error).toMatchObject({ status: 401, name: 'Unauthorized' });
      const forged = await api.inject({ method, url, headers: bearer('not-a-token') });
      expect(forged.statusCode, url).toBe(401);
    }
  });

  it('takes {} as a body and refuses fields', async () => {
    setTime('2026-03-04T12:00:00Z');
    const token = await signedInLearner();
    expect((await updateActivity(token, {})).json().data.streakUpdated).toBe(true);
    for (const payload of [{ day: '2026-03-01' }, [], 'today']) {
      const refused = await updateActivity(token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.name).toBe('ValidationError');
    }
    const emptyText = await api.inject({
      method: 'POST',
      url: '/api/product-user/update-activity',
      headers: { ...bearer(token), 'content-type': 'text/plain' },
      payload: '',
    });
    expect(emptyText.statusCode).toBe(200);
    expect((await streak(token)).json().data.activityHistory).toEqual(['2026-03-04']);
  });

  it('updates the streak once a UTC day, and again the next day', async () => {
    setTime('2026-03-04T23:59:00Z');
    const token = await signedInLearner();
    expect((await updateActivity(token)).json().data).toMatchObject({
      streakUpdated: true,
      currentStreak: 1,
    });
    expect((await updateActivity(token)).json().data).toMatchObject({
      streakUpdated: false,
      currentStreak: 1,
    });

    clock.advance(2 * 60_000); // 00:01 UTC, the next day
    expect((await streak(token)).json().data).toMatchObject({ streak: 1, isActiveToday: false });
    expect((await updateActivity(token)).json().data).toMatchObject({
      streakUpdated: true,
      currentStreak: 2,
      longestStreak: 2,
      totalActiveDays: 2,
    });
    expect((await streak(token)).json().data).toEqual({
      streak: 2,
      streak_max: 2,
      lastActiveDate: '2026-03-05',
      activityHistory: ['2026-03-04', '2026-03-05'],
      isActiveToday: true,
    });
  });

  it('spends a freeze earned in seven days on one missed day', async () => {
    setTime('2026-03-01T09:00:00Z'); // a Sunday
    const token = await signedInLearner();
    for (let day = 0; day < 7; day += 1) {
      expect((await updateActivity(token)).json().data.streakUpdated).toBe(true);
      clock.advance(DAY_MS);
    }
    // Sunday 8 March passes without activity; on Monday the freeze still holds the streak.
    clock.advance(DAY_MS);
    expect((await stats(token)).json().data).toMatchObject({
      currentStreak: 7,
      activeToday: false,
      freezes: { held: 0, usedOn: ['2026-03-08'] },
    });
    const { data } = (await updateActivity(token)).json();
    expect(data).toMatchObject({
      streakUpdated: true,
      currentStreak: 8,
      longestStreak: 8,
      totalActiveDays: 8,
      lastActiveDate: '2026-03-09',
      freezes: { held: 0, max: 2, usedOn: ['2026-03-08'] },
    });
    expect(data.week.slice(0, 2)).toEqual([
      { date: '2026-03-08', active: false, frozen: true, today: false },
      { date: '2026-03-09', active: true, frozen: false, today: true },
    ]);
  });

  it('falls to 0 after two missed days', async () => {
    setTime('2026-03-04T12:00:00Z');
    const token = await signedInLearner();
    await updateActivity(token);
    clock.advance(DAY_MS);
    await updateActivity(token);

    clock.advance(DAY_MS); // one day without activity: still 2
    expect((await streak(token)).json().data.streak).toBe(2);
    clock.advance(DAY_MS);
    expect((await streak(token)).json().data).toMatchObject({ streak: 0, streak_max: 2 });
    expect((await stats(token)).json().data).toMatchObject({
      currentStreak: 0,
      longestStreak: 2,
      totalActiveDays: 2,
      activeToday: false,
      lastActiveDate: '2026-03-05',
    });
  });

  it('keeps the days in memory, yet shows a new UTC day at once without any write', async () => {
    setTime('2026-03-04T12:00:00Z');
    const learner = await api.newLearner();
    const token = await api.signIn(learner);
    await updateActivity(token);
    expect((await stats(token)).json().data).toMatchObject({ currentStreak: 1, activeToday: true });
    // A day written with the triggers off tells no backend: answers without it come from memory.
    await backend.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into activity_days (learner_id, day) values (${learner.id}, '2026-03-03')`);
    });
    expect(await activityRows(learner.id)).toBe(2);
    expect((await stats(token)).json().data.totalActiveDays).toBe(1);

    clock.advance(DAY_MS); // Thursday: today moves on though the kept days do not
    expect((await stats(token)).json().data).toMatchObject({
      currentStreak: 1,
      totalActiveDays: 1,
      activeToday: false,
      lastActiveDate: '2026-03-04',
    });
    expect((await streak(token)).json().data).toMatchObject({ streak: 1, isActiveToday: false });
    clock.advance(DAY_MS); // Friday: Thursday was missed and no freeze is held
    expect((await streak(token)).json().data).toMatchObject({ streak: 0, activityHistory: ['2026-03-04'] });

    // The learner's next activity is a change: the days are read again, the unheard one with them.
    expect((await updateActivity(token)).json().data).toMatchObject({
      streakUpdated: true,
      currentStreak: 1,
      longestStreak: 2,
      totalActiveDays: 3,
    });
    expect((await streak(token)).json().data.activityHistory).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-06',
    ]);
  });

  it('answers streakUpdated true to exactly one of simultaneous updates', async () => {
    setTime('2026-03-04T12:00:00Z');
    const token = await signedInLearner();
    const answers = await Promise.all(Array.from({ length: 10 }, () => updateActivity(token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => answer.json().data.streakUpdated)).toHaveLength(1);
    expect((await streak(token)).json().data.activityHistory).toEqual(['2026-03-04']);
  });

  it('shows each learner only their own days, and removes them with the learner', async () => {
    setTime('2026-03-04T12:00:00Z');
    const active = await api.newLearner();
    const activeToken = await api.signIn(active);
    const other = await api.newLearner();
    const otherToken = await api.signIn(other);
    await updateActivity(activeToken);
    clock.advance(DAY_MS);
    await updateActivity(activeToken);

    expect((await streak(otherToken)).json().data).toEqual({
      streak: 0,
      streak_max: 0,
      lastActiveDate: null,
      activityHistory: [],
      isActiveToday: false,
    });
    expect((await stats(otherToken)).json().data.totalActiveDays).toBe(0);
    expect((await updateActivity(otherToken)).json().data).toMatchObject({
      streakUpdated: true,
      totalActiveDays: 1,
    });
    expect((await streak(activeToken)).json().data.activityHistory).toEqual(['2026-03-04', '2026-03-05']);

    expect(await activityRows(active.id)).toBe(2);
    expect((await api.admin('DELETE', `/api/admin/learners/${active.id}`)).statusCode).toBe(204);
    expect(await activityRows(active.id)).toBe(0);
    expect(await activityRows(other.id)).toBe(1);
  });
});

describe("a learner's own clock (LEARNER_CLOCK_CONTROL, for browser tests of the day rollover)", () => {
  let backend: TestBackend;
  let plain: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false, env: { LEARNER_CLOCK_CONTROL: 'true' } });
    plain = await createTestBackend({ importContent: false });
    api = learnerHelpers(backend);
  });
  afterAll(async () => {
    await plain?.close();
    await backend?.close();
  });

  const moveClock = (on: TestBackend, id: number, days: number, token = TEST_ADMIN_TOKEN) =>
    on.app.inject({
      method: 'POST',
      url: `/api/admin/learners/${id}/clock`,
      headers: bearer(token),
      payload: { days },
    });
  const update = async (token: string) =>
    updateActivityResponse.parse(
      (
        await api.inject({ method: 'POST', url: '/api/product-user/update-activity', headers: bearer(token) })
      ).json(),
    ).data;

  it("moves one learner's days forward, and nobody else's", async () => {
    const [mover, bystander] = await Promise.all([api.newLearner(), api.newLearner()]);
    const [moverToken, bystanderToken] = await Promise.all([api.signIn(mover), api.signIn(bystander)]);
    expect(await update(moverToken)).toMatchObject({ streakUpdated: true, currentStreak: 1 });
    expect(await update(bystanderToken)).toMatchObject({ streakUpdated: true, currentStreak: 1 });
    expect(await update(moverToken)).toMatchObject({ streakUpdated: false, currentStreak: 1 });

    const moved = await moveClock(backend, mover.id, 1);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ offsetDays: 1 });
    // The kept days are read on the learner's new today at once, before any write.
    const stats = await api.inject({ url: '/api/product-user/streak-stats', headers: bearer(moverToken) });
    expect(streakStatsResponse.parse(stats.json()).data).toMatchObject({
      currentStreak: 1,
      activeToday: false,
    });
    expect(await update(moverToken)).toMatchObject({ streakUpdated: true, currentStreak: 2 });
    expect(await update(bystanderToken)).toMatchObject({ streakUpdated: false, currentStreak: 1 });
  });

  it('needs the admin token, a known learner and 1 to 60 days', async () => {
    const learner = await api.newLearner();
    const token = await api.signIn(learner);
    expect((await moveClock(backend, learner.id, 1, token)).statusCode).toBe(401);
    expect((await moveClock(backend, 2_000_000_000, 1)).statusCode).toBe(404);
    expect((await moveClock(backend, learner.id, 0)).statusCode).toBe(400);
    expect((await moveClock(backend, learner.id, 61)).statusCode).toBe(400);
  });

  it('is not there at all without the setting', async () => {
    const learner = await learnerHelpers(plain).newLearner();
    expect((await moveClock(plain, learner.id, 1)).statusCode).toBe(404);
  });
});
