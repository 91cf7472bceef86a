import { describe, expect, it } from 'vitest';
import { languageFromHeader } from '../../backend/src/http/accept-language';
import { routeRateLimits } from '../../backend/src/http/rate-limits';
import {
  defaultUsername,
  isReachable,
  isRestorable,
  lockDurationMs,
} from '../../backend/src/modules/accounts/account-rules';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('account rules', () => {
  it('locks for 15 minutes, doubling per lock, at most a day', () => {
    expect([0, 1, 2, 3].map(lockDurationMs)).toEqual([15 * MINUTE, 30 * MINUTE, 60 * MINUTE, 120 * MINUTE]);
    expect(lockDurationMs(7)).toBe(DAY);
    expect(lockDurationMs(1000)).toBe(DAY);
  });

  it('restores a deleted account for 28 days', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    const deletedAgo = (ms: number) => ({ deletedAt: new Date(now.getTime() - ms) });
    expect(isRestorable({ deletedAt: null }, now)).toBe(false);
    expect(isReachable({ deletedAt: null }, now)).toBe(true);
    expect(isRestorable(deletedAgo(28 * DAY - 1), now)).toBe(true);
    expect(isRestorable(deletedAgo(28 * DAY), now)).toBe(false);
    expect(isReachable(deletedAgo(28 * DAY), now)).toBe(false);
  });

  it('names the learner after the part of the email before the @', () => {
    expect(defaultUsername('ola.nordmann@example.com')).toBe('ola.nordmann');
  });
});

describe('languageFromHeader', () => {
  it('picks the first supported language by weight, else en', () => {
    expect(languageFromHeader('uk-UA,uk;q=0.9,en;q=0.8')).toBe('uk');
    expect(languageFromHeader('de-DE,fr;q=0.5,en;q=0.7')).toBe('en');
    expect(languageFromHeader('de, pt-BR;q=0.3')).toBe('pt');
    expect(languageFromHeader('ua')).toBe('uk');
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader('fr;q=0')).toBe('en');
    expect(languageFromHeader('ja-JP;q=0.8, ko;q=0.9')).toBe('ko');
    expect(languageFromHeader('*')).toBe('en');
    expect(languageFromHeader(',;;q=x, fr-CA')).toBe('fr');
  });
});

describe('routeRateLimits', () => {
  it('scales every limit, never below one a minute', () => {
    expect(routeRateLimits(1).login).toEqual({ max: 10, timeWindow: 60_000 });
    expect(routeRateLimits(100).resetLink.max).toBe(500);
    expect(routeRateLimits(0.01).login.max).toBe(1);
  });
});
