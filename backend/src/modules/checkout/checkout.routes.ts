import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutKeyHeaders,
  checkoutParams,
  checkoutResponse,
  payCheckoutRequest,
  payCheckoutResponse,
  pinSetupResponse,
  startCheckoutRequest,
  startCheckoutResponse,
} from '../../contract/checkout';
import { errorResponse } from '../../contract/errors';
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

  app.post(
    '',
    {
      config: { rateLimit: rateLimits.startCheckout },
      schema: {
        operationId: 'startCheckout',
        tags,
        summary: 'Starts a checkout for a plan and an email',
        description:
          '409 EmailTaken when a learner has the address (they sign in instead); 404 NoPlans for an unknown plan. ' +
          'With Stripe the answer carries the hosted page (`payUrl`); 503 PaymentsUnavailable when Stripe does not answer. ' +
          'The answer carries the checkout’s `key`, answered only here: the later calls send it as `x-checkout-key`.',
        body: startCheckoutRequest,
        response: {
          201: startCheckoutResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await checkoutService.start(request.body) }),
  );

  app.get(
    '/:checkoutId',
    {
      schema: {
        operationId: 'getCheckout',
        tags,
        summary: 'A checkout: its plan, email, status and what is due today',
        description:
          'The email and Stripe’s page (`payUrl`) are null without the checkout’s key. ' +
          'With Stripe, an open checkout whose Checkout Session is complete is recorded here as paid, ' +
          'if the webhook has not come yet. 503 PaymentsUnavailable when Stripe does not answer.',
        params: checkoutParams,
        headers: checkoutKeyHeaders,
        response: { 200: checkoutResponse, 400: errorResponse, 404: errorResponse, 503: errorResponse },
      },
    },
    async (request) => ({
      data: await checkoutService.view(request.params.checkoutId, request.headers['x-checkout-key']),
    }),
  );

  app.post(
    '/:checkoutId/pin-setup',
    {
      config: { rateLimit: rateLimits.payCheckout },
      schema: {
        operationId: 'takeCheckoutPinSetup',
        tags,
        summary: 'The PIN step for the browser that paid on Stripe’s page, once',
        description:
          'A new set-PIN token for a new learner (the mailed link stops working); null for a learner ' +
          'choosing a plan again. 403 Forbidden without the checkout’s key; 409 PaymentPending before the ' +
          'payment is recorded; 409 CheckoutCompleted when the PIN step was taken already.',
        params: checkoutParams,
        headers: checkoutKeyHeaders,
        response: {
          200: pinSetupResponse,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => ({
      data: await checkoutService.takePinSetup(request.params.checkoutId, request.headers['x-checkout-key']),
    }),
  );

  app.post(
    '/:checkoutId/pay',
    {
      config: { rateLimit: rateLimits.payCheckout },
      schema: {
        operationId: 'payCheckout',
        tags,
        summary: 'Pays a checkout with a test card: creates the learner and the subscription once',
        description:
          'Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined (402 CardDeclined); ' +
          '4000 0000 0000 9995 has insufficient funds (402 InsufficientFunds); any other number is 402 ' +
          'TestCardsOnly. 400 CardExpired; 403 Forbidden without the checkout’s key; 409 CheckoutCompleted ' +
          'when it is paid (or being paid) already; 409 PaidOnStripe for a checkout Stripe takes.',
        params: checkoutParams,
        headers: checkoutKeyHeaders,
        body: payCheckoutRequest,
        response: {
          200: payCheckoutResponse,
          400: errorResponse,
          402: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => ({
      data: await checkoutService.pay(
        request.params.checkoutId,
        request.headers['x-checkout-key'],
        request.body,
      ),
    }),
  );
};
