import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponse, staffLearnerDetail } from '../../backend/src/contract/staff';
import { createAccountPurgeRepository } from '../../backend/src/modules/accounts/account-purge.repository';
import { createAccountPurge } from '../../backend/src/modules/accounts/account-purge.service';
import { bearer, learnerHelpers, linkIn } from './helpers/learners';
import { STAFF_PASSWORD, staffHelpers } from './helpers/staff';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

const MINUTE = 60_000;

describe('the back office: staff sign-in', () => {
  const clock = createTestClock();
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  let staff: ReturnType<typeof staffHelpers>;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false, clock: clock.now });
    api = learnerHelpers(backend);
    staff = staffHelpers(api, clock);
  });
  afterAll(() => backend?.close());

  it('sets a password once from the link, refusing weak ones by NIST SP 800-63B', async () => {
    const email = 'new.owner@example.com';
    const created = await api.admin('POST', '/api/admin/staff', { email, role: 'owner' });
    expect(created.statusCode).toBe(201);
    const token = new URL(created.json().setupUrl).searchParams.get('token') ?? '';
    expect((await api.inject({ method: 'GET', url: `/api/staff/setup?token=${token}` })).json()).toEqual({
      email,
    });

    const attempt = (password: string) =>
      api.inject({ method: 'POST', url: '/api/staff/setup', payload: { token, password } });
    for (const [password, problem] of [
      ['short pass', /at least 12 characters/],
      ['password1234', /too easy to guess/],
      ['qwertyuiop123', /too easy to guess/],
      ['new.owner-2026-x', /email address/],
      ['x'.repeat(129), /at most 128/],
    ] as const) {
      const refused = await attempt(password);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().error).toMatchObject({
        name: 'WeakPassword',
        message: expect.stringMatching(problem),
      });
    }
    expect((await attempt(STAFF_PASSWORD)).statusCode).toBe(200);
    expect((await attempt(`${STAFF_PASSWORD} again`)).statusCode).toBe(404);
    expect((await api.admin('POST', '/api/admin/staff', { email, role: 'support' })).statusCode).toBe(409);
  });

  it('needs the second factor: a password alone opens nothing', async () => {
    const member = await staff.newStaff('support');
    const signedIn = await staff.signIn(member.email);
    expect(signedIn.json().next).toBe('code');
    const halfway = signedIn.json().token as string;
    for (const url of ['/api/staff/me', '/api/staff/learners?q=abc']) {
      expect((await api.inject({ method: 'GET', url, headers: bearer(halfway) })).statusCode).toBe(401);
    }
    const wrong = await api.inject({
      method: 'POST',
      url: '/api/staff/second-factor',
      headers: bearer(halfway),
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    const code = await staff.nextCode(member.secret);
    const verified = await api.inject({
      method: 'POST',
      url: '/api/staff/second-factor',
      headers: bearer(halfway),
      payload: { code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().recoveryCodesLeft).toBe(10);
    const me = await staff.as({ token: halfway }, 'GET', '/api/staff/me');
    expect(me.json()).toMatchObject({ email: member.email, role: 'support' });

    // The same code never works twice, even in its own time step.
    const again = (await staff.signIn(member.email)).json().token as string;
    const replay = await api.inject({
      method: 'POST',
      url: '/api/staff/second-factor',
      headers: bearer(again),
      payload: { code },
    });
    expect(replay.statusCode).toBe(401);
    // A recovery code works, once.
    const [recovery] = member.recoveryCodes;
    const recovered = await api.inject({
      method: 'POST',
      url: '/api/staff/second-factor',
      headers: bearer(again),
      payload: { code: recovery },
    });
    expect(recovered.json().recoveryCodesLeft).toBe(9);
    const third = (await staff.signIn(member.email)).json().token as string;
    const reused = await api.inject({
      method: 'POST',
      url: '/api/staff/second-factor',
      headers: bearer(third),
      payload: { code: recovery },
    });
    expect(reused.statusCode).toBe(401);
  });

  it('locks an address after five wrong passwords, answering unknown emails the same', async () => {
    const member = await staff.newStaff('content');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await staff.signIn(member.email, 'wrong password here')).statusCode).toBe(401);
    }
    const fifth = await staff.signIn(member.email, 'wrong password here');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.name).toBe('SignInLocked');
    expect((await staff.signIn(member.email)).statusCode).toBe(429);
    clock.advance(16 * MINUTE);
    expect((await staff.signIn(member.email)).statusCode).toBe(200);
    const unknown = await staff.signIn('nobody@example.com');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.name).toBe('InvalidCredentials');
  });

  it('ends a session after 30 idle minutes and at sign-out; a learner’s token is never a session', async () => {
    const member = await staff.newStaff('support');
    expect((await staff.as(member, 'GET', '/api/staff/me')).statusCode).toBe(200);
    clock.advance(31 * MINUTE);
    // The hourly clean-up drops sessions past their idle time.
    const purge = createAccountPurge({
      accountPurgeRepository: createAccountPurgeRepository(backend.database.db),
      clock: clock.now,
    });
    expect(await purge.run()).toMatchObject({ endedStaffSessions: expect.any(Number) });
    const left = (await backend.database.db.execute(
      sql`select count(*)::int as n from staff_sessions where staff_id = ${member.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]?.n).toBe(0);
    expect((await staff.as(member, 'GET', '/api/staff/me')).statusCode).toBe(401);

    const other = await staff.newStaff('owner');
    expect((await staff.as(other, 'POST', '/api/staff/sign-out')).statusCode).toBe(200);
    expect((await staff.as(other, 'GET', '/api/staff/me')).statusCode).toBe(401);

    const learner = await api.newLearner();
    const learnerToken = await api.signIn(learner);
    for (const [method, url] of [
      ['GET', '/api/staff/me'],
      ['GET', '/api/staff/learners?q=learner'],
      ['GET', `/api/staff/learners/${learner.id}`],
      ['POST', `/api/staff/learners/${learner.id}/actions`],
      ['GET', '/api/staff/audit'],
      ['POST', '/api/staff/members'],
    ] as const) {
      const answer = await api.inject({
        method,
        url,
        headers: bearer(learnerToken),
        payload: method === 'POST' ? { action: 'lift-pin-lock', reason: 'test' } : undefined,
      });
      expect(answer.statusCode, url).toBe(401);
    }
  });
});

describe('the back office: learners, roles and the audit log', () => {
  const clock = createTestClock();
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  let staff: ReturnType<typeof staffHelpers>;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false, clock: clock.now });
    api = learnerHelpers(backend);
    staff = staffHelpers(api, clock);
  });
  afterAll(() => backend?.close());

  const act = (member: { token: string }, learnerId: number, body: object) =>
    staff.as(member, 'POST', `/api/staff/learners/${learnerId}/actions`, body);

  it('finds learners by email or name and shows one whole', async () => {
    const support = await staff.newStaff('support');
    const learner = await api.newLearner();
    const found = await staff.as(support, 'GET', `/api/staff/learners?q=${learner.email.slice(0, 14)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().learners.map((row: { id: number }) => row.id)).toContain(learner.id);
    expect((await staff.as(support, 'GET', '/api/staff/learners?q=a')).statusCode).toBe(400);
    expect((await staff.as(support, 'GET', '/api/staff/learners?q=%25%25')).json().learners).toEqual([]);

    const detail = staffLearnerDetail.parse(
      (await staff.as(support, 'GET', `/api/staff/learners/${learner.id}`)).json(),
    );
    expect(detail).toMatchObject({
      email: learner.email,
      lang: 'en',
      pin: { isSet: true, lockedUntil: null },
    });
    expect(detail.subscriptions).toHaveLength(1);
    expect(detail.subscriptions[0]).toMatchObject({ plan: '4-week', status: 'active', provider: 'test' });
    expect((await staff.as(support, 'GET', '/api/staff/learners/999999')).statusCode).toBe(404);
  });

  it('checks the role of every route and action', async () => {
    const [content, finance, support] = [
      await staff.newStaff('content'),
      await staff.newStaff('finance'),
      await staff.newStaff('support'),
    ];
    const learner = await api.newLearner();
    // A content editor sees no learner, and so no payment.
    expect((await staff.as(content, 'GET', '/api/staff/learners?q=learner')).statusCode).toBe(403);
    expect((await staff.as(content, 'GET', `/api/staff/learners/${learner.id}`)).statusCode).toBe(403);
    expect((await act(content, learner.id, { action: 'lift-pin-lock', reason: 'asked' })).statusCode).toBe(
      403,
    );
    // Finance keeps plans, not accounts.
    expect((await act(finance, learner.id, { action: 'lift-pin-lock', reason: 'asked' })).statusCode).toBe(
      403,
    );
    expect((await act(finance, learner.id, { action: 'delete-account', reason: 'asked' })).statusCode).toBe(
      403,
    );
    expect(
      (await act(finance, learner.id, { action: 'extend-plan', reason: 'outage', days: 7 })).statusCode,
    ).toBe(200);
    // Only owners read the audit log and add staff.
    for (const member of [content, finance, support]) {
      expect((await staff.as(member, 'GET', '/api/staff/audit')).statusCode).toBe(403);
      const added = await staff.as(member, 'POST', '/api/staff/members', {
        email: 'x@example.com',
        role: 'owner',
      });
      expect(added.statusCode).toBe(403);
    }
    // Nothing refused was written.
    const owner = await staff.newStaff('owner');
    const audit = auditResponse.parse(
      (await staff.as(owner, 'GET', `/api/staff/audit?learnerId=${learner.id}`)).json(),
    );
    expect(audit.entries.map((entry) => entry.action)).toEqual(['extend-plan']);
  });

  it('does each action with a reason, and keeps who, what, before and after', async () => {
    const support = await staff.newStaff('support');
    const owner = await staff.newStaff('owner');
    const learner = await api.newLearner();
    const missingReason = await act(support, learner.id, { action: 'lift-pin-lock', reason: ' ' });
    expect(missingReason.statusCode).toBe(400);

    // Extend: the period ends 10 days later.
    const before = staffLearnerDetail.parse(
      (await staff.as(support, 'GET', `/api/staff/learners/${learner.id}`)).json(),
    );
    const extended = await act(support, learner.id, {
      action: 'extend-plan',
      reason: 'Lost a week to a bug',
      days: 10,
    });
    expect(extended.statusCode).toBe(200);
    const after = staffLearnerDetail.parse(
      (await staff.as(support, 'GET', `/api/staff/learners/${learner.id}`)).json(),
    );
    const end = (detail: typeof before) => Date.parse(detail.subscriptions[0]?.currentPeriodEnd ?? '');
    expect(end(after) - end(before)).toBe(10 * 24 * 60 * MINUTE);

    // Lift a PIN lock.
    for (let attempt = 0; attempt < 5; attempt += 1) await api.login(learner.email, '0000');
    expect((await api.login(learner.email, learner.pin)).statusCode).toBe(429);
    const locked = staffLearnerDetail.parse(
      (await staff.as(support, 'GET', `/api/staff/learners/${learner.id}`)).json(),
    );
    expect(locked.pin.lockedUntil).not.toBeNull();
    expect(
      (await act(support, learner.id, { action: 'lift-pin-lock', reason: 'Verified by phone' })).statusCode,
    ).toBe(200);
    expect((await api.login(learner.email, learner.pin)).statusCode).toBe(200);

    // Cancel at period end, then grant another plan.
    expect(
      (await act(support, learner.id, { action: 'cancel-at-period-end', reason: 'Asked by mail' }))
        .statusCode,
    ).toBe(200);
    const granted = await act(support, learner.id, {
      action: 'grant-plan',
      reason: 'Goodwill',
      plan: '12-week',
    });
    expect(granted.statusCode).toBe(200);

    const audit = auditResponse.parse(
      (await staff.as(owner, 'GET', `/api/staff/audit?learnerId=${learner.id}`)).json(),
    );
    expect(audit.entries.map((entry) => entry.action)).toEqual([
      'grant-plan',
      'cancel-at-period-end',
      'lift-pin-lock',
      'extend-plan',
    ]);
    const [grant, cancel, lift, extend] = audit.entries;
    expect(extend).toMatchObject({
      staffEmail: support.email,
      learnerEmail: learner.email,
      reason: 'Lost a week to a bug',
    });
    expect(extend?.before).toMatchObject({ plan: '4-week', status: 'active' });
    expect(cancel?.after).toMatchObject({ cancelAtPeriodEnd: true });
    expect(lift?.before).toMatchObject({ lockedUntil: expect.any(String) });
    expect(lift?.after).toMatchObject({ lockedUntil: null, wrongTries: 0 });
    expect(grant?.after).toMatchObject({ plan: '12-week', status: 'active' });
  });

  it('asks a fresh second factor to change an email or delete, mails both addresses, and undoes a deletion', async () => {
    const support = await staff.newStaff('support');
    const learner = await api.newLearner();
    clock.advance(6 * MINUTE);
    // Keep the session alive past its idle check: any call within 30 minutes does.
    const newEmail = `moved-${learner.id}@example.com`;
    const stale = await act(support, learner.id, {
      action: 'change-email',
      reason: 'Typo at checkout',
      email: newEmail,
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.name).toBe('FreshCodeNeeded');
    const code = await staff.nextCode(support.secret);
    const changed = await act(support, learner.id, {
      action: 'change-email',
      reason: 'Typo at checkout',
      email: newEmail,
      code,
    });
    expect(changed.statusCode).toBe(200);
    await api.drain();
    expect((await api.outbox(learner.email)).map((mail) => mail.kind)).toContain('email-changed');
    expect((await api.outbox(newEmail)).map((mail) => mail.kind)).toContain('email-changed');
    expect((await api.login(newEmail, learner.pin)).statusCode).toBe(200);

    // Within five minutes of that code, deleting needs none.
    const deleted = await act(support, learner.id, { action: 'delete-account', reason: 'Asked by phone' });
    expect(deleted.statusCode).toBe(200);
    const detail = staffLearnerDetail.parse(
      (await staff.as(support, 'GET', `/api/staff/learners/${learner.id}`)).json(),
    );
    expect(detail.deletedAt).not.toBeNull();
    expect(detail.purgeAt).not.toBeNull();
    expect(
      (await act(support, learner.id, { action: 'undo-deletion', reason: 'Changed their mind' })).statusCode,
    ).toBe(200);
    expect((await act(support, learner.id, { action: 'undo-deletion', reason: 'Again' })).statusCode).toBe(
      409,
    );
  });

  it('resends a set-PIN link only while no PIN is set', async () => {
    const support = await staff.newStaff('support');
    const withoutPin = await api.newLearner({ pin: null });
    const resent = await act(support, withoutPin.id, {
      action: 'resend-set-pin-link',
      reason: 'Lost the mail',
    });
    expect(resent.statusCode).toBe(200);
    const mail = await api.waitForMail(withoutPin.email, 'set-pin');
    expect(linkIn(mail).token).not.toBe(withoutPin.setupToken);
    const withPin = await api.newLearner();
    const refused = await act(support, withPin.id, {
      action: 'resend-set-pin-link',
      reason: 'Lost the mail',
    });
    expect(refused.statusCode).toBe(409);
  });

  it('lets owners add staff with a fresh code, and keeps the audit log unchangeable', async () => {
    const owner = await staff.newStaff('owner');
    clock.advance(6 * MINUTE);
    const stale = await staff.as(owner, 'POST', '/api/staff/members', {
      email: 'helper@example.com',
      role: 'support',
    });
    expect(stale.json().error.name).toBe('FreshCodeNeeded');
    const added = await staff.as(owner, 'POST', '/api/staff/members', {
      email: 'helper@example.com',
      role: 'support',
      code: await staff.nextCode(owner.secret),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().setupUrl).toMatch(/\/admin\/setup\?token=/);

    const { db } = backend.database;
    await expect(db.execute(sql`update audit_log set reason = 'changed'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const audit = auditResponse.parse((await staff.as(owner, 'GET', '/api/staff/audit')).json());
    expect(audit.entries[0]).toMatchObject({ action: 'create-staff', staffEmail: owner.email });
  });

  it('lets owners change a role, disable, enable and start a member again, never on their own account', async () => {
    const owner = await staff.newStaff('owner');
    const member = await staff.newStaff('support');
    const manage = (id: number, body: object) =>
      staff.as(owner, 'POST', `/api/staff/members/${id}/actions`, body);

    expect((await manage(owner.id, { action: 'disable', reason: 'Testing myself' })).json().error.name).toBe(
      'OwnAccount',
    );
    const byMember = await staff.as(member, 'POST', `/api/staff/members/${owner.id}/actions`, {
      action: 'disable',
      reason: 'Not mine to do',
    });
    expect(byMember.statusCode).toBe(403);

    expect(
      (await manage(member.id, { action: 'change-role', reason: 'Moved to finance', role: 'finance' }))
        .statusCode,
    ).toBe(200);
    expect((await staff.as(member, 'GET', '/api/staff/me')).statusCode).toBe(401);
    expect((await staff.signIn(member.email)).statusCode).toBe(200);

    expect((await manage(member.id, { action: 'disable', reason: 'Left the company' })).statusCode).toBe(200);
    expect((await staff.signIn(member.email)).statusCode).toBe(401);
    expect((await manage(member.id, { action: 'enable', reason: 'Came back' })).statusCode).toBe(200);
    expect((await staff.signIn(member.email)).statusCode).toBe(200);

    const again = await manage(member.id, { action: 'start-again', reason: 'Lost their phone' });
    expect(again.statusCode).toBe(200);
    const token = new URL(again.json().setupUrl).searchParams.get('token');
    expect((await staff.signIn(member.email)).statusCode).toBe(401);
    const set = await api.inject({
      method: 'POST',
      url: '/api/staff/setup',
      payload: { token, password: `${STAFF_PASSWORD} anew` },
    });
    expect(set.statusCode).toBe(200);
    const signedIn = await staff.signIn(member.email, `${STAFF_PASSWORD} anew`);
    expect(signedIn.json().next).toBe('enroll');

    const audit = auditResponse.parse((await staff.as(owner, 'GET', '/api/staff/audit')).json());
    expect(audit.entries.slice(0, 4).map((entry) => entry.action)).toEqual([
      'staff-start-again',
      'staff-enable',
      'staff-disable',
      'staff-change-role',
    ]);
    expect(audit.entries[3]).toMatchObject({ before: { role: 'support' }, after: { role: 'finance' } });
  });
});
