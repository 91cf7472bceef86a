import { z } from 'zod';
import { errorResponse } from './errors';
import { emailField, safeIdentifier } from './fields';

// The one-minute quiz: a funnel's steps for a variant, and a visitor's lead (answers, result, email).

export const funnelParams = z.object({
  funnel: z.coerce.number().int().min(1).max(999),
  variant: z.coerce.number().int().min(1).max(99),
});

const option = z.object({ id: z.string(), label: z.string() });
export const funnelStepView = z.discriminatedUnion('kind', [
  z.object({
    id: z.string(),
    kind: z.literal('single'),
    title: z.string(),
    subtitle: z.string().nullable(),
    options: z.array(option),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('multiple'),
    title: z.string(),
    subtitle: z.string().nullable(),
    options: z.array(option),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('scale'),
    title: z.string(),
    subtitle: z.string().nullable(),
    min: z.number().int(),
    max: z.number().int(),
    minLabel: z.string(),
    maxLabel: z.string(),
  }),
  z.object({ id: z.string(), kind: z.literal('info'), title: z.string(), text: z.string() }),
]);
export type FunnelStepView = z.infer<typeof funnelStepView>;

export const funnelResponse = z.object({
  data: z.object({
    funnel: z.number().int(),
    variant: z.number().int(),
    title: z.string(),
    steps: z.array(funnelStepView),
    /** Real learners' words, each given with consent; usually none. */
    testimonials: z.array(z.object({ name: z.string(), text: z.string() })),
    /** What the catalog holds, counted from it, for the processing screen. */
    facts: z.object({
      guides: z.number().int(),
      lessons: z.number().int(),
      /** The interface's languages. */
      languages: z.number().int(),
    }),
  }),
});

export const createLeadRequest = z.object({
  funnel: z.number().int().min(1).max(999),
  variant: z.number().int().min(1).max(99).default(1),
});

export const leadParams = z.object({ leadId: safeIdentifier(64) });
export const leadStepParams = leadParams.extend({ step: z.coerce.number().int().min(1).max(99) });

/** An option id (single), option ids (multiple, possibly none), 1-5 (scale); nothing for an info screen. */
export const answerRequest = z.object({
  answer: z.union([z.string().max(64), z.array(z.string().max(64)).max(20), z.number().int()]).optional(),
});

/** 409 StepAhead names the step to answer first. */
export const stepAheadResponse = z.object({
  error: errorResponse.shape.error.extend({
    nextStep: z.number().int().optional().describe('The first step (from 1) without an answer'),
  }),
});

export const readinessLevel = z.enum(['LOW', 'INTERMEDIATE', 'HIGH']);

export const leadView = z.object({
  id: z.string(),
  funnel: z.number().int(),
  variant: z.number().int(),
  totalSteps: z.number().int(),
  /** The first step (from 1) without an answer; null once every step is answered. */
  nextStep: z.number().int().nullable(),
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.number(), z.literal(true)])),
  result: z
    .object({
      level: readinessLevel,
      title: z.string(),
      description: z.string(),
      points: z.number().int(),
      maxPoints: z.number().int(),
      /** 'Ahead of N% of beginners': real results once 100 exist, the funnel's prior before. */
      percentile: z.number().int(),
      /** The growth chart on a 0-100 scale: week 0 is now, then weeks 1 to 4. */
      growth: z.array(z.object({ week: z.number().int(), value: z.number().int() })),
      recommendedGuide: z.object({ id: z.string(), title: z.string() }),
    })
    .nullable(),
  email: z.string().nullable(),
  marketingConsent: z.boolean().nullable(),
});
export type LeadView = z.infer<typeof leadView>;
export const leadResponse = z.object({ data: leadView });

export const leadEmailRequest = z.object({
  email: emailField,
  termsAccepted: z.literal(true, { error: 'auth:errors.termsRequired' }),
  marketingConsent: z.boolean().default(false),
});

export const funnelReportResponse = z.array(
  z.object({
    funnel: z.number().int(),
    variant: z.number().int(),
    started: z.number().int(),
    /** Leads that answered each step, in the variant's order. */
    steps: z.array(z.object({ step: z.number().int(), id: z.string(), answered: z.number().int() })),
    completed: z.number().int(),
    emails: z.number().int(),
  }),
);
