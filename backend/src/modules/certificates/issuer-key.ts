import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { base58 } from '@scure/base';

/** The multicodec prefix of an Ed25519 public key (0xed, as an unsigned varint). */
const ED25519_PUBLIC = Uint8Array.of(0xed, 0x01);

/** Who signs the certificates' credentials: an Ed25519 key and the did:key made of it. */
export interface IssuerKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** did:key:z6Mk…: the public key itself, so anyone can check a credential without asking us. */
  did: string;
  /** The key within that DID, `did:key:z6Mk…#z6Mk…`, named by each proof. */
  verificationMethod: string;
}

/** From the configured PKCS#8 PEM (config.certificateSigningKey). */
export function issuerKeyOf(privateKeyPem: string): IssuerKey {
  const privateKey = createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('The certificate signing key is not Ed25519');
  const publicKey = createPublicKey(privateKey);
  const did = didKeyOf(publicKey);
  return { privateKey, publicKey, did, verificationMethod: `${did}#${did.slice('did:key:'.length)}` };
}

export function didKeyOf(publicKey: KeyObject): string {
  const { x } = publicKey.export({ format: 'jwk' });
  if (!x) throw new Error('Not an Ed25519 public key');
  const raw = Buffer.from(x, 'base64url');
  return `did:key:z${base58.encode(Uint8Array.from([...ED25519_PUBLIC, ...raw]))}`;
}
