import { grantsAccess as contractGrantsAccess } from '@contract/subscriptions';

// Pure formatting and checks for the account pages, shared by loaders, views and unit tests.

const priceFormats = new Map<string, Intl.NumberFormat>();

/** Minor units to a localised amount with its currency: 2999 'usd' → '$29.99'. */
export function formatPrice(unitAmount: number, currency: string, locale: string): string {
  const key = `${locale} ${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    // Made once per language and currency: making a format costs far more than using it.
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
    priceFormats.set(key, format);
  }
  return format.format(unitAmount / 100);
}

/** Up to two letters for the avatar: 'ada.lovelace@x' → 'AL', 'ada@x' → 'AD'. */
export function initialsOf(email: string): string {
  const local = email.trim().split('@')[0] ?? '';
  const parts = local.split(/[._+-]+/).filter((part) => /\p{L}/u.test(part));
  const letters = (text: string) => [...text].filter((char) => /\p{L}/u.test(char));
  const initials =
    parts.length >= 2
      ? [letters(parts[0] ?? '')[0], letters(parts[1] ?? '')[0]]
      : letters(parts[0] ?? local).slice(0, 2);
  const result = initials.filter(Boolean).join('').toLocaleUpperCase();
  return result || '?';
}

type Recurring = { interval: 'day' | 'week' | 'month' | 'year'; interval_count: number };

/** The locale key (and values) naming a billing period: 'every 4 weeks', or '12 weeks' as the spec labels it. */
export function billingPeriodKey(recurring: Recurring): { key: string; values: Record<string, string> } {
  const { interval, interval_count: count } = recurring;
  if (interval === 'week' && count === 12) return { key: 'subscription.period.twelveWeeks', values: {} };
  if (count === 1) return { key: `subscription.period.single.${interval}`, values: {} };
  return { key: `subscription.period.multiple.${interval}`, values: { n: String(count) } };
}

// Kept with the form's other browser checks, which must not bring the contract's zod along.
export { matchesConfirmationWord } from '~/forms/account-forms';

/** A payment card brand as people write it: 'visa' → 'Visa', 'amex' → 'Amex'. */
export function brandName(brand: string): string {
  const known: Record<string, string> = { amex: 'American Express', mastercard: 'Mastercard', visa: 'Visa' };
  return known[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

type SubscriptionLike = { status: string; current_period_end: number };

/** The contract's rule of access, over the provider's shape (seconds since the epoch). */
export function grantsAccess(subscription: SubscriptionLike, nowSeconds: number): boolean {
  return contractGrantsAccess(
    subscription.status,
    new Date(subscription.current_period_end * 1000),
    new Date(nowSeconds * 1000),
  );
}

/** The subscription the page is about: a live one first, else the one that ended last. */
export function currentSubscription<S extends SubscriptionLike>(subscriptions: readonly S[]): S | null {
  const live = subscriptions.filter((item) => item.status === 'active' || item.status === 'trialing');
  const pool = live.length > 0 ? live : subscriptions;
  return [...pool].sort((a, b) => b.current_period_end - a.current_period_end)[0] ?? null;
}
