import { supportedLanguages } from '@contract/languages';
import { describe, expect, it } from 'vitest';
import { formatDate, isoDay } from '~/lib/format-date';

// 25 November 2026, 23:30 UTC: late enough that a reader's time zone east of UTC would show the 26th.
const lateOnThe25th = Date.UTC(2026, 10, 25, 23, 30) / 1000;

describe('formatDate', () => {
  it('writes the day with the month named, in each interface language', () => {
    const shown = Object.fromEntries(
      supportedLanguages.map((language) => [language, formatDate(lateOnThe25th, language)]),
    );
    expect(shown).toEqual({
      en: 'Nov 25, 2026',
      es: '25 nov 2026',
      fr: '25 nov. 2026',
      ja: '2026年11月25日',
      ko: '2026년 11월 25일',
      pt: '25 de nov. de 2026',
      tr: '25 Kas 2026',
      uk: '25 лист. 2026',
    });
  });

  it('never writes the ambiguous numeric form', () => {
    for (const language of supportedLanguages) {
      expect(formatDate('2026-03-04', language)).not.toMatch(/\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/);
    }
  });

  it('reads epoch seconds, ISO dates, ISO date-times and Dates as the same day', () => {
    const day = 'Mar 4, 2026';
    expect(formatDate(Date.UTC(2026, 2, 4) / 1000)).toBe(day);
    expect(formatDate('2026-03-04', 'en')).toBe(day);
    expect(formatDate('2026-03-04T08:15:00.000Z', 'en')).toBe(day);
    expect(formatDate(new Date(Date.UTC(2026, 2, 4, 12)), 'en')).toBe(day);
  });

  it('keeps English when no language is given, as earlier callers expect', () => {
    expect(formatDate(lateOnThe25th)).toBe('Nov 25, 2026');
  });

  it('ends without a dot, so a sentence that ends with a date has one full stop', () => {
    for (const language of supportedLanguages) {
      expect(formatDate('2026-11-25', language)).not.toMatch(/\.$/);
    }
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(isoDay('not a date')).toBe('');
  });
});

describe('isoDay', () => {
  it('gives the UTC day for a machine-readable <time>', () => {
    expect(isoDay(lateOnThe25th)).toBe('2026-11-25');
    expect(isoDay('2026-11-25T23:30:00Z')).toBe('2026-11-25');
  });
});
