import type { StreakStats } from '@contract/streaks';
import type { HeaderStreak } from '~/components/StreakCounter';
import { callBackend } from './api.server';
import { signOutOnRefusal } from './auth.server';
import type { Learner } from './session.server';

// A learner's streak is on every signed-in page (the header's counter) and on some pages again
// (the streak strip of /courses, the lesson-complete screen). The header's figures are kept per
// session token for a short while and forgotten when this app records an activity (a part of a
// lesson done, a practice answered). A page's own part always asks afresh (it shows the week and
// today, which a kept copy could have wrong), and when the header and the page want the figures
// together they share that one answer. Remembering the last value seen also tells when the streak
// just rose, for the counter's '+1'.

const freshMs = 30_000;
const maxKept = 5_000;
type Kept = { stats: StreakStats; at: number; changed: boolean; rose: boolean };
const kept = new Map<string, Kept>();
const asking = new Map<string, Promise<Kept>>();

/**
 * The learner's streak figures, asked for now (shared with a call on its way); a failure is thrown
 * as the backend gave it, for the caller to treat (a page signs out on a token that ended).
 */
export async function streakStatsOf(learner: Learner, now = Date.now()): Promise<StreakStats> {
  return (await askedStreak(learner, now)).stats;
}

/** The streak figures for a page's own part: a token that ended signs out, as a page's calls do. */
export function pageStreakStats(request: Request, learner: Learner): Promise<StreakStats> {
  return streakStatsOf(learner).catch(async (error: unknown) => {
    throw await signOutOnRefusal(request, error);
  });
}

/** The learner's streak for the header, or null when the backend cannot say (the counter shows '?'). */
export async function headerStreak(learner: Learner, now = Date.now()): Promise<HeaderStreak | null> {
  try {
    const { stats, rose } = await keptStreak(learner, now);
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
  const entry = kept.get(learner.token);
  if (entry) entry.changed = true;
}

function keptStreak(learner: Learner, now: number): Promise<Kept> {
  const entry = kept.get(learner.token);
  // The '+1' shows on the page that saw the rise, not on each page while the figures are kept.
  if (entry && !entry.changed && now - entry.at < freshMs) return Promise.resolve({ ...entry, rose: false });
  return askedStreak(learner, now);
}

/** The figures asked for now, or by a call already on its way (the header's or a page's). */
function askedStreak(learner: Learner, now: number): Promise<Kept> {
  let pending = asking.get(learner.token);
  if (!pending) {
    pending = callBackend('streakStats', { token: learner.token })
      .then(({ data: stats }) => {
        const previous = kept.get(learner.token);
        const fresh: Kept = {
          stats,
          at: now,
          changed: false,
          rose: previous !== undefined && stats.currentStreak > previous.stats.currentStreak,
        };
        kept.delete(learner.token);
        if (kept.size >= maxKept) kept.delete(kept.keys().next().value ?? '');
        kept.set(learner.token, fresh);
        return fresh;
      })
      .finally(() => asking.delete(learner.token));
    asking.set(learner.token, pending);
  }
  return pending;
}
