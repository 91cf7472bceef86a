import { supportDescriptionMaxLength, supportNameMaxLength } from '@contract/fields';
import { z } from 'zod';
import { supportConcernMaxLength } from './support-form';

// Messages are locale keys; the page translates them.
const required = (key: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? key : undefined),
});

export const supportFormSchema = z.object({
  name: z.string().trim().max(supportNameMaxLength, 'support.errors.nameTooLong').optional(),
  email: z.email({
    error: (issue) =>
      issue.input === undefined ? 'support.errors.emailRequired' : 'support.errors.emailInvalid',
  }),
  concern: z
    .string(required('support.errors.concernRequired'))
    .trim()
    .max(supportConcernMaxLength, 'support.errors.concernTooLong'),
  details: z
    .string(required('support.errors.detailsRequired'))
    .trim()
    .max(supportDescriptionMaxLength, 'support.errors.detailsTooLong'),
});
