import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, learnerHelpers, linkIn, uniqueEmail } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('PIN setup and reset', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  const clock = createTestClock();
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false, clock: clock.now });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  const post = (url: string, payload: object) =>
    api.inject({ method: 'POST', url: `/api/product-user/${url}`, payload });
  const me = (token: string) => api.inject({ url: '/api/product-user/me', headers: bearer(token) });

  describe('POST /set-pin', () => {
    it('mails a set-PIN link at sign-up, and the token from it sets the PIN and signs in', async () => {
      const learner = await api.newLearner({ pin: null, lang: 'uk' });
      expect(learner.setupToken).toMatch(/^[\w-]{43}$/);
      const mail = await api.waitForMail(learner.email, 'set-pin');
      const { url, token } = linkIn(mail);
      expect(`${url.origin}${url.pathname}`).toBe('http://web.test/pin');
      expect(url.searchParams.get('email')).toBe(learner.email);
      expect(token).toBe(learner.setupToken);
      expect(mail.subject).toBe('Встановіть PIN-код Skillpilot');

      const before = await api.signIn({ email: learner.email, pin: '2468' }).catch((error: Error) => error);
      expect(before).toBeInstanceOf(Error);

      const response = await post('set-pin', { email: learner.email, pin: '2468', setupToken: token });
      expect(response.statusCode).toBe(200);
      const { message, jwt } = response.json();
      expect(message).toBe('Your PIN is ready.');
      expect((await me(jwt)).json()).toMatchObject({ email: learner.email, isPinSetUp: true, lang: 'uk' });
      expect((await api.login(learner.email, '2468')).statusCode).toBe(200);
    });

    it('uses a setup token once', async () => {
      const learner = await api.newLearner({ pin: null });
      const payload = { email: learner.email, pin: '1357', setupToken: learner.setupToken };
      expect((await post('set-pin', payload)).statusCode).toBe(200);
      const again = await post('set-pin', { ...payload, pin: '9999' });
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toEqual({
        status: 400,
        name: 'InvalidToken',
        message: 'This link to set your PIN is invalid or has expired.',
      });
      expect((await api.login(learner.email, '1357')).statusCode).toBe(200);
    });

    it('refuses a setup token after 7 days, for another email, or made up', async () => {
      const first = await api.newLearner({ pin: null });
      const second = await api.newLearner({ pin: null });
      const attempts = [
        { email: second.email, pin: '1234', setupToken: first.setupToken },
        { email: first.email, pin: '1234', setupToken: 'x'.repeat(43) },
        { email: uniqueEmail(), pin: '1234', setupToken: first.setupToken },
      ];
      for (const payload of attempts) {
        const response = await post('set-pin', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.name).toBe('InvalidToken');
      }
      clock.advance(7 * DAY + 1000);
      const expired = await post('set-pin', {
        email: first.email,
        pin: '1234',
        setupToken: first.setupToken,
      });
      expect(expired.json().error.name).toBe('InvalidToken');
    });

    it('answers 409 PinAlreadySet when the PIN was set another way meanwhile', async () => {
      const learner = await api.newLearner({ pin: null });
      await post('generate-reset-pin-link', { email: learner.email });
      const { token } = linkIn(await api.waitForMail(learner.email, 'reset-pin'));
      expect((await post('confirm-reset-pin', { token, newPin: '1111' })).statusCode).toBe(200);

      const response = await post('set-pin', {
        email: learner.email,
        pin: '2222',
        setupToken: learner.setupToken,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        status: 409,
        name: 'PinAlreadySet',
        message: 'A PIN is already set for this account: sign in instead.',
      });
      expect((await api.login(learner.email, '1111')).statusCode).toBe(200);
    });

    it('sets the PIN but answers 423 when there is no running subscription', async () => {
      const learner = await api.newLearner({ pin: null });
      await api.admin('POST', '/api/admin/subscriptions/expire', { email: learner.email });
      const response = await post('set-pin', {
        email: learner.email,
        pin: '8642',
        setupToken: learner.setupToken,
      });
      expect(response.statusCode).toBe(423);
      expect(response.json().error.name).toBe('SubscriptionInactive');
      await api.admin('POST', '/api/admin/subscriptions/grant', { email: learner.email, plan: '12-week' });
      expect((await api.login(learner.email, '8642')).statusCode).toBe(200);
    });

    it('answers the validation messages', async () => {
      const cases: [object, string][] = [
        [{ email: 'x@example.com', pin: '12', setupToken: 'a'.repeat(20) }, 'auth:errors.pinFormat'],
        [{ email: 'bad', pin: '1234', setupToken: 'a'.repeat(20) }, 'auth:errors.emailInvalid'],
        [{ email: 'x@example.com', pin: '1234' }, 'setupToken'],
        [{ email: 'x@example.com', pin: '1234', setupToken: 'short' }, 'setupToken'],
      ];
      for (const [payload, message] of cases) {
        const response = await post('set-pin', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toContain(message);
      }
    });
  });

  describe('POST /generate-reset-pin-link and /confirm-reset-pin', () => {
    it('answers the same for a known and an unknown email, and mails only the known one', async () => {
      const learner = await api.newLearner();
      const nobody = uniqueEmail('nobody');
      const known = await post('generate-reset-pin-link', { email: learner.email });
      const unknown = await post('generate-reset-pin-link', { email: nobody });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({
        message: 'If an account exists for this email, we have sent it a link to reset the PIN.',
      });

      const mail = await api.waitForMail(learner.email, 'reset-pin');
      expect(mail.subject).toBe('Reset your Skillpilot PIN');
      const { url } = linkIn(mail);
      expect(`${url.origin}${url.pathname}`).toBe('http://web.test/reset-pin');
      expect(mail.html).toContain(`href="${url.toString()}"`);
      await api.drain();
      expect(await api.outbox(nobody)).toEqual([]);
    });

    it('sets a new PIN, unlocks PIN sign-in and ends every session', async () => {
      const learner = await api.newLearner();
      const session = await api.signIn(learner);
      const wrong = learner.pin === '0000' ? '1111' : '0000';
      for (let attempt = 1; attempt <= 5; attempt += 1) await api.login(learner.email, wrong);
      expect((await api.login(learner.email, learner.pin)).statusCode).toBe(429);

      await post('generate-reset-pin-link', { email: learner.email });
      const { token } = linkIn(await api.waitForMail(learner.email, 'reset-pin'));
      const response = await post('confirm-reset-pin', { token, newPin: '5555' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Your PIN has been changed. Sign in with your new PIN.' });

      expect((await me(session)).statusCode).toBe(401);
      expect((await api.login(learner.email, learner.pin === '5555' ? '0001' : learner.pin)).statusCode).toBe(
        401,
      );
      expect((await api.login(learner.email, '5555')).statusCode).toBe(200);
    });

    it('uses a reset link once, and a newer link retires the older ones', async () => {
      const learner = await api.newLearner();
      await post('generate-reset-pin-link', { email: learner.email });
      const first = linkIn(await api.waitForMail(learner.email, 'reset-pin')).token;
      await post('generate-reset-pin-link', { email: learner.email });
      const second = linkIn(await api.waitForMail(learner.email, 'reset-pin')).token;
      expect(second).not.toBe(first);

      const invalid = {
        error: { status: 400, name: 'InvalidToken', message: 'This reset link is invalid or has expired.' },
      };
      // Checked when opened, before a PIN is typed.
      expect((await post('check-reset-pin-token', { token: first })).json()).toEqual(invalid);
      expect((await post('check-reset-pin-token', { token: second })).json()).toEqual({
        message: 'This reset link can be used.',
      });
      expect((await post('confirm-reset-pin', { token: first, newPin: '3333' })).json()).toEqual(invalid);
      expect((await post('confirm-reset-pin', { token: second, newPin: '2222' })).statusCode).toBe(200);
      expect((await post('check-reset-pin-token', { token: second })).json()).toEqual(invalid);
      expect((await post('confirm-reset-pin', { token: second, newPin: '3333' })).json()).toEqual(invalid);
      expect((await post('confirm-reset-pin', { token: 'z'.repeat(43), newPin: '3333' })).json()).toEqual(
        invalid,
      );
      expect((await api.login(learner.email, '2222')).statusCode).toBe(200);
    });

    it('refuses a reset link after 1 hour', async () => {
      const learner = await api.newLearner();
      await post('generate-reset-pin-link', { email: learner.email });
      const { token } = linkIn(await api.waitForMail(learner.email, 'reset-pin'));
      clock.advance(HOUR + 1000);
      const response = await post('confirm-reset-pin', { token, newPin: '4444' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.name).toBe('InvalidToken');
      expect((await api.login(learner.email, learner.pin)).statusCode).toBe(200);
    });

    it('answers the validation messages', async () => {
      const cases: [string, object, string][] = [
        ['generate-reset-pin-link', {}, 'auth:errors.emailRequired'],
        ['generate-reset-pin-link', { email: 'nope' }, 'auth:errors.emailInvalid'],
        ['confirm-reset-pin', { token: 'a'.repeat(43), newPin: '123' }, 'auth:errors.pinFormat'],
        ['confirm-reset-pin', { token: 'a'.repeat(43) }, 'auth:errors.pinRequired'],
        ['confirm-reset-pin', { newPin: '1234' }, 'token'],
      ];
      for (const [url, payload, message] of cases) {
        const response = await post(url, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toContain(message);
      }
    });
  });
});
