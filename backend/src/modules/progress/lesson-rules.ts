import type { CatalogPractice } from '../../content/courses/catalog';
import type { CourseStatus, FragmentProgressEntry, LessonState } from '../../contract/courses';
import type { Language } from '../../contract/languages';
import { type LessonProgress, SKIPPED } from '../../contract/progress';
import type { PublishedCourse, PublishedLesson } from '../catalog/published-catalog';
import type {
  CourseProgressRow,
  FragmentProgressRow,
  LessonProgressRow,
  PracticeResultRow,
} from './progress.repository';

// The rules of SPEC §4 on a learner's rows: lesson states, where a lesson resumes, percentages and a
// guide's status. Pure functions, so every rule is decided in one place and tested without a database.

export interface LessonStateOf {
  state: LessonState;
  lockedReason: 'previousLesson' | 'boost' | null;
}

/**
 * Finished lessons stay open; a started one is current; the first lesson, and each one after a
 * finished lesson, is available; the rest are locked. A locked Boost stage locks every lesson.
 */
export function lessonStates(
  course: PublishedCourse,
  lessonRows: ReadonlyMap<string, LessonProgressRow>,
  boostLocked: boolean,
): Map<string, LessonStateOf> {
  const states = new Map<string, LessonStateOf>();
  let previousFinished = true;
  for (const lesson of course.lessons) {
    const row = lessonRows.get(lesson.id);
    const finished = Boolean(row?.finishedAt);
    let state: LessonStateOf;
    if (finished) state = { state: 'finished', lockedReason: null };
    else if (boostLocked) state = { state: 'locked', lockedReason: 'boost' };
    else if (row) state = { state: 'current', lockedReason: null };
    else if (previousFinished) state = { state: 'available', lockedReason: null };
    else state = { state: 'locked', lockedReason: 'previousLesson' };
    states.set(lesson.id, state);
    previousFinished = finished;
  }
  return states;
}

export interface LessonRows {
  lesson?: LessonProgressRow;
  fragments: readonly FragmentProgressRow[];
  practices: readonly PracticeResultRow[];
}

/** The count of leading completed fragments (the first incomplete one), or the last when finished. */
export function resumeIndex(lesson: PublishedLesson, rows: LessonRows): number {
  const last = lesson.fragments.length - 1;
  if (rows.lesson?.finishedAt) return last;
  const completed = new Set(rows.fragments.filter((row) => row.completed).map((row) => row.fragmentId));
  const firstOpen = lesson.fragments.findIndex((fragment) => !completed.has(fragment.id));
  return firstOpen === -1 ? last : firstOpen;
}

/** Required practices of a fragment that have no answer yet (a skip counts as an answer). */
export function unansweredRequired(
  lesson: PublishedLesson,
  fragmentIndex: number,
  rows: LessonRows,
): string[] {
  const answered = new Set(rows.practices.map((row) => row.practiceId));
  return (lesson.fragments[fragmentIndex]?.practices ?? [])
    .filter((practice) => practice.isRequired && !answered.has(practice.id))
    .map((practice) => practice.id);
}

export function lessonProgressView(lesson: PublishedLesson, rows: LessonRows): LessonProgress {
  const fragmentRows = new Map(rows.fragments.map((row) => [row.fragmentId, row]));
  const practiceRows = new Map(rows.practices.map((row) => [row.practiceId, row]));
  const fragmentProgress: Record<string, FragmentProgressEntry> = {};
  let completedCount = 0;
  let timeSpent = 0;
  for (const [index, fragment] of lesson.fragments.entries()) {
    const row = fragmentRows.get(fragment.id);
    const practiceResults = fragment.practices.flatMap((practice) => {
      const result = practiceRows.get(practice.id);
      if (!result) return [];
      return [
        {
          practiceId: practice.id,
          practiceType: practice.practiceType,
          answer: result.answer,
          isCorrect: result.isCorrect,
          completed: result.completed,
          firstAnswerWrong: result.firstAnswerWrong === true,
          skipped: result.answer === SKIPPED,
          message: messageFor(practice, result.answer),
          score: result.score,
          comment: result.comment,
          recommendedPrompt: result.recommendedPrompt,
          modelAnswer: modelAnswerFor(practice, result, lesson.lang),
        },
      ];
    });
    if (!row && practiceResults.length === 0) continue;
    if (row?.completed) completedCount += 1;
    timeSpent += row?.timeSpent ?? 0;
    fragmentProgress[String(index)] = {
      fragmentId: fragment.id,
      fragmentIndex: index,
      completed: row?.completed ?? false,
      progressPercentage: row?.progressPercentage ?? 0,
      timeSpent: row?.timeSpent ?? 0,
      practiceResults,
    };
  }
  const total = lesson.fragments.length;
  const finished = Boolean(rows.lesson?.finishedAt);
  return {
    lessonId: lesson.id,
    courseId: lesson.courseId,
    chapterId: lesson.chapterId,
    started: Boolean(rows.lesson),
    finished,
    fragmentCount: total,
    fragmentIndex: resumeIndex(lesson, rows),
    progressPercentage: finished ? 100 : percent(completedCount, total),
    timeSpent,
    canFinish: completedCount === total,
    fragmentProgress,
  };
}

/** The author's word on a single-choice answer: its right or wrong message (none for a skip or a prompt). */
function messageFor(practice: CatalogPractice, answer: string): string | null {
  if (practice.practiceType !== 'SINGLE_CHOICE_TEST' || answer === SKIPPED) return null;
  const chosen = practice.options.find((option) => option.id === answer);
  if (!chosen) return null;
  return chosen.isCorrect ? practice.correctChoiceMessage : practice.wrongChoiceMessage;
}

/**
 * The author's model answer to a prompt task, once the learner's own prompt is graded: shown beside
 * it, never before (it would be the answer to copy).
 */
function modelAnswerFor(
  practice: CatalogPractice,
  result: PracticeResultRow,
  lang: Language,
): FragmentProgressEntry['practiceResults'][number]['modelAnswer'] {
  if (practice.practiceType !== 'PROMPT_CREATION' || result.answer === SKIPPED || result.score === null)
    return null;
  // A catalog imported before tasks had model answers has no such fields.
  if (!practice.modelPrompt) return null;
  return {
    prompt: practice.modelPrompt,
    whyItWorks: practice.whyItWorks ?? '',
    lang: practice.modelLang ?? lang,
  };
}

/** A required practice, where it is in the guide. */
export interface RequiredPractice {
  practice: CatalogPractice;
  lesson: PublishedLesson;
  fragmentIndex: number;
}

/** How far a learner is from a guide's certificate. */
export interface CertificateProgress {
  requiredPractices: number;
  /** The required practices passed (each at least once), in the guide's order. */
  passed: RequiredPractice[];
  /** How many of those were passed on the first try (no wrong answer before the pass). */
  passedFirstTry: number;
  /**
   * The required practices the learner went past without passing: skipped, answered wrong, or in a
   * finished lesson; once the guide is completed, every one not passed. In the guide's order.
   */
  toPass: RequiredPractice[];
  /** Every lesson finished and every required practice passed: the certificate is the learner's. */
  earned: boolean;
  /** When it was earned: the later of the guide's completion and the last required practice's pass. */
  earnedAt: Date | null;
}

export interface CourseCounts {
  lessonsCompleted: number;
  totalLessons: number;
  progressPercentage: number;
  status: CourseStatus;
  completed: boolean;
  certificate: CertificateProgress;
}

/**
 * Finished lessons over all lessons, rounded; completed once every lesson is (or was) finished. The
 * certificate needs the guide completed and every required practice passed (a correct answer, a
 * prompt graded 3 or more; a later pass counts, a skip never does).
 */
export function courseCounts(
  course: PublishedCourse,
  lessonRows: ReadonlyMap<string, LessonProgressRow>,
  courseRow: CourseProgressRow | undefined,
  practiceRows: (lessonId: string) => readonly PracticeResultRow[],
): CourseCounts {
  const totalLessons = course.lessons.length;
  const finished = course.lessons.flatMap((lesson) => lessonRows.get(lesson.id)?.finishedAt ?? []);
  const lessonsCompleted = finished.length;
  const completed =
    Boolean(courseRow?.completedAt) || (totalLessons > 0 && lessonsCompleted === totalLessons);
  const started = Boolean(courseRow) || lessonRows.size > 0;
  const completedAt = completed ? (courseRow?.completedAt ?? latest(finished)) : null;
  return {
    lessonsCompleted,
    totalLessons,
    progressPercentage: percent(lessonsCompleted, totalLessons),
    status: completed ? 'completed' : started ? 'in_progress' : 'not_started',
    completed,
    certificate: certificateProgress(course, lessonRows, completedAt, practiceRows),
  };
}

function certificateProgress(
  course: PublishedCourse,
  lessonRows: ReadonlyMap<string, LessonProgressRow>,
  completedAt: Date | null,
  practiceRows: (lessonId: string) => readonly PracticeResultRow[],
): CertificateProgress {
  const passed: RequiredPractice[] = [];
  const toPass: RequiredPractice[] = [];
  const passedAt: Date[] = [];
  let requiredPractices = 0;
  let passedFirstTry = 0;
  for (const lesson of course.lessons) {
    const results = new Map(practiceRows(lesson.id).map((row) => [row.practiceId, row]));
    const lessonFinished = Boolean(lessonRows.get(lesson.id)?.finishedAt);
    for (const [fragmentIndex, fragment] of lesson.fragments.entries()) {
      for (const practice of fragment.practices) {
        if (!practice.isRequired) continue;
        requiredPractices += 1;
        const result = results.get(practice.id);
        const required = { practice, lesson, fragmentIndex };
        if (result?.completed) {
          passed.push(required);
          passedAt.push(result.passedAt ?? result.updatedAt);
          if (result.firstAnswerWrong !== true) passedFirstTry += 1;
        } else if (result || lessonFinished || completedAt) toPass.push(required);
      }
    }
  }
  const earned = completedAt !== null && passed.length === requiredPractices;
  return {
    requiredPractices,
    passed,
    passedFirstTry,
    toPass,
    earned,
    earnedAt: earned && completedAt ? latest([completedAt, ...passedAt]) : null,
  };
}

const latest = (dates: readonly Date[]): Date =>
  dates.reduce((later, date) => (date.getTime() > later.getTime() ? date : later));

export const percent = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.min(100, Math.round((part / whole) * 100));

/** A guide's certificate as the learner earned it: when, and what was passed for it. */
export interface EarnedCertificate {
  courseId: string;
  earnedAt: Date;
  lessons: number;
  /** The required practices passed, in the guide's order. */
  practices: { lessonId: string; practiceId: string }[];
  /** How many of them were passed on the first try. */
  passedFirstTry: number;
}

/** The certificate a learner earned in a guide, or null while it is not earned. */
export function earnedCertificateOf(course: PublishedCourse, counts: CourseCounts): EarnedCertificate | null {
  const { certificate } = counts;
  if (!certificate.earned || !certificate.earnedAt) return null;
  return {
    courseId: course.id,
    earnedAt: certificate.earnedAt,
    lessons: counts.lessonsCompleted,
    practices: certificate.passed.map(({ lesson, practice }) => ({
      lessonId: lesson.id,
      practiceId: practice.id,
    })),
    passedFirstTry: certificate.passedFirstTry,
  };
}
