import { createHash, type KeyObject, sign, verify } from 'node:crypto';
import { base58 } from '@scure/base';
import canonicalize from 'canonicalize';

// A Data Integrity proof with the eddsa-jcs-2022 cryptosuite (W3C Data Integrity EdDSA Cryptosuites
// v1.0): JCS (RFC 8785) canonical JSON, SHA-256, Ed25519. What is signed is the hash of the proof
// configuration (the proof without proofValue, with the document's @context) followed by the hash
// of the document without its proof.

export const CRYPTOSUITE = 'eddsa-jcs-2022' as const;

export type JsonObject = { [key: string]: unknown };

export interface DataIntegrityProof {
  type: 'DataIntegrityProof';
  cryptosuite: typeof CRYPTOSUITE;
  created: string;
  verificationMethod: string;
  proofPurpose: 'assertionMethod';
  '@context': unknown;
  proofValue: string;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

function canonical(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('Not JSON');
  return text;
}

function hashData(unsecured: JsonObject, proofConfig: JsonObject): Buffer {
  return Buffer.concat([sha256(canonical(proofConfig)), sha256(canonical(unsecured))]);
}

/** The document with an eddsa-jcs-2022 proof added. */
export function addProof<T extends JsonObject>(
  document: T,
  options: { privateKey: KeyObject; verificationMethod: string; created: Date },
): T & { proof: DataIntegrityProof } {
  // The proof carries the document's @context, as the specification's own signed example does.
  const config = {
    type: 'DataIntegrityProof' as const,
    cryptosuite: CRYPTOSUITE,
    created: options.created.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    verificationMethod: options.verificationMethod,
    proofPurpose: 'assertionMethod' as const,
    '@context': document['@context'],
  };
  const signature = sign(null, hashData(document, config), options.privateKey);
  return { ...document, proof: { ...config, proofValue: `z${base58.encode(signature)}` } };
}

/**
 * Whether the document's proof is an eddsa-jcs-2022 signature of it by `publicKey`. Any change to
 * the document or the proof (but its proofValue) breaks it.
 */
export function verifyProof(secured: JsonObject, publicKey: KeyObject): boolean {
  const { proof, ...unsecured } = secured;
  if (!isObject(proof)) return false;
  const { proofValue, ...options } = proof;
  if (options.type !== 'DataIntegrityProof' || options.cryptosuite !== CRYPTOSUITE) return false;
  if (typeof proofValue !== 'string' || !proofValue.startsWith('z')) return false;
  // A proof may carry its own @context: the document's must begin with it.
  if (options['@context'] !== undefined && !contextStartsWith(unsecured['@context'], options['@context']))
    return false;
  let signature: Uint8Array;
  try {
    signature = base58.decode(proofValue.slice(1));
  } catch {
    return false;
  }
  if (signature.length !== 64) return false;
  try {
    return verify(
      null,
      hashData(unsecured, { ...options, '@context': unsecured['@context'] }),
      publicKey,
      signature,
    );
  } catch {
    return false;
  }
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function contextStartsWith(context: unknown, prefix: unknown): boolean {
  const list = (value: unknown) => (Array.isArray(value) ? value : [value]);
  const whole = list(context);
  return list(prefix).every((entry, index) => canonical(entry) === canonical(whole[index] ?? null));
}
