import type { LearnerChanges } from '../../../backend/src/db/learner-changes';

/**
 * Resolves once no change of the learner has been heard for 150 ms (3 s at most). On PostgreSQL the
 * database's notices of a learner's writes arrive a moment after the call that made them returns:
 * a test that then keeps something in memory on purpose waits for them first.
 */
export function changesHeard(changes: Pick<LearnerChanges, 'subscribe'>, learnerId: number): Promise<void> {
  return new Promise((resolve) => {
    let quiet = setTimeout(done, 150);
    const limit = setTimeout(done, 3_000);
    const stop = changes.subscribe((change) => {
      if (change !== learnerId && change !== 'everyone') return;
      clearTimeout(quiet);
      quiet = setTimeout(done, 150);
    });
    function done() {
      clearTimeout(quiet);
      clearTimeout(limit);
      stop();
      resolve();
    }
  });
}
