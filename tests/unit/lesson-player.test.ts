import type { Lesson, LessonProgress } from '@contract/progress';
import { describe, expect, it } from 'vitest';
import { currentFragment, fragmentViews, needsSkip, secondsSince } from '~/lib/lesson.server';

const progress = (over: Partial<LessonProgress> = {}): LessonProgress => ({
  lessonId: 'lesson',
  courseId: 'guide',
  chapterId: 'chapter',
  started: true,
  finished: false,
  fragmentCount: 3,
  fragmentIndex: 1,
  progressPercentage: 33,
  timeSpent: 0,
  canFinish: false,
  fragmentProgress: {},
  ...over,
});

const lesson: Lesson = {
  id: 'lesson',
  lang: 'en',
  title: 'A lesson',
  minutes: 3,
  content: '',
  contentHtml: '',
  keyPoints: ['One thing', 'Another thing'],
  chapter: { id: 'chapter', lang: 'en', title: 'A chapter' },
  course: { id: 'guide', lang: 'en', title: 'A guide' },
  number: 1,
  totalLessons: 1,
  fragments: ['one', 'two', 'three'].map((id) => ({
    id,
    title: id,
    content: '',
    blocks: [{ type: 'practice' as const, practiceId: `${id}-1` }],
    practices: [
      {
        id: `${id}-1`,
        practiceType: 'SINGLE_CHOICE_TEST' as const,
        isRequired: id !== 'three',
        promptCreation: null,
        singleChoiceTest: {
          question: 'Which?',
          hint: '',
          options: [
            { id: '1', text: 'Right' },
            { id: '2', text: 'Wrong' },
          ],
        },
      },
    ],
  })),
};

describe('the lesson player', () => {
  it('opens where the lesson resumes, a part asked for, but never past the first incomplete part', () => {
    expect(currentFragment(progress(), null, 3)).toBe(1);
    expect(currentFragment(progress(), '0', 3)).toBe(0);
    expect(currentFragment(progress(), '2', 3)).toBe(1);
    expect(currentFragment(progress(), '-1', 3)).toBe(1);
    expect(currentFragment(progress(), 'x', 3)).toBe(1);
    // A finished lesson opens at its last part, or at any part asked for (a practice to pass again).
    expect(currentFragment(progress({ finished: true, fragmentIndex: 2 }), null, 3)).toBe(2);
    expect(currentFragment(progress({ finished: true, fragmentIndex: 2 }), '0', 3)).toBe(0);
    expect(currentFragment(progress({ finished: true, fragmentIndex: 2 }), '7', 3)).toBe(2);
  });

  it('offers Skip practice while a required practice has no answer, a skip included', () => {
    expect(needsSkip(lesson, progress(), 0)).toBe(true);
    const entry = (answer: string) => ({
      fragmentId: 'one',
      fragmentIndex: 0,
      completed: false,
      progressPercentage: 0,
      timeSpent: 0,
      practiceResults: [
        {
          practiceId: 'one-1',
          practiceType: 'SINGLE_CHOICE_TEST' as const,
          answer,
          isCorrect: false,
          completed: false,
          firstAnswerWrong: answer !== 'SKIPPED',
          skipped: answer === 'SKIPPED',
          message: answer === 'SKIPPED' ? null : 'No.',
          score: null,
          comment: null,
          recommendedPrompt: null,
          modelAnswer: null,
        },
      ],
    });
    expect(needsSkip(lesson, progress({ fragmentProgress: { '0': entry('2') } }), 0)).toBe(false);
    expect(needsSkip(lesson, progress({ fragmentProgress: { '0': entry('SKIPPED') } }), 0)).toBe(false);
    // An optional practice never holds the learner back.
    expect(needsSkip(lesson, progress(), 2)).toBe(false);
  });

  it('shows the parts up to the current one, never telling the right option before an answer', () => {
    const views = fragmentViews(lesson, progress(), 1, 7);
    expect(views.map((view) => view.id)).toEqual(['one', 'two']);
    const practice = views[0]?.practices[0];
    expect(practice).toMatchObject({ kind: 'choice', result: null, completed: false });
    expect(JSON.stringify(views)).not.toContain('isCorrect');
  });

  it('shows an answer with the message the backend sent with it', () => {
    const answered = progress({
      fragmentProgress: {
        '0': {
          fragmentId: 'one',
          fragmentIndex: 0,
          completed: false,
          progressPercentage: 0,
          timeSpent: 0,
          practiceResults: [
            {
              practiceId: 'one-1',
              practiceType: 'SINGLE_CHOICE_TEST',
              answer: '2',
              isCorrect: false,
              completed: false,
              firstAnswerWrong: true,
              skipped: false,
              message: 'No.',
              score: null,
              comment: null,
              recommendedPrompt: null,
              modelAnswer: null,
            },
          ],
        },
      },
    });
    expect(fragmentViews(lesson, answered, 1, 7)[0]?.practices[0]).toMatchObject({
      kind: 'choice',
      result: { answer: '2', isCorrect: false, message: 'No.' },
    });
  });

  it("shows a question's options in the learner's own order, the same on every visit", () => {
    const order = (learnerId: number) => {
      const practice = fragmentViews(lesson, progress(), 0, learnerId)[0]?.practices[0];
      return practice?.kind === 'choice'
        ? practice.options.map((option) => `${option.id} ${option.text}`)
        : [];
    };
    expect(order(7)).toEqual(order(7));
    const orders = new Set(Array.from({ length: 20 }, (_, id) => order(id + 1).join()));
    expect(orders).toEqual(new Set(['1 Right,2 Wrong', '2 Wrong,1 Right']));
  });

  it("shows a prompt task's model answer with the learner's result only", () => {
    const task: Lesson = {
      ...lesson,
      fragments: [
        {
          id: 'one',
          title: 'one',
          content: '',
          blocks: [{ type: 'practice', practiceId: 'one-1' }],
          practices: [
            {
              id: 'one-1',
              practiceType: 'PROMPT_CREATION',
              isRequired: true,
              promptCreation: { title: 'Plan dinner', description: '', fullDescription: '', tip: '' },
              singleChoiceTest: null,
            },
          ],
        },
      ],
    };
    const modelAnswer = {
      prompt: 'I have eggs and rice.',
      whyItWorks: 'It lists what there is.',
      lang: 'en' as const,
    };
    const graded = progress({
      fragmentProgress: {
        '0': {
          fragmentId: 'one',
          fragmentIndex: 0,
          completed: false,
          progressPercentage: 0,
          timeSpent: 0,
          practiceResults: [
            {
              practiceId: 'one-1',
              practiceType: 'PROMPT_CREATION',
              answer: 'dinner ideas',
              isCorrect: false,
              completed: false,
              firstAnswerWrong: true,
              skipped: false,
              message: null,
              score: 1,
              comment: 'Say what you have.',
              recommendedPrompt: 'dinner ideas with eggs',
              modelAnswer,
            },
          ],
        },
      },
    });
    expect(fragmentViews(task, progress(), 0, 7)[0]?.practices[0]).toMatchObject({
      kind: 'prompt',
      result: null,
    });
    expect(fragmentViews(task, graded, 0, 7)[0]?.practices[0]).toMatchObject({
      kind: 'prompt',
      result: { answer: 'dinner ideas', score: 1, modelAnswer },
    });
  });

  it('counts whole seconds on a part, at most an hour, and nothing for a missing or odd start', () => {
    const now = 1_000_000_000;
    expect(secondsSince(now - 42_400, now)).toBe(42);
    expect(secondsSince(now - 5 * 3_600_000, now)).toBe(3600);
    expect(secondsSince(now + 10_000, now)).toBe(0);
    expect(secondsSince(undefined, now)).toBe(0);
  });
});
