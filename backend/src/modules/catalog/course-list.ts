import { type CourseListFilter, type CourseSort, courseLevels } from '../../contract/course-lists';
import type { CourseSummary } from '../../contract/courses';

// Filtering and sorting of the guide lists (the filter dialog of /all-courses, which really filters).

export interface CourseListOptions {
  filter: CourseListFilter;
  /** The hardest level shown: 0 beginner only, 1 up to intermediate, 2 all. */
  difficulty?: number;
  categories?: string[];
  tags?: string[];
  sort?: CourseSort;
  stage?: 'core' | 'boost';
}

export interface ListedCourse {
  summary: CourseSummary;
  /** Learners who started it lately: what trending ranks by. */
  recentLearners: number;
  /** When this learner last worked on it: what "started" orders by. */
  lastActiveAt: Date | null;
}

/** Each filter's own order when no sort is chosen: the learning path, the trend, or the latest first. */
export function listCourses(courses: ListedCourse[], options: CourseListOptions): CourseSummary[] {
  let list = courses.filter((course) => inFilter(course, options.filter));
  list = list.filter(({ summary }) => matches(summary, options));
  if (options.filter === 'trending') list = [...list].sort(byTrend);
  if (options.filter === 'started') list = [...list].sort(byLastActive);
  if (options.sort) list = [...list].sort(sorters[options.sort]);
  return list.map((course) => course.summary);
}

function inFilter({ summary, lastActiveAt }: ListedCourse, filter: CourseListFilter): boolean {
  switch (filter) {
    case 'all':
    case 'trending':
      return true;
    case 'started':
      return lastActiveAt !== null;
    case 'recommended':
      // What to take next: not started yet and open to this learner, in the path's order.
      return summary.status === 'not_started' && !summary.locked;
  }
}

function matches(summary: CourseSummary, options: CourseListOptions): boolean {
  if (options.stage && summary.stage !== options.stage) return false;
  if (options.difficulty !== undefined && courseLevels.indexOf(summary.level) > options.difficulty)
    return false;
  if (options.categories?.length && !options.categories.includes(summary.category)) return false;
  if (options.tags?.length && !summary.tags.some((tag) => options.tags?.includes(tag))) return false;
  return true;
}

type Compare = (a: ListedCourse, b: ListedCourse) => number;

const byTrend: Compare = (a, b) =>
  b.recentLearners - a.recentLearners ||
  Date.parse(b.summary.publishedAt) - Date.parse(a.summary.publishedAt);
const byLastActive: Compare = (a, b) => (b.lastActiveAt?.getTime() ?? 0) - (a.lastActiveAt?.getTime() ?? 0);
const byPopularity: Compare = (a, b) => b.summary.learners - a.summary.learners;

// Array.prototype.sort is stable: ties keep the order of the list before sorting.
const sorters: Record<CourseSort, Compare> = {
  popular: byPopularity,
  newest: (a, b) => Date.parse(b.summary.publishedAt) - Date.parse(a.summary.publishedAt),
  rating: (a, b) =>
    (b.summary.rating.average ?? 0) - (a.summary.rating.average ?? 0) ||
    b.summary.rating.count - a.summary.rating.count ||
    byPopularity(a, b),
  shortest: (a, b) => a.summary.minutes - b.summary.minutes,
};
