import {
  type StreakStats,
  type StreakWeekDay,
  streakFreezeEveryDays,
  streakFreezeMax,
  streakWeekLength,
} from '../../contract/streaks';

// Streaks from the list of active days alone, so nothing but the days is stored and every answer
// can be recomputed. Days are 'YYYY-MM-DD' in UTC; inside, they are whole days since 1970-01-01.

/** A UTC calendar day, 'YYYY-MM-DD'. */
export type Day = string;

/** 1970-01-01 was a Thursday. */
const EPOCH_WEEKDAY = 4;

/** The UTC calendar day of an instant, whatever the process's time zone. */
export function utcDay(date: Date): Day {
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;
const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole days since 1970-01-01; a malformed or impossible day (2026-02-30) is refused. */
function dayNumber(day: Day): number {
  const match = DAY_SHAPE.exec(day);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time) || dayOf(time / DAY_MS) !== day)
    throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return time / DAY_MS;
}

function dayOf(number: number): Day {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: Day, count: number): Day {
  return dayOf(dayNumber(day) + count);
}

/** 0 for Sunday to 6 for Saturday. */
function weekdayOf(number: number): number {
  return (((number + EPOCH_WEEKDAY) % 7) + 7) % 7;
}

/** The Sunday that starts the week of `day`. */
export function weekStart(day: Day): Day {
  const number = dayNumber(day);
  return dayOf(number - weekdayOf(number));
}

/** Day numbers up to `today`, ascending, each once. History normally arrives sorted: then no sort. */
function pastDayNumbers(history: readonly Day[], today: number): number[] {
  const numbers: number[] = [];
  let sorted = true;
  for (const day of history) {
    const number = dayNumber(day);
    if (number > today) continue;
    const last = numbers[numbers.length - 1];
    if (last !== undefined && number <= last) sorted = false;
    numbers.push(number);
  }
  if (sorted) return numbers;
  numbers.sort((a, b) => a - b);
  return numbers.filter((number, index) => index === 0 || number !== numbers[index - 1]);
}

/** The active days up to `today` (later ones are ignored), oldest first, each once. */
export function activeDaysUpTo(history: readonly Day[], today: Day): Day[] {
  return pastDayNumbers(history, dayNumber(today)).map(dayOf);
}

/**
 * Everything about a learner's streak on `today`, from their active days. The freeze rules:
 * - the 7th, 14th, 21st… active day of a run earns a freeze; at most 2 are held, more are not kept;
 * - exactly one missed day between two active days spends a held freeze: the run goes on, and the
 *   frozen day counts neither as active nor in the run's length;
 * - two or more missed days in a row end the run and spend no freeze;
 * - held freezes stay when a run ends;
 * - while today has no activity and only yesterday was missed, a held freeze covers yesterday (the
 *   streak lives on today); should today pass without activity, the run ends and the freeze is back.
 */
export function streakStats(history: readonly Day[], today: Day): StreakStats {
  const todayNumber = dayNumber(today);
  const days = pastDayNumbers(history, todayNumber);
  const usedOn: number[] = [];
  let held = 0;
  let run = 0;
  let longest = 0;
  let previous: number | undefined;

  for (const day of days) {
    const missed = previous === undefined ? Number.POSITIVE_INFINITY : day - previous - 1;
    if (missed === 0) {
      run += 1;
    } else if (missed === 1 && held > 0) {
      held -= 1;
      usedOn.push(day - 1);
      run += 1;
    } else {
      run = 1;
    }
    if (run % streakFreezeEveryDays === 0) held = Math.min(streakFreezeMax, held + 1);
    if (run > longest) longest = run;
    previous = day;
  }

  let current = 0;
  if (previous !== undefined) {
    const missedSince = todayNumber - previous - 1;
    if (missedSince <= 0) {
      current = run;
    } else if (missedSince === 1 && held > 0) {
      held -= 1;
      usedOn.push(todayNumber - 1);
      current = run;
    }
  }

  const activeToday = previous === todayNumber;
  return {
    currentStreak: current,
    longestStreak: longest,
    totalActiveDays: days.length,
    activeToday,
    lastActiveDate: previous === undefined ? null : dayOf(previous),
    week: weekOf(todayNumber, days, usedOn),
    freezes: { held, max: streakFreezeMax, usedOn: usedOn.map(dayOf) },
  };
}

/** Sunday to Saturday around today; only the tails of the sorted lists can fall in it. */
function weekOf(today: number, days: readonly number[], frozenDays: readonly number[]): StreakWeekDay[] {
  const start = today - weekdayOf(today);
  const inWeek = (numbers: readonly number[]) => {
    const found = new Set<number>();
    for (let index = numbers.length - 1; index >= 0; index -= 1) {
      const number = numbers[index] as number;
      if (number < start) break;
      found.add(number);
    }
    return found;
  };
  const active = inWeek(days);
  const frozen = inWeek(frozenDays);
  return Array.from({ length: streakWeekLength }, (_, offset) => {
    const number = start + offset;
    return {
      date: dayOf(number),
      active: active.has(number),
      frozen: frozen.has(number),
      today: number === today,
    };
  });
}
