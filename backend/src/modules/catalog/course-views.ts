import {
  type CourseImageFormat,
  courseImageFormats,
  courseImageUrl,
} from '../../content/courses/course-image-urls';
import type { CertificateStanding, CourseSummary } from '../../contract/courses';
import type { CertificateProgress, CourseCounts } from '../progress/lesson-rules';
import type { CourseStats } from '../progress/progress.repository';
import type { PublishedCourse } from './published-catalog';

/** A guide counts as new for this long after the date its content declares (`published`). */
export const NEW_FOR_MS = 60 * 24 * 60 * 60 * 1000;

/**
 * A guide is new when it was published in the last 60 days and the catalog also holds a guide
 * older than that: while every guide is new (a catalog's first weeks), a badge on every card
 * would tell a learner nothing.
 */
export function isNewGuide(publishedAt: Date, firstPublishedAt: Date | null, now: Date): boolean {
  const recent = (date: Date) => now.getTime() - date.getTime() < NEW_FOR_MS;
  return recent(publishedAt) && firstPublishedAt !== null && !recent(firstPublishedAt);
}

export function featuredImageOf(course: PublishedCourse) {
  const image = { id: course.id, imageHash: course.imageHash };
  const format = (name: CourseImageFormat) => ({
    url: courseImageUrl(image, name),
    ...courseImageFormats[name],
  });
  return {
    url: courseImageUrl(image, 'medium'),
    alternativeText: course.imageAlt,
    ...courseImageFormats.medium,
    formats: {
      thumbnail: format('thumbnail'),
      small: format('small'),
      medium: format('medium'),
      large: format('large'),
    },
  };
}

const noStats: CourseStats = { learners: 0, recentLearners: 0, ratingAverage: null, ratingCount: 0 };

export function courseSummaryOf(
  course: PublishedCourse,
  counts: CourseCounts,
  locked: boolean,
  stats: CourseStats | undefined,
  now: Date,
  firstPublishedAt: Date | null,
): CourseSummary {
  const { learners, ratingAverage, ratingCount } = stats ?? noStats;
  return {
    id: course.id,
    lang: course.lang,
    title: course.title,
    description: course.description,
    level: course.level,
    difficultyLevel: course.level,
    category: course.category,
    tags: course.tags,
    stage: course.stage,
    featuredImage: featuredImageOf(course),
    chapters: course.chapters.map((chapter) => ({
      id: chapter.id,
      lang: chapter.lang,
      title: chapter.title,
      lessons: chapter.lessons.map((lesson) => ({
        id: lesson.id,
        lang: lesson.lang,
        title: lesson.title,
        minutes: lesson.minutes,
      })),
    })),
    totalLessons: counts.totalLessons,
    lessonsCompleted: counts.lessonsCompleted,
    progressPercentage: counts.progressPercentage,
    status: counts.status,
    certificate: certificateStandingOf(counts.certificate),
    minutes: course.minutes,
    isNew: isNewGuide(course.publishedAt, firstPublishedAt, now),
    locked,
    learners,
    rating: { average: ratingAverage, count: ratingCount },
    publishedAt: course.publishedAt.toISOString(),
  };
}

export function certificateStandingOf(certificate: CertificateProgress): CertificateStanding {
  return {
    earned: certificate.earned,
    requiredPractices: certificate.requiredPractices,
    passedPractices: certificate.passed.length,
    passedFirstTry: certificate.passedFirstTry,
    practicesToPass: certificate.toPass.map(({ practice, lesson, fragmentIndex }) => ({
      practiceId: practice.id,
      practiceType: practice.practiceType,
      title: practice.practiceType === 'PROMPT_CREATION' ? practice.title : practice.question,
      lang: lesson.lang,
      lesson: { id: lesson.id, lang: lesson.lang, title: lesson.title, number: lesson.index + 1 },
      fragmentIndex,
    })),
  };
}
