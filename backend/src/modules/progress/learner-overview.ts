import type { Catalog, PublishedCourse } from '../catalog/published-catalog';
import {
  type CourseCounts,
  courseCounts,
  type LessonRows,
  type LessonStateOf,
  lessonStates,
} from './lesson-rules';
import type {
  CourseProgressRow,
  FragmentProgressRow,
  LessonProgressRow,
  PracticeResultRow,
} from './progress.repository';

/** Boost opens when this many core guides are completed (every core guide if the catalog has fewer). */
export const CORE_COURSES_FOR_BOOST = 5;

export interface BoostProgress {
  unlocked: boolean;
  completedCoreCourses: number;
  requiredCoreCourses: number;
}

/** Every progress row of one learner (kept in memory between requests: see learner-cache.ts). */
export interface ProgressSnapshot {
  courses: readonly CourseProgressRow[];
  lessons: readonly LessonProgressRow[];
  fragments: readonly FragmentProgressRow[];
  practices: readonly PracticeResultRow[];
}

/** Where a learner stands in every guide. */
export interface LearnerOverview {
  courseRow(courseId: string): CourseProgressRow | undefined;
  lessonRows(courseId: string): ReadonlyMap<string, LessonProgressRow>;
  /** The learner's rows in one lesson. */
  rowsOfLesson(courseId: string, lessonId: string): LessonRows;
  counts(course: PublishedCourse): CourseCounts;
  boost: BoostProgress;
  isLocked(course: PublishedCourse): boolean;
  lessonStates(course: PublishedCourse): Map<string, LessonStateOf>;
}

// A snapshot stays the same object while it is kept in memory: so is its overview.
const overviews = new WeakMap<ProgressSnapshot, { catalog: Catalog; overview: LearnerOverview }>();

export function learnerOverview(snapshot: ProgressSnapshot, catalog: Catalog): LearnerOverview {
  const known = overviews.get(snapshot);
  if (known?.catalog === catalog) return known.overview;
  const overview = overviewOf(snapshot, catalog);
  overviews.set(snapshot, { catalog, overview });
  return overview;
}

function overviewOf(snapshot: ProgressSnapshot, catalog: Catalog): LearnerOverview {
  const courseRowById = new Map(snapshot.courses.map((row) => [row.courseId, row]));
  const lessonRowsByCourse = new Map<string, Map<string, LessonProgressRow>>();
  for (const row of snapshot.lessons) {
    let rows = lessonRowsByCourse.get(row.courseId);
    if (!rows) {
      rows = new Map();
      lessonRowsByCourse.set(row.courseId, rows);
    }
    rows.set(row.lessonId, row);
  }
  const fragmentsByLesson = groupByLesson(snapshot.fragments);
  const practicesByLesson = groupByLesson(snapshot.practices);
  const noRows: ReadonlyMap<string, LessonProgressRow> = new Map();
  const rowsOf = (courseId: string) => lessonRowsByCourse.get(courseId) ?? noRows;
  const practicesOf = (lessonId: string) => practicesByLesson.get(lessonId) ?? [];
  const counts = remembered((course: PublishedCourse) =>
    courseCounts(course, rowsOf(course.id), courseRowById.get(course.id), practicesOf),
  );

  const core = catalog.courses.filter((course) => course.stage === 'core');
  const requiredCoreCourses = Math.min(CORE_COURSES_FOR_BOOST, core.length);
  const completedCoreCourses = core.filter((course) => counts(course).completed).length;
  const boost = {
    unlocked: completedCoreCourses >= requiredCoreCourses,
    completedCoreCourses,
    requiredCoreCourses,
  };
  const isLocked = (course: PublishedCourse) => course.stage === 'boost' && !boost.unlocked;

  return {
    courseRow: (courseId) => courseRowById.get(courseId),
    lessonRows: rowsOf,
    rowsOfLesson: (courseId, lessonId) => ({
      lesson: rowsOf(courseId).get(lessonId),
      fragments: fragmentsByLesson.get(lessonId) ?? [],
      practices: practicesOf(lessonId),
    }),
    counts,
    boost,
    isLocked,
    lessonStates: remembered((course) => lessonStates(course, rowsOf(course.id), isLocked(course))),
  };
}

/** Answers each guide's figure once: an overview is kept as long as its snapshot. */
function remembered<T>(compute: (course: PublishedCourse) => T): (course: PublishedCourse) => T {
  const answers = new Map<PublishedCourse, T>();
  return (course) => {
    if (!answers.has(course)) answers.set(course, compute(course));
    return answers.get(course) as T;
  };
}

function groupByLesson<Row extends { lessonId: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const byLesson = new Map<string, Row[]>();
  for (const row of rows) {
    const lessonRows = byLesson.get(row.lessonId);
    if (lessonRows) lessonRows.push(row);
    else byLesson.set(row.lessonId, [row]);
  }
  return byLesson;
}
