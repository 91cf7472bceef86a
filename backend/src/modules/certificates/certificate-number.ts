import { randomInt } from 'node:crypto';

// Crockford's base 32: digits and letters without I, L, O and U, so a number read aloud or typed
// from paper is not mistaken.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 6;

/** SP-{year}-XXXXXX: the UTC year of issue and six random characters (about a billion per year). */
export function newCertificateNumber(issuedAt: Date): string {
  let random = '';
  for (let index = 0; index < RANDOM_CHARACTERS; index += 1) random += CROCKFORD[randomInt(CROCKFORD.length)];
  return `SP-${issuedAt.getUTCFullYear()}-${random}`;
}
