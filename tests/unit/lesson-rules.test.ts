import { describe, expect, it } from 'vitest';
import type { PublishedCourse, PublishedLesson } from '../../backend/src/modules/catalog/published-catalog';
import {
  courseCounts,
  earnedCertificateOf,
  lessonStates,
  percent,
  resumeIndex,
} from '../../backend/src/modules/progress/lesson-rules';
import type {
  LessonProgressRow,
  PracticeResultRow,
} from '../../backend/src/modules/progress/progress.repository';

const at = new Date('2026-11-23T10:00:00Z');

function lesson(id: string, index: number, fragments = 3): PublishedLesson {
  return {
    id,
    lang: 'en',
    courseId: 'guide',
    chapterId: 'chapter',
    title: id,
    keyPoints: [],
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
const noPractices = () => [];
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
    expect(courseCounts(course, rows(), undefined, noPractices).status).toBe('not_started');
    expect(courseCounts(course, rows(row('one', false)), undefined, noPractices)).toMatchObject({
      status: 'in_progress',
      progressPercentage: 0,
    });
    const done = rows(...lessons.map((item) => row(item.id, true)));
    expect(courseCounts(course, done, undefined, noPractices)).toMatchObject({
      status: 'completed',
      completed: true,
      progressPercentage: 100,
      lessonsCompleted: 4,
    });
  });
});

describe('the certificate', () => {
  // Two lessons, each with a required question in its second fragment; the first also has an
  // optional prompt task.
  const question = (id: string, isRequired = true) => ({
    id,
    isRequired,
    practiceType: 'SINGLE_CHOICE_TEST' as const,
    question: `Question ${id}?`,
    hint: '',
    options: [
      { id: '1', text: 'Right', isCorrect: true },
      { id: '2', text: 'Wrong', isCorrect: false },
    ],
    correctChoiceMessage: 'Yes.',
    wrongChoiceMessage: 'No.',
  });
  const withPractices = (id: string, index: number, practices: ReturnType<typeof question>[]) => {
    const base = lesson(id, index, 2);
    return {
      ...base,
      fragments: base.fragments.map((fragment, n) => (n === 1 ? { ...fragment, practices } : fragment)),
    };
  };
  const guideLessons = [
    withPractices('one', 0, [question('q1'), question('extra', false)]),
    withPractices('two', 1, [question('q2')]),
  ];
  const guide = {
    id: 'guide',
    lessons: guideLessons,
    chapters: [],
    stage: 'core',
  } as unknown as PublishedCourse;
  const later = new Date('2026-11-24T08:00:00Z');
  const result = (
    lessonId: string,
    practiceId: string,
    passed: boolean,
    answer = passed ? '1' : '2',
    firstAnswerWrong: boolean | null = answer === 'SKIPPED' ? null : !passed,
  ) =>
    ({
      learnerId: 1,
      lessonId,
      practiceId,
      fragmentId: 'f1',
      practiceType: 'SINGLE_CHOICE_TEST',
      answer,
      isCorrect: passed,
      completed: passed,
      score: null,
      comment: null,
      recommendedPrompt: null,
      passedAt: passed ? later : null,
      firstAnswerWrong,
      updatedAt: later,
    }) satisfies PracticeResultRow;
  const byLesson =
    (...results: PracticeResultRow[]) =>
    (lessonId: string) =>
      results.filter((entry) => entry.lessonId === lessonId);
  const bothFinished = rows(row('one', true), row('two', true));
  const completedRow = {
    learnerId: 1,
    courseId: 'guide',
    lastLessonId: 'two',
    startedAt: at,
    updatedAt: at,
    completedAt: at,
  };

  it('waits for every required practice to be passed, skips and wrong answers not counting', () => {
    const skipped = courseCounts(
      guide,
      bothFinished,
      completedRow,
      byLesson(result('one', 'q1', false, 'SKIPPED'), result('two', 'q2', false)),
    );
    expect(skipped.completed).toBe(true);
    expect(skipped.certificate).toMatchObject({ earned: false, earnedAt: null, requiredPractices: 2 });
    expect(skipped.certificate.toPass.map((entry) => [entry.practice.id, entry.fragmentIndex])).toEqual([
      ['q1', 1],
      ['q2', 1],
    ]);

    const passed = courseCounts(
      guide,
      bothFinished,
      completedRow,
      byLesson(result('one', 'q1', true), result('two', 'q2', true)),
    );
    // The optional practice is not needed; dated by the later of completion and the last pass.
    expect(passed.certificate).toMatchObject({ earned: true, earnedAt: later, toPass: [] });
    expect(passed.certificate.passed.map((entry) => entry.practice.id)).toEqual(['q1', 'q2']);
    expect(passed.certificate.passedFirstTry).toBe(2);
  });

  it('counts the practices passed on the first try: a pass after a wrong answer is not one', () => {
    const counts = courseCounts(
      guide,
      bothFinished,
      completedRow,
      byLesson(result('one', 'q1', true, '1', true), result('two', 'q2', true)),
    );
    expect(counts.certificate).toMatchObject({ earned: true, passedFirstTry: 1 });
    expect(earnedCertificateOf(guide, counts)).toMatchObject({ passedFirstTry: 1 });
  });

  it('gives none before every lesson is finished, and lists only the practices gone past', () => {
    const halfway = courseCounts(
      guide,
      rows(row('one', true), row('two', false)),
      undefined,
      byLesson(result('one', 'q1', false, 'SKIPPED')),
    );
    expect(halfway.certificate).toMatchObject({ earned: false, requiredPractices: 2 });
    expect(halfway.certificate.toPass.map((entry) => entry.practice.id)).toEqual(['q1']);

    const allPassedButOneLesson = courseCounts(
      guide,
      rows(row('one', true), row('two', false)),
      undefined,
      byLesson(result('one', 'q1', true), result('two', 'q2', true)),
    );
    expect(allPassedButOneLesson.certificate.earned).toBe(false);
  });

  it('is earned on completion when the guide has no required practice', () => {
    const counts = courseCounts(
      course,
      rows(...lessons.map((item) => row(item.id, true))),
      undefined,
      noPractices,
    );
    expect(counts.certificate).toMatchObject({ earned: true, earnedAt: at, requiredPractices: 0 });
  });
});
