import type { Clock } from '../../clock';
import type { StreakStats, StreakSummary } from '../../contract/streaks';
import type { ActivityRepository } from './activity.repository';
import { activeDaysUpTo, type Day, streakStats, utcDay } from './streak-maths';

export type StreakService = ReturnType<typeof createStreakService>;

interface StreakServiceDeps {
  activityRepository: Pick<ActivityRepository, 'recordDay'>;
  /** The learner's active days, oldest first: kept in memory until they change, so never changed here. */
  historyOf(learnerId: number): Promise<readonly Day[]>;
  /** The learner's clock: the backend's, unless a browser test moved theirs (learner-clocks.ts). */
  clockOf(learnerId: number): Clock;
}

/** Daily activity and the streak made of it, in UTC days. */
export function createStreakService({ activityRepository, historyOf, clockOf }: StreakServiceDeps) {
  // Today is asked of the clock on every call, not kept with the days: a new day shows at once.
  const todayOf = (learnerId: number) => utcDay(clockOf(learnerId)());
  const statsOn = async (learnerId: number, today: string): Promise<StreakStats> =>
    streakStats(await historyOf(learnerId), today);

  return {
    /**
     * Counts today as active. Only learning calls this: a completed lesson part, an answered
     * question, a prompt sent for grading (never a lesson start, a skip or a button).
     * `streakUpdated` is true only for the day's first activity.
     */
    async recordActivity(learnerId: number): Promise<{ streakUpdated: boolean }> {
      return { streakUpdated: await activityRepository.recordDay(learnerId, todayOf(learnerId)) };
    },

    async streak(learnerId: number): Promise<StreakSummary> {
      const today = todayOf(learnerId);
      const history = activeDaysUpTo(await historyOf(learnerId), today);
      const stats = streakStats(history, today);
      return {
        streak: stats.currentStreak,
        streak_max: stats.longestStreak,
        lastActiveDate: stats.lastActiveDate,
        activityHistory: history,
        isActiveToday: stats.activeToday,
      };
    },

    stats(learnerId: number): Promise<StreakStats> {
      return statsOn(learnerId, todayOf(learnerId));
    },
  };
}
