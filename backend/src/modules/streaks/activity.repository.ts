import type { Database } from '../../db/database';
import { activityDays } from '../../db/schema';

export type ActivityRepository = ReturnType<typeof createActivityRepository>;

/**
 * The UTC days each learner was active; rows go with the learner (on delete cascade). `changed`
 * tells this backend's caches of a learner's new day (learner-changes.ts).
 */
export function createActivityRepository(db: Database, changed: (learnerId: number) => void) {
  return {
    /**
     * Notes a day as active. True only for the call that added it: the insert skips a day already
     * there, so simultaneous calls on one day answer true exactly once.
     */
    async recordDay(learnerId: number, day: string): Promise<boolean> {
      const inserted = await db
        .insert(activityDays)
        .values({ learnerId, day })
        .onConflictDoNothing()
        .returning({ day: activityDays.day });
      if (inserted.length === 0) return false;
      changed(learnerId);
      return true;
    },
  };
}
