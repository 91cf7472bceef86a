import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, retryLaterResponse } from '../../contract/errors';
import { operations } from '../../contract/operations';
import { operationRoute } from '../../http/operation-route';
import type { RouteRateLimits } from '../../http/rate-limits';
import { type LearnerGuard, learnerOf } from '../../http/require-learner';
import type { PromptEvaluationService } from './prompt-evaluation.service';

interface EvaluationRoutesOptions {
  promptEvaluationService: PromptEvaluationService;
  guard: LearnerGuard;
  rateLimits: RouteRateLimits;
}

/** /api/openai: the evaluation of a prompt written for a prompt practice. */
export const evaluationRoutes: FastifyPluginAsyncZod<EvaluationRoutesOptions> = async (app, options) => {
  const { promptEvaluationService, guard } = options;

  app.route({
    ...operationRoute(app, operations.evaluatePrompt, {
      operationId: 'evaluatePrompt',
      security: [{ learnerToken: [] }],
      tags: ['practice'],
      summary: "Scores a learner's prompt for a prompt practice (0 to 5; it passes at 3)",
      description:
        'The task is read from the catalog by `lessonId` and `practiceId`; `practiceTask`, `criteria` and ' +
        '`model` are accepted and ignored. The comment and the suggestion are in the learner’s language. ' +
        'Identical requests are answered from a shared cache. When the configured provider cannot answer ' +
        '(time-out, error, the learner’s hourly allowance used up), the built-in rubric answers: this call ' +
        'does not fail because of the evaluator.',
      response: { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: retryLaterResponse },
    }),
    onRequest: guard.requireSubscriber,
    config: { rateLimit: options.rateLimits.evaluatePrompt },
    handler: async (request) => {
      const learner = learnerOf(request);
      const { lessonId, practiceId, prompt } = request.body;
      const evaluation = await promptEvaluationService.evaluate({
        learnerId: learner.id,
        lang: learner.lang,
        lessonId,
        practiceId,
        prompt,
      });
      return {
        score: String(evaluation.score),
        comment: evaluation.comment,
        recommendedPrompt: evaluation.recommendedPrompt,
        passed: evaluation.passed,
      };
    },
  });
};
