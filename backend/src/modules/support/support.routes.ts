import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackRequest, messageResponse, supportMailRequest } from '../../contract/accounts';
import { errorResponse, retryLaterResponse } from '../../contract/errors';
import { languageFromHeader } from '../../http/accept-language';
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

  app.post(
    '/support-mail',
    {
      onRequest: guard.optionalLearner,
      config: { rateLimit: options.rateLimits.supportMail },
      schema: {
        operationId: 'sendSupportMail',
        security: [{}, { learnerToken: [] }],
        tags,
        summary: 'Sends a message to support, and a copy to a signed-in learner',
        description:
          'Works signed out too; support replies to `email`. A signed-in learner gets a copy at their ' +
          'account address in their language; a signed-out visitor gets none.',
        body: supportMailRequest,
        response: { 200: messageResponse, 400: errorResponse, 429: retryLaterResponse },
      },
    },
    async (request) => {
      const { learner } = request;
      await supportService.sendSupportMessage(request.body, {
        learnerId: learner?.id ?? null,
        accountEmail: learner?.email ?? null,
        lang: learner?.lang ?? languageFromHeader(request.headers['accept-language']),
      });
      return { message: 'Your message has been sent.' };
    },
  );

  app.post(
    '/send-feedback',
    {
      onRequest: guard.requireLearner,
      schema: {
        operationId: 'sendFeedback',
        security: [{ learnerToken: [] }],
        tags,
        summary: 'A rating (1 to 5), a message (at most 150 characters), or both',
        body: feedbackRequest,
        response: { 200: messageResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      await supportService.saveFeedback(learnerOf(request).id, request.body);
      return { message: 'Thank you for your feedback!' };
    },
  );
};
