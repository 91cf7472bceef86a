import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myCertificatesResponse, verifyCertificateResponse } from '../../backend/src/contract/certificates';
import { courseResponse } from '../../backend/src/contract/courses';
import { lessonProgressResponse, submitPracticeResponse } from '../../backend/src/contract/progress';
import { GOOD_PROMPT, newStudent, type Student } from './helpers/learning';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

// A practice passed after a wrong answer still passes, and is kept as passed after a wrong try: the
// first real answer decides it once, skips aside. The fixture lesson: the single choice second-1
// (option 2 right) and the prompt task core-one-prompt, both required.

describe('passed on the first try, or after a wrong try', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend?.close());

  /** A learner at the lesson's question and prompt task (the fragments before them done). */
  async function atThePractices(): Promise<Student> {
    const student = await newStudent(backend);
    await student.startLesson('core-one');
    await student.completeFragment('core-one', 0, 'first-idea');
    return student;
  }
  const choose = async (student: Student, option: string) => {
    const response = await student.answer('core-one', 1, 'second', 'second-1', option);
    expect(response.statusCode).toBe(200);
    return submitPracticeResponse.parse(response.json()).data;
  };
  const write = async (student: Student, prompt: string) => {
    const response = await student.answer('core-one', 2, 'write-a-prompt', 'core-one-prompt', prompt);
    expect(response.statusCode).toBe(200);
    return submitPracticeResponse.parse(response.json()).data;
  };
  /** The learner's result as the lesson's progress reads it, after every answer. */
  const resultOf = async (student: Student, fragment: '1' | '2') => {
    const response = await student.get(student.progress('lesson', 'core-one-lesson'));
    expect(response.statusCode).toBe(200);
    return lessonProgressResponse.parse(response.json()).data.fragmentProgress[fragment]?.practiceResults[0];
  };

  it('wrong, then right: passed, after a wrong try', async () => {
    const student = await atThePractices();
    const wrong = await choose(student, '1');
    expect(wrong.lessonProgress.fragmentProgress['1']?.practiceResults[0]).toMatchObject({
      completed: false,
      firstAnswerWrong: true,
    });
    const right = await choose(student, '2');
    expect(right).toMatchObject({ isCorrect: true, completed: true });
    expect(await resultOf(student, '1')).toMatchObject({
      isCorrect: true,
      completed: true,
      firstAnswerWrong: true,
    });
  });

  it('right at once: passed on the first try', async () => {
    const student = await atThePractices();
    await choose(student, '2');
    expect(await resultOf(student, '1')).toMatchObject({ completed: true, firstAnswerWrong: false });
  });

  it('a skip, then right: the skip does not count, so it is the first try', async () => {
    const student = await atThePractices();
    await choose(student, 'SKIPPED');
    expect(await resultOf(student, '1')).toMatchObject({ skipped: true, firstAnswerWrong: false });
    await choose(student, '2');
    expect(await resultOf(student, '1')).toMatchObject({ completed: true, firstAnswerWrong: false });
  });

  it('never changes once the first real answer is given, whatever comes after', async () => {
    const firstTry = await atThePractices();
    await choose(firstTry, '2');
    await choose(firstTry, '2');
    await choose(firstTry, '3');
    await choose(firstTry, 'SKIPPED');
    await choose(firstTry, '2');
    expect(await resultOf(firstTry, '1')).toMatchObject({ completed: true, firstAnswerWrong: false });

    const afterWrong = await atThePractices();
    await choose(afterWrong, '3');
    await choose(afterWrong, '2');
    await choose(afterWrong, '2');
    expect(await resultOf(afterWrong, '1')).toMatchObject({ completed: true, firstAnswerWrong: true });
  });

  it('counts a prompt scored under 3 as a wrong try, and a skip before it as none', async () => {
    const weakFirst = await atThePractices();
    await choose(weakFirst, '2');
    await weakFirst.completeFragment('core-one', 1, 'second');
    await write(weakFirst, 'SKIPPED');
    expect((await write(weakFirst, 'packing list')).evaluation?.score).toBeLessThan(3);
    expect((await write(weakFirst, GOOD_PROMPT)).evaluation?.passed).toBe(true);
    expect(await resultOf(weakFirst, '2')).toMatchObject({ completed: true, firstAnswerWrong: true });

    const goodFirst = await atThePractices();
    await choose(goodFirst, '2');
    await goodFirst.completeFragment('core-one', 1, 'second');
    await write(goodFirst, 'SKIPPED');
    await write(goodFirst, GOOD_PROMPT);
    await write(goodFirst, 'packing list');
    expect(await resultOf(goodFirst, '2')).toMatchObject({ completed: true, firstAnswerWrong: false });
  });

  it('says on the learner’s certificate how many practices were passed on the first try, never on its public page', async () => {
    const student = await atThePractices();
    await choose(student, '1');
    await choose(student, '2');
    await student.completeFragment('core-one', 1, 'second');
    await write(student, GOOD_PROMPT);
    await student.completeFragment('core-one', 2, 'write-a-prompt');
    expect((await student.finishLesson('core-one')).statusCode).toBe(200);

    const guide = courseResponse.parse((await student.get('/api/courses/core-one')).json()).data;
    expect(guide.certificate).toMatchObject({
      earned: true,
      requiredPractices: 2,
      passedPractices: 2,
      passedFirstTry: 1,
    });
    const mine = myCertificatesResponse.parse((await student.get('/api/certificates/my')).json());
    expect(mine.data).toEqual([
      expect.objectContaining({
        course: expect.objectContaining({ id: 'core-one' }),
        firstTry: { passed: 1, of: 2 },
      }),
    ]);

    const number = mine.data[0]?.certificateNumber ?? '';
    const verify = await backend.app.inject({ url: `/api/certificates/verify/${number}` });
    expect(verifyCertificateResponse.parse(verify.json()).data.certificateNumber).toBe(number);
    expect(verify.body).not.toContain('firstTry');
  });
});
