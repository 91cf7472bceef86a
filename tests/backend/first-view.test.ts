import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseResponse } from '../../backend/src/contract/courses';
import { bearer } from './helpers/learners';
import { newStudent, type Student } from './helpers/learning';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

// What a learner's first visit of the guides page costs the database, counted in queries (a count,
// never a time): the backend that answers has never seen the learner, as after a restart or on
// another backend of the same database.

const firstVisit = ['/api/product-user/streak', '/api/courses/sections', '/api/product-user/streak-stats'];

describe("a learner's first view", () => {
  const clock = createTestClock();
  let writer: TestBackend;
  let reader: TestBackend;
  const queries: string[] = [];
  let someone: Student;
  let student: Student;

  beforeAll(async () => {
    writer = await createTestBackend();
    someone = await newStudent(writer);
    student = await newStudent(writer);
    for (const learner of [someone, student]) {
      expect((await learner.startLesson('core-one')).statusCode).toBe(200);
      expect((await learner.completeFragment('core-one', 0, 'first-idea')).statusCode).toBe(200);
    }
    // Made after the writes: nothing of them is in its memory, and no news of them is on its way.
    reader = await createTestBackend({
      sharing: writer,
      clock: clock.now,
      onQuery: (statement) => queries.push(statement),
    });
    // It keeps learners in memory once it listens for changes (at once on PGlite).
    while (!reader.database.learnerChanges.live) await new Promise((resolve) => setTimeout(resolve, 20));
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
  });

  /** The calls of a visit to the guides page, at once as the web app makes them, and the queries they made. */
  async function visit(learner: Student, paths = firstVisit) {
    queries.length = 0;
    const answers = await Promise.all(
      paths.map((url) => reader.app.inject({ url, headers: bearer(learner.token) })),
    );
    return { answers, queries: [...queries] };
  }

  it('reads a new learner in two queries for the three calls of the guides page, and then in none', async () => {
    clock.freeze();
    // The catalog and the guides' counts are read once for every learner, by the first visit.
    const warmUp = await visit(someone);
    expect(warmUp.answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);

    const first = await visit(student);
    expect(first.answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // Their record, progress and active days in one; whether their plan runs in the other.
    expect(first.queries).toHaveLength(2);
    const [streak, sections, stats] = first.answers.map((answer) => answer.json());
    expect(streak.data.streak).toBe(1);
    expect(stats.data.currentStreak).toBe(1);
    expect(sections.data.started.map((card: { id: string }) => card.id)).toEqual(['core-one']);
    expect(sections.data.continueLesson).toMatchObject({ courseId: 'core-one', fragmentIndex: 1 });

    const again = await visit(student);
    expect(again.queries).toEqual([]);
    expect(again.answers.map((answer) => answer.json())).toEqual([streak, sections, stats]);
  });

  it('shows what another backend wrote since, after one more read of the learner', async () => {
    clock.freeze();
    expect((await visit(student)).queries).toEqual([]);
    expect((await student.answer('core-one', 1, 'second', 'second-1', '2')).statusCode).toBe(200);
    expect((await student.completeFragment('core-one', 1, 'second')).statusCode).toBe(200);
    await expect
      .poll(
        async () => (await visit(student, ['/api/courses/sections'])).answers[0]?.json().data.continueLesson,
      )
      .toMatchObject({ fragmentIndex: 2 });
  });

  it('asks every 10 s whether the catalog changed, and reads it again only when it did', async () => {
    clock.freeze();
    const guide = async () =>
      courseResponse.parse(
        (await reader.app.inject({ url: '/api/courses/core-two', headers: bearer(student.token) })).json(),
      ).data;
    const before = await guide();
    clock.advance(11_000);
    const unchanged = await visit(student, ['/api/courses/core-two']);
    // One query, the catalog's change count: no guide or lesson read again, the learner's page as it was.
    expect(unchanged.queries).toHaveLength(1);
    expect(unchanged.queries[0]).toContain('catalog_changes');
    expect(unchanged.answers[0]?.json().data).toEqual(before);

    // Written by no backend: straight in SQL.
    await writer.database.db.execute(
      sql`update chapters set title = 'Basics, rewritten' where id = 'core-two-basics'`,
    );
    expect((await guide()).chapters[0]?.title).toBe(before.chapters[0]?.title);
    clock.advance(11_000);
    expect((await guide()).chapters[0]?.title).toBe('Basics, rewritten');
  });
});
