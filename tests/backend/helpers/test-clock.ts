import { afterEach } from 'vitest';
import type { Clock } from '../../../backend/src/clock';

export interface TestClock {
  now: Clock;
  /** Moves time forward (or back, with a negative amount). */
  advance(ms: number): void;
  /** Stops time where it is: answers that depend on the time left are then the same every run. */
  freeze(): void;
  /** Back to the real time, running. */
  reset(): void;
}

/**
 * The real time plus an offset the test moves, so waits take no time. Called in a test file's
 * describe block, it goes back to the real time after each test.
 */
export function createTestClock(): TestClock {
  let offset = 0;
  let frozenAt: number | undefined;
  const clock: TestClock = {
    now: () => new Date((frozenAt ?? Date.now()) + offset),
    advance: (ms) => {
      offset += ms;
    },
    freeze: () => {
      frozenAt ??= Date.now();
    },
    reset: () => {
      offset = 0;
      frozenAt = undefined;
    },
  };
  afterEach(() => clock.reset());
  return clock;
}
