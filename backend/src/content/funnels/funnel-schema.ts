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
  /** Other learners' words on the processing screen. */
  comments: z
    .array(z.strictObject({ name: text.max(40), text: text.max(200) }))
    .min(2, 'needs at least 2 comments'),
  /** 'Ahead of N% of beginners' until 100 real results exist (PRODUCT.md §3). */
  percentilePrior: z.number().int().min(1).max(99),
});
export type FunnelFile = z.infer<typeof funnelFile>;
