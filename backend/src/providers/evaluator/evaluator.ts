// What every prompt evaluator answers to: the built-in rubric and the OpenAI-compatible provider.

import type { TaskSubject } from './rubric-subject';

/** A prompt-writing task as the author wrote it (content/courses, ```practice blocks). */
export interface PromptTask {
  practiceId: string;
  title: string;
  description: string;
  fullDescription: string;
  tip: string;
  /** What a good answer must do, in the author's words; may be empty. */
  criteria: string[];
  /**
   * What the task is about: what it asks for and the words of a prompt on it, in every language. A
   * prompt that uses none of them is off the task. Tasks of the catalog all have one.
   */
  subject?: TaskSubject;
  /**
   * The task as the learner read it, when that was a translation: the same criteria in the same
   * order. The rubric matches prompts against the original and quotes this; a provider is shown this.
   */
  asRead?: TaskText;
}

export type TaskText = Pick<PromptTask, 'title' | 'description' | 'fullDescription' | 'tip' | 'criteria'> & {
  /** What the task asks for, as the learner read it (the subject's `asks`). */
  asks?: string;
};

/** Every word of a task, as one string: an edited task, or a translation of it, is another task. */
export const taskKey = (task: PromptTask) =>
  JSON.stringify([
    task.title,
    task.description,
    task.fullDescription,
    task.tip,
    task.criteria,
    task.asRead,
    task.subject,
  ]);

export interface EvaluationRequest {
  task: PromptTask;
  /** The learner's prompt, trimmed and not blank. */
  prompt: string;
  /** The learner's interface language (en, uk...): the comment and suggestion are written in it. */
  lang: string;
  learnerId: number;
}

export interface PromptEvaluation {
  /** A whole number from 0 to 5; the prompt passes at 3 or more. */
  score: number;
  comment: string;
  /** A better prompt, built from the learner's own words. */
  recommendedPrompt: string;
  /** Who answered: 'rubric' or 'provider'. */
  evaluator: 'rubric' | 'provider';
}

export interface PromptEvaluator {
  evaluate(request: EvaluationRequest): Promise<PromptEvaluation>;
  /**
   * Who answers when all goes well (rubric when unset). An answer from anyone else was a fallback:
   * the cache keeps it but does not serve it, so the next identical request asks again.
   */
  readonly primary?: PromptEvaluation['evaluator'];
}

/** One threshold everywhere: a prompt passes iff its score is at least 3. */
export const PASS_SCORE = 3;
export const passes = (score: number): boolean => score >= PASS_SCORE;

/** Where evaluators and the evaluation service say what went wrong (pino's warn fits). */
export interface WarningLog {
  warn(details: Record<string, unknown>, message: string): void;
}
