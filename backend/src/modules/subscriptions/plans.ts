import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { type planId, planIds } from '../../contract/admin';

export type PlanId = z.infer<typeof planId>;

const planSchema = z.object({
  id: z.enum(planIds),
  name: z.string().min(1),
  mostPopular: z.boolean().default(false),
  /** A first period at its own price, before the recurring price starts. */
  trial: z.object({ days: z.number().int().min(1), unitAmount: z.number().int().min(0) }).nullable(),
  price: z.object({
    id: z.string().min(1),
    unitAmount: z.number().int().min(0).describe('Minor units: 2999 is 29.99'),
    currency: z.string().regex(/^[a-z]{3}$/, 'must be a lower-case ISO 4217 code'),
    interval: z.enum(['day', 'week', 'month', 'year']),
    intervalCount: z.number().int().min(1),
  }),
});
export type Plan = z.infer<typeof planSchema>;

const plansFile = z
  .object({ plans: z.array(planSchema) })
  .refine(({ plans }) => planIds.every((id) => plans.filter((plan) => plan.id === id).length === 1), {
    message: `must define each of ${planIds.join(', ')} exactly once`,
  });

export type Plans = ReadonlyMap<PlanId, Plan>;

/** Reads `<contentDir>/plans.json` once at start; a missing or invalid file stops the start. */
export function loadPlans(contentDir: string): Plans {
  const path = join(contentDir, 'plans.json');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the plans from ${path}: ${(error as Error).message}`);
  }
  const parsed = plansFile.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'plans'}: ${issue.message}`,
    );
    throw new Error(`Invalid plans in ${path}:\n  ${problems.join('\n  ')}`);
  }
  return new Map(parsed.data.plans.map((plan) => [plan.id, plan]));
}

/** The end of a billing period that starts at `start`. */
export function addInterval(start: Date, interval: Plan['price']['interval'], count: number): Date {
  const end = new Date(start);
  if (interval === 'day') end.setUTCDate(end.getUTCDate() + count);
  if (interval === 'week') end.setUTCDate(end.getUTCDate() + 7 * count);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + count);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + count);
  return end;
}
