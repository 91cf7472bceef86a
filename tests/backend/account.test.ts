import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExport } from '../../backend/src/contract/accounts';
import { bearer, learnerHelpers, linkIn, uniqueEmail } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

const DAY = 24 * 3_600_000;

describe('the learner’s own account', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  const clock = createTestClock();
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false, clock: clock.now });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    api.inject({ method, url: `/api/product-user/${url}`, payload, headers: token ? bearer(token) : {} });
  const signedInLearner = async (options: Parameters<typeof api.newLearner>[0] = {}) => {
    const learner = await api.newLearner(options);
    return { learner, token: await api.signIn(learner) };
  };

  it('answers 401 on every signed-in call without a token', async () => {
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', 'me'],
      ['POST', 'logout'],
      ['POST', 'generate-change-email-token', { newEmail: 'a@example.com' }],
      ['DELETE', 'delete-account'],
      ['POST', 'send-feedback', { rating: 5 }],
      ['PUT', 'update-language', { language: 'uk' }],
      ['GET', 'export'],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.name).toBe('Unauthorized');
    }
  });

  describe('change email', () => {
    it('mails a link to the new address; confirming it moves the account and ends every session', async () => {
      const { learner, token } = await signedInLearner();
      const newEmail = uniqueEmail('moved');
      const response = await call('POST', 'generate-change-email-token', token, {
        newEmail: newEmail.toUpperCase(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Verification email has been sent.' });

      const mail = await api.waitForMail(newEmail, 'change-email');
      const { url, token: emailToken } = linkIn(mail);
      expect(`${url.origin}${url.pathname}`).toBe('http://web.test/confirm-email-change');
      expect(url.searchParams.get('email')).toBe(newEmail);

      const confirmed = await call('POST', 'confirm-email-change', undefined, { token: emailToken });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({
        message: 'Your email address has been changed. Sign in with the new address.',
        email: newEmail,
      });
      expect((await call('GET', 'me', token)).statusCode).toBe(401);
      expect((await api.login(learner.email, learner.pin)).statusCode).toBe(401);
      const renewed = await api.signIn({ email: newEmail, pin: learner.pin });
      expect((await call('GET', 'me', renewed)).json()).toMatchObject({
        email: newEmail,
        username: newEmail.split('@')[0],
      });

      const notice = await api.waitForMail(learner.email, 'email-changed');
      expect(notice.text).toContain(newEmail);

      const reused = await call('POST', 'confirm-email-change', undefined, { token: emailToken });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().error).toEqual({
        status: 400,
        name: 'InvalidToken',
        message: 'This confirmation link is invalid or has expired.',
      });
    });

    it('retires the older link when a newer one is asked for', async () => {
      const { learner, token } = await signedInLearner();
      const firstEmail = uniqueEmail('first');
      const secondEmail = uniqueEmail('second');
      await call('POST', 'generate-change-email-token', token, { newEmail: firstEmail });
      await call('POST', 'generate-change-email-token', token, { newEmail: secondEmail });
      const first = linkIn(await api.waitForMail(firstEmail, 'change-email')).token;
      const second = linkIn(await api.waitForMail(secondEmail, 'change-email')).token;

      const older = await call('POST', 'confirm-email-change', undefined, { token: first });
      expect(older.statusCode).toBe(400);
      expect(older.json().error.name).toBe('InvalidToken');
      const newer = await call('POST', 'confirm-email-change', undefined, { token: second });
      expect(newer.json()).toMatchObject({ email: secondEmail });
      expect((await api.login(learner.email, learner.pin)).statusCode).toBe(401);
    });

    it('refuses the current address with 400 SameEmail', async () => {
      const { learner, token } = await signedInLearner();
      const response = await call('POST', 'generate-change-email-token', token, { newEmail: learner.email });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.name).toBe('SameEmail');
    });

    it('answers the same for an address another learner has, and mails nothing', async () => {
      const { token } = await signedInLearner();
      const other = await api.newLearner();
      const free = uniqueEmail('free');
      const taken = await call('POST', 'generate-change-email-token', token, { newEmail: other.email });
      const available = await call('POST', 'generate-change-email-token', token, { newEmail: free });
      expect(taken.statusCode).toBe(200);
      expect(taken.body).toBe(available.body);
      await api.waitForMail(free, 'change-email');
      await api.drain();
      expect((await api.outbox(other.email)).filter((mail) => mail.kind === 'change-email')).toEqual([]);
    });

    it('refuses a link after 24 hours', async () => {
      const { token } = await signedInLearner();
      const newEmail = uniqueEmail('late');
      await call('POST', 'generate-change-email-token', token, { newEmail });
      const { token: emailToken } = linkIn(await api.waitForMail(newEmail, 'change-email'));
      clock.advance(DAY + 1000);
      const response = await call('POST', 'confirm-email-change', undefined, { token: emailToken });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.name).toBe('InvalidToken');
    });

    it('answers 409 EmailTaken when the address was taken after the link was sent', async () => {
      const { token } = await signedInLearner();
      const newEmail = uniqueEmail('race');
      await call('POST', 'generate-change-email-token', token, { newEmail });
      const { token: emailToken } = linkIn(await api.waitForMail(newEmail, 'change-email'));
      await api.admin('POST', '/api/admin/learners', { email: newEmail, pin: '1234' });
      const response = await call('POST', 'confirm-email-change', undefined, { token: emailToken });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.name).toBe('EmailTaken');
    });

    it('answers the validation messages', async () => {
      const { token } = await signedInLearner();
      const invalid = await call('POST', 'generate-change-email-token', token, { newEmail: 'no at sign' });
      expect(invalid.json().error.message).toContain('auth:errors.emailInvalid');
      const missing = await call('POST', 'confirm-email-change', undefined, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toContain('token');
    });
  });

  describe('PUT /update-language', () => {
    it('stores the language, reading us as en and ua as uk', async () => {
      const { token } = await signedInLearner();
      for (const [language, lang] of [
        ['ua', 'uk'],
        ['fr', 'fr'],
        ['us', 'en'],
      ]) {
        const response = await call('PUT', 'update-language', token, { language });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: 'Language updated.', lang });
        expect((await call('GET', 'me', token)).json().lang).toBe(lang);
      }
    });

    it('refuses an unsupported language', async () => {
      const { token } = await signedInLearner();
      const response = await call('PUT', 'update-language', token, { language: 'de' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('Unsupported language "de"');
    });
  });

  describe('POST /send-feedback', () => {
    it('takes a rating, a message or both', async () => {
      const { token } = await signedInLearner();
      for (const payload of [{ rating: 5 }, { message: 'Great guides' }, { rating: 2, message: 'Slow' }]) {
        const response = await call('POST', 'send-feedback', token, payload);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: 'Thank you for your feedback!' });
      }
    });

    it('takes a rating only as a whole JSON number from 1 to 5', async () => {
      const { token } = await signedInLearner();
      for (const rating of [true, '1', [4], 0, 6, 2.5, null]) {
        const response = await call('POST', 'send-feedback', token, { rating });
        expect(response.statusCode, JSON.stringify(rating)).toBe(400);
        expect(response.json()).toEqual({
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'Invalid body field "rating": account:feedback.errors.rating',
          },
        });
      }
      const accepted = await call('POST', 'send-feedback', token, { rating: 4 });
      expect(accepted.statusCode).toBe(200);
    });

    it('answers the validation messages', async () => {
      const { token } = await signedInLearner();
      const cases: [object, string][] = [
        [{}, 'account:feedback.errors.empty'],
        [{ message: '   ' }, 'account:feedback.errors.empty'],
        [{ rating: 0 }, 'account:feedback.errors.rating'],
        [{ rating: 6 }, 'account:feedback.errors.rating'],
        [{ message: 'x'.repeat(151) }, 'account:feedback.errors.tooLong'],
      ];
      for (const [payload, message] of cases) {
        const response = await call('POST', 'send-feedback', token, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error.message).toContain(message);
      }
    });
  });

  describe('POST /support-mail', () => {
    const message = {
      email: '',
      name: 'Ola <b>',
      topic: 'refund',
      description: 'Charged twice <script>x</script>',
    };

    it('works signed out: mails the inbox, and no copy to an address nobody proved', async () => {
      const email = uniqueEmail('visitor');
      const response = await api.inject({
        method: 'POST',
        url: '/api/product-user/support-mail',
        payload: { ...message, email },
        headers: { 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.8' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Your message has been sent.' });

      await api.drain();
      const inbox = (await api.outbox('support@skillpilot.app')).find((mail) => mail.text.includes(email));
      expect(inbox?.kind).toBe('support-inbox');
      expect(inbox?.subject).toBe(`Support request: Refund from ${email}`);
      expect(inbox?.text).toContain('Signed-in learner: no (signed out)');
      expect(inbox?.text).toContain('Charged twice <script>x</script>');
      expect(inbox?.html).toContain('Ola &lt;b&gt;');
      expect(inbox?.html).toContain('Charged twice &lt;script&gt;x&lt;/script&gt;');
      expect(inbox?.html).not.toContain('<script>');
      expect(await api.outbox(email)).toEqual([]);
    });

    it('sends a signed-in learner the copy at their account address, in their language', async () => {
      const { learner, token } = await signedInLearner({ lang: 'uk' });
      const replyTo = uniqueEmail('reply-here');
      const response = await call('POST', 'support-mail', token, { ...message, email: replyTo });
      expect(response.statusCode).toBe(200);
      const copy = await api.waitForMail(learner.email, 'support-copy');
      expect(copy.subject).toBe('Ми отримали ваше повідомлення: Повернення коштів');
      expect(copy.text).toContain('Дякуємо');
      expect(copy.text).toContain('Charged twice <script>x</script>');
      expect(copy.html).not.toContain('<script>');
      expect(await api.outbox(replyTo)).toEqual([]);
      const inbox = (await api.outbox('support@skillpilot.app')).find((mail) => mail.text.includes(replyTo));
      expect(inbox?.text).toContain(`Signed-in learner: #${learner.id}`);
    });

    it('answers the validation messages', async () => {
      const cases: [object, string][] = [
        [{ topic: 'refund', description: 'x' }, 'auth:errors.emailRequired'],
        [{ email: 'bad', topic: 'refund', description: 'x' }, 'auth:errors.emailInvalid'],
        [{ email: 'a@example.com', description: 'x' }, 'account:contact.errors.topic'],
        [{ email: 'a@example.com', topic: 'pizza', description: 'x' }, 'account:contact.errors.topic'],
        [{ email: 'a@example.com', topic: 'refund', description: '  ' }, 'account:contact.errors.details'],
        [
          { email: 'a@example.com', topic: 'refund', description: 'x'.repeat(2001) },
          'account:contact.errors.detailsTooLong',
        ],
      ];
      for (const [payload, text] of cases) {
        const response = await call('POST', 'support-mail', undefined, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error.message).toContain(text);
      }
    });
  });

  describe('GET /export', () => {
    it('answers everything held about the learner, and nothing about others', async () => {
      const { learner, token } = await signedInLearner({ lang: 'uk' });
      const other = await signedInLearner();
      await call('POST', 'send-feedback', token, { rating: 4, message: 'Useful' });
      await call('POST', 'send-feedback', other.token, { rating: 1, message: 'Other learner' });
      await call('POST', 'support-mail', token, {
        email: learner.email,
        topic: 'billing',
        description: 'Invoice?',
      });

      const response = await call('GET', 'export', token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('attachment');
      const data = accountExport.parse(response.json());
      expect(data.user).toMatchObject({
        id: learner.id,
        email: learner.email,
        isPinSetUp: true,
        lang: 'uk',
        marketingConsent: false,
        termsAcceptedAt: null,
      });
      expect(data.subscriptions).toHaveLength(1);
      expect(data.subscriptions[0]).toMatchObject({ status: 'active' });
      expect(data.feedback).toEqual([{ rating: 4, message: 'Useful', createdAt: expect.any(String) }]);
      expect(data.supportRequests).toEqual([
        { topic: 'billing', description: 'Invoice?', createdAt: expect.any(String) },
      ]);
      expect(response.body).not.toContain('pin_hash');
      expect(response.body).not.toContain('argon2');
    });
  });
});
