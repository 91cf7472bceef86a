import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseResponse } from '../../backend/src/contract/courses';
import {
  lessonProgressResponse,
  lessonResponse,
  submitPracticeResponse,
} from '../../backend/src/contract/progress';
import { newStudent, type Student } from './helpers/learning';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

// A fixture lesson: first-idea (no practice), second (the single-choice second-1, option 2 right),
// write-a-prompt (the prompt task <guide>-prompt).

describe('lessons and progress', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend?.close());

  const lessonProgress = async (student: Student, lessonId = 'core-one-lesson') => {
    const response = await student.get(student.progress('lesson', lessonId));
    expect(response.statusCode).toBe(200);
    return lessonProgressResponse.parse(response.json()).data;
  };

  describe('GET /api/lessons/:id', () => {
    it('answers the lesson with fragments and practices in SPEC’s shape', async () => {
      const student = await newStudent(backend);
      const response = await student.get('/api/lessons/core-one-lesson');
      expect(response.statusCode).toBe(200);
      const lesson = lessonResponse.parse(response.json()).data;
      expect(lesson).toMatchObject({
        id: 'core-one-lesson',
        title: 'The core one lesson',
        chapter: { id: 'core-one-basics' },
        course: { id: 'core-one', title: 'Core one' },
        number: 1,
        totalLessons: 1,
      });
      expect(lesson.content).toContain('introduction of the core one lesson');
      expect(lesson.contentHtml).toBe('<p>The introduction of the core one lesson.</p>\n');
      // What the lesson teaches, for the screen that ends it.
      expect(lesson.keyPoints).toEqual(['The first idea of this lesson.', 'The second idea of this lesson.']);
      // Sanitised HTML made at import, cut where the practice is placed.
      expect(lesson.fragments[1]?.blocks).toEqual([
        { type: 'html', html: '<p>The second fragment.</p>\n' },
        { type: 'practice', practiceId: 'second-1' },
      ]);
      expect(lesson.fragments.map((fragment) => fragment.id)).toEqual([
        'first-idea',
        'second',
        'write-a-prompt',
      ]);
      expect(lesson.fragments[1]?.practices[0]).toMatchObject({
        id: 'second-1',
        practiceType: 'SINGLE_CHOICE_TEST',
        isRequired: true,
        promptCreation: null,
        singleChoiceTest: {
          question: 'Which option is right?',
          hint: 'Not the first.',
          options: [
            { id: '1', text: 'The first' },
            { id: '2', text: 'The second' },
            { id: '3', text: 'The third' },
          ],
        },
      });
      // The backend grades: nothing in the lesson tells the right option before an answer.
      expect(response.body).not.toContain('isCorrect');
      expect(response.body).not.toContain('Yes, the second.');
      expect(lesson.fragments[2]?.practices[0]).toMatchObject({
        id: 'core-one-prompt',
        practiceType: 'PROMPT_CREATION',
        promptCreation: { title: 'Ask for a packing list' },
        singleChoiceTest: null,
      });
    });

    it('answers 401 signed out, 404 for an unknown lesson', async () => {
      expect((await backend.app.inject({ url: '/api/lessons/core-one-lesson' })).statusCode).toBe(401);
      const student = await newStudent(backend);
      expect((await student.get('/api/lessons/no-such-lesson')).statusCode).toBe(404);
    });
  });

  describe('starting and resuming', () => {
    it('starts a lesson once, however often it is sent, and resumes at the first incomplete fragment', async () => {
      const student = await newStudent(backend);
      expect(await lessonProgress(student)).toMatchObject({
        started: false,
        fragmentIndex: 0,
        progressPercentage: 0,
      });

      const [first, second] = await Promise.all([
        student.startLesson('core-one'),
        student.startLesson('core-one'),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(first.json().data).toMatchObject({ started: true, fragmentIndex: 0 });

      // A double tap on Continue counts once: one completed fragment, the larger time kept.
      await Promise.all([
        student.completeFragment('core-one', 0, 'first-idea', { timeSpent: 40 }),
        student.completeFragment('core-one', 0, 'first-idea', { timeSpent: 40 }),
      ]);
      await student.completeFragment('core-one', 0, 'first-idea', { timeSpent: 10 });
      const progress = await lessonProgress(student);
      expect(progress).toMatchObject({
        fragmentIndex: 1,
        progressPercentage: 33,
        timeSpent: 40,
        canFinish: false,
      });
      expect(progress.fragmentProgress['0']).toMatchObject({
        fragmentId: 'first-idea',
        completed: true,
        timeSpent: 40,
      });

      // A "started" report of the next fragment never undoes a completed one.
      await student.completeFragment('core-one', 0, 'first-idea', {
        completed: false,
        progressPercentage: 0,
      });
      expect((await lessonProgress(student)).fragmentIndex).toBe(1);
    });

    it('refuses to complete a fragment past the first incomplete one, or one whose practice is unanswered', async () => {
      const student = await newStudent(backend);
      await student.startLesson('core-one');
      const ahead = await student.completeFragment('core-one', 2, 'write-a-prompt');
      expect([ahead.statusCode, ahead.json().error.name]).toEqual([409, 'FragmentAhead']);
      await student.completeFragment('core-one', 0, 'first-idea');
      const unanswered = await student.completeFragment('core-one', 1, 'second');
      expect([unanswered.statusCode, unanswered.json().error.name]).toEqual([409, 'PracticeRequired']);
      expect((await lessonProgress(student)).fragmentIndex).toBe(1);
    });

    it('refuses a fragment index of -1 or 999 and reports that do not match the lesson, changing nothing', async () => {
      const student = await newStudent(backend);
      await student.startLesson('core-one');
      const ids = { courseId: 'core-one', chapterId: 'core-one-basics', lessonId: 'core-one-lesson' };
      const body = {
        ...ids,
        fragmentId: 'first-idea',
        fragmentIndex: 0,
        completed: true,
        progressPercentage: 100,
      };
      const send = (index: number | string, payload: object) =>
        student.post(student.progress('fragment', 'core-one-lesson', index), payload);

      expect((await send(-1, { ...body, fragmentIndex: -1 })).statusCode).toBe(400);
      const outOfRange = await send(999, { ...body, fragmentIndex: 999 });
      expect([outOfRange.statusCode, outOfRange.json().error.name]).toEqual([400, 'FragmentOutOfRange']);
      expect((await send('one', body)).statusCode).toBe(400);
      for (const wrong of [
        { fragmentIndex: 1 },
        { fragmentId: 'second' },
        { courseId: 'core-two' },
        { chapterId: 'core-two-basics' },
        { lessonId: 'core-two-lesson' },
      ]) {
        const response = await send(0, { ...body, ...wrong });
        expect(response.statusCode, JSON.stringify(wrong)).toBe(400);
        expect(response.json().error.name).toBe('ProgressMismatch');
      }
      expect((await send(0, { ...body, progressPercentage: 101 })).statusCode).toBe(400);
      expect((await send(0, { ...body, timeSpent: -5 })).statusCode).toBe(400);
      expect((await lessonProgress(student)).fragmentProgress).toEqual({});
    });
  });

  describe('practices', () => {
    it('decides correctness itself, keeps the latest answer and a completion once earned', async () => {
      const student = await newStudent(backend);
      await student.startLesson('core-one');
      await student.completeFragment('core-one', 0, 'first-idea');

      const wrong = await student.answer('core-one', 1, 'second', 'second-1', '1');
      expect(wrong.statusCode).toBe(200);
      expect(submitPracticeResponse.parse(wrong.json()).data).toMatchObject({
        isCorrect: false,
        completed: false,
        skipped: false,
        evaluation: null,
      });
      // The reply says whether the answer is right, with the author's message for it; a wrong one
      // never tells which option was right.
      expect(wrong.json().data.lessonProgress.fragmentProgress['1'].practiceResults).toEqual([
        expect.objectContaining({ answer: '1', isCorrect: false, message: 'Think again.' }),
      ]);
      expect(wrong.body).not.toContain('Yes, the second.');
      const right = submitPracticeResponse.parse(
        (await student.answer('core-one', 1, 'second', 'second-1', '2')).json(),
      );
      expect(right.data).toMatchObject({ isCorrect: true, completed: true });
      expect(right.data.lessonProgress.fragmentProgress['1']?.practiceResults).toEqual([
        expect.objectContaining({ answer: '2', isCorrect: true, message: 'Yes, the second.' }),
      ]);
      expect((await lessonProgress(student)).fragmentProgress['1']?.practiceResults[0]?.message).toBe(
        'Yes, the second.',
      );
      const again = submitPracticeResponse.parse(
        (await student.answer('core-one', 1, 'second', 'second-1', '3')).json(),
      );
      expect(again.data).toMatchObject({ isCorrect: false, completed: true });
      expect(again.data.lessonProgress.fragmentProgress['1']?.practiceResults).toEqual([
        expect.objectContaining({ practiceId: 'second-1', answer: '3', isCorrect: false, completed: true }),
      ]);
    });

    it('scores a prompt itself: a weak one fails, a better one passes and completes the task', async () => {
      const student = await newStudent(backend);
      await student.startLesson('core-one');
      await student.completeFragment('core-one', 0, 'first-idea');
      await student.answer('core-one', 1, 'second', 'second-1', '2');
      await student.completeFragment('core-one', 1, 'second');
      const submit = async (prompt: string) =>
        submitPracticeResponse.parse(
          (await student.answer('core-one', 2, 'write-a-prompt', 'core-one-prompt', prompt)).json(),
        ).data;

      const weak = await submit('packing list');
      expect(weak.evaluation?.score).toBeLessThan(3);
      expect(weak).toMatchObject({ isCorrect: false, completed: false, evaluation: { passed: false } });
      expect(weak.evaluation?.recommendedPrompt).toContain('packing list');

      const better = await submit(
        'I am going hiking for two days in the mountains in October. Give me a packing list as a checklist, grouped by clothing, food and gear, at most 20 items.',
      );
      expect(better.evaluation?.score).toBeGreaterThanOrEqual(3);
      expect(better).toMatchObject({ isCorrect: true, completed: true, evaluation: { passed: true } });
      expect(better.lessonProgress.fragmentProgress['2']?.practiceResults[0]).toMatchObject({
        practiceId: 'core-one-prompt',
        completed: true,
        score: better.evaluation?.score,
        comment: better.evaluation?.comment,
        recommendedPrompt: better.evaluation?.recommendedPrompt,
      });

      // The feedback stays with the latest real answer: a skip afterwards keeps it.
      await submit('SKIPPED');
      expect((await lessonProgress(student)).fragmentProgress['2']?.practiceResults[0]).toMatchObject({
        score: better.evaluation?.score,
        comment: better.evaluation?.comment,
      });
    });

    it('refuses an answer that is not an option, a blank or oversized answer, and an unknown practice', async () => {
      const student = await newStudent(backend);
      await student.startLesson('core-one');
      await student.completeFragment('core-one', 0, 'first-idea');
      const notAnOption = await student.answer('core-one', 1, 'second', 'second-1', '7');
      expect([notAnOption.statusCode, notAnOption.json().error.name]).toEqual([400, 'UnknownOption']);
      expect((await student.answer('core-one', 1, 'second', 'second-1', '   ')).statusCode).toBe(400);
      expect(
        (await student.answer('core-one', 1, 'second', 'second-1', 'x'.repeat(100_000))).statusCode,
      ).toBe(400);
      expect((await student.answer('core-one', 1, 'second', 'no-such-practice', '2')).statusCode).toBe(404);
      const wrongKind = await student.post(student.progress('submit-practice', 'core-one-lesson', 1), {
        practiceId: 'second-1',
        practiceType: 'PROMPT_CREATION',
        answer: 'Write me a list',
        courseId: 'core-one',
        fragmentId: 'second',
        fragmentIndex: 1,
        lessonId: 'core-one-lesson',
      });
      expect(wrongKind.statusCode).toBe(400);
      expect((await lessonProgress(student)).fragmentProgress['1']).toBeUndefined();
    });

    it('lets a skip open Continue, without replacing a real answer or earning the badge', async () => {
      const student = await newStudent(backend);
      await student.startLesson('core-one');
      await student.completeFragment('core-one', 0, 'first-idea');
      const skipped = submitPracticeResponse.parse(
        (await student.answer('core-one', 1, 'second', 'second-1', 'SKIPPED')).json(),
      ).data;
      expect(skipped).toMatchObject({ skipped: true, isCorrect: false, completed: false });
      expect(skipped.lessonProgress.fragmentProgress['1']?.practiceResults[0]?.message).toBeNull();
      expect((await student.completeFragment('core-one', 1, 'second')).statusCode).toBe(200);

      await student.answer('core-one', 1, 'second', 'second-1', '2');
      await student.answer('core-one', 1, 'second', 'second-1', 'SKIPPED');
      const kept = (await lessonProgress(student)).fragmentProgress['1']?.practiceResults[0];
      expect(kept).toMatchObject({ answer: '2', isCorrect: true, completed: true, skipped: false });
    });
  });

  describe('finishing', () => {
    it('finishes a lesson only when every fragment is completed, then completes the guide', async () => {
      const student = await newStudent(backend);
      await student.startLesson('core-two');
      const early = await student.finishLesson('core-two');
      expect([early.statusCode, early.json().error.name]).toEqual([409, 'LessonIncomplete']);

      await student.completeFixtureCourse('core-two');
      const progress = await lessonProgress(student, 'core-two-lesson');
      expect(progress).toMatchObject({ finished: true, progressPercentage: 100, fragmentIndex: 2 });
      const again = await student.finishLesson('core-two');
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({
        courseProgress: {
          status: 'completed',
          completed: true,
          progressPercentage: 100,
          lessonsCompleted: 1,
          // The prompt was skipped: the guide is completed, its certificate waits for that practice.
          certificateEarned: false,
          practicesToPass: 1,
        },
        nextLesson: null,
      });
      const wrongChapter = await student.post(
        student.progress('finish-lesson', 'core-one-basics', 'core-two-lesson'),
      );
      expect(wrongChapter.statusCode).toBe(400);
    });

    it('opens the next lesson only after the one before is finished', async () => {
      const student = await newStudent(backend);
      for (const id of ['core-one', 'core-two', 'core-three', 'core-four', 'core-five'])
        await student.completeFixtureCourse(id);
      const locked = await student.startLesson('boost-one', 'boost-one-next');
      expect([locked.statusCode, locked.json().error.name]).toEqual([403, 'LessonLocked']);
      expect((await student.get('/api/lessons/boost-one-next')).statusCode).toBe(403);

      await student.completeFixtureCourse('boost-one');
      const course = courseResponse.parse((await student.get('/api/courses/boost-one')).json()).data;
      expect(course.chapters[0]?.lessons.map((lesson) => lesson.state)).toEqual(['finished', 'available']);
      expect(course).toMatchObject({ status: 'in_progress', progressPercentage: 50 });
      expect((await student.startLesson('boost-one', 'boost-one-next')).statusCode).toBe(200);
    });
  });

  describe('whose progress', () => {
    it('answers 403 for another learner’s id on every call and leaves their progress alone', async () => {
      const [owner, other] = await Promise.all([newStudent(backend), newStudent(backend)]);
      await owner.startLesson('core-one');
      const id = owner.learner.id;
      const calls = [
        other.get(`/api/user-course-progress/course/${id}/core-one`),
        other.get(`/api/user-course-progress/lesson/${id}/core-one-lesson`),
        other.post(`/api/user-course-progress/fragment/${id}/core-one-lesson/0`, {
          courseId: 'core-one',
          chapterId: 'core-one-basics',
          lessonId: 'core-one-lesson',
          fragmentId: 'first-idea',
          fragmentIndex: 0,
          completed: true,
          progressPercentage: 100,
          timeSpent: 1,
        }),
        other.post(`/api/user-course-progress/submit-practice/${id}/core-one-lesson/1`, {
          practiceId: 'second-1',
          practiceType: 'SINGLE_CHOICE_TEST',
          answer: '2',
          courseId: 'core-one',
          fragmentId: 'second',
          fragmentIndex: 1,
          lessonId: 'core-one-lesson',
        }),
        other.post(`/api/user-course-progress/start-lesson/${id}/core-one-lesson/core-one`),
        other.post(`/api/user-course-progress/finish-lesson/${id}/core-one-basics/core-one-lesson`),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
      expect((await lessonProgress(owner)).fragmentProgress).toEqual({});
    });
  });

  describe('POST /api/product-user/update-course-progress', () => {
    it('marks a guide started and computes the rest', async () => {
      const student = await newStudent(backend);
      const update = (body: object) => student.post('/api/product-user/update-course-progress', body);
      const response = await update({
        courseId: 'core-three',
        chapterId: 'core-three-basics',
        lessonId: 'core-three-lesson',
        completed: true,
        progressPercentage: 100,
        timeSpent: 0,
        started: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        courseId: 'core-three',
        status: 'in_progress',
        completed: false,
        progressPercentage: 0,
        lessonsCompleted: 0,
        totalLessons: 1,
        certificateEarned: false,
        practicesToPass: 0,
      });
      expect((await update({ courseId: 'nothing' })).statusCode).toBe(404);
      expect((await update({ courseId: 'core-three', lessonId: 'core-one-lesson' })).statusCode).toBe(400);
      expect((await update({ courseId: 'boost-one' })).statusCode).toBe(403);
    });
  });
});
