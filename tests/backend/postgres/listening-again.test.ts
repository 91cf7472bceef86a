import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseResponse } from '../../../backend/src/contract/courses';
import { bearer } from '../helpers/learners';
import { newStudent } from '../helpers/learning';
import { createTestBackend, type TestBackend } from '../helpers/test-backend';

// Only a PostgreSQL server has listening connections that can be cut: this file runs in the
// PostgreSQL pass (TEST_DATABASE_URL).

describe('a backend whose listening connection is cut', () => {
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

  const fragmentIndexOn = async (backend: TestBackend, token: string) =>
    courseResponse.parse(
      (await backend.app.inject({ url: '/api/courses/core-one', headers: bearer(token) })).json(),
    ).data.progressInfo.fragmentIndex;
  const statusOn = async (backend: TestBackend, token: string) =>
    courseResponse.parse(
      (await backend.app.inject({ url: '/api/courses/core-one', headers: bearer(token) })).json(),
    ).data.status;

  it('stands aside while its listening connection is down, then listens again', async () => {
    const student = await newStudent(first);
    expect(await statusOn(second, student.token)).toBe('not_started');
    // End every listening connection of this database, as a server restart or a network cut would.
    await first.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'listen learner_changed'`,
    );
    await expect.poll(() => second.database.learnerChanges.live).toBe(false);
    expect((await student.startLesson('core-one')).statusCode).toBe(200);
    expect(await statusOn(second, student.token)).toBe('in_progress');
    await expect.poll(() => second.database.learnerChanges.live).toBe(true);
    expect(await student.completeFragment('core-one', 0, 'first-idea')).toHaveProperty('statusCode', 200);
    await expect.poll(() => fragmentIndexOn(second, student.token)).toBe(1);
  });
});
