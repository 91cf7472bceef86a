import type { Clock } from '../../../backend/src/clock';

export interface TestClock {
  now: Clock;
  /** Moves time forward (or back, with a negative amount). */
  advance(ms: number): void;
}

/** The real time plus an offset the test moves, so waits take no time. */
export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}
