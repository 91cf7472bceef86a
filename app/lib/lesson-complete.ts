import type { CourseDetail } from '@contract/courses';
import type { Lesson, LessonProgress } from '@contract/progress';
import { lessonHref } from './lesson-links';

// What the lesson-complete screen shows after the learner's finished lesson: the practices of the
// lesson and how each went, and the one thing to do next.

export type PracticeOutcome = {
  id: string;
  kind: 'choice' | 'prompt';
  /** The question, or the prompt task's title, in `lang`. */
  title: string;
  lang: string;
  required: boolean;
  /** passed: answered right or graded 3+ (at any try); tried: answered, not passed; skipped. */
  state: 'passed' | 'tried' | 'skipped';
  /** Where to try it again. */
  href: string;
};

/** Each practice of the lesson with how the learner did, in the lesson's order. */
export function practiceOutcomes(
  courseId: string,
  lesson: Lesson,
  progress: LessonProgress,
): PracticeOutcome[] {
  return lesson.fragments.flatMap((fragment, index) => {
    const results = new Map(
      progress.fragmentProgress[String(index)]?.practiceResults.map((result) => [result.practiceId, result]),
    );
    return fragment.practices.map((practice): PracticeOutcome => {
      const result = results.get(practice.id);
      return {
        id: practice.id,
        kind: practice.singleChoiceTest ? 'choice' : 'prompt',
        title: practice.singleChoiceTest?.question ?? practice.promptCreation?.title ?? '',
        lang: lesson.lang,
        required: practice.isRequired,
        state: result?.completed ? 'passed' : result && !result.skipped ? 'tried' : 'skipped',
        href: `/course/${encodeURIComponent(courseId)}/lesson/${encodeURIComponent(lesson.id)}/learn?fragment=${index}#practice-${encodeURIComponent(practice.id)}`,
      };
    });
  });
}

/** A guide to go on with once this one is completed. */
export type NextGuide = { id: string; title: string; lang: string };

export type NextStep =
  | { kind: 'lesson'; href: string; title: string; lang: string }
  | { kind: 'certificate'; href: string }
  | { kind: 'guide'; href: string; title: string; lang: string }
  | { kind: 'practices'; href: string; count: number };

/**
 * The one big action (decision 040): the guide's next lesson while any is left; once every lesson
 * is finished, the certificate when earned (decision 034), else the next guide, else the practices
 * the certificate waits for.
 */
export function nextStepOf(course: CourseDetail, lessonId: string, nextGuide: NextGuide | null): NextStep {
  const guide = `/course/${encodeURIComponent(course.id)}`;
  if (course.status !== 'completed') {
    const lessons = course.chapters.flatMap((chapter) => chapter.lessons);
    const here = lessons.findIndex((lesson) => lesson.id === lessonId);
    const open = (lesson: (typeof lessons)[number]) =>
      lesson.state === 'current' || lesson.state === 'available';
    const next = lessons.slice(here + 1).find(open) ?? lessons.find(open);
    if (next)
      return { kind: 'lesson', href: lessonHref(course.id, next), title: next.title, lang: next.lang };
  }
  if (course.certificate.earned)
    return { kind: 'certificate', href: `/certificates/${encodeURIComponent(course.id)}/download` };
  if (nextGuide)
    return {
      kind: 'guide',
      href: `/course/${encodeURIComponent(nextGuide.id)}`,
      title: nextGuide.title,
      lang: nextGuide.lang,
    };
  return {
    kind: 'practices',
    href: `${guide}#certificate-title`,
    count: course.certificate.practicesToPass.length,
  };
}
