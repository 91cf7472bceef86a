import { z } from 'zod';

// Stripe's webhook: the signed header, and what became of the event.

export const stripeWebhookHeaders = z.object({
  'stripe-signature': z.string({ error: 'Missing Stripe-Signature header' }).min(1).max(2_000),
});

export const stripeWebhookResponse = z.object({
  data: z.object({
    outcome: z
      .enum(['processed', 'replayed', 'ignored'])
      .describe(
        'processed; replayed (seen before, nothing changed); ignored (an event the product does not use)',
      ),
  }),
});
