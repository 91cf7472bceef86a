import { z } from 'zod';

// What authors write in content/funnels/<id>.yaml: the one-minute quiz, its variants, how answers
// score to a readiness level and which guide each level starts with. Unknown keys are refused.

export const readinessLevels = ['LOW', 'INTERMEDIATE', 'HIGH'] as const;
export type ReadinessLevel = (typeof readinessLevels)[number];

/** A scale step's answers run from 1 to this. */
export const SCALE_POINTS = 5;

const text = z.string().trim().min(1, 'must not be empty');
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single dashes');
const points = z.number().int().min(0).max(10);

const option = z.strictObject({ id: slug, label: text.max(80), points });
/** What every question step has. */
const question = { id: slug, title: text.max(140), subtitle: text.max(200).optional() };

const singleStep = z.strictObject({
  ...question,
  kind: z.literal('single'),
  options: z.array(option).min(2, 'needs at least 2 options').max(8),
});

const multipleStep = z.strictObject({
  ...question,
  kind: z.literal('multiple'),
  options: z.array(option).min(2, 'needs at least 2 options').max(10),
  /** The most this step adds, however many options are chosen. */
  maxPoints: points,
});

const scaleStep = z.strictObject({
  ...question,
  kind: z.literal('scale'),
  minLabel: text.max(40),
  maxLabel: text.max(40),
  /** Points for the answers 1 to SCALE_POINTS. */
  points: z.array(points).length(SCALE_POINTS, `needs ${SCALE_POINTS} numbers, one for each answer`),
});

const infoStep = z.strictObject({
  id: slug,
  kind: z.literal('info'),
  title: text.max(140),
  text: text.max(600),
});

export const funnelStep = z.discriminatedUnion('kind', [singleStep, multipleStep, scaleStep, infoStep], {
  error: 'kind must be one of: single, multiple, scale, info',
});
export type FunnelStep = z.infer<typeof funnelStep>;

const level = z.strictObject({ title: text.max(60), description: text.max(300), recommendedGuide: slug });

export const funnelFile = z.strictObject({
  title: text.max(80),
  steps: z.array(funnelStep).min(2).max(20),
  variants: z
    .array(
      z.strictObject({
        id: z.number().int().min(1).max(99),
        name: text.max(80),
        steps: z.array(slug).min(2, 'a variant needs at least 2 steps').max(15),
      }),
    )
    .min(1, 'needs at least one variant'),
  levels: z.strictObject({
    LOW: level.extend({ upToPoints: z.number().int().min(0) }),
    INTERMEDIATE: level.extend({ upToPoints: z.number().int().min(0) }),
    HIGH: level,
  }),
  /**
   * Learners' own words on the processing screen: only real ones, given with their consent to be
   * shown, and where the consent is kept. None by default: the screen then shows the catalog's facts.
   */
  testimonials: z
    .array(
      z.strictObject({
        name: text.max(40),
        text: text.max(200),
        consented: z.literal(true, {
          error: 'a testimonial needs consented: true (the learner agreed to be quoted)',
        }),
        /** Where the words and the consent are kept: a survey, a support ticket, a signed form. */
        source: z
          .string({ error: 'a testimonial needs its source (where the words and the consent are kept)' })
          .trim()
          .min(1, 'a testimonial needs its source (where the words and the consent are kept)')
          .max(200),
      }),
    )
    .default([]),
  /** 'Ahead of N% of beginners' until 100 real results exist (PRODUCT.md §3). */
  percentilePrior: z.number().int().min(1).max(99),
});
export type FunnelFile = z.infer<typeof funnelFile>;
