import { createPinHasher, type PinHasher, type PinHashingLimits } from '../../../backend/src/auth/pin-hasher';
import { testConfig } from './test-backend';

export interface CountingPinHasher extends PinHasher {
  /** argon2 verifications so far: of a stored hash, and of the stand-in for an unknown email. */
  readonly verified: { real: number; dummy: number };
}

/** The real hasher, counting its verifications: tests check work done instead of timing it. */
export function createCountingPinHasher(limits?: PinHashingLimits): CountingPinHasher {
  const hasher = createPinHasher(limits ?? testConfig().pinHashing);
  const verified = { real: 0, dummy: 0 };
  return {
    ...hasher,
    verified,
    takeTurn: () => {
      const turn = hasher.takeTurn();
      return {
        ...turn,
        verify: (pinHash, pin) => {
          verified.real += 1;
          return turn.verify(pinHash, pin);
        },
        verifyNothing: (pin) => {
          verified.dummy += 1;
          return turn.verifyNothing(pin);
        },
      };
    },
  };
}
