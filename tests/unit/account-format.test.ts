import { describe, expect, it } from 'vitest';
import {
  billingPeriodKey,
  brandName,
  currentSubscription,
  formatPrice,
  grantsAccess,
  initialsOf,
  matchesConfirmationWord,
} from '~/lib/account-format';
import { formatDate, formatLongDate } from '~/lib/format-date';

describe('formatPrice', () => {
  it('shows minor units divided by 100 with the currency', () => {
    expect(formatPrice(2999, 'usd', 'en')).toBe('$29.99');
    expect(formatPrice(5999, 'usd', 'en')).toBe('$59.99');
    expect(formatPrice(699, 'eur', 'en')).toBe('€6.99');
  });

  it('follows the reader’s language', () => {
    // Ukrainian writes a decimal comma and puts the currency after the amount.
    expect(formatPrice(2999, 'usd', 'uk')).toMatch(/^29,99\s/);
  });
});

describe('formatDate', () => {
  it('names the month, in UTC', () => {
    expect(formatDate(Date.UTC(2026, 0, 5, 12) / 1000)).toBe('Jan 5, 2026');
    expect(formatDate(Date.UTC(2026, 11, 31, 23, 59, 59) / 1000, 'fr')).toBe('31 déc. 2026');
  });

  it('does not shift a day with the server’s time zone', () => {
    expect(formatDate(Date.UTC(2026, 2, 1, 0, 0, 0) / 1000)).toBe('Mar 1, 2026');
  });
});

describe('formatLongDate', () => {
  it('names the month in the reader’s language, in UTC', () => {
    const day = Date.UTC(2026, 10, 25, 23, 30) / 1000;
    expect(formatLongDate(day, 'en')).toBe('November 25, 2026');
    expect(formatLongDate(day, 'uk')).toMatch(/^25 листопада 2026/);
    expect(formatLongDate(day, 'fr')).toBe('25 novembre 2026');
    expect(formatLongDate(day, 'ja')).toBe('2026年11月25日');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two parts of the address', () => {
    expect(initialsOf('ada.lovelace@example.com')).toBe('AL');
    expect(initialsOf('grace_hopper@example.com')).toBe('GH');
    expect(initialsOf('learner-1a2b3c4d@example.com')).toBe('LA');
  });

  it('takes two letters from a one-part address and skips digits', () => {
    expect(initialsOf('ada@example.com')).toBe('AD');
    expect(initialsOf('007bond@example.com')).toBe('BO');
  });

  it('handles letters beyond English', () => {
    expect(initialsOf('олена.коваль@example.com')).toBe('ОК');
  });

  it('never returns an empty avatar', () => {
    expect(initialsOf('1234@example.com')).toBe('?');
    expect(initialsOf('')).toBe('?');
  });
});

describe('billingPeriodKey', () => {
  it('names a period of several units with its count', () => {
    expect(billingPeriodKey({ interval: 'week', interval_count: 4 })).toEqual({
      key: 'subscription.period.multiple.week',
      values: { n: '4' },
    });
  });

  it('labels a 12-week interval "12 weeks" as the product does', () => {
    expect(billingPeriodKey({ interval: 'week', interval_count: 12 }).key).toBe(
      'subscription.period.twelveWeeks',
    );
  });

  it('names a single unit without a count', () => {
    expect(billingPeriodKey({ interval: 'month', interval_count: 1 })).toEqual({
      key: 'subscription.period.single.month',
      values: {},
    });
  });
});

describe('matchesConfirmationWord', () => {
  it('ignores case and surrounding spaces', () => {
    expect(matchesConfirmationWord('DELETE', 'DELETE')).toBe(true);
    expect(matchesConfirmationWord('  delete ', 'DELETE')).toBe(true);
    expect(matchesConfirmationWord('видалити', 'ВИДАЛИТИ')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(matchesConfirmationWord('DELET', 'DELETE')).toBe(false);
    expect(matchesConfirmationWord('GOODBYE', 'DELETE')).toBe(false);
    expect(matchesConfirmationWord('DE LETE', 'DELETE')).toBe(false);
    expect(matchesConfirmationWord('', '')).toBe(false);
  });
});

describe('brandName', () => {
  it('writes card brands as people do', () => {
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('discover')).toBe('Discover');
  });
});

describe('currentSubscription', () => {
  const sub = (id: string, status: string, end: number) => ({ id, status, current_period_end: end });

  it('prefers a live subscription over a newer ended one', () => {
    const list = [sub('old', 'canceled', 300), sub('live', 'active', 200)];
    expect(currentSubscription(list)?.id).toBe('live');
  });

  it('falls back to the one that ended last, or none', () => {
    expect(currentSubscription([sub('a', 'canceled', 100), sub('b', 'unpaid', 200)])?.id).toBe('b');
    expect(currentSubscription([])).toBeNull();
  });
});

describe('grantsAccess', () => {
  it('needs an active or trialing subscription whose period has not ended', () => {
    expect(grantsAccess({ status: 'active', current_period_end: 200 }, 100)).toBe(true);
    expect(grantsAccess({ status: 'trialing', current_period_end: 200 }, 100)).toBe(true);
    expect(grantsAccess({ status: 'active', current_period_end: 100 }, 100)).toBe(false);
    expect(grantsAccess({ status: 'canceled', current_period_end: 200 }, 100)).toBe(false);
    expect(grantsAccess({ status: 'past_due', current_period_end: 200 }, 100)).toBe(false);
  });
});
