import { planIds } from '@contract/admin';
import { emailField } from '@contract/fields';
import { z } from 'zod';

/** The plan chosen on /plans, and the email when the visitor did not leave one in the quiz. */
export function plansFormSchema(knownEmail: string | null) {
  return z.object({
    plan: z.enum(planIds, { error: 'plans:errors.choosePlan' }),
    email: knownEmail ? z.string().optional() : emailField,
  });
}
