import type { Clock } from './clock';

export type LearnerClocks = ReturnType<typeof createLearnerClocks>;

/**
 * Each learner's own clock: the backend's, moved forward for learners a browser test sent into
 * the future (LEARNER_CLOCK_CONTROL, test stacks only), so a test can watch a streak cross
 * midnight while the other tests running beside it keep the real time.
 */
export function createLearnerClocks(clock: Clock) {
  const offsets = new Map<number, number>();
  return {
    of(learnerId: number): Clock {
      const offset = offsets.get(learnerId);
      return offset ? () => new Date(clock().getTime() + offset) : clock;
    },
    /** Moves the learner's clock forward; answers the learner's offset in ms. */
    advance(learnerId: number, ms: number): number {
      const offset = (offsets.get(learnerId) ?? 0) + ms;
      offsets.set(learnerId, offset);
      return offset;
    },
  };
}
