// How the back office writes dates and money: unambiguous for a team across time zones.

/** 2026-11-28 14:05 UTC */
export function staffDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** 2026-11-28 */
export function staffDate(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 10) : '—';
}

/** 19.99 EUR, from minor units. */
export function staffMoney(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;
}
