import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operations } from '../../contract/operations';
import { errors, operationRoute } from '../../http/operation-route';
import type { RouteRateLimits } from '../../http/rate-limits';
import type { CheckoutService } from './checkout.service';

interface CheckoutRoutesOptions {
  checkoutService: CheckoutService;
  rateLimits: RouteRateLimits;
}

const tags = ['checkout'];

/**
 * Checkout, open to visitors. A checkout's id travels in addresses; its key (answered once, to the
 * browser that started it) is what shows the buyer's email, pays it and hands over the PIN step.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, options) => {
  const { checkoutService, rateLimits } = options;

  app.route({
    ...operationRoute(app, operations.startCheckout, {
      operationId: 'startCheckout',
      tags,
      summary: 'Starts a checkout for a plan and an email',
      description:
        '409 EmailTaken when a learner has the address (they sign in instead); 404 NoPlans for an unknown plan. ' +
        'With Stripe the answer carries the hosted page (`payUrl`); 503 PaymentsUnavailable when Stripe does not answer. ' +
        'The answer carries the checkout’s `key`, answered only here: the later calls send it as `x-checkout-key`.',
      response: errors(400, 404, 409, 429, 503),
      status: 201,
    }),
    config: { rateLimit: rateLimits.startCheckout },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await checkoutService.start(request.body) }),
  });

  app.route({
    ...operationRoute(app, operations.checkout, {
      operationId: 'getCheckout',
      tags,
      summary: 'A checkout: its plan, email, status and what is due today',
      description:
        'The email and Stripe’s page (`payUrl`) are null without the checkout’s key. ' +
        'With Stripe, an open checkout whose Checkout Session is complete is recorded here as paid, ' +
        'if the webhook has not come yet. 503 PaymentsUnavailable when Stripe does not answer.',
      response: errors(400, 404, 503),
    }),
    handler: async (request) => ({
      data: await checkoutService.view(request.params.checkoutId, request.headers['x-checkout-key']),
    }),
  });

  app.route({
    ...operationRoute(app, operations.takeCheckoutPinSetup, {
      operationId: 'takeCheckoutPinSetup',
      tags,
      summary: 'The PIN step for the browser that paid on Stripe’s page, once',
      description:
        'A new set-PIN token for a new learner (the mailed link stops working); null for a learner ' +
        'choosing a plan again. 403 Forbidden without the checkout’s key; 409 PaymentPending before the ' +
        'payment is recorded; 409 CheckoutCompleted when the PIN step was taken already.',
      response: errors(400, 403, 404, 409, 429),
    }),
    config: { rateLimit: rateLimits.payCheckout },
    handler: async (request) => ({
      data: await checkoutService.takePinSetup(request.params.checkoutId, request.headers['x-checkout-key']),
    }),
  });

  app.route({
    ...operationRoute(app, operations.payCheckout, {
      operationId: 'payCheckout',
      tags,
      summary: 'Pays a checkout with a test card: creates the learner and the subscription once',
      description:
        'Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined (402 CardDeclined); ' +
        '4000 0000 0000 9995 has insufficient funds (402 InsufficientFunds); any other number is 402 ' +
        'TestCardsOnly. 400 CardExpired; 403 Forbidden without the checkout’s key; 409 CheckoutCompleted ' +
        'when it is paid (or being paid) already; 409 PaidOnStripe for a checkout Stripe takes.',
      response: errors(400, 402, 403, 404, 409, 429),
    }),
    config: { rateLimit: rateLimits.payCheckout },
    handler: async (request) => ({
      data: await checkoutService.pay(
        request.params.checkoutId,
        request.headers['x-checkout-key'],
        request.body,
      ),
    }),
  });
};
