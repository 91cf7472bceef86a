import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../contract/errors';
import {
  cancelSubscriptionParams,
  cancelSubscriptionResponse,
  userSubscriptionQuery,
  userSubscriptionResponse,
} from '../../contract/subscriptions';
import { type LearnerGuard, learnerOf } from '../../http/require-learner';
import type { SubscriptionService } from './subscription.service';

interface SubscriptionRoutesOptions {
  subscriptionService: SubscriptionService;
  guard: LearnerGuard;
}

const tags = ['subscriptions'];

export const subscriptionRoutes: FastifyPluginAsyncZod<SubscriptionRoutesOptions> = async (app, options) => {
  const { subscriptionService, guard } = options;

  app.get(
    '/user-subscription',
    {
      onRequest: guard.requireLearner,
      schema: {
        operationId: 'listUserSubscriptions',
        security: [{ learnerToken: [] }],
        tags,
        summary: 'The caller’s subscriptions, newest first, as the payment provider shapes them',
        description: '403 Forbidden when `email` is not the caller’s.',
        querystring: userSubscriptionQuery,
        response: {
          200: userSubscriptionResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => subscriptionService.listOwn(learnerOf(request), request.query.email),
  );

  app.delete(
    '/subscriptions/:id',
    {
      onRequest: guard.requireLearner,
      schema: {
        operationId: 'cancelSubscription',
        security: [{ learnerToken: [] }],
        tags,
        summary: 'Cancels at the end of the period: access stays until then. Cancelling twice is fine',
        params: cancelSubscriptionParams,
        response: {
          200: cancelSubscriptionResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => ({
      data: await subscriptionService.cancel(learnerOf(request).id, request.params.id),
    }),
  );
};
