import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../contract/operations';
import { subscriptionProductId } from '../../contract/plans';
import { AppError } from '../../errors/app-error';
import { errors, operationRoute } from '../../http/operation-route';
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

  app.route({
    ...operationRoute(app, operations.prices, {
      operationId: 'prices',
      tags,
      summary: 'The plans and prices of a product, for the paywall (open to visitors)',
      description: `400 NoProductId for an empty id; 404 NoPlans for a product without plans (the one product is "${subscriptionProductId}").`,
      response: errors(400, 404),
    }),
    handler: async (request) => {
      const { productId } = request.params;
      if (!productId) throw new AppError(400, 'NoProductId', 'No product ID provided');
      if (productId !== subscriptionProductId) throw new AppError(404, 'NoPlans', 'No plans available');
      return prices;
    },
  });

  app.route({
    ...operationRoute(app, operations.userSubscriptions, {
      operationId: 'listUserSubscriptions',
      security: [{ learnerToken: [] }],
      tags,
      summary: 'The caller’s subscriptions, newest first, as the payment provider shapes them',
      description: '403 Forbidden when `email` is not the caller’s.',
      response: errors(400, 401, 403),
    }),
    onRequest: guard.requireLearner,
    handler: async (request) => subscriptionService.listOwn(learnerOf(request), request.query.email),
  });

  app.route({
    ...operationRoute(app, operations.cancelSubscription, {
      operationId: 'cancelSubscription',
      security: [{ learnerToken: [] }],
      tags,
      summary: 'Cancels at the end of the period: access stays until then. Cancelling twice is fine',
      response: errors(401, 403, 404),
    }),
    onRequest: guard.requireLearner,
    handler: async (request) => ({
      data: await subscriptionService.cancel(learnerOf(request).id, request.params.id),
    }),
  });

  app.route({
    ...operationRoute(app, operations.keepSubscription, {
      operationId: 'keepSubscription',
      security: [{ learnerToken: [] }],
      tags,
      summary: 'Undoes a cancel before the plan ends: it renews again. Keeping a plan that renews is fine',
      description:
        '409 SubscriptionEnded once the plan has ended (choose a plan again); 503 PaymentsUnavailable for a Stripe plan when Stripe is not configured.',
      response: errors(401, 403, 404, 409, 503),
    }),
    onRequest: guard.requireLearner,
    handler: async (request) => ({
      data: await subscriptionService.keep(learnerOf(request).id, request.params.id),
    }),
  });

  app.route({
    ...operationRoute(app, operations.paymentPortal, {
      operationId: 'paymentPortal',
      security: [{ learnerToken: [] }],
      tags,
      summary: 'Opens Stripe’s Customer Portal, where a learner changes the card of their own plan',
      description:
        '409 NoPaymentPortal for a plan the built-in test provider charges; 503 PaymentsUnavailable when Stripe is not configured.',
      response: errors(401, 403, 404, 409, 503),
    }),
    onRequest: guard.requireLearner,
    handler: async (request) => ({
      data: { url: await subscriptionService.paymentPortalUrl(learnerOf(request).id, request.params.id) },
    }),
  });
};
