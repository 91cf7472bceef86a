import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../contract/errors';
import { stripeWebhookHeaders, stripeWebhookResponse } from '../../contract/payments';
import { AppError } from '../../errors/app-error';
import type { StripeGateway } from '../../providers/payments/stripe-gateway';
import type { StripeWebhookService } from './stripe-webhook.service';

interface StripeWebhookRoutesOptions {
  /** Unset when payments go through the built-in test provider: the webhook is then 404. */
  stripe: { gateway: StripeGateway; webhookService: StripeWebhookService } | undefined;
}

/**
 * Stripe's webhook. The signature covers the exact bytes sent, so this plugin keeps JSON bodies
 * as raw bytes (only here) and the event is parsed by Stripe's package after it checks them.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<StripeWebhookRoutesOptions> = async (
  app,
  options,
) => {
  const { stripe } = options;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/webhook',
    {
      schema: {
        operationId: 'stripeWebhook',
        tags: ['payments'],
        summary: 'Stripe’s events: purchases, renewals, refused payments, cancellations',
        description:
          'Verified with the endpoint’s signing secret over the raw body (400 InvalidSignature, nothing changes). ' +
          'Each event is processed once by its id; a replay answers "replayed".',
        headers: stripeWebhookHeaders,
        response: { 200: stripeWebhookResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      if (!stripe) throw AppError.notFound('Payments do not go through Stripe here');
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new AppError(400, 'InvalidSignature', 'Expected a JSON body');
      let event: ReturnType<StripeGateway['verifyEvent']>;
      try {
        event = stripe.gateway.verifyEvent(body, request.headers['stripe-signature']);
      } catch {
        throw new AppError(400, 'InvalidSignature', 'The Stripe signature does not match this body');
      }
      return { data: { outcome: await stripe.webhookService.handle(event) } };
    },
  );
};
