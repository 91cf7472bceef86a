import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { AppError } from '../errors/app-error';

export type PinHasher = ReturnType<typeof createPinHasher>;

/**
 * argon2id at one of OWASP's equivalent minimums (7 MiB, 5 passes, 1 lane): as strong as 19 MiB
 * and 2 passes, with less memory and CPU time per hash on our machine (decision 044). Hashes keep
 * their parameters in the PHC string, so PINs hashed with other parameters still verify.
 */
export const ARGON2_OPTIONS = { memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;

/** How many hashes run at once, how many may wait, and how long a new one may expect to wait. */
export interface PinHashingLimits {
  concurrency: number;
  maxQueued: number;
  maxWaitMs: number;
}

/** A place in the hashing queue, taken before anything is written; used for one hash at most. */
export interface PinTurn {
  hash(pin: string): Promise<string>;
  verify(pinHash: string, pin: string): Promise<boolean>;
  /** Spends the time of a verification and fails (an unknown email answers like a wrong PIN). */
  verifyNothing(pin: string): Promise<false>;
  /** Gives the place back; the hash methods do so themselves. */
  release(): void;
}

// Until hashes have been timed here, a guess of one hash's time on a small, busy machine.
const FIRST_ESTIMATE_MS = 50;
// Each timed hash moves the estimate this far towards it: recent load counts most.
const ESTIMATE_WEIGHT = 0.2;

/**
 * Hashes and verifies PINs at a bounded concurrency with a bounded queue (p-limit). Argon2 runs on
 * libuv's thread pool: unbounded, a burst of sign-ins fills the pool and every request waits behind
 * every hash. Past the bound, a turn is refused at once with 503 ServerBusy and a Retry-After of
 * the time the queue needs to drain, instead of an answer that comes after the web app gave up.
 */
export function createPinHasher(limits: PinHashingLimits) {
  const limit = pLimit(limits.concurrency);
  // Turns taken and not yet given back: waiting for the queue, in it, or hashing.
  let taken = 0;
  let hashMs = FIRST_ESTIMATE_MS;

  /** Milliseconds until the turns already taken are done. */
  const drainMs = () => Math.ceil(taken / limits.concurrency) * hashMs;

  /** Null when a new turn fits, else the 503 that refuses it. */
  function refusal(): AppError | null {
    if (taken < limits.concurrency) return null;
    if (taken - limits.concurrency < limits.maxQueued && drainMs() <= limits.maxWaitMs) return null;
    return AppError.serverBusy(
      'Lots of people are signing in right now: try again in a few seconds.',
      drainMs() / 1000,
    );
  }

  const timed = <T>(work: () => Promise<T>) =>
    limit(async () => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        hashMs += (performance.now() - started - hashMs) * ESTIMATE_WEIGHT;
      }
    });

  // Verified when the email is unknown, so that answer takes as long as a wrong PIN.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => {
    dummyHash ??= hash('not-a-pin', ARGON2_OPTIONS);
    return dummyHash;
  };

  function takeTurn(): PinTurn {
    const refused = refusal();
    if (refused) throw refused;
    taken += 1;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      taken -= 1;
    };
    const once = async <T>(work: () => Promise<T>): Promise<T> => {
      if (!held) throw new Error('A PIN turn hashes once');
      try {
        return await timed(work);
      } finally {
        release();
      }
    };
    return {
      hash: (pin) => once(() => hash(pin, ARGON2_OPTIONS)),
      verify: (pinHash, pin) => once(() => verify(pinHash, pin).catch(() => false)),
      verifyNothing: (pin) =>
        once(async () => {
          await verify(await dummy(), pin).catch(() => false);
          return false as const;
        }),
      release,
    };
  }

  return {
    /** A place in the queue now, or 503 ServerBusy: take it before writing anything. */
    takeTurn,
    /** Throws 503 ServerBusy when a turn would be refused now (checked before rate limits count). */
    refuseWhenFull(): void {
      const refused = refusal();
      if (refused) throw refused;
    },
    hash: (pin: string): Promise<string> => Promise.resolve().then(() => takeTurn().hash(pin)),
    verify: (pinHash: string, pin: string): Promise<boolean> =>
      Promise.resolve().then(() => takeTurn().verify(pinHash, pin)),
  };
}
