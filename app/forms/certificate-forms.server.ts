import { certificateNameField, certificateNumber } from '@contract/certificates';
import { safeIdentifier } from '@contract/fields';
import { z } from 'zod';
import { credentialMaxLength } from './certificate-forms';

// The certificate pages' forms and addresses, checked on the server. Messages are locale keys.

/** The certificate (own id or guide id) a download that needed a name came from. */
export const certificateReference = safeIdentifier(100);

export const certificateNameFormSchema = z.object({
  name: certificateNameField,
  certificate: certificateReference.optional(),
});

export const credentialCheckSchema = z.object({
  credential: z
    .string({ error: 'certificates:errors.credentialRequired' })
    .trim()
    .min(2, 'certificates:errors.credentialRequired')
    .max(credentialMaxLength, 'certificates:errors.credentialTooLong'),
});

/** A number typed or linked: upper-cased, or null when it cannot be one. */
export function certificateNumberOf(value: unknown): string | null {
  const parsed = certificateNumber.safeParse(value);
  return parsed.success ? parsed.data : null;
}
