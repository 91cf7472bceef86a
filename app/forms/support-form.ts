import { supportDescriptionMaxLength, supportNameMaxLength } from '@contract/fields';
import { z } from 'zod';

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
    .max(150, 'support.errors.concernTooLong'),
  details: z
    .string(required('support.errors.detailsRequired'))
    .trim()
    .max(supportDescriptionMaxLength, 'support.errors.detailsTooLong'),
});

export type SupportForm = z.infer<typeof supportFormSchema>;

type Labels = {
  subject: string;
  name: string;
  email: string;
  concern: string;
  details: string;
  footer: string;
};

/** The mail the visitor's own mail client opens: subject 'Support Request: <concern>', every field, a footer. */
export function supportMailto(address: string, form: SupportForm, labels: Labels): string {
  const body = [
    `${labels.name}: ${form.name ?? ''}`,
    `${labels.email}: ${form.email}`,
    `${labels.concern}: ${form.concern}`,
    '',
    `${labels.details}:`,
    form.details,
    '',
    '--',
    labels.footer,
  ].join('\n');
  const subject = `${labels.subject}${form.concern}`;
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
