import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../backend/src/clock';
import { streakResponse, streakStatsResponse } from '../../backend/src/contract/streaks';
import { changesHeard } from './helpers/changes-heard';
import { bearer, learnerHelpers } from './helpers/learners';
import { newStudent, type Student } from './helpers/learning';
import { createTestBackend, TEST_ADMIN_TOKEN, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

// A day counts when the learner learns: a lesson part completed, a question answered, a prompt
// sent for grading. The tests below learn by completing the first part (again on a later day). The
// fixture lesson core-one-lesson: first-idea (no practice), second (the
// question second-1, option 2 right), write-a-prompt (the prompt task core-one-prompt).

describe('streaks', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  const clock = createTestClock();
  beforeAll(async () => {
    backend = await createTestBackend({ clock: clock.now });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  /** Stops time at a UTC instant, e.g. '2026-03-04T12:00:00Z'. */
  const setTime = (iso: string) => {
    clock.freeze();
    clock.advance(Date.parse(iso) - clock.now().getTime());
  };
  /** A learner in the fixture lesson, started (which is not yet a day of activity). */
  const signedInLearner = async (): Promise<Student> => {
    const student = await newStudent(backend);
    expect((await student.startLesson('core-one')).statusCode).toBe(200);
    return student;
  };
  const streak = (student: Student) => student.get('/api/product-user/streak');
  const stats = (student: Student) => student.get('/api/product-user/streak-stats');
  /** A day's learning: the lesson's first part completed (again, on a later day). */
  const learn = async (student: Student) => {
    const completed = await student.completeFragment('core-one', 0, 'first-idea');
    expect(completed.statusCode, completed.body).toBe(200);
    return streakStatsResponse.parse((await stats(student)).json()).data;
  };
  const activityRows = async (learnerId: number) =>
    (
      (await backend.database.db.execute(
        `select day from activity_days where learner_id = ${Number(learnerId)}`,
      )) as unknown as { rows: unknown[] }
    ).rows.length;

  it('answers the shapes of the contract, under data', async () => {
    setTime('2026-03-04T12:00:00Z'); // a Wednesday
    const student = await signedInLearner();

    const empty = await streak(student);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      data: { streak: 0, streak_max: 0, lastActiveDate: null, activityHistory: [], isActiveToday: false },
    });
    expect(streakResponse.safeParse(empty.json()).success).toBe(true);

    expect(await learn(student)).toMatchObject({
      currentStreak: 1,
      longestStreak: 1,
      totalActiveDays: 1,
      activeToday: true,
      lastActiveDate: '2026-03-04',
      freezes: { held: 0, max: 2, usedOn: [] },
    });

    const figures = await stats(student);
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

    expect((await streak(student)).json()).toEqual({
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
    for (const url of ['/api/product-user/streak', '/api/product-user/streak-stats']) {
      const anonymous = await api.inject({ url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().error).toMatchObject({ status: 401, name: 'Unauthorized' });
      const forged = await api.inject({ url, headers: bearer('not-a-token') });
      expect(forged.statusCode, url).toBe(401);
    }
  });

  it('gives no day for asking: there is no update-activity call', async () => {
    setTime('2026-03-04T12:00:00Z');
    const student = await signedInLearner();
    for (const payload of [undefined, {}]) {
      const asked = await student.post('/api/product-user/update-activity', payload);
      expect(asked.statusCode).toBe(404);
    }
    expect((await streak(student)).json().data).toMatchObject({ streak: 0, activityHistory: [] });
    expect(await activityRows(student.learner.id)).toBe(0);
  });

  it('counts a day for a part completed, a question answered or a prompt sent, never for a start or a skip', async () => {
    setTime('2026-03-04T12:00:00Z');
    const days = async (student: Student) => (await streak(student)).json().data.activityHistory;

    // Starting, and reading the lesson, are not learning yet.
    const starter = await signedInLearner();
    await starter.get('/api/lessons/core-one-lesson');
    await starter.get(starter.progress('lesson', 'core-one-lesson'));
    expect(await days(starter)).toEqual([]);
    // A part completed is.
    expect((await starter.completeFragment('core-one', 0, 'first-idea')).statusCode).toBe(200);
    expect(await days(starter)).toEqual(['2026-03-04']);

    // A skip is not; the part it lets the learner complete is.
    const skipper = await signedInLearner();
    expect((await skipper.completeFragment('core-one', 0, 'first-idea')).statusCode).toBe(200);
    clock.advance(DAY_MS);
    expect((await skipper.answer('core-one', 1, 'second', 'second-1', 'SKIPPED')).statusCode).toBe(200);
    expect(await days(skipper)).toEqual(['2026-03-04']);
    expect((await skipper.completeFragment('core-one', 1, 'second')).statusCode).toBe(200);
    expect(await days(skipper)).toEqual(['2026-03-04', '2026-03-05']);

    // A prompt sent for grading is, whatever its score.
    clock.advance(DAY_MS);
    expect(
      (await skipper.answer('core-one', 2, 'write-a-prompt', 'core-one-prompt', 'a list')).statusCode,
    ).toBe(200);
    expect(await days(skipper)).toEqual(['2026-03-04', '2026-03-05', '2026-03-06']);
  });

  it('counts a question answered wrong as learning too, and a part reported unfinished not', async () => {
    setTime('2026-03-04T12:00:00Z');
    const student = await signedInLearner();
    const halfway = { completed: false, progressPercentage: 50 };
    expect((await student.completeFragment('core-one', 0, 'first-idea', halfway)).statusCode).toBe(200);
    expect((await streak(student)).json().data.activityHistory).toEqual([]);
    expect((await student.completeFragment('core-one', 0, 'first-idea')).statusCode).toBe(200);
    clock.advance(DAY_MS);
    expect((await student.answer('core-one', 1, 'second', 'second-1', '1')).json().data.isCorrect).toBe(
      false,
    );
    expect((await streak(student)).json().data.activityHistory).toEqual(['2026-03-04', '2026-03-05']);
  });

  it('updates the streak once a UTC day, and again the next day', async () => {
    setTime('2026-03-04T23:59:00Z');
    const student = await signedInLearner();
    expect(await learn(student)).toMatchObject({ currentStreak: 1, totalActiveDays: 1 });
    expect(await learn(student)).toMatchObject({ currentStreak: 1, totalActiveDays: 1 });

    clock.advance(2 * 60_000); // 00:01 UTC, the next day
    expect((await streak(student)).json().data).toMatchObject({ streak: 1, isActiveToday: false });
    expect(await learn(student)).toMatchObject({
      currentStreak: 2,
      longestStreak: 2,
      totalActiveDays: 2,
    });
    expect((await streak(student)).json().data).toEqual({
      streak: 2,
      streak_max: 2,
      lastActiveDate: '2026-03-05',
      activityHistory: ['2026-03-04', '2026-03-05'],
      isActiveToday: true,
    });
  });

  it('spends a freeze earned in seven days on one missed day', async () => {
    setTime('2026-03-01T09:00:00Z'); // a Sunday
    const student = await signedInLearner();
    for (let day = 0; day < 7; day += 1) {
      expect((await learn(student)).totalActiveDays).toBe(day + 1);
      clock.advance(DAY_MS);
    }
    // Sunday 8 March passes without activity; on Monday the freeze still holds the streak.
    clock.advance(DAY_MS);
    expect((await stats(student)).json().data).toMatchObject({
      currentStreak: 7,
      activeToday: false,
      freezes: { held: 0, usedOn: ['2026-03-08'] },
    });
    const data = await learn(student);
    expect(data).toMatchObject({
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
    const student = await signedInLearner();
    await learn(student);
    clock.advance(DAY_MS);
    await learn(student);

    clock.advance(DAY_MS); // one day without activity: still 2
    expect((await streak(student)).json().data.streak).toBe(2);
    clock.advance(DAY_MS);
    expect((await streak(student)).json().data).toMatchObject({ streak: 0, streak_max: 2 });
    expect((await stats(student)).json().data).toMatchObject({
      currentStreak: 0,
      longestStreak: 2,
      totalActiveDays: 2,
      activeToday: false,
      lastActiveDate: '2026-03-05',
    });
  });

  it('keeps the days in memory, yet shows a new UTC day at once without any write', async () => {
    setTime('2026-03-04T12:00:00Z');
    const student = await signedInLearner();
    const { learner } = student;
    await learn(student);
    // On PostgreSQL the database's own notices of those writes arrive a moment later and drop the
    // kept days again: wait until they are all heard, then read the days into memory.
    await changesHeard(backend.database.learnerChanges, learner.id);
    expect((await stats(student)).json().data).toMatchObject({ currentStreak: 1, activeToday: true });
    // A day written with the triggers off tells no backend: answers without it come from memory.
    await backend.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into activity_days (learner_id, day) values (${learner.id}, '2026-03-03')`);
    });
    expect(await activityRows(learner.id)).toBe(2);
    expect((await stats(student)).json().data.totalActiveDays).toBe(1);

    clock.advance(DAY_MS); // Thursday: today moves on though the kept days do not
    expect((await stats(student)).json().data).toMatchObject({
      currentStreak: 1,
      totalActiveDays: 1,
      activeToday: false,
      lastActiveDate: '2026-03-04',
    });
    expect((await streak(student)).json().data).toMatchObject({ streak: 1, isActiveToday: false });
    clock.advance(DAY_MS); // Friday: Thursday was missed and no freeze is held
    expect((await streak(student)).json().data).toMatchObject({ streak: 0, activityHistory: ['2026-03-04'] });

    // The learner's next activity is a change: the days are read again, the unheard one with them.
    expect(await learn(student)).toMatchObject({
      currentStreak: 1,
      longestStreak: 2,
      totalActiveDays: 3,
    });
    expect((await streak(student)).json().data.activityHistory).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-06',
    ]);
  });

  it('stores one day for simultaneous steps', async () => {
    setTime('2026-03-04T12:00:00Z');
    const student = await signedInLearner();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => student.completeFragment('core-one', 0, 'first-idea')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await activityRows(student.learner.id)).toBe(1);
    expect((await streak(student)).json().data.activityHistory).toEqual(['2026-03-04']);
  });

  it('shows each learner only their own days, and removes them with the learner', async () => {
    setTime('2026-03-04T12:00:00Z');
    const active = await signedInLearner();
    const other = await signedInLearner();
    await learn(active);
    clock.advance(DAY_MS);
    await learn(active);

    expect((await streak(other)).json().data).toEqual({
      streak: 0,
      streak_max: 0,
      lastActiveDate: null,
      activityHistory: [],
      isActiveToday: false,
    });
    expect((await stats(other)).json().data.totalActiveDays).toBe(0);
    expect(await learn(other)).toMatchObject({ totalActiveDays: 1 });
    expect((await streak(active)).json().data.activityHistory).toEqual(['2026-03-04', '2026-03-05']);

    expect(await activityRows(active.learner.id)).toBe(2);
    expect((await api.admin('DELETE', `/api/admin/learners/${active.learner.id}`)).statusCode).toBe(204);
    expect(await activityRows(active.learner.id)).toBe(0);
    expect(await activityRows(other.learner.id)).toBe(1);
  });
});

describe("a learner's own clock (LEARNER_CLOCK_CONTROL, for browser tests of the day rollover)", () => {
  let backend: TestBackend;
  let plain: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  beforeAll(async () => {
    backend = await createTestBackend({ env: { LEARNER_CLOCK_CONTROL: 'true' } });
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
  /** A day's learning (the fixture lesson's first part completed), and the streak after it. */
  const update = async (student: Student) => {
    expect((await student.completeFragment('core-one', 0, 'first-idea')).statusCode).toBe(200);
    return streakStatsResponse.parse((await student.get('/api/product-user/streak-stats')).json()).data;
  };
  const learner = async () => {
    const student = await newStudent(backend);
    await student.startLesson('core-one');
    return student;
  };

  it("moves one learner's days forward, and nobody else's", async () => {
    const [mover, bystander] = await Promise.all([learner(), learner()]);
    expect(await update(mover)).toMatchObject({ currentStreak: 1, totalActiveDays: 1 });
    expect(await update(bystander)).toMatchObject({ currentStreak: 1, totalActiveDays: 1 });
    expect(await update(mover)).toMatchObject({ currentStreak: 1, totalActiveDays: 1 });

    const moved = await moveClock(backend, mover.learner.id, 1);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ offsetDays: 1 });
    // The kept days are read on the learner's new today at once, before any write.
    const stats = await mover.get('/api/product-user/streak-stats');
    expect(streakStatsResponse.parse(stats.json()).data).toMatchObject({
      currentStreak: 1,
      activeToday: false,
    });
    expect(await update(mover)).toMatchObject({ currentStreak: 2, totalActiveDays: 2 });
    expect(await update(bystander)).toMatchObject({ currentStreak: 1, totalActiveDays: 1 });
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
