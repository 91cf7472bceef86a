import { hash, verify } from '@node-rs/argon2';

export type PinHasher = ReturnType<typeof createPinHasher>;

/** argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane): @node-rs/argon2's own defaults. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function createPinHasher() {
  // Verified when the email is unknown, so that answer takes as long as a wrong PIN.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => {
    dummyHash ??= hash('not-a-pin', ARGON2_OPTIONS);
    return dummyHash;
  };

  return {
    hash: (pin: string): Promise<string> => hash(pin, ARGON2_OPTIONS),

    async verify(pinHash: string, pin: string): Promise<boolean> {
      try {
        return await verify(pinHash, pin);
      } catch {
        return false;
      }
    },

    /** Spends the time of a verification and fails. */
    async verifyNothing(pin: string): Promise<false> {
      await verify(await dummy(), pin).catch(() => false);
      return false;
    },
  };
}
