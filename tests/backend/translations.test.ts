import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseResponse } from '../../backend/src/contract/courses';
import { lessonResponse, submitPracticeResponse } from '../../backend/src/contract/progress';
import { bearer, learnerHelpers } from './helpers/learners';
import { newStudent, type Student } from './helpers/learning';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

// The fixture guide core-one has a Ukrainian translation beside it (course.uk.yaml, chapter.uk.yaml,
// 01-core-one-lesson.uk.md); the other fixture guides have none.

describe('guides in the learner’s language', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend?.close());

  const course = async (student: Student, id: string) =>
    courseResponse.parse((await student.get(`/api/courses/${id}`)).json()).data;
  const lesson = async (student: Student, id: string) =>
    lessonResponse.parse((await student.get(`/api/lessons/${id}`)).json()).data;

  it('gives a Ukrainian learner the translated guide, marked uk, with the original ids', async () => {
    const student = await newStudent(backend, { lang: 'uk' });
    const guide = await course(student, 'core-one');
    expect(guide).toMatchObject({
      lang: 'uk',
      title: 'Основи один',
      description: 'Невеликий гайд для тестів.',
      featuredImage: { alternativeText: 'Бурштинове коло на тлі індиго' },
      chapters: [
        {
          id: 'core-one-basics',
          lang: 'uk',
          title: 'Основи',
          lessons: [{ id: 'core-one-lesson', lang: 'uk', title: 'Урок основ один' }],
        },
      ],
      progressMessages: [{ id: 'core-one-50', title: 'Половина', percentProgress: 50 }],
    });

    const read = await lesson(student, 'core-one-lesson');
    expect(read).toMatchObject({
      lang: 'uk',
      title: 'Урок основ один',
      content: 'Вступ до уроку основ один.',
      keyPoints: ['Перша ідея цього уроку.', 'Друга ідея цього уроку.'],
      chapter: { lang: 'uk', title: 'Основи' },
      course: { lang: 'uk', title: 'Основи один' },
    });
    expect(read.contentHtml).toContain('Вступ до уроку основ один.');
    expect(read.fragments.map((fragment) => [fragment.id, fragment.title])).toEqual([
      ['first-idea', 'Перша ідея'],
      ['second', 'Друга ідея'],
      ['write-a-prompt', 'Напишіть промпт'],
    ]);
    expect(read.fragments[1]?.practices[0]).toMatchObject({
      id: 'second-1',
      singleChoiceTest: { question: 'Який варіант правильний?' },
    });
    expect(read.fragments[2]?.practices[0]?.promptCreation?.title).toBe('Попросіть список речей');
  });

  it('gives the English original, marked en, where a guide has no translation', async () => {
    const ukrainian = await newStudent(backend, { lang: 'uk' });
    expect(await course(ukrainian, 'core-two')).toMatchObject({ lang: 'en', title: 'Core two' });
    expect(await lesson(ukrainian, 'core-two-lesson')).toMatchObject({ lang: 'en' });

    const japanese = await newStudent(backend, { lang: 'ja' });
    expect(await course(japanese, 'core-one')).toMatchObject({ lang: 'en', title: 'Core one' });
    expect(await lesson(japanese, 'core-one-lesson')).toMatchObject({
      lang: 'en',
      title: 'The core one lesson',
    });

    const english = await newStudent(backend);
    expect(await course(english, 'core-one')).toMatchObject({ lang: 'en', title: 'Core one' });
  });

  it('keeps the learner’s progress and answers the same whatever the language', async () => {
    const student = await newStudent(backend, { lang: 'uk' });
    await student.startLesson('core-one');
    expect((await student.completeFragment('core-one', 0, 'first-idea')).statusCode).toBe(200);
    const wrong = submitPracticeResponse.parse(
      (await student.answer('core-one', 1, 'second', 'second-1', '1')).json(),
    ).data;
    expect(wrong.isCorrect).toBe(false);
    const right = submitPracticeResponse.parse(
      (await student.answer('core-one', 1, 'second', 'second-1', '2')).json(),
    ).data;
    expect(right.isCorrect).toBe(true);
    // The author's message for the answer, in the learner's language.
    expect(right.lessonProgress.fragmentProgress['1']?.practiceResults[0]?.message).toBe('Так, другий.');

    // The learner switches to English: the same guide, at the same place, in the original.
    const api = learnerHelpers(backend);
    const changed = await api.inject({
      method: 'PUT',
      url: '/api/product-user/update-language',
      headers: bearer(student.token),
      payload: { language: 'en' },
    });
    expect(changed.statusCode).toBe(200);
    const guide = await course(student, 'core-one');
    expect(guide).toMatchObject({ lang: 'en', title: 'Core one', status: 'in_progress' });
    expect(guide.progressInfo).toMatchObject({
      lesson: { id: 'core-one-lesson', lang: 'en' },
      fragmentIndex: 1,
    });
  });

  it('grades a prompt in the learner’s language, with the comment in it', async () => {
    const student = await newStudent(backend, { lang: 'uk' });
    await student.startLesson('core-one');
    await student.completeFragment('core-one', 0, 'first-idea');
    await student.answer('core-one', 1, 'second', 'second-1', '2');
    await student.completeFragment('core-one', 1, 'second');
    const response = await student.answer(
      'core-one',
      2,
      'write-a-prompt',
      'core-one-prompt',
      'Я йду в гори на два дні в жовтні. Склади мені список речей у вигляді чекліста: одяг, їжа, аптечка.',
    );
    expect(response.statusCode).toBe(200);
    const { evaluation } = submitPracticeResponse.parse(response.json()).data;
    expect(evaluation?.passed).toBe(true);
    expect(evaluation?.comment).toMatch(/[а-яіїєґ]/i);
  });
});
