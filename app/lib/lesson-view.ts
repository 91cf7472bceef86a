import type { FragmentProgressEntry } from '@contract/courses';
import type { Lesson } from '@contract/progress';

// What the lesson player shows, as its loader shapes it.

/** A practice as the page shows it: never the right option before it is answered. */
export type PracticeView =
  | {
      kind: 'choice';
      id: string;
      /** The language of the question, options and messages (the lesson's). */
      lang: string;
      required: boolean;
      question: string;
      hint: string;
      options: { id: string; text: string }[];
      result: { answer: string; isCorrect: boolean; message: string } | null;
      completed: boolean;
    }
  | {
      kind: 'prompt';
      id: string;
      /** The language of the task (the lesson's); the grader's comment is in the learner's. */
      lang: string;
      required: boolean;
      title: string;
      description: string;
      fullDescription: string;
      tip: string;
      result: {
        answer: string;
        score: number;
        comment: string;
        recommendedPrompt: string;
        /** The author's own prompt and what makes it good: only with a result, never before. */
        modelAnswer: ModelAnswer | null;
      } | null;
      completed: boolean;
    };

export type ModelAnswer = NonNullable<FragmentProgressEntry['practiceResults'][number]['modelAnswer']>;

export type FragmentView = {
  index: number;
  id: string;
  /** The language of its words (the lesson's). */
  lang: string;
  title: string;
  blocks: Lesson['fragments'][number]['blocks'];
  practices: PracticeView[];
  completed: boolean;
};
