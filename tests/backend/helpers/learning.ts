import { bearer, learnerHelpers } from './learners';
import type { TestBackend } from './test-backend';

/** A prompt the rubric grades 4 or 5 for the fixture guides' task (a packing list for a hike). */
export const GOOD_PROMPT =
  "I'm going hiking for two days in the mountains in October. Give me a packing list as a checklist, " +
  'grouped by clothing, food and gear, with at most 25 items.';

/** A signed-in learner and the calls of the learning API, as that learner. */
export async function newStudent(backend: TestBackend, options: { lang?: string } = {}) {
  const api = learnerHelpers(backend);
  const learner = await api.newLearner(options);
  const token = await api.signIn(learner);
  const headers = bearer(token);
  const get = (url: string) => api.inject({ method: 'GET', url, headers });
  const post = (url: string, payload?: object) => api.inject({ method: 'POST', url, headers, payload });
  const progress = (call: string, ...path: (string | number)[]) =>
    `/api/user-course-progress/${call}/${[learner.id, ...path].join('/')}`;

  const fixtureLesson = (courseId: string) => ({
    courseId,
    chapterId: `${courseId}-basics`,
    lessonId: `${courseId}-lesson`,
  });

  const student = {
    learner,
    token,
    get,
    post,
    progress,

    startLesson: (courseId: string, lessonId = `${courseId}-lesson`) =>
      post(progress('start-lesson', lessonId, courseId)),

    completeFragment(courseId: string, fragmentIndex: number, fragmentId: string, extra: object = {}) {
      const ids = fixtureLesson(courseId);
      return post(progress('fragment', ids.lessonId, fragmentIndex), {
        ...ids,
        fragmentId,
        fragmentIndex,
        completed: true,
        progressPercentage: 100,
        timeSpent: 30,
        ...extra,
      });
    },

    answer(courseId: string, fragmentIndex: number, fragmentId: string, practiceId: string, answer: string) {
      const ids = fixtureLesson(courseId);
      return post(progress('submit-practice', ids.lessonId, fragmentIndex), {
        practiceId,
        practiceType: practiceId.endsWith('-prompt') ? 'PROMPT_CREATION' : 'SINGLE_CHOICE_TEST',
        answer,
        isCorrect: false,
        completed: true,
        courseId,
        fragmentId,
        fragmentIndex,
        lessonId: ids.lessonId,
      });
    },

    finishLesson: (courseId: string) => {
      const ids = fixtureLesson(courseId);
      return post(progress('finish-lesson', ids.chapterId, ids.lessonId));
    },

    /**
     * Goes through a fixture guide's only lesson: the right option, the prompt skipped (or passed,
     * which earns the certificate), finished.
     */
    async completeFixtureCourse(courseId: string, options: { passPrompt?: boolean } = {}) {
      const prompt = options.passPrompt ? GOOD_PROMPT : 'SKIPPED';
      const steps = [
        () => student.startLesson(courseId),
        () => student.completeFragment(courseId, 0, 'first-idea'),
        () => student.answer(courseId, 1, 'second', 'second-1', '2'),
        () => student.completeFragment(courseId, 1, 'second'),
        () => student.answer(courseId, 2, 'write-a-prompt', `${courseId}-prompt`, prompt),
        () => student.completeFragment(courseId, 2, 'write-a-prompt'),
        () => student.finishLesson(courseId),
      ];
      for (const step of steps) {
        const response = await step();
        if (response.statusCode !== 200)
          throw new Error(`${courseId}: ${response.statusCode} ${response.body}`);
      }
    },
  };
  return student;
}

export type Student = Awaited<ReturnType<typeof newStudent>>;
