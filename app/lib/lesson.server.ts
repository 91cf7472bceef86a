import type { FragmentProgressEntry } from '@contract/courses';
import type { Lesson, LessonProgress, Practice } from '@contract/progress';
import { data } from '@remix-run/node';
import { redirectWithToast } from './account.server';
import { ApiError, asPageError } from './api.server';
import { callAsLearner, learnerIdOf } from './auth.server';
import type { FragmentView, PracticeView } from './lesson-view';
import { optionOrderFor } from './option-order.server';
import type { Learner } from './session.server';

/**
 * The lesson, or the answer a page gives instead: 404 for an unknown lesson or one of another
 * guide, back to the guide with the reason while it is locked.
 */
export async function loadLesson(
  request: Request,
  learner: Learner,
  courseId: string,
  lessonId: string,
  notFoundTitle: string,
): Promise<Lesson> {
  try {
    const { data: lesson } = await callAsLearner(request, learner, 'lesson', { params: { lessonId } });
    if (lesson.course.id !== courseId) throw new ApiError(404, 'NotFound', 'Lesson not in this guide');
    return lesson;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data({ pageTitle: notFoundTitle }, { status: 404 });
    if (error instanceof ApiError && error.status === 403)
      throw await redirectWithToast(request, `/course/${encodeURIComponent(courseId)}`, {
        type: 'error',
        key: error.code === 'BoostLocked' ? 'learning:course.boostLocked' : 'learning:course.lockedPrevious',
      });
    throw asPageError(error);
  }
}

/** What both lesson screens show above the lesson: its title, place in the guide and length. */
export function lessonHeading(lesson: Lesson) {
  return {
    id: lesson.id,
    lang: lesson.lang,
    title: lesson.title,
    minutes: lesson.minutes,
    number: lesson.number,
    totalLessons: lesson.totalLessons,
    courseTitle: lesson.course.title,
    courseLang: lesson.course.lang,
  };
}

export async function loadLessonProgress(
  request: Request,
  learner: Learner,
  lessonId: string,
): Promise<LessonProgress> {
  const userId = await learnerIdOf(request, learner);
  const { data: progress } = await callAsLearner(request, learner, 'lessonProgress', {
    params: { userId, lessonId },
  });
  return progress;
}

/**
 * Which fragment is current (SPEC §4, lesson open): the one asked for, never past the first
 * incomplete one (in a finished lesson, any); else the first incomplete one, or the last of a
 * finished lesson. The parts before it show folded above it.
 */
export function currentFragment(progress: LessonProgress, asked: string | null, count: number): number {
  const resume = progress.finished ? count - 1 : Math.min(progress.fragmentIndex, count - 1);
  if (asked !== null && /^\d{1,3}$/.test(asked)) return Math.min(Number(asked), resume);
  return resume;
}

type Result = FragmentProgressEntry['practiceResults'][number];

/** Whose page it is and which lesson: a question's options are in an order of the learner's own. */
export type Reading = { learnerId: number; lesson: Pick<Lesson, 'id' | 'lang'> };

export function practiceView(practice: Practice, result: Result | undefined, reading: Reading): PracticeView {
  const { lang } = reading.lesson;
  const answered = result && !result.skipped ? result : undefined;
  if (practice.singleChoiceTest) {
    const test = practice.singleChoiceTest;
    const options = test.options.map(({ id, text }) => ({ id, text }));
    return {
      kind: 'choice',
      id: practice.id,
      lang,
      required: practice.isRequired,
      question: test.question,
      hint: test.hint,
      options: optionOrderFor(options, reading.learnerId, reading.lesson.id, practice.id),
      result: answered
        ? {
            answer: answered.answer,
            isCorrect: answered.isCorrect,
            message: answered.message ?? '',
          }
        : null,
      completed: result?.completed ?? false,
    };
  }
  const task = practice.promptCreation ?? { title: '', description: '', fullDescription: '', tip: '' };
  return {
    kind: 'prompt',
    id: practice.id,
    lang,
    required: practice.isRequired,
    title: task.title,
    description: task.description,
    fullDescription: task.fullDescription,
    tip: task.tip,
    result:
      answered && answered.score !== null
        ? {
            answer: answered.answer,
            score: answered.score,
            comment: answered.comment ?? '',
            recommendedPrompt: answered.recommendedPrompt ?? '',
            modelAnswer: answered.modelAnswer,
          }
        : null,
    completed: result?.completed ?? false,
  };
}

/** The fragments up to the current one, with each practice's latest result. */
export function fragmentViews(
  lesson: Lesson,
  progress: LessonProgress,
  current: number,
  learnerId: number,
): FragmentView[] {
  const reading = { learnerId, lesson };
  return lesson.fragments.slice(0, current + 1).map((fragment, index) => {
    const entry = progress.fragmentProgress[String(index)];
    const results = new Map(entry?.practiceResults.map((result) => [result.practiceId, result]));
    return {
      index,
      id: fragment.id,
      lang: lesson.lang,
      title: fragment.title,
      blocks: fragment.blocks,
      practices: fragment.practices.map((practice) =>
        practiceView(practice, results.get(practice.id), reading),
      ),
      completed: entry?.completed ?? false,
    };
  });
}

/** Continue gives way to Skip practice while a required practice has no answer (a skip counts). */
export function needsSkip(lesson: Lesson, progress: LessonProgress, index: number): boolean {
  const results = new Set(progress.fragmentProgress[String(index)]?.practiceResults.map((r) => r.practiceId));
  return lesson.fragments[index]?.practices.some((p) => p.isRequired && !results.has(p.id)) ?? false;
}

/** Seconds on a fragment since the page showed it: whole, and at most an hour (a tab left open). */
export function secondsSince(openedAt: number | undefined, now = Date.now()): number {
  if (openedAt === undefined || !Number.isFinite(openedAt)) return 0;
  return Math.max(0, Math.min(3600, Math.round((now - openedAt) / 1000)));
}
