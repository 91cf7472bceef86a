import { hashOneTimeToken, newOneTimeToken } from '../../auth/one-time-tokens';
import { addMilliseconds, type Clock } from '../../clock';
import { TOKEN_LIFETIME_MS } from './account-rules';
import type { OneTimeTokenRecord, OneTimeTokenRepository, TokenPurpose } from './one-time-token.repository';

export type OneTimeTokensService = ReturnType<typeof createOneTimeTokensService>;

interface OneTimeTokensDeps {
  oneTimeTokenRepository: OneTimeTokenRepository;
  clock: Clock;
}

/** Single-use, expiring links: the token goes into an email, its hash into the database. */
export function createOneTimeTokensService({ oneTimeTokenRepository, clock }: OneTimeTokensDeps) {
  return {
    /** A new link for the learner; their older unused links of the same purpose stop working. */
    async issue(purpose: TokenPurpose, learnerId: number, newEmail: string | null = null): Promise<string> {
      const { token, tokenHash } = newOneTimeToken();
      const now = clock();
      await oneTimeTokenRepository.replaceWith({
        purpose,
        tokenHash,
        learnerId,
        newEmail,
        expiresAt: addMilliseconds(now, TOKEN_LIFETIME_MS[purpose]),
        createdAt: now,
      });
      return token;
    },

    /** The token's record when it is known, unused and unexpired. */
    async find(purpose: TokenPurpose, token: string): Promise<OneTimeTokenRecord | undefined> {
      const record = await oneTimeTokenRepository.findByHash(purpose, hashOneTimeToken(token));
      if (!record || record.usedAt !== null || record.expiresAt <= clock()) return undefined;
      return record;
    },

    /** Uses the token and retires the learner's other links of that purpose; false if it was used. */
    async consume(record: OneTimeTokenRecord): Promise<boolean> {
      const now = clock();
      if (!(await oneTimeTokenRepository.consume(record.id, now))) return false;
      await oneTimeTokenRepository.consumeAll(record.learnerId, record.purpose as TokenPurpose, now);
      return true;
    },
  };
}
