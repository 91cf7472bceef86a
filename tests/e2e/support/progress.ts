import { ports } from './ports';

// Moves a learner through lessons by the backend's own API, so a browser test can begin where
// its journey is (the third lesson, the last fragment) without clicking through the ones before.

const backend = `http://127.0.0.1:${ports.backend}`;

type LessonOutline = {
  id: string;
  chapter: { id: string };
  fragments: { id: string; practices: { id: string; practiceType: string }[] }[];
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

/**
 * Starts a lesson and completes its fragments before `until` (every one when not given),
 * skipping their practices; finishes it when every fragment is done.
 */
export async function walkLesson(
  learner: { id: number },
  token: string,
  courseId: string,
  lessonId: string,
  until?: number,
) {
  const { data: lesson } = await call<{ data: LessonOutline }>(token, 'GET', `/api/lessons/${lessonId}`);
  const progress = `/api/user-course-progress`;
  await call(token, 'POST', `${progress}/start-lesson/${learner.id}/${lessonId}/${courseId}`);
  const last = until ?? lesson.fragments.length;
  for (const [index, fragment] of lesson.fragments.slice(0, last).entries()) {
    for (const practice of fragment.practices) {
      await call(token, 'POST', `${progress}/submit-practice/${learner.id}/${lessonId}/${index}`, {
        practiceId: practice.id,
        practiceType: practice.practiceType,
        answer: 'SKIPPED',
        courseId,
        fragmentId: fragment.id,
        fragmentIndex: index,
        lessonId,
      });
    }
    await call(token, 'POST', `${progress}/fragment/${learner.id}/${lessonId}/${index}`, {
      courseId,
      chapterId: lesson.chapter.id,
      lessonId,
      fragmentId: fragment.id,
      fragmentIndex: index,
      completed: true,
      progressPercentage: 100,
      timeSpent: 30,
    });
  }
  if (last === lesson.fragments.length)
    await call(token, 'POST', `${progress}/finish-lesson/${learner.id}/${lesson.chapter.id}/${lessonId}`);
}
