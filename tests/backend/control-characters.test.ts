import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, learnerHelpers, uniqueEmail } from './helpers/learners';
import { createTestBackend, TEST_ADMIN_TOKEN, type TestBackend } from './helpers/test-backend';

const NUL = '\u0000';

describe('control characters in requests', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  let token: string;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false });
    api = learnerHelpers(backend);
    token = await api.signIn(await api.newLearner());
  });
  afterAll(() => backend?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    api.inject({ method: 'POST', url: `/api/product-user/${url}`, payload, headers });
  const expectRefused = (response: { statusCode: number; json(): unknown }, message: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { status: 400, name: 'ValidationError', message } });
  };

  it('refuses a NUL in the contact form, in every field, signed in or not', async () => {
    const message = { email: uniqueEmail('visitor'), name: 'Ola', topic: 'refund', description: 'Hello' };
    expectRefused(
      await post('support-mail', { ...message, description: `Charged twice${NUL}` }),
      'Invalid body field "description": must not contain control characters other than line breaks and tabs',
    );
    expectRefused(
      await post('support-mail', { ...message, name: `Ola${NUL}` }, bearer(token)),
      'Invalid body field "name": must not contain control characters',
    );
    expectRefused(
      await post('support-mail', { ...message, email: `a${NUL}@example.com` }),
      'Invalid body field "email": must not contain control characters',
    );
  });

  it('takes line breaks and tabs in a description, but no other control character', async () => {
    const message = { email: uniqueEmail('visitor'), topic: 'refund' };
    const accepted = await post('support-mail', { ...message, description: 'Line one\r\n\tLine two' });
    expect(accepted.statusCode).toBe(200);
    for (const character of ['\u0007', '\u001b', '\u007f', '\u0085', '\u009f']) {
      const refused = await post('support-mail', { ...message, description: `Bell${character}` });
      expect(refused.statusCode, JSON.stringify(character)).toBe(400);
    }
    // A name is one line: not even a tab.
    const tab = await post('support-mail', { ...message, name: 'Ola\tN', description: 'Hi' });
    expectRefused(tab, 'Invalid body field "name": must not contain control characters');
  });

  it('refuses a NUL in feedback', async () => {
    expectRefused(
      await post('send-feedback', { rating: 4, message: `Great${NUL}` }, bearer(token)),
      'Invalid body field "message": must not contain control characters other than line breaks and tabs',
    );
  });

  it('refuses a NUL in a subscription id in the path', async () => {
    const response = await api.inject({
      method: 'DELETE',
      url: '/api/subscriptions/%00',
      headers: bearer(token),
    });
    expectRefused(response, 'Invalid path parameter "id": must contain only letters, digits, _ and -');
  });

  it('refuses a NUL in the admin outbox filter', async () => {
    const response = await api.inject({
      url: '/api/admin/outbox?to=a%00b@example.com',
      headers: bearer(TEST_ADMIN_TOKEN),
    });
    expectRefused(response, 'Invalid query parameter "to": must not contain control characters');
  });

  it('refuses control characters in emails, tokens and queries everywhere else', async () => {
    const cases: [string, object][] = [
      ['login', { email: `a@example.com${NUL}`, pin: '1234' }],
      ['generate-reset-pin-link', { email: `a@example.com\n` }],
      ['confirm-reset-pin', { token: `${'a'.repeat(43)}${NUL}`, newPin: '1234' }],
      ['set-pin', { email: 'a@example.com', pin: '1234', setupToken: `${'a'.repeat(43)}\u001b` }],
      ['confirm-email-change', { token: `${'a'.repeat(43)}${NUL}` }],
    ];
    for (const [url, payload] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.name).toBe('ValidationError');
      expect(response.json().error.message).toContain('must not contain control characters');
    }
    const change = await post(
      'generate-change-email-token',
      { newEmail: `b${NUL}@example.com` },
      bearer(token),
    );
    expect(change.statusCode).toBe(400);
    const list = await api.inject({
      url: '/api/user-subscription?email=a%00@example.com',
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(400);
    const legal = await api.inject({ url: '/api/legal/terms%00' });
    expect(legal.statusCode).toBe(400);
  });
});
