import { createPinHasher, type PinHasher } from '../../../backend/src/auth/pin-hasher';

export interface CountingPinHasher extends PinHasher {
  /** argon2 verifications so far: of a stored hash, and of the stand-in for an unknown email. */
  readonly verified: { real: number; dummy: number };
}

/** The real hasher, counting its verifications: tests check work done instead of timing it. */
export function createCountingPinHasher(): CountingPinHasher {
  const hasher = createPinHasher();
  const verified = { real: 0, dummy: 0 };
  return {
    verified,
    hash: hasher.hash,
    verify: (pinHash, pin) => {
      verified.real += 1;
      return hasher.verify(pinHash, pin);
    },
    verifyNothing: (pin) => {
      verified.dummy += 1;
      return hasher.verifyNothing(pin);
    },
  };
}
