import { ports } from './ports';

// Moves a learner through lessons by the backend's own API, so a browser test can begin where
// its journey is (the third lesson, the last fragment) without clicking through the ones before.

const backend = `http://127.0.0.1:${ports.backend}`;

type Practice = {
  id: string;
  practiceType: string;
  promptCreation: { title: string } | null;
  singleChoiceTest: { options: { id: string }[] } | null;
};
type LessonOutline = {
  id: string;
  chapter: { id: string };
  fragments: { id: string; practices: Practice[] }[];
};
type Answered = { data: { isCorrect: boolean; evaluation: { recommendedPrompt: string } | null } };
type LessonProgress = {
  data: {
    fragmentProgress: Record<
      string,
      { practiceResults: { practiceId: string; modelAnswer: { prompt: string } | null }[] } | undefined
    >;
  };
};

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${backend}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The guide's lesson ids, in order. */
export async function lessonIds(token: string, courseId: string): Promise<string[]> {
  const { data } = await call<{ data: { chapters: { lessons: { id: string }[] }[] } }>(
    token,
    'GET',
    `/api/courses/${courseId}`,
  );
  return data.chapters.flatMap((chapter) => chapter.lessons.map((lesson) => lesson.id));
}

/** A lesson's fragments and practices as the backend gives them (options in the file's order). */
export async function lessonOutline(token: string, lessonId: string): Promise<LessonOutline> {
  return (await call<{ data: LessonOutline }>(token, 'GET', `/api/lessons/${lessonId}`)).data;
}

/** Where the learner stands with a guide's certificate, as the guide page reads it. */
export async function certificateStanding(token: string, courseId: string) {
  const { data } = await call<{
    data: { certificate: { requiredPractices: number; passedPractices: number; passedFirstTry: number } };
  }>(token, 'GET', `/api/courses/${courseId}`);
  return data.certificate;
}

/**
 * Passes a practice as a learner would, through the API: each option in turn until one is right
 * (the lesson never says which beforehand), a prompt rewritten as the grader suggests until it passes.
 */
async function passPractice(token: string, path: string, where: object, practice: Practice) {
  const submit = (answer: string) =>
    call<Answered>(token, 'POST', path, {
      ...where,
      practiceId: practice.id,
      practiceType: practice.practiceType,
      answer,
    });
  if (practice.singleChoiceTest) {
    for (const option of practice.singleChoiceTest.options)
      if ((await submit(option.id)).data.isCorrect) return;
  } else {
    // A first try at the task's title; then, as a learner who read it would, the author's model
    // answer, which comes with a graded prompt.
    if ((await submit(practice.promptCreation?.title ?? practice.id)).data.isCorrect) return;
    const [, userId, lessonId, fragmentIndex] = /submit-practice\/(\d+)\/([^/]+)\/(\d+)$/.exec(path) ?? [];
    const { data: progress } = await call<LessonProgress>(
      token,
      'GET',
      `/api/user-course-progress/lesson/${userId}/${lessonId}`,
    );
    const model = progress.fragmentProgress[fragmentIndex ?? '']?.practiceResults.find(
      (result) => result.practiceId === practice.id,
    )?.modelAnswer?.prompt;
    if (model && (await submit(model)).data.isCorrect) return;
  }
  throw new Error(`${practice.id} was not passed`);
}

/**
 * Starts a lesson and completes its fragments before `until` (every one when not given), skipping
 * their practices or passing them; finishes it when every fragment is done.
 */
export async function walkLesson(
  learner: { id: number },
  token: string,
  courseId: string,
  lessonId: string,
  options: { until?: number; practices?: 'skip' | 'pass' } = {},
) {
  const { data: lesson } = await call<{ data: LessonOutline }>(token, 'GET', `/api/lessons/${lessonId}`);
  const progress = `/api/user-course-progress`;
  await call(token, 'POST', `${progress}/start-lesson/${learner.id}/${lessonId}/${courseId}`);
  const last = options.until ?? lesson.fragments.length;
  for (const [index, fragment] of lesson.fragments.slice(0, last).entries()) {
    const where = { courseId, fragmentId: fragment.id, fragmentIndex: index, lessonId };
    const path = `${progress}/submit-practice/${learner.id}/${lessonId}/${index}`;
    for (const practice of fragment.practices) {
      if (options.practices === 'pass') await passPractice(token, path, where, practice);
      else
        await call(token, 'POST', path, {
          ...where,
          practiceId: practice.id,
          practiceType: practice.practiceType,
          answer: 'SKIPPED',
        });
    }
    await call(token, 'POST', `${progress}/fragment/${learner.id}/${lessonId}/${index}`, {
      ...where,
      chapterId: lesson.chapter.id,
      completed: true,
      progressPercentage: 100,
      timeSpent: 30,
    });
  }
  if (last === lesson.fragments.length)
    await call(token, 'POST', `${progress}/finish-lesson/${learner.id}/${lesson.chapter.id}/${lessonId}`);
}

/** Every lesson of a guide, by the API: practices skipped, or passed (which earns the certificate). */
export async function walkGuide(
  learner: { id: number },
  token: string,
  courseId: string,
  practices: 'skip' | 'pass',
) {
  for (const lessonId of await lessonIds(token, courseId))
    await walkLesson(learner, token, courseId, lessonId, { practices });
}

/** Passes, by the API, the practices of a guide's lessons that `which` picks (lessons already open). */
export async function passPractices(
  learner: { id: number },
  token: string,
  courseId: string,
  which: (practiceId: string) => boolean,
) {
  for (const lessonId of await lessonIds(token, courseId)) {
    const { data: lesson } = await call<{ data: LessonOutline }>(token, 'GET', `/api/lessons/${lessonId}`);
    for (const [index, fragment] of lesson.fragments.entries()) {
      const where = { courseId, fragmentId: fragment.id, fragmentIndex: index, lessonId };
      const path = `/api/user-course-progress/submit-practice/${learner.id}/${lessonId}/${index}`;
      for (const practice of fragment.practices)
        if (which(practice.id)) await passPractice(token, path, where, practice);
    }
  }
}
