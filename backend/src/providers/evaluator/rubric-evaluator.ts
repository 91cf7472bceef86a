import {
  type EvaluationRequest,
  type PromptEvaluation,
  type PromptEvaluator,
  type PromptTask,
  taskKey,
} from './evaluator';
import { checkPrompt, type Findings } from './rubric-checks';
import { writeFeedback } from './rubric-feedback';
import { profileTask, type TaskProfile } from './rubric-task';
import { textsFor } from './rubric-texts';

// The built-in evaluator: offline, deterministic and fast (a few milliseconds). It scores a prompt
// on how well it meets the task's own requirements (the author's criteria, the words of its subject)
// and on what any good prompt has (a clear request, context, audience, format, limits, an example).
// It reads a prompt in whichever of the eight interface languages it is written (rubric-languages.ts)
// and answers in the learner's. docs/decisions/012-prompt-evaluation.md has the scoring table.

// Tasks are few and read often: their profiles are kept, keyed by their whole text.
const PROFILE_CACHE_SIZE = 200;
const profiles = new Map<string, TaskProfile>();

function profileOf(task: PromptTask): TaskProfile {
  const key = taskKey(task);
  const known = profiles.get(key);
  if (known) return known;
  const profile = profileTask(task);
  if (profiles.size >= PROFILE_CACHE_SIZE) profiles.delete(profiles.keys().next().value as string);
  profiles.set(key, profile);
  return profile;
}

/** The rubric's reading of a prompt: its score, what it meets and what is off, before any words. */
export function readWithRubric(task: PromptTask, prompt: string): Findings {
  return checkPrompt(prompt, profileOf(task));
}

/** Scores a prompt against its task, with a comment and a better prompt in the learner's language. */
export function evaluateWithRubric({
  task,
  prompt,
  lang,
}: Pick<EvaluationRequest, 'task' | 'prompt' | 'lang'>): PromptEvaluation {
  return evaluationOf(readWithRubric(task, prompt), prompt, lang);
}

/** The rubric's evaluation from its reading of a prompt: the score, a comment and a better prompt. */
export function evaluationOf(findings: Findings, prompt: string, lang: string): PromptEvaluation {
  const { comment, recommendedPrompt } = writeFeedback(prompt, findings, findings.task, textsFor(lang));
  return { score: findings.score, comment, recommendedPrompt, evaluator: 'rubric' };
}

/**
 * The highest score any grader may give a prompt the rubric finds off: 0 when it negates the task or
 * says nothing, 1 when it is about something else, pasted, the criteria echoed or a list of words.
 * A model is not fooled more easily than the rubric.
 */
export function scoreBound({ flag, score }: Findings): number {
  if (flag === 'negated' || (flag === 'gibberish' && score === 0)) return 0;
  if (
    flag === 'gibberish' ||
    flag === 'offTopic' ||
    flag === 'copied' ||
    flag === 'echo' ||
    flag === 'fragments'
  )
    return 1;
  return 5;
}

export function createRubricEvaluator(): PromptEvaluator {
  return {
    primary: 'rubric',
    evaluate: async (request) => evaluateWithRubric(request),
  };
}
