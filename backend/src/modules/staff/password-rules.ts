import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

// Staff passwords, by NIST SP 800-63B: length matters, composition rules do not; a password found
// in lists of breached and common passwords, or built from predictable patterns, is refused.

/** NIST asks at least 8 with a second factor (15 alone); the back office asks 12. */
export const PASSWORD_MIN_LENGTH = 12;
/** NIST asks that at least 64 be allowed. */
export const PASSWORD_MAX_LENGTH = 128;

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'personal';

/**
 * Why a password is refused, or null. `context` holds words tied to the account (its email), which
 * a password must not be built from. Strength is zxcvbn's estimate: below 3 ("safely unguessable:
 * moderate protection from offline attacks") it is found by the guessers that use breached lists.
 */
export function passwordProblem(password: string, context: string[]): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  const lower = password.toLowerCase();
  const words = context
    .flatMap((value) => value.toLowerCase().split(/[@.+_-]+/))
    .concat('skillpilot')
    .filter((word) => word.length >= 4);
  if (words.some((word) => lower.includes(word))) return 'personal';
  return zxcvbn.check(password, words).score < 3 ? 'common' : null;
}

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters: a few unrelated words make a good password.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'This password is too easy to guess: it is common or follows a known pattern. Choose another.',
  personal: 'Do not build the password from your email address or the product’s name.',
};
