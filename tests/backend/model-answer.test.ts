import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonProgressResponse, submitPracticeResponse } from '../../backend/src/contract/progress';
import { GOOD_PROMPT, newStudent, type Student } from './helpers/learning';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

// The worked example: the fixture task core-one-prompt has the author's model prompt and what makes
// it good (its Ukrainian translation has none of its own); core-two's task has none. It comes with
// the learner's graded prompt, never with the lesson and never before.

const MODEL = "I'm hiking in the Tatra mountains for two days in late October and sleeping in a hut.";
const WHY = 'It says where, how long and when, so the list fits the weather';

describe("a prompt task's model answer", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend?.close());

  /** A learner at the guide's prompt task, the question before it answered. */
  async function atTheTask(courseId: string, lang?: string): Promise<Student> {
    const student = await newStudent(backend, lang ? { lang } : {});
    await student.startLesson(courseId);
    await student.completeFragment(courseId, 0, 'first-idea');
    await student.answer(courseId, 1, 'second', 'second-1', '2');
    await student.completeFragment(courseId, 1, 'second');
    return student;
  }
  const write = async (student: Student, courseId: string, prompt: string) => {
    const response = await student.answer(courseId, 2, 'write-a-prompt', `${courseId}-prompt`, prompt);
    expect(response.statusCode).toBe(200);
    return response;
  };
  const progressOf = async (student: Student, courseId: string) => {
    const response = await student.get(student.progress('lesson', `${courseId}-lesson`));
    expect(response.statusCode).toBe(200);
    return { body: response.body, progress: lessonProgressResponse.parse(response.json()).data };
  };

  it('is in neither the lesson nor the progress before an attempt, nor after a skip', async () => {
    const student = await atTheTask('core-one');
    const lesson = await student.get('/api/lessons/core-one-lesson');
    expect(lesson.statusCode).toBe(200);
    expect(lesson.body).not.toContain('Tatra');
    expect(lesson.body).not.toContain('modelAnswer');
    expect((await progressOf(student, 'core-one')).body).not.toContain('Tatra');

    await write(student, 'core-one', 'SKIPPED');
    const skipped = await progressOf(student, 'core-one');
    expect(skipped.progress.fragmentProgress['2']?.practiceResults[0]).toMatchObject({
      skipped: true,
      modelAnswer: null,
    });
    expect(skipped.body).not.toContain('Tatra');
  });

  it('comes with the graded prompt, passed or not, and stays with the result', async () => {
    const student = await atTheTask('core-one');
    const weak = submitPracticeResponse.parse((await write(student, 'core-one', 'packing list')).json()).data;
    expect(weak.evaluation?.passed).toBe(false);
    const expected = {
      prompt: expect.stringContaining(MODEL),
      whyItWorks: expect.stringContaining(WHY),
      lang: 'en',
    };
    expect(weak.lessonProgress.fragmentProgress['2']?.practiceResults[0]?.modelAnswer).toEqual(expected);
    // The model prompt keeps its lines: it is shown as written.
    expect(weak.lessonProgress.fragmentProgress['2']?.practiceResults[0]?.modelAnswer?.prompt).toContain(
      'hut.\nMake me a packing checklist',
    );

    await write(student, 'core-one', GOOD_PROMPT);
    await write(student, 'core-one', 'SKIPPED');
    const { progress } = await progressOf(student, 'core-one');
    expect(progress.fragmentProgress['2']?.practiceResults[0]).toMatchObject({
      completed: true,
      modelAnswer: expected,
    });
    // A single choice has none.
    expect(progress.fragmentProgress['1']?.practiceResults[0]?.modelAnswer).toBeNull();
  });

  it('is none for a task without one', async () => {
    const student = await atTheTask('core-two');
    await write(student, 'core-two', 'packing list');
    const { progress } = await progressOf(student, 'core-two');
    expect(progress.fragmentProgress['2']?.practiceResults[0]).toMatchObject({
      score: expect.any(Number),
      modelAnswer: null,
    });
  });

  it("is the original's, marked English, for a translation that has none of its own", async () => {
    const student = await atTheTask('core-one', 'uk');
    await write(student, 'core-one', 'список речей');
    const { progress } = await progressOf(student, 'core-one');
    expect(progress.fragmentProgress['2']?.practiceResults[0]?.modelAnswer).toEqual({
      prompt: expect.stringContaining(MODEL),
      whyItWorks: expect.stringContaining(WHY),
      lang: 'en',
    });
  });
});
