import { z } from 'zod';
import { displayedText, safeIdentifier } from './fields';

// Certificates: issued once when a learner finishes every lesson of a guide and passes its required
// practices. The learner's own list and PDF need a session; the verify page and the signed credential
// are public, by number, and never show the email. The list sits under `data`, as the specification's
// client reads it.

/** SP-YYYY-XXXXXX: the issue year and six characters of Crockford's base 32 (no I, L, O or U). */
export const certificateNumberPattern = /^SP-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/;
export const certificateNameMaxLength = 80;

export const certificateNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(certificateNumberPattern, 'must look like SP-2026-7KQ2M9')
  .describe('The certificate number, e.g. SP-2026-7KQ2M9');

/**
 * The name printed on certificates: what the learner chose to show, one line, letters of any script,
 * nothing that makes it read otherwise than it is stored and signed.
 */
export const certificateNameField = displayedText('certificates:errors.nameCharacters', {
  error: 'certificates:errors.nameRequired',
})
  .trim()
  .min(1, 'certificates:errors.nameRequired')
  .max(certificateNameMaxLength, 'certificates:errors.nameTooLong');

export const certificate = z.object({
  id: z.string().describe('The certificate id'),
  publishedAt: z.iso
    .datetime()
    .describe('When it was issued: when every lesson was finished and every required practice passed'),
  certificateNumber: z.string().describe('SP-YYYY-XXXXXX'),
  course: z.object({ id: z.string(), title: z.string() }),
  certificateUrl: z.url().optional().describe('The public page that confirms it: {WEB_URL}/verify/{number}'),
  firstTry: z
    .object({
      passed: z.number().int().describe('Of those, the practices passed on the first try'),
      of: z.number().int().describe("The guide's practices counted for the certificate"),
    })
    .nullable()
    .describe(
      'How many of its practices the learner passed on the first try; null when the guide changed ' +
        'since and no longer counts it as earned. The learner’s own: never on the public page',
    ),
});
export type Certificate = z.infer<typeof certificate>;

export const myCertificatesResponse = z.object({
  data: z.array(certificate).describe('Newest first'),
  name: z
    .string()
    .nullable()
    .describe('The name printed on the certificates; null until the learner has chosen one'),
});

/** GET /api/certificates/{id}/download: the certificate's own id, or the id of the completed guide. */
export const certificateDownloadParams = z.object({ id: safeIdentifier(100) });

/** PUT /api/certificates/name */
export const certificateNameRequest = z.strictObject({ name: certificateNameField });
export const certificateNameResponse = z.object({ name: z.string() });

/** GET /api/certificates/verify/{number}: public, rate limited. */
export const verifyCertificateParams = z.object({ number: certificateNumber });
export const verifiedCertificate = z.object({
  certificateNumber: z.string(),
  name: z.string().describe('The name printed on it (never the email)'),
  course: z.object({ id: z.string(), title: z.string() }),
  publishedAt: z.iso.datetime(),
  certificateUrl: z.url(),
  credentialUrl: z.url().describe('Where the signed Open Badges 3.0 credential can be downloaded'),
  credentialVerified: z
    .boolean()
    .describe('The signed credential of this certificate checked against the issuer key'),
});
export type VerifiedCertificate = z.infer<typeof verifiedCertificate>;
export const verifyCertificateResponse = z.object({ data: verifiedCertificate });

/** POST /api/certificates/verify-credential: checks any credential JSON someone was given. */
export const verifyCredentialRequest = z.strictObject({
  credential: z.string().min(2).max(100_000).describe('The credential JSON, as text'),
});
export const verifyCredentialResponse = z.object({
  valid: z.boolean(),
  reason: z
    .enum(['malformed', 'unknown_issuer', 'bad_signature', 'unknown_certificate'])
    .optional()
    .describe('Why it is not valid'),
  certificate: verifiedCertificate.optional().describe('The certificate it names, when valid'),
});
