import { describe, expect, it } from 'vitest';
import type { PublishedCourse, PublishedLesson } from '../../backend/src/modules/catalog/published-catalog';
import {
  courseCounts,
  lessonStates,
  percent,
  resumeIndex,
} from '../../backend/src/modules/progress/lesson-rules';
import type { LessonProgressRow } from '../../backend/src/modules/progress/progress.repository';

const at = new Date('2026-11-23T10:00:00Z');

function lesson(id: string, index: number, fragments = 3): PublishedLesson {
  return {
    id,
    lang: 'en',
    courseId: 'guide',
    chapterId: 'chapter',
    title: id,
    minutes: 5,
    introduction: '',
    html: null,
    index,
    fragments: Array.from({ length: fragments }, (_, n) => ({
      id: `f${n}`,
      title: `Fragment ${n}`,
      content: '',
      practices: [],
    })),
  };
}

const lessons = ['one', 'two', 'three', 'four'].map((id, index) => lesson(id, index));
const course = { id: 'guide', lessons, chapters: [], stage: 'core' } as unknown as PublishedCourse;

const row = (lessonId: string, finished: boolean): LessonProgressRow => ({
  learnerId: 1,
  lessonId,
  courseId: 'guide',
  startedAt: at,
  finishedAt: finished ? at : null,
  updatedAt: at,
});
const rows = (...entries: LessonProgressRow[]) => new Map(entries.map((entry) => [entry.lessonId, entry]));
const statesOf = (map: Map<string, { state: string }>) => [...map.values()].map((value) => value.state);

describe('lesson states', () => {
  it('opens only the first lesson when nothing is started', () => {
    expect(statesOf(lessonStates(course, rows(), false))).toEqual([
      'available',
      'locked',
      'locked',
      'locked',
    ]);
  });

  it('makes a started lesson current and the one after a finished lesson available', () => {
    const states = lessonStates(course, rows(row('one', true), row('two', false)), false);
    expect(statesOf(states)).toEqual(['finished', 'current', 'locked', 'locked']);
    expect(statesOf(lessonStates(course, rows(row('one', true), row('two', true)), false))).toEqual([
      'finished',
      'finished',
      'available',
      'locked',
    ]);
  });

  it('locks every unfinished lesson of a locked Boost guide, saying why', () => {
    const states = lessonStates(course, rows(), true);
    expect([...states.values()].every((state) => state.lockedReason === 'boost')).toBe(true);
    expect(lessonStates(course, rows(), false).get('two')?.lockedReason).toBe('previousLesson');
  });
});

describe('resume', () => {
  const fragments = (...completed: string[]) =>
    completed.map((fragmentId) => ({
      learnerId: 1,
      lessonId: 'one',
      fragmentId,
      completed: true,
      progressPercentage: 100,
      timeSpent: 0,
      updatedAt: at,
    }));
  const first = lessons[0] as PublishedLesson;

  it('resumes at the count of leading completed fragments', () => {
    expect(resumeIndex(first, { fragments: [], practices: [] })).toBe(0);
    expect(resumeIndex(first, { fragments: fragments('f0', 'f2'), practices: [] })).toBe(1);
    expect(resumeIndex(first, { fragments: fragments('f0', 'f1'), practices: [] })).toBe(2);
  });

  it('shows the last fragment of a finished lesson', () => {
    expect(resumeIndex(first, { lesson: row('one', true), fragments: [], practices: [] })).toBe(2);
  });
});

describe('percentages and status', () => {
  it('rounds finished over total lessons', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(0, 0)).toBe(0);
  });

  it('moves from not started to in progress to completed', () => {
    expect(courseCounts(course, rows(), undefined).status).toBe('not_started');
    expect(courseCounts(course, rows(row('one', false)), undefined)).toMatchObject({
      status: 'in_progress',
      progressPercentage: 0,
    });
    const done = rows(...lessons.map((item) => row(item.id, true)));
    expect(courseCounts(course, done, undefined)).toMatchObject({
      status: 'completed',
      completed: true,
      progressPercentage: 100,
      lessonsCompleted: 4,
    });
  });
});
