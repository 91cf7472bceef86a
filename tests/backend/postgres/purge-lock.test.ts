import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountPurgeRepository } from '../../../backend/src/modules/accounts/account-purge.repository';
import { createAccountPurge } from '../../../backend/src/modules/accounts/account-purge.service';
import { bearer, learnerHelpers } from '../helpers/learners';
import { createTestBackend, type TestBackend } from '../helpers/test-backend';
import { createTestClock } from '../helpers/test-clock';

// PGlite has one connection, so the purge lock between backends only exists on a PostgreSQL
// server: this file runs in the PostgreSQL pass (TEST_DATABASE_URL).

const DAY = 24 * 3_600_000;

describe('the account purge on several backends', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  const clock = createTestClock();
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false, clock: clock.now });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  const purge = () =>
    createAccountPurge({
      accountPurgeRepository: createAccountPurgeRepository(backend.database.db),
      clock: clock.now,
    }).run();

  it('skips the run while another backend holds the purge lock', async () => {
    const learner = await api.newLearner();
    const token = await api.signIn(learner);
    const deleted = await api.inject({
      method: 'DELETE',
      url: '/api/product-user/delete-account',
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    clock.advance(29 * DAY);
    const current = (await backend.database.db.execute('select current_database() as name')) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${current.rows[0]?.name ?? ''}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(7453002)');
      expect(await purge()).toEqual({ skipped: 'another backend is purging' });
      await other.query('select pg_advisory_unlock(7453002)');
      expect(await purge()).toEqual({
        purged: expect.any(Number),
        forgottenPinAttempts: expect.any(Number),
        endedStaffSessions: expect.any(Number),
      });
      expect((await api.admin('GET', `/api/admin/learners?email=${learner.email}`)).statusCode).toBe(404);
    } finally {
      await other.end();
    }
  });
});
