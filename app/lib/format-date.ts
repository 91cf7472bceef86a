// Free of the contract (and so of zod): pages' components format dates in the browser too.

/** Epoch seconds (as the backend's billing fields are), an ISO date or date-time, or a Date. */
export type DateValue = number | string | Date;

// Making a format costs far more than using one: one per language and length, kept.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(language: string, month: 'short' | 'long' = 'short'): Intl.DateTimeFormat {
  const key = `${language} ${month}`;
  let format = formats.get(key);
  if (!format) {
    // A day is a day everywhere (UTC): the server and every browser print the same one.
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

function toDate(value: DateValue): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value * 1000);
  // A bare date (YYYY-MM-DD) is that day in UTC, as `Date` reads it too; a date-time is its instant.
  return new Date(value);
}

/**
 * The one way the app shows a date: in the interface language, with the month's name, so no
 * reader takes 03/04 for the wrong month ("Nov 25, 2026", "25 nov 2026", "2026年11月25日").
 * Read in UTC so the server and every browser agree. A year marker ending in a dot (Ukrainian
 * "2026 р.") is left out: the date then ends cleanly inside a sentence, never with a double dot.
 */
export function formatDate(value: DateValue, language = 'en'): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatOf(language).formatToParts(date);
  const last = parts.at(-1);
  if (last?.type === 'literal' && parts.at(-2)?.type === 'year' && last.value.trim().endsWith('.')) {
    parts.pop();
  }
  return parts.map((part) => part.value).join('');
}

/** The machine-readable form of the same day, for `<time dateTime>`. */
export function isoDay(value: DateValue): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/**
 * Epoch seconds to a date in the reader's language with the month's whole name ('25 November 2026',
 * '25 листопада 2026 р.'), for a date inside a sentence.
 */
export function formatLongDate(epochSeconds: number, language: string): string {
  return formatOf(language, 'long').format(new Date(epochSeconds * 1000));
}
