import { type ChatCompletionsOptions, ProviderError, postChatCompletion } from './chat-completions';
import type { EvaluationRequest, PromptEvaluation, PromptEvaluator, WarningLog } from './evaluator';
import type { LearnerLimiter } from './learner-limiter';
import { chatRequest, readAnswer } from './openai-messages';
import { evaluationOf, readWithRubric, scoreBound } from './rubric-evaluator';

// The OpenAI-compatible evaluator. Whatever goes wrong (the learner's hourly allowance is used up,
// a time-out, an error status after the retries, an answer that is not the JSON asked for), the
// fallback evaluator answers instead and a warning says why: never with the prompt or the key.

export interface OpenAiEvaluatorDeps extends ChatCompletionsOptions {
  model: string;
  limiter: LearnerLimiter;
  fallback: PromptEvaluator;
  log: WarningLog;
}

export function createOpenAiEvaluator(deps: OpenAiEvaluatorDeps): PromptEvaluator {
  const { model, limiter, fallback, log } = deps;

  const fallBack = (request: EvaluationRequest, reason: string, details: Record<string, unknown> = {}) => {
    log.warn(
      { reason, learnerId: request.learnerId, practiceId: request.task.practiceId, ...details },
      'Prompt evaluated by the rubric instead of the provider',
    );
    return fallback.evaluate(request);
  };

  return {
    primary: 'provider',
    async evaluate(request): Promise<PromptEvaluation> {
      const started = Date.now();
      let allowed: boolean;
      try {
        allowed = await limiter.take(request.learnerId);
      } catch (error) {
        return fallBack(request, 'limiter-error', { error: (error as Error).name });
      }
      if (!allowed) return fallBack(request, 'limit');
      // The rubric reads the prompt first: its reading is the model's evidence, and its bounds hold.
      const reading = readWithRubric(request.task, request.prompt);
      try {
        const body = await postChatCompletion(deps, chatRequest(model, request, reading));
        const answer = readAnswer(body);
        if (!answer) return fallBack(request, 'bad-answer', { ms: Date.now() - started });
        const bound = scoreBound(reading);
        if (answer.score <= bound) return { ...answer, evaluator: 'provider' };
        // Praise for a prompt that games the task would teach the wrong thing: the rubric's words go instead.
        const rubric = evaluationOf(reading, request.prompt, request.lang);
        return { ...rubric, score: Math.min(bound, rubric.score), evaluator: 'provider' };
      } catch (error) {
        if (error instanceof ProviderError)
          return fallBack(request, error.reason, { ...error.details, ms: Date.now() - started });
        return fallBack(request, 'error', { error: (error as Error).name });
      }
    },
  };
}
