import type { StreakStats } from '@contract/streaks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The streak's figures shared by the header and a page's own part (app/lib/streak.server.ts).
const callBackend = vi.fn();
vi.mock('~/lib/api.server', () => ({ callBackend: (...args: unknown[]) => callBackend(...args) }));
const { headerStreak, streakMayHaveChanged, streakStatsOf } = await import('~/lib/streak.server');

const statsWith = (currentStreak: number): StreakStats => ({
  currentStreak,
  longestStreak: 4,
  totalActiveDays: 9,
  activeToday: currentStreak > 0,
  lastActiveDate: '2026-11-24',
  week: [],
  freezes: { held: 0, max: 2, usedOn: [] },
});

let learnerNumber = 0;
const newLearner = () => ({ token: `token-${++learnerNumber}`, email: 'ada@example.com' });

describe('the kept streak', () => {
  beforeEach(() => {
    callBackend.mockReset();
    vi.useFakeTimers({ toFake: ['Date'], now: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it('asks once when the header and the page want it together; the header keeps it, a page asks again', async () => {
    callBackend.mockResolvedValue({ data: statsWith(3) });
    const learner = newLearner();
    const [header, stats] = await Promise.all([headerStreak(learner), streakStatsOf(learner)]);
    expect(stats.currentStreak).toBe(3);
    expect(header).toEqual({ current: 3, longest: 4, total: 9, activeToday: true, rose: false });
    expect(callBackend).toHaveBeenCalledTimes(1);
    expect(callBackend).toHaveBeenCalledWith('streakStats', { token: learner.token });
    await headerStreak(learner);
    expect(callBackend).toHaveBeenCalledTimes(1);
    // A page's own part shows today and the week: it never takes a kept copy.
    callBackend.mockResolvedValue({ data: statsWith(0) });
    expect((await streakStatsOf(learner)).currentStreak).toBe(0);
    expect(callBackend).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: the header says so, and the next page asks again', async () => {
    const learner = newLearner();
    callBackend.mockRejectedValue(new Error('busy'));
    expect(await headerStreak(learner)).toBeNull();
    await expect(streakStatsOf(learner)).rejects.toThrow('busy');
    callBackend.mockResolvedValue({ data: statsWith(1) });
    expect((await streakStatsOf(learner)).currentStreak).toBe(1);
  });

  it('asks again after an activity, and shows the rise once', async () => {
    const learner = newLearner();
    callBackend.mockResolvedValue({ data: statsWith(1) });
    await headerStreak(learner);
    streakMayHaveChanged(learner);
    callBackend.mockResolvedValue({ data: statsWith(2) });
    expect((await headerStreak(learner))?.rose).toBe(true);
    expect((await headerStreak(learner))?.rose).toBe(false);
    expect(callBackend).toHaveBeenCalledTimes(2);
  });

  it('keeps the header figures 30 s, then asks again', async () => {
    const learner = newLearner();
    callBackend.mockResolvedValue({ data: statsWith(1) });
    await headerStreak(learner);
    vi.setSystemTime(29_999);
    callBackend.mockResolvedValue({ data: statsWith(2) });
    expect((await headerStreak(learner))?.current).toBe(1);
    vi.setSystemTime(30_000);
    expect(await headerStreak(learner)).toMatchObject({ current: 2, rose: true });
    expect(callBackend).toHaveBeenCalledTimes(2);
  });

  it('shows no rise on figures a page asked for before the header read them', async () => {
    const learner = newLearner();
    callBackend.mockResolvedValue({ data: statsWith(1) });
    await headerStreak(learner);
    callBackend.mockResolvedValue({ data: statsWith(2) });
    await streakStatsOf(learner);
    expect(await headerStreak(learner)).toMatchObject({ current: 2, rose: false });
    expect(callBackend).toHaveBeenCalledTimes(2);
  });

  it('keeps the figures it had when asking again fails', async () => {
    const learner = newLearner();
    callBackend.mockResolvedValue({ data: statsWith(1) });
    await headerStreak(learner);
    callBackend.mockRejectedValue(new Error('busy'));
    await expect(streakStatsOf(learner)).rejects.toThrow('busy');
    expect((await headerStreak(learner))?.current).toBe(1);
    expect(callBackend).toHaveBeenCalledTimes(2);
  });

  it('keeps 5,000 learners, dropping the one read least recently', async () => {
    callBackend.mockResolvedValue({ data: statsWith(1) });
    const [first, second, ...others] = Array.from({ length: 5_001 }, newLearner);
    const last = others.pop();
    if (!first || !second || !last) throw new Error('5,001 learners expected');
    for (const learner of [first, second, ...others]) await headerStreak(learner);
    await headerStreak(first);
    await headerStreak(last);
    expect(callBackend).toHaveBeenCalledTimes(5_001);
    await headerStreak(first);
    expect(callBackend).toHaveBeenCalledTimes(5_001);
    await headerStreak(second);
    expect(callBackend).toHaveBeenCalledTimes(5_002);
  });
});
