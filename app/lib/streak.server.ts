import type { StreakStats } from '@contract/streaks';
import type { HeaderStreak } from '~/components/StreakCounter';
import { callBackend } from './api.server';
import { signOutOnRefusal } from './auth.server';
import type { Learner } from './session.server';
import { createTtlCache } from './ttl-cache.server';

// A learner's streak is on every signed-in page (the header's counter) and on some pages again
// (the streak strip of /courses, the lesson-complete screen). The header's figures are kept per
// session token for a short while and forgotten when this app records an activity (a part of a
// lesson done, a practice answered). A page's own part always asks afresh (it shows the week and
// today, which a kept copy could have wrong), and when the header and the page want the figures
// together they share that one answer. Remembering the last value seen also tells when the streak
// just rose, for the counter's '+1'.

type Streak = { stats: StreakStats; rose: boolean };
const streaks = createTtlCache<Streak>(
  async (token, previous) => {
    const { data: stats } = await callBackend('streakStats', { token });
    return { stats, rose: previous !== undefined && stats.currentStreak > previous.stats.currentStreak };
  },
  { max: 5_000, freshMs: 30_000 },
);

/**
 * The learner's streak figures, asked for now (shared with a call on its way); a failure is thrown
 * as the backend gave it, for the caller to treat (a page signs out on a token that ended).
 */
export async function streakStatsOf(learner: Learner): Promise<StreakStats> {
  return (await streaks.refreshed(learner.token)).stats;
}

/** The streak figures for a page's own part: a token that ended signs out, as a page's calls do. */
export function pageStreakStats(request: Request, learner: Learner): Promise<StreakStats> {
  return streakStatsOf(learner).catch(async (error: unknown) => {
    throw await signOutOnRefusal(request, error);
  });
}

/** The learner's streak for the header, or null when the backend cannot say (the counter shows '?'). */
export async function headerStreak(learner: Learner): Promise<HeaderStreak | null> {
  try {
    const before = streaks.kept(learner.token);
    const streak = await streaks.get(learner.token);
    // The '+1' shows on the page that saw the rise, not on each page while the figures are kept.
    const rose = streak !== before && streak.rose;
    const { stats } = streak;
    return {
      current: stats.currentStreak,
      longest: stats.longestStreak,
      total: stats.totalActiveDays,
      activeToday: stats.activeToday,
      rose,
    };
  } catch {
    return null;
  }
}

/** An activity was recorded: the next page asks the backend again (and may show '+1'). */
export function streakMayHaveChanged(learner: Learner): void {
  streaks.expire(learner.token);
}
