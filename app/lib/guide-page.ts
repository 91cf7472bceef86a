import type { CourseDetail } from '@contract/courses';

/**
 * What the guide page shows of a guide, and nothing more. A page's data is sent twice, in its HTML
 * and again for the browser; the backend's answer also holds the progress of every fragment with
 * its practice answers and grades, the tags, the rating and the other image formats.
 */
export type GuidePage = ReturnType<typeof guidePageOf>;
export type GuidePageLesson = GuidePage['chapters'][number]['lessons'][number];

export function guidePageOf(course: CourseDetail) {
  const { formats } = course.featuredImage;
  return {
    id: course.id,
    lang: course.lang,
    title: course.title,
    description: course.description,
    level: course.level,
    status: course.status,
    locked: course.locked,
    totalLessons: course.totalLessons,
    lessonsCompleted: course.lessonsCompleted,
    progressPercentage: course.progressPercentage,
    image: {
      small: formats.small.url,
      medium: formats.medium.url,
      large: formats.large.url,
      width: formats.medium.width,
      height: formats.medium.height,
      alt: course.featuredImage.alternativeText,
    },
    certificate: course.certificate,
    // The last milestone the learner reached, if any.
    milestone:
      course.progressMessages
        .filter((message) => message.reached)
        .map(({ title, description }) => ({ title, description }))
        .at(-1) ?? null,
    nextLessonId: course.progressInfo.lesson?.id ?? null,
    chapters: course.chapters.map((chapter) => ({
      id: chapter.id,
      lang: chapter.lang,
      title: chapter.title,
      finishedLessons: chapter.finishedLessons,
      lessons: chapter.lessons.map(({ id, lang, title, minutes, state, fragmentIndex, lockedReason }) => ({
        id,
        lang,
        title,
        minutes,
        state,
        fragmentIndex,
        lockedReason,
      })),
    })),
  };
}
