import { z } from 'zod';
import { planId } from './admin';

// The paywall's plans and prices (content/plans.json), asked for by product id.

/** The one subscription product; its plans are content/plans.json. */
export const subscriptionProductId = 'skillpilot';

export const pricesParams = z.object({
  productId: z
    .string()
    .max(64)
    .regex(/^[\w-]*$/, 'must contain only letters, digits, _ and -'),
});

export const planView = z.object({
  id: planId,
  name: z.string(),
  mostPopular: z.boolean(),
  /** A first period at its own price (the 7-day trial), before the recurring price starts. */
  trial: z.object({ days: z.number().int(), unitAmount: z.number().int() }).nullable(),
  price: z.object({
    id: z.string(),
    unitAmount: z.number().int().describe('Minor units: 2999 is 29.99'),
    currency: z.string().describe('ISO 4217, lower case'),
    interval: z.enum(['day', 'week', 'month', 'year']),
    intervalCount: z.number().int(),
  }),
});
export type PlanView = z.infer<typeof planView>;

export const pricesResponse = z.object({
  data: z.object({
    productId: z.string(),
    plans: z.array(planView),
    /**
     * What scores learners' prompts, so the paywall says it as it is: the built-in rubric, or a
     * language model the operator configured (the rubric still answers when it cannot).
     */
    grader: z.enum(['rubric', 'model']),
  }),
});
