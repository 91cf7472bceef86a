import type { CertificateRecord } from './certificate.repository';
import { narrativeOf } from './certificate-criteria';
import { addProof, type DataIntegrityProof, isObject, type JsonObject, verifyProof } from './data-integrity';
import type { IssuerKey } from './issuer-key';
import { parseStrictJson } from './strict-json';

// A certificate as an Open Badges 3.0 OpenBadgeCredential (a W3C Verifiable Credential 2.0), signed
// with an eddsa-jcs-2022 Data Integrity proof by the issuer's did:key.

export const CREDENTIAL_CONTEXT = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
];

export interface OpenBadgeCredential extends JsonObject {
  '@context': string[];
  id: string;
  type: string[];
  issuer: { id: string; type: string[]; name: string; url: string };
  validFrom: string;
  name: string;
  credentialSubject: {
    type: string[];
    name?: string;
    achievement: {
      id: string;
      type: string[];
      name: string;
      description: string;
      criteria: { narrative: string };
    };
  };
}

export type SignedCredential = OpenBadgeCredential & { proof: DataIntegrityProof };

/** The public page of a certificate, which is also its credential's id. */
export const verifyUrlOf = (webUrl: string, number: string) => `${webUrl}/verify/${number}`;

/** The signed credential of a certificate: the same bytes each time for the same name and guide. */
export function signedCredential(
  certificate: CertificateRecord,
  context: { webUrl: string; issuer: IssuerKey },
): SignedCredential {
  const { webUrl, issuer } = context;
  const validFrom = certificate.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const credential: OpenBadgeCredential = {
    '@context': CREDENTIAL_CONTEXT,
    id: verifyUrlOf(webUrl, certificate.number),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: issuer.did, type: ['Profile'], name: 'Skillpilot', url: webUrl },
    validFrom,
    name: `Skillpilot certificate: ${certificate.courseTitle}`,
    credentialSubject: {
      type: ['AchievementSubject'],
      // The name the learner chose to show; never the email. Left out until chosen.
      ...(certificate.name ? { name: certificate.name } : {}),
      achievement: {
        id: `${webUrl}/course/${certificate.courseId}`,
        type: ['Achievement'],
        name: certificate.courseTitle,
        description: certificate.courseDescription,
        criteria: { narrative: narrativeOf(certificate.courseTitle, certificate.criteria) },
      },
    },
  };
  // Dated when the certificate was issued, so the credential does not change from one download to the next.
  return addProof(credential, {
    privateKey: issuer.privateKey,
    verificationMethod: issuer.verificationMethod,
    created: certificate.issuedAt,
  });
}

export type CredentialCheck =
  | { valid: true; certificateNumber: string }
  | { valid: false; reason: 'malformed' | 'unknown_issuer' | 'bad_signature' | 'unknown_certificate' }
  | { valid: false; reason: 'duplicate_key'; key: string; line: number; column: number };

/**
 * Checks a credential someone was given: JSON of the right shape that reads one way only (no key
 * named twice), issued and signed by our key, not
 * changed since, and naming one of our certificates (by its verify address). Whether that certificate
 * exists is the caller's to check.
 */
export function checkCredential(
  text: string,
  context: { webUrl: string; issuer: IssuerKey },
): CredentialCheck {
  const parsed = parseStrictJson(text);
  if (!parsed.ok) return { valid: false, ...parsed };
  const credential = parsed.value;
  if (!isObject(credential) || !isObject(credential.proof)) return { valid: false, reason: 'malformed' };
  const { proof } = credential;
  // VC 2.0 lets the issuer be its id alone.
  const issuerId = isObject(credential.issuer) ? credential.issuer.id : credential.issuer;
  const type = credential.type;
  if (
    !Array.isArray(type) ||
    !type.includes('VerifiableCredential') ||
    !type.includes('OpenBadgeCredential') ||
    typeof credential.id !== 'string' ||
    typeof issuerId !== 'string' ||
    typeof proof.verificationMethod !== 'string' ||
    typeof proof.proofValue !== 'string'
  )
    return { valid: false, reason: 'malformed' };
  if (issuerId !== context.issuer.did || proof.verificationMethod !== context.issuer.verificationMethod)
    return { valid: false, reason: 'unknown_issuer' };
  if (!verifyProof(credential, context.issuer.publicKey)) return { valid: false, reason: 'bad_signature' };
  const prefix = verifyUrlOf(context.webUrl, '');
  if (!credential.id.startsWith(prefix)) return { valid: false, reason: 'unknown_certificate' };
  return { valid: true, certificateNumber: credential.id.slice(prefix.length) };
}
