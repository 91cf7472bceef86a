import {
  type EvaluationRequest,
  type PromptEvaluation,
  type PromptEvaluator,
  type PromptTask,
  taskKey,
} from './evaluator';
import { checkPrompt } from './rubric-checks';
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

/** Scores a prompt against its task, with a comment and a better prompt in the learner's language. */
export function evaluateWithRubric({
  task,
  prompt,
  lang,
}: Pick<EvaluationRequest, 'task' | 'prompt' | 'lang'>): PromptEvaluation {
  const profile = profileOf(task);
  const findings = checkPrompt(prompt, profile);
  const { comment, recommendedPrompt } = writeFeedback(prompt, findings, profile, textsFor(lang));
  return { score: findings.score, comment, recommendedPrompt, evaluator: 'rubric' };
}

export function createRubricEvaluator(): PromptEvaluator {
  return {
    primary: 'rubric',
    evaluate: async (request) => evaluateWithRubric(request),
  };
}
