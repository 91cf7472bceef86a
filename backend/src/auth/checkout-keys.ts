import { createHmac, timingSafeEqual } from 'node:crypto';

export type CheckoutKeys = ReturnType<typeof createCheckoutKeys>;

/**
 * A checkout's key: what the browser that started the checkout keeps (in the web app's signed
 * session) and sends with the calls that show the buyer's email or hand over the PIN step. The id
 * alone travels in addresses, history and logs; the key never does. It is the HMAC of the id with
 * the token secret, so no backend stores it and every backend sharing the secret knows it.
 */
export function createCheckoutKeys(secret: string) {
  const keyOf = (checkoutId: string) =>
    createHmac('sha256', secret).update(`checkout-key\0${checkoutId}`).digest('base64url');
  return {
    keyOf,
    /** Whether `key` is this checkout's; no key is not. */
    matches(checkoutId: string, key: string | undefined): boolean {
      if (!key) return false;
      const expected = Buffer.from(keyOf(checkoutId));
      const given = Buffer.from(key);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
