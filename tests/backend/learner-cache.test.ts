import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseResponse } from '../../backend/src/contract/courses';
import { streakStatsResponse } from '../../backend/src/contract/streaks';
import { addDays, utcDay } from '../../backend/src/modules/streaks/streak-maths';
import { changesHeard } from './helpers/changes-heard';
import { bearer, learnerHelpers } from './helpers/learners';
import { newStudent } from './helpers/learning';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

// Each backend keeps learners' records and progress in memory. Two backends on one database: what
// one changes, the other must show (at once on PGlite; within moments on PostgreSQL, where the news
// travels by LISTEN/NOTIFY, hence the polls).

describe('learners kept in memory by several backends on one database', () => {
  let first: TestBackend;
  let second: TestBackend;
  beforeAll(async () => {
    first = await createTestBackend();
    second = await createTestBackend({ sharing: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const on = (backend: TestBackend, token: string, url: string) =>
    backend.app.inject({ url, headers: bearer(token) });
  const logOut = (token: string) =>
    first.app.inject({ method: 'POST', url: '/api/product-user/logout', headers: bearer(token) });
  const courseStatus = async (backend: TestBackend, token: string) =>
    courseResponse.parse((await on(backend, token, '/api/courses/core-one')).json()).data.status;

  it('shows on one backend the progress made on the other, and on the one that made it at once', async () => {
    const student = await newStudent(first);
    expect(await courseStatus(second, student.token)).toBe('not_started');
    expect(await courseStatus(first, student.token)).toBe('not_started');

    expect((await student.startLesson('core-one')).statusCode).toBe(200);
    expect(await courseStatus(first, student.token)).toBe('in_progress');
    await expect.poll(() => courseStatus(second, student.token)).toBe('in_progress');

    const fragment = await student.completeFragment('core-one', 0, 'first-idea');
    expect(fragment.statusCode).toBe(200);
    const resumeAt = async (backend: TestBackend) =>
      courseResponse.parse((await on(backend, student.token, '/api/courses/core-one')).json()).data
        .progressInfo.fragmentIndex;
    expect(await resumeAt(first)).toBe(1);
    await expect.poll(() => resumeAt(second)).toBe(1);
  });

  it('refuses on every backend a session ended on one', async () => {
    const student = await newStudent(first);
    expect((await on(second, student.token, '/api/product-user/me')).statusCode).toBe(200);
    expect((await logOut(student.token)).statusCode).toBe(200);
    expect((await on(first, student.token, '/api/product-user/me')).statusCode).toBe(401);
    await expect
      .poll(async () => (await on(second, student.token, '/api/product-user/me')).statusCode)
      .toBe(401);
  });

  it('refuses the learning calls on every backend once the session ended, though memory answered them', async () => {
    const student = await newStudent(first);
    // Asked twice on each: the second time, the token and the record are both in memory.
    for (const backend of [first, second, first, second])
      expect((await on(backend, student.token, '/api/courses/core-one')).statusCode).toBe(200);
    expect((await logOut(student.token)).statusCode).toBe(200);
    const refused = await on(first, student.token, '/api/courses/core-one');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatchObject({ status: 401, name: 'Unauthorized' });
    await expect
      .poll(async () => (await on(second, student.token, '/api/courses/core-one')).statusCode)
      .toBe(401);

    // Signed in again: the new session is served from memory, the old token still refused.
    const again = await learnerHelpers(first).signIn(student.learner);
    for (const backend of [first, second, first, second])
      expect((await on(backend, again, '/api/courses/core-one')).statusCode).toBe(200);
    expect((await on(first, student.token, '/api/courses/core-one')).statusCode).toBe(401);
    expect((await on(second, student.token, '/api/courses/core-one')).statusCode).toBe(401);
  });

  it('hears of a change made straight in the database, by no backend', async () => {
    const student = await newStudent(first);
    const lang = async (backend: TestBackend) =>
      (await on(backend, student.token, '/api/product-user/me')).json().lang;
    expect(await lang(first)).toBe('en');
    expect(await lang(second)).toBe('en');
    await first.database.db.execute(sql`update learners set lang = 'uk' where id = ${student.learner.id}`);
    await expect.poll(() => lang(first)).toBe('uk');
    await expect.poll(() => lang(second)).toBe('uk');
  });

  it("keeps a learner's active days until a backend or SQL adds one", async () => {
    const student = await newStudent(first);
    const activeDays = async (backend: TestBackend) =>
      streakStatsResponse.parse((await on(backend, student.token, '/api/product-user/streak-stats')).json())
        .data.totalActiveDays;
    const today = utcDay(new Date());
    const insertDay = (day: string) =>
      sql`insert into activity_days (learner_id, day) values (${student.learner.id}, ${day})`;
    await Promise.all(
      [first, second].map((backend) => changesHeard(backend.database.learnerChanges, student.learner.id)),
    );
    expect(await activeDays(first)).toBe(0);
    expect(await activeDays(second)).toBe(0);

    // With the triggers off nobody is told: both backends still answer from memory.
    await first.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(insertDay(addDays(today, -3)));
    });
    expect(await activeDays(first)).toBe(0);
    expect(await activeDays(second)).toBe(0);

    // A lesson part finished makes today active: at once where it happened, moments later elsewhere.
    expect((await student.completeFragment('core-one', 0, 'first-idea')).statusCode).toBe(200);
    expect(await activeDays(first)).toBe(2);
    await expect.poll(() => activeDays(second)).toBe(2);

    // A day written straight in SQL: the trigger tells both.
    await first.database.db.execute(insertDay(addDays(today, -1)));
    await expect.poll(() => activeDays(first)).toBe(3);
    await expect.poll(() => activeDays(second)).toBe(3);
  });
});
