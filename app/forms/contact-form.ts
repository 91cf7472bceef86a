import type { FieldMessages } from '~/lib/use-form';
import { emailMessages } from './email-form';

// The contact form under Help in the browser (the server checks with contact-form.server.ts).

export const contactMessages: Record<string, FieldMessages> = {
  name: { tooLong: 'account:contact.errors.nameTooLong' },
  email: emailMessages,
  topic: { valueMissing: 'account:contact.errors.topic' },
  details: {
    valueMissing: 'account:contact.errors.details',
    tooLong: 'account:contact.errors.detailsTooLong',
  },
};
