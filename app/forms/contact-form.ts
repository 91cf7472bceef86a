import { emailField, supportTopicField } from '@contract/fields';
import { z } from 'zod';

/** The contact form under Help: it reaches support through the backend, unlike the mailto Support Center. */
export const contactFormSchema = z.object({
  name: z.string().trim().max(100, 'account:contact.errors.nameTooLong').optional(),
  email: emailField,
  topic: supportTopicField,
  details: z
    .string({ error: 'account:contact.errors.details' })
    .trim()
    .min(1, 'account:contact.errors.details')
    .max(2000, 'account:contact.errors.detailsTooLong'),
});

export type ContactForm = z.infer<typeof contactFormSchema>;
