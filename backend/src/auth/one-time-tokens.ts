import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: what a link carries. Only its hash is stored. */
export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
