import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, retryLaterResponse } from '../../contract/errors';
import { operations } from '../../contract/operations';
import { languageFromHeader } from '../../http/accept-language';
import { errors, operationRoute } from '../../http/operation-route';
import type { RouteRateLimits } from '../../http/rate-limits';
import { type LearnerGuard, learnerOf } from '../../http/require-learner';
import type { SupportService } from './support.service';

interface SupportRoutesOptions {
  supportService: SupportService;
  guard: LearnerGuard;
  rateLimits: RouteRateLimits;
}

const tags = ['support'];

/** The contact form (signed in or not) and feedback. */
export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, options) => {
  const { supportService, guard } = options;

  app.route({
    ...operationRoute(app, operations.sendSupportMail, {
      operationId: 'sendSupportMail',
      security: [{}, { learnerToken: [] }],
      tags,
      summary: 'Sends a message to support, and a copy to a signed-in learner',
      description:
        'Works signed out too; support replies to `email`. A signed-in learner gets a copy at their ' +
        'account address in their language; a signed-out visitor gets none.',
      response: { 400: errorResponse, 429: retryLaterResponse },
    }),
    onRequest: guard.optionalLearner,
    config: { rateLimit: options.rateLimits.supportMail },
    handler: async (request) => {
      const { learner } = request;
      await supportService.sendSupportMessage(request.body, {
        learnerId: learner?.id ?? null,
        accountEmail: learner?.email ?? null,
        lang: learner?.lang ?? languageFromHeader(request.headers['accept-language']),
      });
      return { message: 'Your message has been sent.' };
    },
  });

  app.route({
    ...operationRoute(app, operations.sendFeedback, {
      operationId: 'sendFeedback',
      security: [{ learnerToken: [] }],
      tags,
      summary: 'A rating (1 to 5), a message (at most 150 characters), or both',
      response: errors(400, 401),
    }),
    onRequest: guard.requireLearner,
    handler: async (request) => {
      await supportService.saveFeedback(learnerOf(request).id, request.body);
      return { message: 'Thank you for your feedback!' };
    },
  });
};
