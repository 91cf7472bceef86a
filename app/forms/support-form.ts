import type { FieldMessages } from '~/lib/use-form';

// The Support Center's form in the browser: its fields' limits and messages (the server checks
// with support-form.server.ts; tests/unit/form-rules.test.ts holds the two together), and the
// mail it opens.

export const supportNameMaxLength = 100;
export const supportConcernMaxLength = 150;
export const supportDetailsMaxLength = 2000;

export const supportMessages: Record<string, FieldMessages> = {
  name: { tooLong: 'support.errors.nameTooLong' },
  email: { valueMissing: 'support.errors.emailRequired', typeMismatch: 'support.errors.emailInvalid' },
  concern: { valueMissing: 'support.errors.concernRequired', tooLong: 'support.errors.concernTooLong' },
  details: { valueMissing: 'support.errors.detailsRequired', tooLong: 'support.errors.detailsTooLong' },
};

export type SupportForm = { name?: string; email: string; concern: string; details: string };

/** The values of a form that passed its checks, trimmed as the server's schema trims them. */
export function supportFormOf(form: HTMLFormElement): SupportForm {
  const value = (name: string) => String(new FormData(form).get(name) ?? '').trim();
  return {
    name: value('name') || undefined,
    email: value('email'),
    concern: value('concern'),
    details: value('details'),
  };
}

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
