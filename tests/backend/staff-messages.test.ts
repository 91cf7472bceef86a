import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponse } from '../../backend/src/contract/staff';
import { messagesResponse, messageThread } from '../../backend/src/contract/staff-messages';
import { bearer, learnerHelpers, uniqueEmail } from './helpers/learners';
import { staffHelpers, type TestStaff } from './helpers/staff';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

describe('the back office: messages', () => {
  const clock = createTestClock();
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  let staff: ReturnType<typeof staffHelpers>;
  let support: TestStaff;
  let owner: TestStaff;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false, clock: clock.now });
    api = learnerHelpers(backend);
    staff = staffHelpers(api, clock);
    support = await staff.newStaff('support');
    owner = await staff.newStaff('owner');
  });
  afterAll(() => backend?.close());

  /** A message sent through the contact form, signed in when a token is given. */
  async function contactForm(payload: object, token?: string) {
    const response = await api.inject({
      method: 'POST',
      url: '/api/product-user/support-mail',
      payload,
      headers: token ? bearer(token) : undefined,
    });
    expect(response.statusCode).toBe(200);
  }

  async function inbox(status?: string) {
    const response = await staff.as(
      support,
      'GET',
      `/api/staff/messages${status ? `?status=${status}` : ''}`,
    );
    expect(response.statusCode).toBe(200);
    return messagesResponse.parse(response.json());
  }

  async function findNew(email: string) {
    const found = (await inbox()).messages.find((message) => message.email === email);
    if (!found) throw new Error(`No new message from ${email}`);
    return found;
  }

  it('lists a contact-form message as new, with the learner it is from linked', async () => {
    const learner = await api.newLearner({ lang: 'uk' });
    const token = await api.signIn(learner);
    const before = (await inbox()).counts;
    await contactForm(
      { email: learner.email, name: 'Olena', topic: 'refund', description: '\nCharged twice.\nPlease help.' },
      token,
    );
    const visitor = uniqueEmail('visitor');
    await contactForm({ email: visitor, topic: 'other', description: 'Is there a team plan?' });

    const page = await inbox();
    expect(page.counts.new).toBe(before.new + 2);
    const fromLearner = page.messages.find((message) => message.email === learner.email);
    expect(fromLearner).toMatchObject({
      name: 'Olena',
      topic: 'Refund',
      firstLine: 'Charged twice.',
      status: 'new',
      learnerId: learner.id,
    });
    const fromVisitor = page.messages.find((message) => message.email === visitor);
    expect(fromVisitor).toMatchObject({ learnerId: null, firstLine: 'Is there a team plan?' });
    // Newest first.
    expect(page.messages.indexOf(fromVisitor as never)).toBeLessThan(
      page.messages.indexOf(fromLearner as never),
    );
    expect((await inbox('answered')).messages.some((message) => message.email === visitor)).toBe(false);
  });

  it('links a signed-out message to the learner with that address', async () => {
    const learner = await api.newLearner();
    await contactForm({ email: learner.email, topic: 'billing', description: 'Invoice please' });
    expect((await findNew(learner.email)).learnerId).toBe(learner.id);
  });

  it('mails a reply to the sender in their language, keeps it in the thread and writes the audit log', async () => {
    const learner = await api.newLearner({ lang: 'uk' });
    await contactForm({ email: learner.email, topic: 'refund', description: 'Charged twice.' });
    const { id } = await findNew(learner.email);

    const words = 'Hello Olena,\n\nWe refunded the second charge <today>.';
    const replied = await staff.as(support, 'POST', `/api/staff/messages/${id}/reply`, {
      body: `  ${words}  `,
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toEqual({
      message: `The reply was mailed to ${learner.email}.`,
      status: 'answered',
    });

    const mail = await api.waitForMail(learner.email, 'support-reply');
    expect(mail.subject).toBe('Re: Повернення коштів');
    expect(mail.text).toContain(words);
    expect(mail.text).toContain('Charged twice.');
    expect(mail.html).toContain('&lt;today&gt;');
    expect(mail.html).not.toContain('<today>');

    const thread = await staff.as(support, 'GET', `/api/staff/messages/${id}`);
    expect(thread.statusCode).toBe(200);
    const shown = messageThread.parse(thread.json());
    expect(shown).toMatchObject({
      status: 'answered',
      learnerId: learner.id,
      learnerEmail: learner.email,
      lang: 'uk',
    });
    expect(shown.updatedAt).not.toBeNull();
    expect(shown.thread.map((entry) => [entry.kind, entry.from, entry.body])).toEqual([
      ['message', learner.email, 'Charged twice.'],
      ['reply', support.email, words],
    ]);
    expect((await inbox('answered')).messages.map((message) => message.id)).toContain(id);
    expect((await inbox()).messages.map((message) => message.id)).not.toContain(id);

    const audit = auditResponse.parse(
      (await staff.as(owner, 'GET', `/api/staff/audit?learnerId=${learner.id}`)).json(),
    );
    expect(audit.entries[0]).toMatchObject({
      staffEmail: support.email,
      action: 'reply-message',
      learnerId: learner.id,
      learnerEmail: learner.email,
      reason: `Reply to message #${id}`,
      before: { status: 'new' },
      after: { status: 'answered' },
    });
  });

  it('replies to a visitor in English and closes when asked; closes and reopens with a reason', async () => {
    const visitor = uniqueEmail('visitor');
    await contactForm({ email: visitor, topic: 'subscription', description: 'Do you have a yearly plan?' });
    const { id } = await findNew(visitor);

    const replied = await staff.as(owner, 'POST', `/api/staff/messages/${id}/reply`, {
      body: 'Yes: see the plans page.',
      close: true,
    });
    expect(replied.json().status).toBe('closed');
    const mail = await api.waitForMail(visitor, 'support-reply');
    expect(mail.subject).toBe('Re: Subscription');
    expect(mail.text).toContain('Yes: see the plans page.');
    expect((await inbox('closed')).messages.find((message) => message.id === id)?.learnerId).toBeNull();

    const reopened = await staff.as(support, 'POST', `/api/staff/messages/${id}/status`, {
      status: 'new',
      reason: 'They wrote again by phone',
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toEqual({ message: 'The message is new again.', status: 'new' });
    const again = await staff.as(support, 'POST', `/api/staff/messages/${id}/status`, {
      status: 'new',
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This message is already new.');
    const closed = await staff.as(support, 'POST', `/api/staff/messages/${id}/status`, {
      status: 'closed',
      reason: 'Answered by phone',
    });
    expect(closed.json().status).toBe('closed');

    const audit = auditResponse.parse((await staff.as(owner, 'GET', '/api/staff/audit')).json());
    expect(audit.entries.slice(0, 3).map((entry) => [entry.action, entry.reason, entry.learnerId])).toEqual([
      ['close-message', 'Answered by phone', null],
      ['reopen-message', 'They wrote again by phone', null],
      ['reply-message', `Reply to message #${id}`, null],
    ]);
  });

  it('is for support and owners: finance and content get 403, a learner token 401', async () => {
    for (const role of ['finance', 'content'] as const) {
      const member = await staff.newStaff(role);
      for (const [method, url, body] of [
        ['GET', '/api/staff/messages'],
        ['GET', '/api/staff/messages/1'],
        ['POST', '/api/staff/messages/1/reply', { body: 'Hi' }],
        ['POST', '/api/staff/messages/1/status', { status: 'closed', reason: 'Done here' }],
      ] as const) {
        const response = await staff.as(member, method, url, body);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const learner = await api.newLearner();
    const token = await api.signIn(learner);
    expect((await staff.as({ token }, 'GET', '/api/staff/messages')).statusCode).toBe(401);
    expect((await api.inject({ method: 'GET', url: '/api/staff/messages' })).statusCode).toBe(401);
  });

  it('refuses bad input with clear messages', async () => {
    const visitor = uniqueEmail('visitor');
    await contactForm({ email: visitor, topic: 'other', description: 'Hello' });
    const { id } = await findNew(visitor);
    const cases: [string, object | undefined, number, string][] = [
      [`/api/staff/messages/${id}/reply`, { body: '   ' }, 400, 'Write the reply.'],
      [`/api/staff/messages/${id}/reply`, {}, 400, 'Write the reply.'],
      [
        `/api/staff/messages/${id}/reply`,
        { body: 'x'.repeat(5001) },
        400,
        'Keep the reply under 5000 characters.',
      ],
      [`/api/staff/messages/${id}/status`, { status: 'spam', reason: 'Junk mail' }, 400, 'Choose a status'],
      [
        `/api/staff/messages/${id}/status`,
        { status: 'closed', reason: '' },
        400,
        'Say why, for the audit log.',
      ],
      ['/api/staff/messages/999999/reply', { body: 'Hi' }, 404, 'No message has this id.'],
      [
        '/api/staff/messages/999999/status',
        { status: 'closed', reason: 'Done here' },
        404,
        'No message has this id.',
      ],
    ];
    for (const [url, body, status, message] of cases) {
      const response = await staff.as(support, 'POST', url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(response.json().error.message).toContain(message);
    }
    const unknown = await staff.as(support, 'GET', '/api/staff/messages/999999');
    expect(unknown.statusCode).toBe(404);
    const badStatus = await staff.as(support, 'GET', '/api/staff/messages?status=spam');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().error.message).toContain('Choose a status');
    // Nothing was mailed or changed.
    await api.drain();
    expect(await api.outbox(visitor)).toEqual([]);
    expect((await findNew(visitor)).status).toBe('new');

    // A multi-line reply of exactly 5000 characters is fine.
    const long = `${'a'.repeat(2499)}\n${'b'.repeat(2500)}`;
    const accepted = await staff.as(support, 'POST', `/api/staff/messages/${id}/reply`, { body: long });
    expect(accepted.statusCode).toBe(200);
  });
});
