import type { Clock } from '../../clock';
import type { BoostResponse, CourseDetail, CourseSummary } from '../../contract/courses';
import { AppError } from '../../errors/app-error';
import { type LearnerOverview, loadLearnerOverview } from '../progress/learner-overview';
import { lessonProgressView, percent, resumeIndex } from '../progress/lesson-rules';
import type { ProgressRepository } from '../progress/progress.repository';
import { type CourseListOptions, type ListedCourse, listCourses } from './course-list';
import { courseSummaryOf } from './course-views';
import type { Catalog, PublishedCatalog, PublishedCourse } from './published-catalog';

/** "Trending" counts the learners who started a guide in this window. */
const TRENDING_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export type CatalogService = ReturnType<typeof createCatalogService>;

interface CatalogServiceDeps {
  publishedCatalog: PublishedCatalog;
  progressRepository: ProgressRepository;
  clock: Clock;
}

/** Guides as one learner sees them: lists, the guide page with lesson states, and the Boost stage. */
export function createCatalogService({ publishedCatalog, progressRepository, clock }: CatalogServiceDeps) {
  async function listed(learnerId: number) {
    const now = clock();
    const catalog = await publishedCatalog.current();
    const [overview, stats] = await Promise.all([
      loadLearnerOverview(progressRepository, catalog, learnerId),
      progressRepository.courseStats(new Date(now.getTime() - TRENDING_WINDOW_MS)),
    ]);
    const courses: ListedCourse[] = catalog.courses.map((course) => {
      const row = overview.courseRow(course.id);
      return {
        summary: courseSummaryOf(
          course,
          overview.counts(course),
          overview.isLocked(course),
          stats.get(course.id),
          now,
        ),
        recentLearners: stats.get(course.id)?.recentLearners ?? 0,
        lastActiveAt: row ? row.updatedAt : null,
      };
    });
    return { catalog, overview, courses };
  }

  return {
    async list(learnerId: number, options: CourseListOptions): Promise<CourseSummary[]> {
      const { courses } = await listed(learnerId);
      return listCourses(courses, options);
    },

    async boost(learnerId: number): Promise<BoostResponse['data']> {
      const { catalog, overview, courses } = await listed(learnerId);
      return {
        ...overview.boost,
        coreCourses: catalog.courses
          .filter((course) => course.stage === 'core')
          .map((course) => {
            const counts = overview.counts(course);
            return {
              id: course.id,
              title: course.title,
              status: counts.status,
              progressPercentage: counts.progressPercentage,
            };
          }),
        courses: listCourses(courses, { filter: 'all', stage: 'boost' }),
      };
    },

    async detail(learnerId: number, courseId: string): Promise<CourseDetail> {
      const { catalog, overview, courses } = await listed(learnerId);
      const course = catalog.course(courseId);
      const summary = courses.find((listedCourse) => listedCourse.summary.id === courseId)?.summary;
      if (!course || !summary) throw AppError.notFound('Course not found');
      return courseDetailOf(course, summary, overview, await partsOfCourse(learnerId, course));
    },

    async rate(learnerId: number, courseId: string, rating: number) {
      const catalog = await publishedCatalog.current();
      const course = requireCourse(catalog, courseId);
      const overview = await loadLearnerOverview(progressRepository, catalog, learnerId);
      if (overview.counts(course).status === 'not_started')
        throw AppError.conflict('CourseNotStarted', 'Start the guide before rating it');
      await progressRepository.rateCourse(learnerId, course.id, rating, clock());
      const stats = (await progressRepository.courseStats(clock())).get(course.id);
      return { average: stats?.ratingAverage ?? null, count: stats?.ratingCount ?? 0, yours: rating };
    },
  };

  function partsOfCourse(learnerId: number, course: PublishedCourse) {
    return progressRepository.partsOf(
      learnerId,
      course.lessons.map((lesson) => lesson.id),
    );
  }
}

export function requireCourse(catalog: Catalog, courseId: string): PublishedCourse {
  const course = catalog.course(courseId);
  if (!course) throw AppError.notFound('Course not found');
  return course;
}

function courseDetailOf(
  course: PublishedCourse,
  summary: CourseSummary,
  overview: LearnerOverview,
  parts: Awaited<ReturnType<ProgressRepository['partsOf']>>,
): CourseDetail {
  const states = overview.lessonStates(course);
  const lessonRows = overview.lessonRows(course.id);
  const rowsOf = (lessonId: string) => ({
    lesson: lessonRows.get(lessonId),
    fragments: parts.fragments.filter((row) => row.lessonId === lessonId),
    practices: parts.practices.filter((row) => row.lessonId === lessonId),
  });
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
      title: chapter.title,
      finishedLessons: chapter.lessons.filter((lesson) => states.get(lesson.id)?.state === 'finished').length,
      lessons: chapter.lessons.map((lesson) => {
        const state = states.get(lesson.id) ?? {
          state: 'locked' as const,
          lockedReason: 'previousLesson' as const,
        };
        return {
          id: lesson.id,
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
        ? { id: continueWith.id, chapterId: continueWith.chapterId, title: continueWith.title }
        : null,
      fragmentIndex: continueWith && continueRows ? resumeIndex(continueWith, continueRows) : 0,
      completed: summary.status === 'completed',
      progressPercentage: percent(summary.lessonsCompleted, summary.totalLessons),
      timeSpent: parts.fragments.reduce((sum, row) => sum + row.timeSpent, 0),
      fragmentProgress:
        continueWith && continueRows ? lessonProgressView(continueWith, continueRows).fragmentProgress : {},
    },
  };
}
