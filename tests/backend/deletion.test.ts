import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountPurgeRepository } from '../../backend/src/modules/accounts/account-purge.repository';
import { createAccountPurge } from '../../backend/src/modules/accounts/account-purge.service';
import { bearer, learnerHelpers } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

const DAY = 24 * 3_600_000;

describe('account deletion', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  const clock = createTestClock();
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false, clock: clock.now });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  const deleteAccount = (token: string) =>
    api.inject({ method: 'DELETE', url: '/api/product-user/delete-account', headers: bearer(token) });
  const summaryOf = async (email: string) =>
    (await api.admin('GET', `/api/admin/learners?email=${encodeURIComponent(email)}`)).json();
  const purge = () =>
    createAccountPurge({
      accountPurgeRepository: createAccountPurgeRepository(backend.database.db),
      clock: clock.now,
    }).run();
  const rows = async <T>(query: string): Promise<T[]> =>
    ((await backend.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('deactivates at once, stops renewals, ends sessions and mails how to undo it', async () => {
    const learner = await api.newLearner({ lang: 'uk' });
    const token = await api.signIn(learner);
    const response = await deleteAccount(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account has been deleted successfully.' });

    expect((await api.inject({ url: '/api/product-user/me', headers: bearer(token) })).statusCode).toBe(401);
    const summary = await summaryOf(learner.email);
    expect(summary.deletedAt).not.toBeNull();
    expect(summary.subscription.cancelAtPeriodEnd).toBe(true);

    const notice = await api.waitForMail(learner.email, 'account-deleted');
    expect(notice.subject).toBe('Ваш обліковий запис Skillpilot видалено');
    expect(notice.text).toContain('28');
    expect(notice.text).toContain('http://web.test/login');
  });

  it('is undone by signing in within 28 days', async () => {
    const learner = await api.newLearner();
    await deleteAccount(await api.signIn(learner));
    clock.advance(27 * DAY);
    const response = await api.login(learner.email, learner.pin);
    expect(response.statusCode).toBe(200);
    expect((await summaryOf(learner.email)).deletedAt).toBeNull();
    expect(
      (await api.inject({ url: '/api/product-user/me', headers: bearer(response.json().jwt) })).statusCode,
    ).toBe(200);
  });

  it('cannot be undone after 28 days, and the purge then deletes the personal data', async () => {
    const learner = await api.newLearner();
    const kept = await api.newLearner();
    const token = await api.signIn(learner);
    await api.inject({
      method: 'POST',
      url: '/api/product-user/send-feedback',
      headers: bearer(token),
      payload: { rating: 3 },
    });
    await api.inject({
      method: 'POST',
      url: '/api/product-user/support-mail',
      headers: bearer(token),
      payload: {
        email: learner.email,
        name: 'Private Name',
        topic: 'refund',
        description: 'My card ends 1234',
      },
    });
    await api.waitForMail(learner.email, 'support-copy');
    await deleteAccount(token);
    await api.waitForMail(learner.email, 'account-deleted');

    clock.advance(28 * DAY + 1000);
    const late = await api.login(learner.email, learner.pin);
    expect(late.statusCode).toBe(401);
    expect(late.json().error.name).toBe('InvalidCredentials');
    // Before the purge the data is still there, only unreachable.
    expect((await api.admin('GET', `/api/admin/learners?email=${learner.email}`)).statusCode).toBe(200);

    const result = await purge();
    expect(result).toEqual({
      purged: expect.any(Number),
      forgottenPinAttempts: expect.any(Number),
      endedStaffSessions: expect.any(Number),
    });
    expect((result as { purged: number }).purged).toBeGreaterThanOrEqual(1);

    expect((await api.admin('GET', `/api/admin/learners?email=${learner.email}`)).statusCode).toBe(404);
    expect(await rows(`select id from learners where id = ${learner.id}`)).toEqual([]);
    for (const table of ['subscriptions', 'feedback', 'one_time_tokens']) {
      expect(await rows(`select 1 from ${table} where learner_id = ${learner.id}`), table).toEqual([]);
    }
    expect(await rows(`select 1 from support_requests where email = '${learner.email}'`)).toEqual([]);
    const anonymised = await rows<{ topic: string; name: string; description: string }>(
      "select topic, name, description from support_requests where topic = 'refund' and email = ''",
    );
    expect(anonymised).toContainEqual({ topic: 'refund', name: '', description: '' });
    expect(await api.outbox(learner.email)).toEqual([]);
    const inbox = await api.outbox('support@skillpilot.app');
    expect(inbox.some((mail) => mail.text.includes(learner.email))).toBe(false);

    // Another learner is untouched, and a second run finds nothing more.
    expect((await api.admin('GET', `/api/admin/learners?email=${kept.email}`)).statusCode).toBe(200);
    expect(await purge()).toEqual({ purged: 0, forgottenPinAttempts: 0, endedStaffSessions: 0 });
  });

  it('leaves accounts deleted less than 28 days ago', async () => {
    const learner = await api.newLearner();
    await deleteAccount(await api.signIn(learner));
    clock.advance(20 * DAY);
    await purge();
    expect((await api.admin('GET', `/api/admin/learners?email=${learner.email}`)).statusCode).toBe(200);
  });

  it('forgets PIN attempt records unlocked and untouched for a day, so locks start at 15 minutes again', async () => {
    clock.freeze();
    const lockOut = async (email: string) => {
      for (let attempt = 1; attempt <= 4; attempt += 1) await api.login(email, '0000');
      return (await api.login(email, '0000')).json().error.retryAfterSeconds as number;
    };
    const learner = await api.newLearner({ pin: '1234' });
    const recent = await api.newLearner({ pin: '1234' });
    const nobody = 'nobody-stale@example.com';
    expect(await lockOut(learner.email)).toBe(900);
    expect(await lockOut(nobody)).toBe(900);
    clock.advance(24 * 3_600_000);
    expect(await lockOut(recent.email)).toBe(900);
    clock.advance(15 * 60_000 + 1000);
    await purge();

    expect(await lockOut(learner.email)).toBe(900);
    expect(await lockOut(nobody)).toBe(900);
    // Touched less than a day ago: kept, so its next lock doubles.
    expect(await lockOut(recent.email)).toBe(1800);
  });
});
