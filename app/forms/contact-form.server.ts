import { emailField, supportDescriptionField, supportNameField, supportTopicField } from '@contract/fields';
import { z } from 'zod';

/** The contact form under Help: it reaches support through the backend, unlike the mailto Support Center. */
export const contactFormSchema = z.object({
  name: supportNameField.optional(),
  email: emailField,
  topic: supportTopicField,
  details: supportDescriptionField,
});
