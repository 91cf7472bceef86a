import type { Clock } from '../../clock';
import type {
  BoostResponse,
  ContinueLesson,
  CourseDetail,
  CourseSections,
  CourseSummary,
} from '../../contract/courses';
import { AppError } from '../../errors/app-error';
import { type LearnerOverview, learnerOverview, type ProgressSnapshot } from '../progress/learner-overview';
import { lessonProgressView, percent, resumeIndex } from '../progress/lesson-rules';
import type { CourseStats, ProgressRepository } from '../progress/progress.repository';
import { type CourseListOptions, type ListedCourse, listCourses } from './course-list';
import { courseSummaryOf } from './course-views';
import type { Catalog, PublishedCatalog, PublishedCourse, Reader } from './published-catalog';

/** "Trending" counts the learners who started a guide in this window. */
const TRENDING_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** How long popularity and ratings are kept before they are counted again (every guide page shows them). */
export const COURSE_STATS_TTL_MS = 60_000;

export type CatalogService = ReturnType<typeof createCatalogService>;

interface CatalogServiceDeps {
  publishedCatalog: PublishedCatalog;
  progressRepository: ProgressRepository;
  /** Every progress row of a learner (kept in memory between requests). */
  progressOf(learnerId: number): Promise<ProgressSnapshot>;
  clock: Clock;
}

/** Guides as one learner sees them: lists, the guide page with lesson states, and the Boost stage. */
export function createCatalogService(deps: CatalogServiceDeps) {
  const { publishedCatalog, progressRepository, progressOf, clock } = deps;
  let counted: { stats: Promise<Map<string, CourseStats>>; at: number } | undefined;
  // A guide page stays the same object until the learner's progress changes or the stats are
  // counted again, so its JSON is made once (http/data-answers.ts). 'New' may be a minute late.
  const details = new WeakMap<
    LearnerOverview,
    Map<string, { stats: Map<string, CourseStats>; detail: CourseDetail }>
  >();
  // The guides page's lists likewise, once per learner between two changes.
  const sectionsOf = new WeakMap<
    LearnerOverview,
    { stats: Map<string, CourseStats>; sections: CourseSections }
  >();

  /** Popularity and ratings of every guide, counted at most once a COURSE_STATS_TTL_MS. */
  function courseStats(): Promise<Map<string, CourseStats>> {
    const now = clock().getTime();
    if (!counted || now - counted.at >= COURSE_STATS_TTL_MS || now < counted.at) {
      const stats = progressRepository.courseStats(new Date(now - TRENDING_WINDOW_MS));
      counted = { stats, at: now };
      stats.catch(() => {
        if (counted?.stats === stats) counted = undefined;
      });
    }
    return counted.stats;
  }

  async function overviewOf(reader: Reader) {
    const [catalog, snapshot] = await Promise.all([
      publishedCatalog.current(reader.lang),
      progressOf(reader.id),
    ]);
    return { catalog, overview: learnerOverview(snapshot, catalog) };
  }

  async function listed(reader: Reader) {
    const [{ catalog, overview }, stats] = await Promise.all([overviewOf(reader), courseStats()]);
    return { catalog, overview, courses: listedCourses(catalog, overview, stats) };
  }

  function listedCourses(
    catalog: Catalog,
    overview: LearnerOverview,
    stats: Map<string, CourseStats>,
  ): ListedCourse[] {
    const now = clock();
    return catalog.courses.map((course) => {
      const row = overview.courseRow(course.id);
      return {
        summary: courseSummaryOf(
          course,
          overview.counts(course),
          overview.isLocked(course),
          stats.get(course.id),
          now,
          catalog.firstPublishedAt,
        ),
        recentLearners: stats.get(course.id)?.recentLearners ?? 0,
        lastActiveAt: row ? row.updatedAt : null,
      };
    });
  }

  return {
    async list(reader: Reader, options: CourseListOptions): Promise<CourseSummary[]> {
      const { courses } = await listed(reader);
      return listCourses(courses, options);
    },

    /** The guides page's lists at once: started, recommended and trending, as `list` gives each, as cards. */
    async sections(reader: Reader): Promise<CourseSections> {
      const [{ catalog, overview }, stats] = await Promise.all([overviewOf(reader), courseStats()]);
      const known = sectionsOf.get(overview);
      if (known?.stats === stats) return known.sections;
      const courses = listedCourses(catalog, overview, stats);
      const cards = (filter: 'started' | 'recommended' | 'trending') =>
        listCourses(courses, { filter }).map(({ chapters: _chapters, ...card }) => card);
      const started = cards('started');
      const sections = {
        continueLesson: continueLessonOf(catalog, overview, started),
        started,
        recommended: cards('recommended'),
        trending: cards('trending'),
      };
      sectionsOf.set(overview, { stats, sections });
      return sections;
    },

    async boost(reader: Reader): Promise<BoostResponse['data']> {
      const { catalog, overview, courses } = await listed(reader);
      return {
        ...overview.boost,
        coreCourses: catalog.courses
          .filter((course) => course.stage === 'core')
          .map((course) => {
            const counts = overview.counts(course);
            return {
              id: course.id,
              lang: course.lang,
              title: course.title,
              status: counts.status,
              progressPercentage: counts.progressPercentage,
            };
          }),
        courses: listCourses(courses, { filter: 'all', stage: 'boost' }),
      };
    },

    async detail(reader: Reader, courseId: string): Promise<CourseDetail> {
      // One wait for the three: this is the busiest call a learner makes.
      const [catalog, snapshot, stats] = await Promise.all([
        publishedCatalog.current(reader.lang),
        progressOf(reader.id),
        courseStats(),
      ]);
      const overview = learnerOverview(snapshot, catalog);
      const course = requireCourse(catalog, courseId);
      let pages = details.get(overview);
      const known = pages?.get(course.id);
      if (known?.stats === stats) return known.detail;
      const summary = courseSummaryOf(
        course,
        overview.counts(course),
        overview.isLocked(course),
        stats.get(course.id),
        clock(),
        catalog.firstPublishedAt,
      );
      const detail = courseDetailOf(course, summary, overview);
      if (!pages) {
        pages = new Map();
        details.set(overview, pages);
      }
      pages.set(course.id, { stats, detail });
      return detail;
    },

    async rate(reader: Reader, courseId: string, rating: number) {
      const { catalog, overview } = await overviewOf(reader);
      const course = requireCourse(catalog, courseId);
      if (overview.counts(course).status === 'not_started')
        throw AppError.conflict('CourseNotStarted', 'Start the guide before rating it');
      await progressRepository.rateCourse(reader.id, course.id, rating, clock());
      // The learner sees their rating counted at once; others within COURSE_STATS_TTL_MS.
      counted = undefined;
      const stats = (await courseStats()).get(course.id);
      return { average: stats?.ratingAverage ?? null, count: stats?.ratingCount ?? 0, yours: rating };
    },
  };
}

export function requireCourse(catalog: Catalog, courseId: string): PublishedCourse {
  const course = catalog.course(courseId);
  if (!course) throw AppError.notFound('Course not found');
  return course;
}

/**
 * 'Continue where you left off': in the started guides, the latest first, the first unfinished one
 * that is open, and in it the lesson in progress, else the next one to start.
 */
function continueLessonOf(
  catalog: Catalog,
  overview: LearnerOverview,
  started: { id: string; status: string; locked: boolean }[],
): ContinueLesson | null {
  for (const card of started) {
    if (card.status === 'completed' || card.locked) continue;
    const course = catalog.course(card.id);
    if (!course) continue;
    const states = overview.lessonStates(course);
    const lesson =
      course.lessons.find((candidate) => states.get(candidate.id)?.state === 'current') ??
      course.lessons.find((candidate) => states.get(candidate.id)?.state === 'available');
    if (!lesson) continue;
    const current = states.get(lesson.id)?.state === 'current';
    return {
      courseId: course.id,
      courseLang: course.lang,
      courseTitle: course.title,
      lessonId: lesson.id,
      lessonLang: lesson.lang,
      lessonTitle: lesson.title,
      state: current ? 'current' : 'available',
      fragmentIndex: current ? resumeIndex(lesson, overview.rowsOfLesson(course.id, lesson.id)) : 0,
    };
  }
  return null;
}

function courseDetailOf(
  course: PublishedCourse,
  summary: CourseSummary,
  overview: LearnerOverview,
): CourseDetail {
  const states = overview.lessonStates(course);
  const lessonRows = overview.lessonRows(course.id);
  const rowsOf = (lessonId: string) => overview.rowsOfLesson(course.id, lessonId);
  // Continue where the learner is: the first lesson in progress, else the next one open, else the last.
  const continueWith =
    course.lessons.find((lesson) => states.get(lesson.id)?.state === 'current') ??
    course.lessons.find((lesson) => states.get(lesson.id)?.state === 'available') ??
    course.lessons.at(-1);
  const continueRows = continueWith ? rowsOf(continueWith.id) : undefined;
  return {
    ...summary,
    chapters: course.chapters.map((chapter) => ({
      id: chapter.id,
      lang: chapter.lang,
      title: chapter.title,
      finishedLessons: chapter.lessons.filter((lesson) => states.get(lesson.id)?.state === 'finished').length,
      lessons: chapter.lessons.map((lesson) => {
        const state = states.get(lesson.id) ?? {
          state: 'locked' as const,
          lockedReason: 'previousLesson' as const,
        };
        return {
          id: lesson.id,
          lang: lesson.lang,
          title: lesson.title,
          minutes: lesson.minutes,
          ...state,
          fragmentIndex: state.state === 'current' ? resumeIndex(lesson, rowsOf(lesson.id)) : null,
        };
      }),
    })),
    progressMessages: course.progressMessages.map((message) => ({
      id: `${course.id}-${message.percent}`,
      title: message.title,
      description: message.description,
      percentProgress: message.percent,
      reached: summary.progressPercentage >= message.percent,
    })),
    progressInfo: {
      finishedLessons: course.lessons
        .filter((lesson) => lessonRows.get(lesson.id)?.finishedAt)
        .map((lesson) => ({ id: lesson.id })),
      startedLessons: course.lessons
        .filter((lesson) => lessonRows.has(lesson.id))
        .map((lesson) => ({ id: lesson.id })),
      lesson: continueWith
        ? {
            id: continueWith.id,
            chapterId: continueWith.chapterId,
            lang: continueWith.lang,
            title: continueWith.title,
          }
        : null,
      fragmentIndex: continueWith && continueRows ? resumeIndex(continueWith, continueRows) : 0,
      completed: summary.status === 'completed',
      progressPercentage: percent(summary.lessonsCompleted, summary.totalLessons),
      timeSpent: course.lessons
        .flatMap((lesson) => rowsOf(lesson.id).fragments)
        .reduce((sum, row) => sum + row.timeSpent, 0),
      fragmentProgress:
        continueWith && continueRows ? lessonProgressView(continueWith, continueRows).fragmentProgress : {},
    },
  };
}
