import { describe, expect, it } from 'vitest';
import {
  activeDaysUpTo,
  addDays,
  streakStats,
  utcDay,
  weekStart,
} from '../../backend/src/modules/streaks/streak-maths';

/** `count` consecutive days from `first`. */
const daysFrom = (first: string, count: number) => Array.from({ length: count }, (_, i) => addDays(first, i));

// 2026-03-14 is a Saturday, 2026-03-15 a Sunday.
const SATURDAY = '2026-03-14';
const SUNDAY = '2026-03-15';

describe('UTC days', () => {
  it('are the UTC date of an instant, whatever offset it was written in', () => {
    expect(utcDay(new Date('2026-03-15T01:59:00+02:00'))).toBe('2026-03-14'); // 23:59 UTC
    expect(utcDay(new Date('2026-03-15T02:01:00+02:00'))).toBe('2026-03-15'); // 00:01 UTC
    expect(utcDay(new Date('2026-03-14T20:30:00-05:00'))).toBe('2026-03-15'); // 01:30 UTC
  });

  it('decide activity and the streak across UTC midnight', () => {
    const history = [SATURDAY];
    const before = streakStats(history, utcDay(new Date('2026-03-15T01:59:00+02:00')));
    expect(before).toMatchObject({ activeToday: true, currentStreak: 1 });
    const after = streakStats(history, utcDay(new Date('2026-03-15T02:01:00+02:00')));
    expect(after).toMatchObject({ activeToday: false, currentStreak: 1, lastActiveDate: SATURDAY });
  });

  it('add across month and year ends, in leap and other years', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('start weeks on Sunday', () => {
    expect(weekStart(SATURDAY)).toBe('2026-03-08');
    expect(weekStart(SUNDAY)).toBe(SUNDAY);
    expect(weekStart('2027-01-01')).toBe('2026-12-27');
    expect(weekStart('1969-12-31')).toBe('1969-12-28');
  });

  it('refuse what is not a calendar day', () => {
    const notDays = ['2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-03-00'];
    const notShaped = [
      '2026-3-1',
      '2026-03-01T00:00:00Z',
      '',
      'yesterday',
      'abcd-01-01',
      '2026-0a-01',
      '2026-01-0x',
    ];
    for (const day of [...notDays, ...notShaped, '2026/03/01', ' 2026-03-01']) {
      expect(() => streakStats([day], SUNDAY), day).toThrow(RangeError);
    }
    expect(() => streakStats([], '2026-13-01')).toThrow(RangeError);
    expect(streakStats(['2028-02-29'], '2028-02-29').totalActiveDays).toBe(1);
  });
});

describe('the streak', () => {
  it('is all zeros before any activity', () => {
    const stats = streakStats([], SUNDAY);
    expect(stats).toMatchObject({
      currentStreak: 0,
      longestStreak: 0,
      totalActiveDays: 0,
      activeToday: false,
      lastActiveDate: null,
      freezes: { held: 0, max: 2, usedOn: [] },
    });
    expect(stats.week.filter((day) => day.active || day.frozen)).toEqual([]);
  });

  it('runs through month and year ends', () => {
    expect(streakStats(daysFrom('2027-01-30', 3), '2027-02-01').currentStreak).toBe(3);
    expect(streakStats(daysFrom('2028-02-28', 3), '2028-03-01').currentStreak).toBe(3);
    expect(streakStats(['2027-02-28', '2027-03-01'], '2027-03-01').currentStreak).toBe(2);
    // In a leap year 28 February to 1 March misses the 29th.
    expect(streakStats(['2028-02-28', '2028-03-01'], '2028-03-01').currentStreak).toBe(1);
    expect(streakStats(['2026-12-31', '2027-01-01'], '2027-01-01').currentStreak).toBe(2);
  });

  it('still counts while today has no activity yet', () => {
    const stats = streakStats(daysFrom('2026-03-12', 2), SATURDAY);
    expect(stats).toMatchObject({ currentStreak: 2, activeToday: false, lastActiveDate: '2026-03-13' });
  });

  it('is 0 once two days are missed, but the longest stays', () => {
    const stats = streakStats(daysFrom('2026-03-09', 3), SATURDAY);
    expect(stats).toMatchObject({ currentStreak: 0, longestStreak: 3, totalActiveDays: 3 });
  });

  it('breaks on one missed day when no freeze is held', () => {
    const history = [...daysFrom('2026-03-09', 3), '2026-03-13', SATURDAY];
    expect(streakStats(history, SATURDAY)).toMatchObject({ currentStreak: 2, longestStreak: 3 });
  });

  it('tells the longest run from the current one', () => {
    const history = [...daysFrom('2026-02-01', 5), ...daysFrom('2026-02-10', 2)];
    expect(streakStats(history, '2026-02-11')).toMatchObject({
      currentStreak: 2,
      longestStreak: 5,
      totalActiveDays: 7,
    });
  });

  it('ignores repeated, unordered and future days', () => {
    const history = ['2026-03-13', SATURDAY, '2026-03-12', '2026-03-13', '2026-03-20'];
    expect(activeDaysUpTo(history, SATURDAY)).toEqual(['2026-03-12', '2026-03-13', SATURDAY]);
    expect(streakStats(history, SATURDAY)).toMatchObject({
      currentStreak: 3,
      totalActiveDays: 3,
      lastActiveDate: SATURDAY,
    });
  });
});

describe('the week', () => {
  it('is Sunday to Saturday when today is Sunday', () => {
    const { week } = streakStats([SATURDAY, SUNDAY], SUNDAY);
    expect(week.map((day) => day.date)).toEqual(daysFrom(SUNDAY, 7));
    expect(week.map((day) => day.today)).toEqual([true, false, false, false, false, false, false]);
    // Saturday belongs to the week before: only Sunday shows, while the streak runs on.
    expect(week.map((day) => day.active)).toEqual([true, false, false, false, false, false, false]);
    expect(streakStats([SATURDAY, SUNDAY], SUNDAY).currentStreak).toBe(2);
  });

  it('is Sunday to Saturday when today is Saturday', () => {
    const { week } = streakStats(['2026-03-08', '2026-03-10', SATURDAY], SATURDAY);
    expect(week.map((day) => day.date)).toEqual(daysFrom('2026-03-08', 7));
    expect(week.map((day) => day.today)).toEqual([false, false, false, false, false, false, true]);
    expect(week.map((day) => day.active)).toEqual([true, false, true, false, false, false, true]);
  });

  it('spans the year end', () => {
    const { week } = streakStats(['2026-12-31'], '2027-01-01');
    expect(week[0]?.date).toBe('2026-12-27');
    expect(week[6]?.date).toBe('2027-01-02');
    expect(week.find((day) => day.active)?.date).toBe('2026-12-31');
    expect(week.find((day) => day.today)?.date).toBe('2027-01-01');
  });
});

describe('streak freezes', () => {
  it('are earned on the 7th active day of a run', () => {
    expect(streakStats(daysFrom('2026-03-01', 6), '2026-03-06').freezes.held).toBe(0);
    expect(streakStats(daysFrom('2026-03-01', 7), '2026-03-07').freezes).toEqual({
      held: 1,
      max: 2,
      usedOn: [],
    });
    expect(streakStats(daysFrom('2026-03-01', 13), '2026-03-13').freezes.held).toBe(1);
    expect(streakStats(daysFrom('2026-03-01', 14), '2026-03-14').freezes.held).toBe(2);
  });

  it('are held two at most', () => {
    expect(streakStats(daysFrom('2026-03-01', 21), '2026-03-21').freezes.held).toBe(2);
    expect(streakStats(daysFrom('2026-01-01', 100), '2026-04-10').freezes.held).toBe(2);
  });

  it('cover one missed day: the run goes on, the frozen day is not active', () => {
    const history = [...daysFrom('2026-03-01', 7), '2026-03-09'];
    const stats = streakStats(history, '2026-03-09');
    expect(stats).toMatchObject({
      currentStreak: 8,
      longestStreak: 8,
      totalActiveDays: 8,
      freezes: { held: 0, usedOn: ['2026-03-08'] },
    });
    const sunday = stats.week.find((day) => day.date === '2026-03-08');
    expect(sunday).toEqual({ date: '2026-03-08', active: false, frozen: true, today: false });
  });

  it('do not cover two missed days, and stay held when the run ends', () => {
    const history = [...daysFrom('2026-03-01', 7), '2026-03-10'];
    expect(streakStats(history, '2026-03-10')).toMatchObject({
      currentStreak: 1,
      longestStreak: 7,
      freezes: { held: 1, usedOn: [] },
    });
    // The kept freeze then saves the next run.
    const later = [...history, '2026-03-12'];
    expect(streakStats(later, '2026-03-12')).toMatchObject({
      currentStreak: 2,
      freezes: { held: 0, usedOn: ['2026-03-11'] },
    });
  });

  it('are spent one per missed day, and earned again as the run goes on', () => {
    const history = [...daysFrom('2026-03-01', 14), '2026-03-16', '2026-03-18'];
    expect(streakStats(history, '2026-03-18')).toMatchObject({
      currentStreak: 16,
      freezes: { held: 0, usedOn: ['2026-03-15', '2026-03-17'] },
    });
    const longer = [...daysFrom('2026-03-01', 7), ...daysFrom('2026-03-09', 7)];
    expect(streakStats(longer, '2026-03-15')).toMatchObject({
      currentStreak: 14,
      freezes: { held: 1, usedOn: ['2026-03-08'] },
    });
  });

  it('cover yesterday while today has no activity yet, and come back if today passes without any', () => {
    const history = daysFrom('2026-03-01', 7);
    const today = streakStats(history, '2026-03-09');
    expect(today).toMatchObject({
      currentStreak: 7,
      activeToday: false,
      freezes: { held: 0, usedOn: ['2026-03-08'] },
    });
    expect(today.week[0]).toEqual({ date: '2026-03-08', active: false, frozen: true, today: false });

    expect(streakStats(history, '2026-03-10')).toMatchObject({
      currentStreak: 0,
      longestStreak: 7,
      freezes: { held: 1, usedOn: [] },
    });
  });
});

describe('years of history', () => {
  it('counts 3000 days in a row, ending yesterday, as one streak', () => {
    const history = daysFrom('2018-01-01', 3000);
    const today = addDays(history[history.length - 1] as string, 1);
    expect(streakStats(history, today)).toMatchObject({
      currentStreak: 3000,
      longestStreak: 3000,
      totalActiveDays: 3000,
      activeToday: false,
    });
  });
});
