import type { Redis } from 'ioredis';
import type { Config } from '../../config/config';
import type { PromptEvaluator, WarningLog } from './evaluator';
import { createLearnerLimiter } from './learner-limiter';
import { createOpenAiEvaluator } from './openai-evaluator';
import { createRubricEvaluator } from './rubric-evaluator';

/** The evaluator the configuration names; the rubric is the default and every provider's fallback. */
export function createEvaluator({
  config,
  redis,
  log,
}: {
  config: Pick<Config, 'evaluator'>;
  redis: Redis | undefined;
  log: WarningLog;
}): PromptEvaluator {
  const rubric = createRubricEvaluator();
  const settings = config.evaluator;
  if (settings.kind === 'rubric') return rubric;
  return createOpenAiEvaluator({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    model: settings.model,
    timeoutMs: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    limiter: createLearnerLimiter({ perHour: settings.perLearnerPerHour, redis }),
    fallback: rubric,
    log,
  });
}
