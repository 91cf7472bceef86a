import type { Catalog, PublishedCourse } from '../catalog/published-catalog';
import { type CourseCounts, courseCounts, type LessonStateOf, lessonStates } from './lesson-rules';
import type { CourseProgressRow, LessonProgressRow, ProgressRepository } from './progress.repository';

/** Boost opens when this many core guides are completed (every core guide if the catalog has fewer). */
export const CORE_COURSES_FOR_BOOST = 5;

export interface BoostProgress {
  unlocked: boolean;
  completedCoreCourses: number;
  requiredCoreCourses: number;
}

/** Where a learner stands in every guide: read once per request, from two queries. */
export interface LearnerOverview {
  courseRow(courseId: string): CourseProgressRow | undefined;
  lessonRows(courseId: string): ReadonlyMap<string, LessonProgressRow>;
  counts(course: PublishedCourse): CourseCounts;
  boost: BoostProgress;
  isLocked(course: PublishedCourse): boolean;
  lessonStates(course: PublishedCourse): Map<string, LessonStateOf>;
}

export async function loadLearnerOverview(
  progressRepository: ProgressRepository,
  catalog: Catalog,
  learnerId: number,
): Promise<LearnerOverview> {
  const [courseRows, lessonRows] = await Promise.all([
    progressRepository.courseProgressOf(learnerId),
    progressRepository.lessonProgressOf(learnerId),
  ]);
  const courseRowById = new Map(courseRows.map((row) => [row.courseId, row]));
  const lessonRowsByCourse = new Map<string, Map<string, LessonProgressRow>>();
  for (const row of lessonRows) {
    let rows = lessonRowsByCourse.get(row.courseId);
    if (!rows) {
      rows = new Map();
      lessonRowsByCourse.set(row.courseId, rows);
    }
    rows.set(row.lessonId, row);
  }
  const noRows: ReadonlyMap<string, LessonProgressRow> = new Map();
  const rowsOf = (courseId: string) => lessonRowsByCourse.get(courseId) ?? noRows;
  const counts = (course: PublishedCourse) =>
    courseCounts(course, rowsOf(course.id), courseRowById.get(course.id));

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
    counts,
    boost,
    isLocked,
    lessonStates: (course) => lessonStates(course, rowsOf(course.id), isLocked(course)),
  };
}
