import type { StreakSummary } from '@contract/streaks';
import type { HeaderStreak } from '~/components/StreakCounter';
import { callBackend } from './api.server';
import type { Learner } from './session.server';

// The header's streak counter is on every signed-in page: the streak is kept per session token
// for a short while instead of asked for on each page, and forgotten when this app records an
// activity (a part of a lesson done, a practice answered). Remembering the last value
// seen also tells when the streak just rose, for the counter's '+1'.

const freshMs = 30_000;
const maxKept = 5_000;
const kept = new Map<string, { summary: StreakSummary; at: number; changed: boolean }>();

/** The learner's streak for the header, or null when the backend cannot say (the counter shows '?'). */
export async function headerStreak(learner: Learner, now = Date.now()): Promise<HeaderStreak | null> {
  const entry = kept.get(learner.token);
  if (entry && !entry.changed && now - entry.at < freshMs) return view(entry.summary, false);
  let summary: StreakSummary;
  try {
    summary = (await callBackend('streak', { token: learner.token })).data;
  } catch {
    return null;
  }
  kept.delete(learner.token);
  if (kept.size >= maxKept) kept.delete(kept.keys().next().value ?? '');
  kept.set(learner.token, { summary, at: now, changed: false });
  return view(summary, entry !== undefined && summary.streak > entry.summary.streak);
}

/** An activity was recorded: the next page asks the backend again (and may show '+1'). */
export function streakMayHaveChanged(learner: Learner): void {
  const entry = kept.get(learner.token);
  if (entry) entry.changed = true;
}

function view(summary: StreakSummary, rose: boolean): HeaderStreak {
  return {
    current: summary.streak,
    longest: summary.streak_max,
    total: summary.activityHistory.length,
    activeToday: summary.isActiveToday,
    rose,
  };
}
