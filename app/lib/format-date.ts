// Free of the contract (and so of zod): pages' components format dates in the browser too.

/** Epoch seconds to the product's date format, MM/DD/YYYY, read in UTC so every server agrees. */
export function formatDate(epochSeconds: number): string {
  const date = new Date(epochSeconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

const longDates = new Map<string, Intl.DateTimeFormat>();

/**
 * Epoch seconds to a date in the reader's language with the month's name ('25 November 2026',
 * '25 листопада 2026 р.'), read in UTC so every server agrees. Formatters are made once per language.
 */
export function formatLongDate(epochSeconds: number, language: string): string {
  let format = longDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    longDates.set(language, format);
  }
  return format.format(new Date(epochSeconds * 1000));
}
