import type { CatalogCourse } from './catalog';
import type { ContentProblem } from './content-problem';

// Questions that can be answered without understanding: a learner soon learns that the longest,
// most careful option is the right one. Warned about per guide, never refused: a question may have a
// long right answer, but not most of a guide's questions.

/** Whether the right option is longer, in characters, than every wrong one (a tie gives nothing away). */
function rightIsLongest(options: readonly { text: string; isCorrect: boolean }[]): boolean {
  const length = (text: string) => [...text].length;
  const right = options.find((option) => option.isCorrect);
  if (!right) return false;
  return options.every((option) => option.isCorrect || length(option.text) < length(right.text));
}

/** A warning for each guide whose right option is the longest in more than half of its questions. */
export function longestRightOptionWarnings(courses: readonly CatalogCourse[]): ContentProblem[] {
  return courses.flatMap((course) => {
    const questions = course.chapters
      .flatMap((chapter) => chapter.lessons)
      .flatMap((lesson) => lesson.fragments)
      .flatMap((fragment) => fragment.practices)
      .flatMap((practice) => (practice.practiceType === 'SINGLE_CHOICE_TEST' ? [practice] : []));
    const longest = questions.filter((question) => rightIsLongest(question.options)).length;
    if (longest * 2 <= questions.length) return [];
    return [
      {
        file: `courses/${course.id}/course.yaml`,
        line: 1,
        message:
          `guide ${course.id}: the right option is the longest in ${longest} of its ${questions.length} ` +
          'single-choice questions, so it can be guessed: make the wrong options as full and careful as the right one',
      },
    ];
  });
}
