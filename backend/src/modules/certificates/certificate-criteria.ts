import type { CertificateCriteria } from '../../db/schema';
import type { PublishedCourse } from '../catalog/published-catalog';
import type { EarnedCertificate } from '../progress/lesson-rules';

// What a certificate says was assessed: recorded in English when it is issued, so its signed
// credential keeps stating what the learner did even after the guide is edited.

/** The criteria of an earned certificate, in the words of the guide's English original. */
export function criteriaOf(
  course: PublishedCourse | undefined,
  earned: EarnedCertificate,
): CertificateCriteria {
  const lessons = new Map(course?.lessons.map((lesson) => [lesson.id, lesson]));
  return {
    lessons: earned.lessons,
    practices: earned.practices.map(({ lessonId, practiceId }) => {
      const lesson = lessons.get(lessonId);
      const practice = lesson?.fragments
        .flatMap((fragment) => fragment.practices)
        .find((candidate) => candidate.id === practiceId);
      const type = practice?.practiceType ?? 'SINGLE_CHOICE_TEST';
      const title =
        practice?.practiceType === 'PROMPT_CREATION' ? practice.title : (practice?.question ?? practiceId);
      return { lesson: lesson?.title ?? lessonId, type, title };
    }),
  };
}

/**
 * The credential's `criteria.narrative` (Markdown, as Open Badges 3.0 allows). A certificate issued
 * before practices counted keeps the words it was signed with: it assessed lessons only.
 */
export function narrativeOf(courseTitle: string, criteria: CertificateCriteria | null): string {
  if (!criteria) return `Finish every lesson of the Skillpilot guide "${courseTitle}".`;
  const lessons = `${criteria.lessons === 1 ? 'Completed the one lesson' : `Completed all ${criteria.lessons} lessons`} of the Skillpilot guide "${courseTitle}"`;
  const count = criteria.practices.length;
  if (count === 0) return `${lessons}.`;
  const practices = criteria.practices.map(
    (practice, index) =>
      `${index + 1}. ${practice.lesson}: ${practice.type === 'PROMPT_CREATION' ? 'prompt task' : 'question'} "${practice.title}"`,
  );
  const types = new Set(criteria.practices.map((practice) => practice.type));
  const how = [
    types.has('SINGLE_CHOICE_TEST') ? 'a correct answer to each single-choice question' : '',
    types.has('PROMPT_CREATION') ? 'a score of 3 of 5 or more for each prompt task' : '',
  ].filter(Boolean);
  return [
    `${lessons} and passed ${count === 1 ? 'its one required practice' : `all ${count} required practices`} (${how.join(' and ')}, graded by Skillpilot):`,
    practices.join('\n'),
  ].join('\n\n');
}
