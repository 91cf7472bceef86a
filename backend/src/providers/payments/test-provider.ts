// The built-in test provider (PRODUCT.md §4): charges nothing real, and answers as a provider would
// for its test cards, so the whole purchase can be tried on any machine.

export type ChargeResult =
  | { ok: true; brand: string; last4: string; expMonth: number; expYear: number }
  | { ok: false; code: 'CardDeclined' | 'InsufficientFunds' | 'TestCardsOnly'; message: string };

export interface Card {
  cardNumber: string;
  expMonth: number;
  expYear: number;
}

/** The test cards and what each does. */
export const testCards = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export function chargeTestCard(card: Card): ChargeResult {
  const card4 = card.cardNumber.slice(-4);
  const approved = {
    ok: true as const,
    brand: 'visa',
    last4: card4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
  switch (card.cardNumber) {
    case testCards.success:
      return approved;
    case testCards.declined:
      return { ok: false, code: 'CardDeclined', message: 'Your card was declined.' };
    case testCards.insufficientFunds:
      return { ok: false, code: 'InsufficientFunds', message: 'Your card has insufficient funds.' };
    default:
      return {
        ok: false,
        code: 'TestCardsOnly',
        message: 'This checkout is in test mode: use the test card 4242 4242 4242 4242.',
      };
  }
}

/** A renewal charged to the card on file, known by its last four digits as a provider keeps it. */
export function chargeSavedTestCard(last4: string | null): ChargeResult {
  const number = Object.values(testCards).find((candidate) => candidate.endsWith(last4 ?? '-')) ?? '';
  const result = chargeTestCard({ cardNumber: number, expMonth: 12, expYear: 2099 });
  return result.ok || result.code !== 'TestCardsOnly'
    ? result
    : { ok: false, code: 'CardDeclined', message: 'Your card was declined.' };
}
