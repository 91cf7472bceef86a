import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../contract/errors';
import { pricesParams, pricesResponse, subscriptionProductId } from '../../contract/plans';
import {
  cancelSubscriptionParams,
  cancelSubscriptionResponse,
  keepSubscriptionResponse,
  paymentPortalResponse,
  userSubscriptionQuery,
  userSubscriptionResponse,
} from '../../contract/subscriptions';
import { AppError } from '../../errors/app-error';
import { type LearnerGuard, learnerOf } from '../../http/require-learner';
import type { Plans } from './plans';
import type { SubscriptionService } from './subscription.service';

interface SubscriptionRoutesOptions {
  subscriptionService: SubscriptionService;
  plans: Plans;
  guard: LearnerGuard;
  /** What scores learners' prompts (the evaluator the configuration names). */
  grader: 'rubric' | 'model';
}

const tags = ['subscriptions'];

export const subscriptionRoutes: FastifyPluginAsyncZod<SubscriptionRoutesOptions> = async (app, options) => {
  const { subscriptionService, guard } = options;
  // Plans are read once at start: their answer is made once too.
  const prices = {
    data: {
      productId: subscriptionProductId,
      plans: [...options.plans.values()].map((plan) => ({ ...plan })),
      grader: options.grader,
    },
  };

  app.get(
    '/products/:productId/prices',
    {
      schema: {
        operationId: 'prices',
        tags,
        summary: 'The plans and prices of a product, for the paywall (open to visitors)',
        description: `400 NoProductId for an empty id; 404 NoPlans for a product without plans (the one product is "${subscriptionProductId}").`,
        params: pricesParams,
        response: { 200: pricesResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { productId } = request.params;
      if (!productId) throw new AppError(400, 'NoProductId', 'No product ID provided');
      if (productId !== subscriptionProductId) throw new AppError(404, 'NoPlans', 'No plans available');
      return prices;
    },
  );

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

  app.post(
    '/subscriptions/:id/keep',
    {
      onRequest: guard.requireLearner,
      schema: {
        operationId: 'keepSubscription',
        security: [{ learnerToken: [] }],
        tags,
        summary: 'Undoes a cancel before the plan ends: it renews again. Keeping a plan that renews is fine',
        description:
          '409 SubscriptionEnded once the plan has ended (choose a plan again); 503 PaymentsUnavailable for a Stripe plan when Stripe is not configured.',
        params: cancelSubscriptionParams,
        response: {
          200: keepSubscriptionResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request) => ({
      data: await subscriptionService.keep(learnerOf(request).id, request.params.id),
    }),
  );

  app.post(
    '/subscriptions/:id/payment-portal',
    {
      onRequest: guard.requireLearner,
      schema: {
        operationId: 'paymentPortal',
        security: [{ learnerToken: [] }],
        tags,
        summary: 'Opens Stripe’s Customer Portal, where a learner changes the card of their own plan',
        description:
          '409 NoPaymentPortal for a plan the built-in test provider charges; 503 PaymentsUnavailable when Stripe is not configured.',
        params: cancelSubscriptionParams,
        response: {
          200: paymentPortalResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request) => ({
      data: { url: await subscriptionService.paymentPortalUrl(learnerOf(request).id, request.params.id) },
    }),
  );
};
