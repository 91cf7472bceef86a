import { emailField } from '@contract/fields';
import { z } from 'zod';

/**
 * The quiz's email step: the address, the terms (required) and marketing consent, which is asked
 * once more when the box was left empty ('ask'), then answered 'yes' or 'no'.
 */
export const quizEmailSchema = z.object({
  email: emailField,
  terms: z.literal('on', { error: 'quiz:email.errors.termsRequired' }),
  /** The optional box: ticked means yes; left empty (absent) means no. */
  marketing: z.literal('on').optional(),
});
