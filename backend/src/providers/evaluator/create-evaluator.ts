import type { Redis } from 'ioredis';
import type { Config } from '../../config/config';
import type { Metrics } from '../../metrics/metrics';
import type { PromptEvaluator, WarningLog } from './evaluator';
import { createLearnerLimiter } from './learner-limiter';
import { createOpenAiEvaluator } from './openai-evaluator';
import { createRubricEvaluator } from './rubric-evaluator';

/** The evaluator the configuration names; the rubric is the default and every provider's fallback. */
export function createEvaluator({
  config,
  redis,
  log,
  metrics,
}: {
  config: Pick<Config, 'evaluator'>;
  redis: Redis | undefined;
  log: WarningLog;
  metrics?: Metrics;
}): PromptEvaluator {
  const rubric = createRubricEvaluator();
  const settings = config.evaluator;
  if (settings.kind === 'rubric') return metrics ? timed(rubric, metrics, false) : rubric;
  const provider = createOpenAiEvaluator({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    model: settings.model,
    timeoutMs: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    limiter: createLearnerLimiter({ perHour: settings.perLearnerPerHour, redis }),
    fallback: rubric,
    log,
  });
  return metrics ? timed(provider, metrics, true) : provider;
}

/** Times each evaluation by who answered: the rubric after a provider failed is the `fallback`. */
function timed(evaluator: PromptEvaluator, metrics: Metrics, providerFirst: boolean): PromptEvaluator {
  return {
    ...evaluator,
    async evaluate(request) {
      const end = metrics.evaluations.startTimer();
      const evaluation = await evaluator.evaluate(request);
      const answeredBy =
        evaluation.evaluator === 'provider' ? 'provider' : providerFirst ? 'fallback' : 'rubric';
      end({ answered_by: answeredBy });
      return evaluation;
    },
  };
}
