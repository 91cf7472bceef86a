import { z } from 'zod';

// /api/product-user/streak and /streak-stats. The answers sit under `data`, as the
// specification's client reads them (`data.data`). Streaks count UTC days.

/** Every this many active days of a run (the 7th, 14th, 21st…) earn a streak freeze. */
export const streakFreezeEveryDays = 7;
/** The most streak freezes a learner holds at once; more earned are not kept. */
export const streakFreezeMax = 2;
/** The week shown: Sunday to Saturday. */
export const streakWeekLength = 7;

export const streakDay = z.iso.date().describe('A UTC calendar day, YYYY-MM-DD');

const dayCount = z.number().int().min(0);

/** GET /streak: the streak as the specification maps it (its `streak`, `streak_max`…). */
export const streakSummary = z.object({
  streak: dayCount.describe(
    'The current streak in active days: the run ending today, or yesterday while today has no activity yet; 0 otherwise',
  ),
  streak_max: dayCount.describe('The longest streak ever, in active days'),
  lastActiveDate: streakDay.nullable().describe('The latest active day; null before the first activity'),
  activityHistory: z
    .array(streakDay)
    .describe('Every active day, oldest first, each once: its length is the total of active days'),
  isActiveToday: z.boolean().describe('Today (UTC) is an active day'),
});
export type StreakSummary = z.infer<typeof streakSummary>;
export const streakResponse = z.object({ data: streakSummary });

export const streakWeekDay = z.object({
  date: streakDay,
  active: z.boolean().describe('The learner was active that day'),
  frozen: z.boolean().describe('A missed day a streak freeze covered, so the streak went on'),
  today: z.boolean().describe('This is today (UTC)'),
});
export type StreakWeekDay = z.infer<typeof streakWeekDay>;

export const streakFreezes = z
  .object({
    held: z.number().int().min(0).max(streakFreezeMax).describe('Freezes ready to cover a missed day'),
    max: z.literal(streakFreezeMax).describe('The most freezes held at once'),
    usedOn: z
      .array(streakDay)
      .describe(
        'The missed days freezes covered, oldest first. Yesterday is listed while today has no activity yet: ' +
          'if today passes without any, the streak ends and that freeze is held again',
      ),
  })
  .describe(
    `Every ${streakFreezeEveryDays} active days of a run earn a freeze (at most ${streakFreezeMax} held). ` +
      'A single missed day between active days spends one and the streak goes on; the frozen day is not ' +
      'an active day. Two or more missed days in a row end the streak and spend none. Held freezes stay ' +
      'when a streak ends.',
  );
export type StreakFreezes = z.infer<typeof streakFreezes>;

export const streakStats = z.object({
  currentStreak: dayCount.describe(
    'Active days of the run ending today, or yesterday while today has no activity yet (a frozen day ' +
      'between keeps the run going); 0 otherwise',
  ),
  longestStreak: dayCount.describe('Active days of the longest run ever'),
  totalActiveDays: dayCount.describe('Every active day ever'),
  activeToday: z.boolean().describe('Today (UTC) is an active day'),
  lastActiveDate: streakDay.nullable().describe('The latest active day; null before the first activity'),
  week: z.array(streakWeekDay).length(streakWeekLength).describe('The current UTC week, Sunday to Saturday'),
  freezes: streakFreezes,
});
export type StreakStats = z.infer<typeof streakStats>;
export const streakStatsResponse = z.object({ data: streakStats });
