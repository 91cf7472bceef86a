import { describe, expect, it } from 'vitest';
import { authMessageFor, minutesLeft } from '~/lib/auth-errors';

const answer = (status: number, code = 'Error', retryAfterSeconds?: number) =>
  ({ kind: 'answer', status, code, retryAfterSeconds }) as const;

describe('sign-in and PIN messages', () => {
  it('say when a form the server was too busy for is sent again, in whole seconds', () => {
    for (const flow of ['login', 'setPin', 'reset'] as const) {
      expect(authMessageFor({ kind: 'busy', retryAfterSeconds: 4.2 }, flow)).toEqual({
        key: 'auth:busy.title',
        values: { count: 5 },
        retryInSeconds: 5,
      });
    }
    expect(authMessageFor({ kind: 'busy', retryAfterSeconds: 0 }, 'login').retryInSeconds).toBe(1);
    expect(authMessageFor({ kind: 'busy', retryAfterSeconds: 3600 }, 'login').retryInSeconds).toBe(60);
  });

  it('read the same for a wrong PIN and an unknown email', () => {
    expect(authMessageFor(answer(401, 'InvalidCredentials'), 'login')).toEqual({
      key: 'auth:errors.loginFailed',
    });
  });

  it('say how many wrong PINs are left before the lock', () => {
    const refused = { kind: 'answer', status: 401, code: 'InvalidCredentials', attemptsLeft: 2 } as const;
    expect(authMessageFor(refused, 'login')).toEqual({
      key: 'auth:errors.loginFailedTriesLeft',
      values: { count: 2 },
    });
    expect(authMessageFor({ ...refused, attemptsLeft: 0 }, 'login')).toEqual({
      key: 'auth:errors.loginFailed',
    });
  });

  it('offer the plans when the subscription is not active', () => {
    for (const flow of ['login', 'setPin'] as const) {
      expect(authMessageFor(answer(423, 'SubscriptionInactive'), flow)).toEqual({
        key: 'auth:errors.paymentFailed',
        offer: 'plans',
      });
    }
  });

  it('tell a locked PIN apart from a rate limit, with the minutes left', () => {
    expect(authMessageFor(answer(429, 'PinLocked', 840), 'login')).toEqual({
      key: 'auth:errors.pinLocked',
      values: { count: 14 },
      offer: 'resetPin',
    });
    expect(authMessageFor(answer(429, 'TooManyRequests', 30), 'login')).toEqual({
      key: 'auth:errors.rateLimited',
    });
  });

  it('name a dead link and offer the way forward', () => {
    expect(authMessageFor(answer(400, 'InvalidToken'), 'reset')).toEqual({
      key: 'auth:reset.linkInvalid',
      offer: 'newResetLink',
    });
    expect(authMessageFor(answer(410, 'TokenExpired'), 'setPin')).toEqual({
      key: 'auth:setPin.linkInvalid',
      offer: 'login',
    });
  });

  it("use the app's own messages when the backend fails or cannot be reached", () => {
    expect(authMessageFor(answer(500), 'login')).toEqual({ key: 'common:errors.backend_error.text' });
    expect(authMessageFor({ kind: 'unreachable', code: 'backend_unavailable' }, 'restore')).toEqual({
      key: 'common:errors.backend_unavailable.text',
    });
    expect(authMessageFor(answer(422), 'restore')).toEqual({ key: 'auth:restore.failed' });
  });

  it('round the minutes up and never show zero', () => {
    expect(minutesLeft(900)).toBe(15);
    expect(minutesLeft(61)).toBe(2);
    expect(minutesLeft(1)).toBe(1);
    expect(minutesLeft(0)).toBe(15);
    expect(minutesLeft(undefined)).toBe(15);
  });
});
