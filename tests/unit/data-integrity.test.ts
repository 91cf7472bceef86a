import { createPrivateKey, createPublicKey } from 'node:crypto';
import { base58 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { addProof, verifyProof } from '../../backend/src/modules/certificates/data-integrity';
import { didKeyOf } from '../../backend/src/modules/certificates/issuer-key';

// The eddsa-jcs-2022 test vector of W3C's Data Integrity EdDSA Cryptosuites v1.0 (TestVectors/
// keyPair.json and eddsa-jcs-2022/signedJCS.json of w3c/vc-di-eddsa).
const PUBLIC_MULTIBASE = 'z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2';
const PRIVATE_MULTIBASE = 'z3u2en7t5LR2WtQH5PfFqMqwVHBeXouLzo6haApm8XHqvjxq';
const context = ['https://www.w3.org/ns/credentials/v2', 'https://www.w3.org/ns/credentials/examples/v2'];
const unsigned = {
  '@context': context,
  id: 'urn:uuid:58172aac-d8ba-11ed-83dd-0b3aef56cc33',
  type: ['VerifiableCredential', 'AlumniCredential'],
  name: 'Alumni Credential',
  description: 'A minimum viable example of an Alumni Credential.',
  issuer: 'https://vc.example/issuers/5678',
  validFrom: '2023-01-01T00:00:00Z',
  credentialSubject: { id: 'did:example:abcdefgh', alumniOf: 'The School of Examples' },
};
const verificationMethod = `https://vc.example/issuers/5678#${PUBLIC_MULTIBASE}`;
const proofValue =
  'z63t83Y53KfzJ5ZosfKTnqfMcKB2dmTrfjSaQjeNNjAD5srBowQfmWqeRb8rRjmeEuCBEsddF9LsVogtuTsijJKh4';
const signed = {
  ...unsigned,
  proof: {
    type: 'DataIntegrityProof',
    cryptosuite: 'eddsa-jcs-2022',
    created: '2023-02-24T23:36:38Z',
    verificationMethod,
    proofPurpose: 'assertionMethod',
    '@context': context,
    proofValue,
  },
};

/** A multibase key without its two-byte multicodec prefix, as a JWK coordinate. */
const rawKey = (multibase: string) =>
  Buffer.from(base58.decode(multibase.slice(1)).subarray(2)).toString('base64url');
const publicKey = createPublicKey({
  key: { kty: 'OKP', crv: 'Ed25519', x: rawKey(PUBLIC_MULTIBASE) },
  format: 'jwk',
});
const privateKey = createPrivateKey({
  key: { kty: 'OKP', crv: 'Ed25519', x: rawKey(PUBLIC_MULTIBASE), d: rawKey(PRIVATE_MULTIBASE) },
  format: 'jwk',
});

describe('eddsa-jcs-2022 against the specification’s test vector', () => {
  it('verifies the signed example', () => {
    expect(verifyProof(signed, publicKey)).toBe(true);
  });

  it('signs the example to the same proofValue (Ed25519 is deterministic)', () => {
    const proof = addProof(unsigned, {
      privateKey,
      verificationMethod,
      created: new Date('2023-02-24T23:36:38Z'),
    });
    expect(proof).toEqual(signed);
  });

  it('verifies the example without the proof’s own @context too', () => {
    const { '@context': _, ...bare } = signed.proof;
    expect(verifyProof({ ...signed, proof: bare }, publicKey)).toBe(true);
  });

  it('refuses a changed document, a changed proof and a foreign @context', () => {
    expect(verifyProof({ ...signed, name: 'Another Credential' }, publicKey)).toBe(false);
    expect(
      verifyProof({ ...signed, proof: { ...signed.proof, created: '2024-01-01T00:00:00Z' } }, publicKey),
    ).toBe(false);
    expect(
      verifyProof(
        { ...signed, proof: { ...signed.proof, '@context': ['https://other.example'] } },
        publicKey,
      ),
    ).toBe(false);
    expect(verifyProof({ ...signed, proof: { ...signed.proof, proofValue: 'z111' } }, publicKey)).toBe(false);
    expect(verifyProof({ ...signed, proof: 'none' }, publicKey)).toBe(false);
  });

  it('names the key as did:key with the z6Mk multibase of the specification', () => {
    expect(didKeyOf(publicKey)).toBe(`did:key:${PUBLIC_MULTIBASE}`);
  });
});
